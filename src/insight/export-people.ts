/**
 * The rows and report sections of what people said and did, added to the
 * statistics exports (./export.ts, ./report.ts): questionnaire answers with
 * their intervals, text answers with their match, each person's record, and
 * the notes written during play.
 */
import type { FeedbackSummary } from './feedback';
import type { PlayerLine } from './players';

export interface NoteRow {
  readonly matchId: string;
  readonly seq: number;
  readonly text: string;
}

/** What a statistics set carries besides its Stats (all optional: older callers give none). */
export interface PeopleParts {
  readonly feedback?: FeedbackSummary;
  readonly players?: readonly PlayerLine[];
  readonly notes?: readonly NoteRow[];
}

export type Row = readonly [string, string, string, number | null, number | null, number | null, number | null, string];

export function peopleRows(set: string, p: PeopleParts): Row[] {
  const rows: Row[] = [];
  for (const q of p.feedback?.questions ?? []) {
    if (q.kind === 'scale') {
      const f = q.figure;
      rows.push([
        set,
        'feedback',
        `${q.label} (mean)`,
        f.count ? f.mean : null,
        f.interval?.low ?? null,
        f.interval?.high ?? null,
        f.count,
        '95% t-interval',
      ]);
    } else if (q.kind === 'yesno') {
      const f = q.figure;
      rows.push([
        set,
        'feedback',
        `${q.label} (yes)`,
        f.rate,
        f.interval.low,
        f.interval.high,
        f.count,
        `${f.hits} yes; 95% Wilson interval`,
      ]);
    } else if (q.kind === 'choice') {
      for (const [choice, f] of Object.entries(q.shares))
        rows.push([
          set,
          'feedback',
          `${q.label}: ${choice}`,
          f.rate,
          f.interval.low,
          f.interval.high,
          f.count,
          `${f.hits} chose it; 95% Wilson interval`,
        ]);
    } else {
      for (const a of q.answers) rows.push([set, 'feedback text', q.label, null, null, null, null, `${a.matchId} ${a.player}: ${a.text}`]);
    }
  }
  for (const l of p.players ?? []) {
    rows.push([
      set,
      'player',
      `${l.person} win rate (${l.game} ${l.rulesVersion})`,
      l.winRate,
      l.interval.low,
      l.interval.high,
      l.plays,
      `${l.wins} wins (${l.sharedWins} shared); first player ${l.firstWins}/${l.firstPlays}; seats ${l.seats.map((s) => `${s.seat + 1}: ${s.wins}/${s.plays}`).join(', ')}`,
    ]);
  }
  for (const n of p.notes ?? [])
    rows.push([set, 'note', n.seq === 0 ? `${n.matchId} match` : `${n.matchId} event ${n.seq}`, null, null, null, null, n.text]);
  return rows;
}

const pct = (v: number): string => (Number.isFinite(v) ? `${(v * 100).toFixed(1)}%` : '–');
const num = (v: number): string => (Number.isFinite(v) ? String(Math.round(v * 100) / 100) : '–');

export function peopleHtml(p: PeopleParts, e: (s: string) => string): string {
  const parts: string[] = [];
  const qs = p.feedback?.questions ?? [];
  if (qs.length) {
    parts.push(
      `<table><caption>Player feedback (${p.feedback?.respondents ?? 0} answers from ${p.feedback?.matches ?? 0} playtests; 95% intervals)</caption><thead><tr><th>Question</th><th>Answer</th><th>95% interval</th><th>Answers</th></tr></thead><tbody>`,
    );
    for (const q of qs) {
      if (q.kind === 'scale') {
        const f = q.figure;
        parts.push(
          `<tr><th>${e(q.label)} (mean)</th><td>${num(f.mean)}</td><td>${f.interval ? `${num(f.interval.low)}–${num(f.interval.high)}` : '–'}</td><td>${f.count}</td></tr>`,
        );
      } else if (q.kind === 'yesno') {
        const f = q.figure;
        parts.push(
          `<tr><th>${e(q.label)} (yes)</th><td>${pct(f.rate)}</td><td>${pct(f.interval.low)}–${pct(f.interval.high)}</td><td>${f.count}</td></tr>`,
        );
      } else if (q.kind === 'choice') {
        for (const [c, f] of Object.entries(q.shares))
          parts.push(
            `<tr><th>${e(q.label)}: ${e(c)}</th><td>${pct(f.rate)}</td><td>${pct(f.interval.low)}–${pct(f.interval.high)}</td><td>${f.count}</td></tr>`,
          );
      } else {
        const list = q.answers.map((a) => `<li><code>${e(a.matchId)}</code> ${e(a.player)}: ${e(a.text)}</li>`).join('');
        parts.push(`<tr><th>${e(q.label)}</th><td colspan="3">${list ? `<ul>${list}</ul>` : 'none'}</td></tr>`);
      }
    }
    parts.push('</tbody></table>');
  }
  if (p.players?.length) {
    parts.push(
      '<table><caption>Players</caption><thead><tr><th>Person</th><th>Game, rules</th><th>Plays</th><th>Wins (shared)</th><th>Win rate</th><th>95% interval</th><th>First player won</th></tr></thead><tbody>',
    );
    for (const l of p.players)
      parts.push(
        `<tr><th>${e(l.person)}</th><td>${e(l.game)} ${e(l.rulesVersion)}</td><td>${l.plays}</td><td>${l.wins} (${l.sharedWins})</td><td>${pct(l.winRate)}</td><td>${pct(l.interval.low)}–${pct(l.interval.high)}</td><td>${l.firstWins}/${l.firstPlays}</td></tr>`,
      );
    parts.push('</tbody></table>');
  }
  if (p.notes?.length) {
    parts.push(
      '<table><caption>Notes written during play</caption><thead><tr><th>Match</th><th>Event</th><th>Note</th></tr></thead><tbody>',
    );
    for (const n of p.notes)
      parts.push(`<tr><td><code>${e(n.matchId)}</code></td><td>${n.seq === 0 ? 'match' : n.seq}</td><td>${e(n.text)}</td></tr>`);
    parts.push('</tbody></table>');
  }
  return parts.join('\n');
}

/** The notes of a set's records, for the exports. */
export function notesOf(records: readonly { matchId: string; notes?: readonly { seq: number; text: string }[] }[]): NoteRow[] {
  return records.flatMap((r) => (r.notes ?? []).map((n) => ({ matchId: r.matchId, seq: n.seq, text: n.text })));
}
