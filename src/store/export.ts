/**
 * Exports of playtests for analysis, as JSON (everything, nested) or CSV
 * (one row per live event; a match without events gets one row with the
 * event columns empty). The CSV columns are documented in docs/log-format.md
 * and listed in CSV_COLUMNS; text cells that a spreadsheet would run as a
 * formula (starting with = + - @) are prefixed with an apostrophe.
 */
import type { LogEvent } from '../engine/core/log';
import type { LogProblem, MatchHeader, Violation } from '../shared/api';

export interface ExportedEvent {
  readonly event: LogEvent;
  /** The game's one-line description, or null when the event did not replay. */
  readonly description: string | null;
  readonly violation: Violation | null;
}

export interface ExportedMatch {
  readonly header: MatchHeader;
  readonly events: readonly ExportedEvent[];
  readonly finished: boolean;
  readonly winners: readonly number[];
  readonly totals: readonly number[];
  readonly phase: string;
  readonly reason: string | null;
  readonly problems: readonly LogProblem[];
}

export const CSV_COLUMNS = [
  'match_id',
  'game',
  'rules_version',
  'deck_version',
  'started_at',
  'players',
  'finished',
  'winners',
  'totals',
  'seq',
  'at',
  'elapsed_ms',
  'actor_seat',
  'actor_name',
  'action_type',
  'action',
  'description',
  'violation',
  'note',
] as const;

const iso = (ms: number): string => new Date(ms).toISOString();

export function exportJson(matches: readonly ExportedMatch[], exportedAt: number): string {
  const doc = {
    format: 'deckside-export',
    formatVersion: 1,
    exportedAt: iso(exportedAt),
    matches: matches.map((m) => ({
      header: m.header,
      events: m.events.map((e) => e.event),
      summary: {
        finished: m.finished,
        winners: m.winners,
        totals: m.totals,
        phase: m.phase,
        reason: m.reason,
        violations: m.events.flatMap((e) => (e.violation ? [e.violation] : [])),
      },
      problems: m.problems,
    })),
  };
  return JSON.stringify(doc, null, 2) + '\n';
}

export function exportCsv(matches: readonly ExportedMatch[]): string {
  const rows: string[] = [CSV_COLUMNS.join(',')];
  for (const m of matches) {
    const h = m.header;
    const names = [...h.players].sort((a, b) => a.seat - b.seat).map((p) => p.name);
    const matchCells = [
      h.matchId,
      h.game,
      text(h.rulesVersion),
      text(h.deckVersion ?? ''),
      iso(h.startedAt),
      text(names.join(' | ')),
      String(m.finished),
      m.winners.join(' '),
      m.totals.join(' '),
    ];
    if (m.events.length === 0) rows.push(csvRow([...matchCells, '', '', '', '', '', '', '', '', '', '']));
    for (const { event, description, violation } of m.events) {
      rows.push(
        csvRow([
          ...matchCells,
          String(event.seq),
          iso(event.at),
          String(event.at - h.startedAt),
          event.actor === null ? '' : String(event.actor),
          event.actor === null ? 'table' : text(names[event.actor] ?? ''),
          text(actionType(event.action)),
          JSON.stringify(event.action),
          text(description ?? ''),
          violation ? `${violation.code}: ${violation.message}` : '',
          text(event.note ?? ''),
        ]),
      );
    }
  }
  return rows.join('\r\n') + '\r\n';
}

function actionType(action: unknown): string {
  if (typeof action === 'object' && action !== null && 'type' in action) {
    const t = (action as { type: unknown }).type;
    if (typeof t === 'string') return t;
  }
  return '';
}

/** A user-typed text cell: neutralised if a spreadsheet would take it for a formula. */
const text = (s: string): string => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

/** RFC 4180: quote cells holding a comma, quote or line break; double the quotes. */
function csvRow(cells: readonly string[]): string {
  return cells.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');
}
