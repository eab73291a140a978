/**
 * The Balance lab's charts as plain data (drawn by the dashboard's chart.js
 * charts, src/renderer/insight/charts.ts): seat and first-player win rates
 * with their intervals and fair share, the game-length distribution, and
 * for a comparison the differences (B minus A) with their intervals. Pure,
 * so the shaping is tested without a browser.
 */
import { histogramChart } from '../../insight/dashboard-charts';
import { t } from '../i18n/index.svelte';
import type { BarChartSpec } from '../../insight/chart-spec';
import type { LengthFigures, SetFigures, SimSummary } from '../../contract/simulation';

export interface LabChart {
  readonly spec: BarChartSpec;
  readonly summary: string;
}

const pct = (x: number): string => `${Math.round(x * 100)}%`;

/** The sets of a summary: A (its options) and, with a comparison, B. */
export function setsOf(s: SimSummary): { label: string; figures: Pick<SetFigures, 'seats' | 'firstPlayer' | 'length'> }[] {
  return [{ label: 'A', figures: s }, ...(s.versus ? [{ label: 'B', figures: s.versus }] : [])];
}

export function winChart(s: SimSummary): LabChart {
  const sets = setsOf(s);
  const labels = [
    ...s.seats.map((x) => t('lab.seatBot', { n: x.seat + 1, bot: x.bot })),
    ...(s.firstPlayer ? [t('lab.firstPlayerLabel')] : []),
  ];
  const figs = (f: (typeof sets)[number]['figures']) => [...f.seats, ...(s.firstPlayer ? [f.firstPlayer] : [])];
  const series = sets.map((set) => ({
    label: set.label,
    values: figs(set.figures).map((r) => (r && r.games > 0 ? r.rate : null)),
    intervals: figs(set.figures).map((r) => (r && r.games > 0 ? r.interval : null)),
  }));
  const fair = 1 / s.players;
  const summary = labels
    .map(
      (name, j) =>
        `${name}: ${sets
          .map((set) => {
            const r = figs(set.figures)[j];
            return r
              ? t('moduleWords.lab.rate', { set: set.label, rate: pct(r.rate), low: pct(r.interval.low), high: pct(r.interval.high) })
              : t('moduleWords.lab.none', { set: set.label });
          })
          .join('; ')}`,
    )
    .join('. ');
  return {
    spec: { title: t('lab.winTitle'), labels, series, percent: true, references: labels.map(() => fair), yTitle: t('lab.gamesWon') },
    summary: t('moduleWords.lab.fairShare', { summary, value: pct(fair) }),
  };
}

/** Every game's length again, from the summary's histogram of lengths. */
export function lengthsOf(l: LengthFigures): number[] {
  return l.histogram.flatMap(([len, n]) => Array.from({ length: n }, () => len));
}

export function lengthChart(s: SimSummary): LabChart {
  return histogramChart(
    t('lab.lengthTitle', { unit: s.length.unit }),
    s.length.unit,
    setsOf(s).map((set) => ({ label: set.label, values: lengthsOf(set.figures.length) })),
  );
}

/** B minus A for each seat, the first player and draws: bars with Newcombe whiskers on a -100%..100% axis. */
export function differenceChart(s: SimSummary): LabChart | null {
  const v = s.versus;
  if (!v) return null;
  const rows = [
    ...v.differences.seats.map((d) => ({ name: t('lab.seatWins', { n: d.seat + 1 }), d })),
    ...(v.differences.firstPlayer ? [{ name: t('lab.firstWins'), d: v.differences.firstPlayer }] : []),
    { name: t('lab.draws'), d: v.differences.draws },
  ];
  return {
    spec: {
      title: t('lab.diffTitle'),
      labels: rows.map((r) => r.name),
      series: [{ label: t('lab.diffSeries'), values: rows.map((r) => r.d.difference), intervals: rows.map((r) => r.d.interval) }],
      percent: true,
      horizontal: true,
      range: [-1, 1],
    },
    summary: rows
      .map((r) =>
        t('moduleWords.lab.difference', {
          name: r.name,
          value: pct(r.d.difference),
          low: pct(r.d.interval.low),
          high: pct(r.d.interval.high),
        }),
      )
      .join('. '),
  };
}
