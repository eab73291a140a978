/**
 * The printable report of a playtest set (or two, compared): one standalone
 * HTML page with the figures as tables and the charts as images (data URLs
 * from the dashboard's canvases), readable in black and white. Pure: the
 * dashboard passes the images; everything user-typed is escaped.
 */
import type { RateFigure } from './aggregate';
import type { StatsExport } from './export';
import { peopleHtml } from './export-people';
import { figureLabel, tallyLabel, withUnit } from './labels';

export interface ReportChart {
  readonly title: string;
  /** A data: URL (PNG or SVG); anything else is left out. */
  readonly image: string;
  /** What the chart shows, in words (the image's alt text). */
  readonly alt: string;
}

export interface ReportInput extends StatsExport {
  readonly title: string;
  readonly charts: readonly ReportChart[];
  readonly unreadable: readonly { readonly file: string; readonly line: number; readonly message: string }[];
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

const pct = (v: number) => `${Math.round(v * 1000) / 10}%`;
const num = (v: number) => (Number.isFinite(v) ? String(Math.round(v * 100) / 100) : '—');

function rateCells(r: RateFigure): string {
  const call =
    r.moreGamesToCall === null ? 'cannot be called at this rate' : r.moreGamesToCall === 0 ? 'called' : `${r.moreGamesToCall} more games`;
  return `<td>${pct(r.rate)}</td><td>${pct(r.interval.low)}–${pct(r.interval.high)}</td><td>${r.wins} / ${r.games}</td><td>${pct(r.expected)}</td><td>${escapeHtml(call)}</td>`;
}

export function reportHtml(input: ReportInput): string {
  const parts: string[] = [];
  const e = escapeHtml;
  parts.push(
    `<h1>${e(input.title)}</h1>`,
    `<p>Made by Deckside on ${e(new Date(input.exportedAt).toISOString().replace('T', ' ').slice(0, 16))} UTC.</p>`,
  );
  for (const s of input.sets) {
    const st = s.stats;
    parts.push(`<section><h2>${e(s.label)}</h2><p>${st.matches} playtests, ${st.finished} finished.</p>`);
    parts.push(
      '<table><caption>Win rates with 95% Wilson intervals</caption><thead><tr><th>Who</th><th>Rate</th><th>95% interval</th><th>Wins / games</th><th>Fair share</th><th>More games to call</th></tr></thead><tbody>',
    );
    st.seatWinRates.forEach((r, seat) => parts.push(`<tr><th>Seat ${seat + 1}</th>${rateCells(r)}</tr>`));
    if (st.firstPlayerWinRate) parts.push(`<tr><th>First player</th>${rateCells(st.firstPlayerWinRate)}</tr>`);
    parts.push('</tbody></table>');
    const dists: [string, typeof st.durationMinutes][] = [
      ['Length (minutes)', st.durationMinutes],
      ['Length (turns)', st.turns],
      ['Length (rounds)', st.rounds],
      ['Final score spread', st.scoreSpread],
      ['Lead changes', st.leadChanges],
    ];
    parts.push(
      '<table><caption>Distributions</caption><thead><tr><th>Figure</th><th>Games</th><th>Mean</th><th>Median</th><th>Quartiles</th><th>Range</th></tr></thead><tbody>',
    );
    for (const [name, d] of dists)
      parts.push(
        `<tr><th>${name}</th><td>${d.count}</td><td>${num(d.mean)}</td><td>${num(d.median)}</td><td>${num(d.p25)}–${num(d.p75)}</td><td>${num(d.min)}–${num(d.max)}</td></tr>`,
      );
    parts.push(
      `</tbody></table><p>Comebacks (winner not leading after the first round): ${st.comebacks} of ${st.gamesWithRounds} games scored per round.</p>`,
    );
    const figures = Object.entries(st.figures);
    if (figures.length) {
      parts.push(
        '<table><caption>Game figures (mean per game)</caption><thead><tr><th>Figure</th><th>Mean</th><th>Games</th></tr></thead><tbody>',
      );
      for (const [name, f] of figures)
        parts.push(`<tr><th>${e(withUnit(figureLabel(s.filter.game ?? null, name)))}</th><td>${num(f.mean)}</td><td>${f.count}</td></tr>`);
      parts.push('</tbody></table>');
    }
    const tallies = Object.entries(st.tallies);
    if (tallies.length) {
      parts.push('<table><caption>Game tallies</caption><thead><tr><th>Tally</th><th>Count</th></tr></thead><tbody>');
      for (const [name, n] of tallies) parts.push(`<tr><th>${e(withUnit(tallyLabel(s.filter.game ?? null, name)))}</th><td>${n}</td></tr>`);
      parts.push('</tbody></table>');
    }
    if (st.cards.length) {
      parts.push(
        '<table><caption>Cards</caption><thead><tr><th>Card</th><th>Played</th><th>Scored</th><th>Win rate when held or played</th><th>95% interval</th><th>Games</th></tr></thead><tbody>',
      );
      for (const c of st.cards)
        parts.push(
          `<tr><th>${e(c.code)}</th><td>${c.played}</td><td>${c.scored}</td><td>${pct(c.winRateWith.rate)}</td><td>${pct(c.winRateWith.interval.low)}–${pct(c.winRateWith.interval.high)}</td><td>${c.gamesWith}</td></tr>`,
        );
      parts.push('</tbody></table>');
    }
    parts.push(peopleHtml(s, e));
    parts.push('</section>');
  }
  if (input.differences && input.differences.length) {
    parts.push(
      '<section><h2>Differences (A minus B)</h2><table><thead><tr><th>Figure</th><th>A</th><th>B</th><th>A − B</th><th>95% interval</th><th>Called?</th></tr></thead><tbody>',
    );
    for (const d of input.differences) {
      const rate = d.name.includes('rate');
      const f = rate ? pct : num;
      const call = d.called ? 'yes' : d.moreGames === null ? 'no' : `no (about ${d.moreGames} more games)`;
      parts.push(
        `<tr><th>${e(d.name)}</th><td>${f(d.a)}</td><td>${f(d.b)}</td><td>${f(d.difference)}</td><td>${f(d.interval.low)} to ${f(d.interval.high)}</td><td>${e(call)}</td></tr>`,
      );
    }
    parts.push('</tbody></table></section>');
  }
  const charts = input.charts.filter((c) => /^data:image\/(png|svg\+xml|jpeg)[;,]/.test(c.image));
  if (charts.length) {
    parts.push('<section><h2>Charts</h2>');
    for (const c of charts)
      parts.push(`<figure><img src="${e(c.image)}" alt="${e(c.alt)}"><figcaption>${e(c.title)}</figcaption></figure>`);
    parts.push('</section>');
  }
  if (input.unreadable.length) {
    parts.push('<section><h2>Files not counted (unreadable)</h2><ul>');
    for (const u of input.unreadable) parts.push(`<li><code>${e(u.file)}</code> line ${u.line}: ${e(u.message)}</li>`);
    parts.push('</ul></section>');
  }
  const style =
    'body{font:14px/1.4 system-ui,sans-serif;margin:2rem;color:#000;background:#fff}table{border-collapse:collapse;margin:1rem 0;width:100%}th,td{border:1px solid #888;padding:.25rem .5rem;text-align:left}caption{font-weight:700;text-align:left}figure{break-inside:avoid;margin:1rem 0}img{max-width:100%}section{break-inside:auto}@media print{body{margin:0}}';
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${e(input.title)}</title><style>${style}</style></head><body>${parts.join('\n')}</body></html>\n`;
}
