/**
 * The statistics of one or two playtest sets as files: JSON (everything, for
 * other tools) and CSV (one row per figure, long format, so a spreadsheet can
 * pivot it). Text cells a spreadsheet would run as a formula are prefixed
 * with an apostrophe, as in the log export (src/store/export.ts).
 */
import type { Stats, RateFigure } from './aggregate';
import type { Difference } from './compare';
import type { Distribution } from './distribution';
import { figureLabel, tallyLabel, withUnit } from './labels';
import { peopleRows, type PeopleParts, type Row } from './export-people';
import type { RecordFilter } from './records';

export interface StatsSet extends PeopleParts {
  /** "A: rules v1" */
  readonly label: string;
  readonly filter: RecordFilter;
  readonly matchIds: readonly string[];
  readonly stats: Stats;
}

export interface StatsExport {
  readonly sets: readonly StatsSet[];
  /** A minus B, when two sets are compared. */
  readonly differences: readonly Difference[] | null;
  readonly exportedAt: number;
}

export function statsJson(e: StatsExport): string {
  const doc = {
    format: 'deckside-stats',
    formatVersion: 1,
    exportedAt: new Date(e.exportedAt).toISOString(),
    sets: e.sets.map((s) => ({
      label: s.label,
      filter: s.filter,
      matchIds: s.matchIds,
      stats: s.stats,
      feedback: s.feedback ?? null,
      players: s.players ?? [],
      notes: s.notes ?? [],
    })),
    differences: e.differences,
  };
  // NaN (an empty distribution) is not JSON: it becomes null.
  return JSON.stringify(doc, (_k, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? null : v), 2) + '\n';
}

export const STATS_CSV_COLUMNS = ['set', 'section', 'figure', 'value', 'low', 'high', 'count', 'note'] as const;

function rateRow(set: string, section: string, figure: string, r: RateFigure): Row {
  const call =
    r.moreGamesToCall === null
      ? 'no number of games would call it at this rate'
      : r.moreGamesToCall === 0
        ? 'called'
        : `${r.moreGamesToCall} more games to call`;
  return [
    set,
    section,
    figure,
    r.rate,
    r.interval.low,
    r.interval.high,
    r.games,
    `${r.wins} wins; fair share ${r.expected.toFixed(3)}; ${call}`,
  ];
}

function distributionRows(set: string, section: string, d: Distribution): Row[] {
  if (d.count === 0) return [[set, section, 'count', 0, null, null, 0, 'no data']];
  return [
    [set, section, 'mean', d.mean, null, null, d.count, ''],
    [set, section, 'median', d.median, d.p25, d.p75, d.count, 'low/high: quartiles'],
    [set, section, 'min', d.min, null, null, d.count, ''],
    [set, section, 'max', d.max, null, null, d.count, ''],
  ];
}

export function statsRows(s: StatsSet): Row[] {
  const set = s.label;
  const st = s.stats;
  const rows: Row[] = [
    [set, 'playtests', 'matches', st.matches, null, null, st.matches, ''],
    [set, 'playtests', 'finished', st.finished, null, null, st.finished, ''],
  ];
  st.seatWinRates.forEach((r, seat) => rows.push(rateRow(set, 'win rate', `seat ${seat + 1}`, r)));
  if (st.firstPlayerWinRate) rows.push(rateRow(set, 'win rate', 'first player', st.firstPlayerWinRate));
  rows.push(...distributionRows(set, 'length (minutes)', st.durationMinutes));
  rows.push(...distributionRows(set, 'length (turns)', st.turns));
  rows.push(...distributionRows(set, 'length (rounds)', st.rounds));
  rows.push(...distributionRows(set, 'final score spread', st.scoreSpread));
  rows.push(...distributionRows(set, 'lead changes', st.leadChanges));
  rows.push([set, 'comebacks', 'comebacks', st.comebacks, null, null, st.gamesWithRounds, 'games with per-round scores in count']);
  for (const c of st.cards) {
    rows.push([set, 'card', `${c.code} played`, c.played, null, null, null, '']);
    rows.push([set, 'card', `${c.code} scored`, c.scored, null, null, null, '']);
    rows.push(rateRow(set, 'card', `${c.code} win rate when held or played`, c.winRateWith));
  }
  for (const [name, f] of Object.entries(st.figures).sort(([a], [b]) => a.localeCompare(b)))
    rows.push([
      set,
      'game figure',
      withUnit(figureLabel(s.filter.game ?? null, name)),
      f.mean,
      null,
      null,
      f.count,
      `mean; total ${f.total}; key ${name}`,
    ]);
  for (const [name, n] of Object.entries(st.tallies).sort(([a], [b]) => a.localeCompare(b)))
    rows.push([set, 'game tally', withUnit(tallyLabel(s.filter.game ?? null, name)), n, null, null, null, `key ${name}`]);
  rows.push(...peopleRows(set, s));
  return rows;
}

export function statsCsv(e: StatsExport): string {
  const rows: Row[] = e.sets.flatMap(statsRows);
  if (e.differences) {
    const label = e.sets.length === 2 ? `${e.sets[0]?.label} minus ${e.sets[1]?.label}` : 'difference';
    for (const d of e.differences) {
      const call = d.called ? 'called' : d.moreGames === null ? 'not called' : `not called; about ${d.moreGames} more games in all`;
      rows.push([
        label,
        'difference',
        d.name,
        d.difference,
        d.interval.low,
        d.interval.high,
        null,
        `A ${round(d.a)}, B ${round(d.b)}; ${call}`,
      ]);
    }
  }
  return [STATS_CSV_COLUMNS.join(','), ...rows.map(csvRow)].join('\r\n') + '\r\n';
}

const round = (v: number) => String(Math.round(v * 1000) / 1000);

function cell(v: string | number | null): string {
  if (v === null || (typeof v === 'number' && !Number.isFinite(v))) return '';
  if (typeof v === 'number') return String(Math.round(v * 1e6) / 1e6);
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvRow = (r: Row): string => r.map(cell).join(',');
