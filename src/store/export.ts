/**
 * Exports of playtests for analysis, as JSON (everything, nested) or CSV
 * (one row per live event; a match without events gets one row with the
 * event columns empty). Notes come from the note lines as well as an
 * event's own `note` field; players' questionnaire answers (the latest per
 * seat) go in the JSON as they are and in one CSV cell per match. The CSV columns are documented in docs/log-format.md
 * and listed in CSV_COLUMNS; text cells that a spreadsheet would run as a
 * formula (starting with = + - @) are prefixed with an apostrophe.
 */
import type { LogEvent } from '../engine/core/log';
import type { EventNote, FeedbackAnswer, LogProblem, MatchHeader, Violation } from '../contract/api';

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
  /** Note lines on live events (seq 0: the match), in file order. */
  readonly notes: readonly EventNote[];
  /** The latest questionnaire answers per seat. */
  readonly feedback: readonly FeedbackAnswer[];
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
  'match_notes',
  'feedback',
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
      notes: m.notes,
      feedback: m.feedback,
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
    const matchNotes = text(m.notes.flatMap((n) => (n.seq === 0 ? [n.text] : [])).join(' | '));
    const feedback = text(m.feedback.map(feedbackCell).join(' | '));
    if (m.events.length === 0) rows.push(csvRow([...matchCells, '', '', '', '', '', '', '', '', '', '', matchNotes, feedback]));
    const notesBySeq = new Map<number, string[]>();
    for (const n of m.notes) if (n.seq > 0) notesBySeq.set(n.seq, [...(notesBySeq.get(n.seq) ?? []), n.text]);
    for (const { event, description, violation } of m.events) {
      const notes = [...(event.note !== undefined ? [event.note] : []), ...(notesBySeq.get(event.seq) ?? [])];
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
          notes.map(text).join(' | '),
          matchNotes,
          feedback,
        ]),
      );
    }
  }
  return rows.join('\r\n') + '\r\n';
}

/** One player's answers in a cell: `Ann: fun=4; again=yes; length=right`. */
function feedbackCell(f: FeedbackAnswer): string {
  const parts = f.questions.map((q) => {
    const v = f.answers[q.id];
    const shown = v === undefined || v === null ? '' : typeof v === 'boolean' ? (v ? 'yes' : 'no') : String(v);
    return `${q.id}=${shown}`;
  });
  return `${f.player}: ${parts.join('; ')}`;
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
