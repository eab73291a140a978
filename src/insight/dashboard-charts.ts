/**
 * What the dashboard's charts show, as plain data (no DOM, no chart.js), so
 * it is tested apart from drawing: win rates with intervals and fair shares,
 * length and score histograms on shared bins, per-card win rates, game
 * tallies and the A-B differences; each with a one-line text summary that
 * screen readers get instead of the picture.
 */
import { tallyLabel } from './labels';
import type { Stats } from './aggregate';
import { countLeadChanges, leadersByRound } from './aggregate';
import type { Difference } from './compare';
import { sharedHistogram } from './histogram';
import type { PlaytestRecord } from './records';
import type { BarChartSpec } from './chart-spec';

export interface ChartSet {
  readonly label: string;
  readonly stats: Stats;
  readonly records: readonly PlaytestRecord[];
}

export interface Chart {
  readonly spec: BarChartSpec;
  readonly summary: string;
}

const pct = (v: number) => `${Math.round(v * 100)}%`;

export function winRateChart(sets: readonly ChartSet[]): Chart {
  const seats = Math.max(0, ...sets.map((s) => s.stats.seatWinRates.length));
  const hasFirst = sets.some((s) => s.stats.firstPlayerWinRate !== null);
  const labels = [...Array.from({ length: seats }, (_, i) => `Seat ${i + 1}`), ...(hasFirst ? ['First player'] : [])];
  const figures = (st: Stats) => [
    ...Array.from({ length: seats }, (_, i) => st.seatWinRates[i] ?? null),
    ...(hasFirst ? [st.firstPlayerWinRate] : []),
  ];
  const series = sets.map((s) => {
    const f = figures(s.stats);
    return {
      label: s.label,
      values: f.map((r) => (r && r.games > 0 ? r.rate : null)),
      intervals: f.map((r) => (r && r.games > 0 ? r.interval : null)),
    };
  });
  const first = sets[0] ? figures(sets[0].stats) : [];
  const references = labels.map((_, j) => first[j]?.expected ?? null);
  const summary = labels
    .map(
      (name, j) =>
        `${name}: ${sets
          .map((s, i) => {
            const r = figures(s.stats)[j];
            return r && r.games > 0
              ? `${series[i]?.label} ${pct(r.rate)} (95% ${pct(r.interval.low)}–${pct(r.interval.high)}, fair share ${pct(r.expected)})`
              : `${series[i]?.label} no games`;
          })
          .join('; ')}`,
    )
    .join('. ');
  return {
    spec: { title: 'Win rate by seat and first player (95% intervals)', labels, series, percent: true, references, yTitle: 'win rate' },
    summary,
  };
}

export interface LengthValues {
  readonly minutes: number[];
  readonly turns: number[];
  readonly rounds: number[];
  readonly spreads: number[];
  readonly leadChanges: number[];
}

/** The raw per-game values behind the distributions (finished games only, as in computeStats). */
export function lengthValues(records: readonly PlaytestRecord[]): LengthValues {
  const done = records.filter((r) => r.finished);
  return {
    minutes: done.map((r) => (r.endedAt - r.startedAt) / 60_000),
    turns: done.map((r) => r.turns),
    rounds: done.map((r) => r.rounds),
    spreads: done.flatMap((r) => (r.totals && r.totals.length > 1 ? [Math.max(...r.totals) - Math.min(...r.totals)] : [])),
    leadChanges: done.flatMap((r) =>
      r.roundScores && r.roundScores.length > 1 ? [countLeadChanges(leadersByRound(r.roundScores, r.lowerIsBetter))] : [],
    ),
  };
}

export function histogramChart(title: string, xTitle: string, sets: readonly { label: string; values: readonly number[] }[]): Chart {
  const h = sharedHistogram(sets.map((s) => s.values));
  const series = sets.map((s, i) => ({ label: s.label, values: h.counts[i] ?? [] }));
  const summary =
    h.labels.length === 0
      ? `${title}: no finished games with this figure.`
      : `${title}: ${sets.map((s, i) => `${s.label}: ${h.labels.map((l, j) => `${l}: ${h.counts[i]?.[j] ?? 0}`).join(', ')}`).join('; ')}`;
  return { spec: { title, labels: h.labels, series, xTitle, yTitle: 'games' }, summary };
}

export function cardChart(sets: readonly ChartSet[], top = 12): Chart | null {
  const first = sets[0];
  if (!first || first.stats.cards.length === 0) return null;
  const codes = [...first.stats.cards]
    .sort((a, b) => b.gamesWith - a.gamesWith || b.played + b.scored - (a.played + a.scored) || a.code.localeCompare(b.code))
    .slice(0, top)
    .map((c) => c.code);
  const series = sets.map((s) => {
    const byCode = new Map(s.stats.cards.map((c) => [c.code, c]));
    return {
      label: s.label,
      values: codes.map((c) => {
        const f = byCode.get(c);
        return f && f.gamesWith > 0 ? f.winRateWith.rate : null;
      }),
      intervals: codes.map((c) => {
        const f = byCode.get(c);
        return f && f.gamesWith > 0 ? f.winRateWith.interval : null;
      }),
    };
  });
  const summary = `Win rate when holding or playing a card: ${codes.map((c, j) => `${c} ${series.map((s) => (s.values[j] === null ? '—' : pct(s.values[j] as number))).join(' / ')}`).join(', ')}`;
  return {
    spec: { title: `Win rate when held or played (top ${codes.length} cards)`, labels: codes, series, percent: true, yTitle: 'win rate' },
    summary,
  };
}

export function tallyChart(sets: readonly ChartSet[]): Chart | null {
  const keys = [...new Set(sets.flatMap((s) => Object.keys(s.stats.tallies)))].sort();
  if (keys.length === 0) return null;
  const series = sets.map((s) => ({ label: s.label, values: keys.map((k) => s.stats.tallies[k] ?? 0) }));
  const labels = keys.map((k) => tallyLabel(null, k).label);
  const summary = `Game tallies: ${labels.map((k, j) => `${k} ${series.map((s) => s.values[j]).join(' / ')}`).join(', ')}`;
  return { spec: { title: 'Game tallies', labels, series, yTitle: 'matches' }, summary };
}

/** The win-rate differences (A minus B) with their intervals. */
export function differenceChart(differences: readonly Difference[]): Chart | null {
  const rates = differences.filter((d) => d.name.includes('win rate'));
  if (rates.length === 0) return null;
  const series = [{ label: 'A minus B', values: rates.map((d) => d.difference), intervals: rates.map((d) => d.interval) }];
  const summary = `Differences A minus B: ${rates.map((d) => `${d.name} ${pct(d.difference)} (95% ${pct(d.interval.low)} to ${pct(d.interval.high)}${d.called ? ', called' : ', not called'})`).join('; ')}`;
  return {
    spec: {
      title: 'Win rate difference, A minus B (95% intervals)',
      labels: rates.map((d) => d.name),
      series,
      percent: true,
      horizontal: true,
      range: [-1, 1],
    },
    summary,
  };
}
