/**
 * The JSON Lines format of one match file (docs/log-format.md): line 1 is the
 * MatchHeader, then one event per line; an undo is an appended marker line
 * `{"undo":{"keep":n,"at":t}}`, a note `{"note":{...}}`, a player's
 * questionnaire `{"feedback":{...}}`, so nothing is ever rewritten. A line of
 * a kind this version does not know (one key, not an event) is skipped
 * without complaint, so a later version can add kinds. Reading never
 * throws: every line that cannot be used is reported with its line number
 * and the reading goes on.
 */
import type { LogEvent } from '../engine/core/log';
import type { EventNote, FeedbackAnswer, LogProblem, MatchHeader } from '../contract/api';
import {
  describeIssues,
  feedbackLineSchema,
  jsonProblem,
  MAX_JSON_DEPTH,
  MATCH_FORMAT_VERSION,
  noteLineSchema,
  storedEventSchema,
  storedHeaderSchema,
  undoMarkerSchema,
} from '../contract/schemas';

/** A file with more problems than this is damaged beyond listing each one. */
const MAX_PROBLEMS = 50;

/**
 * Whether a line's text has as many opening brackets as MAX_JSON_DEPTH. A value nests no deeper, and holds no more
 * arrays and objects, than its text opens (brackets inside strings only count extra), so a line with fewer needs no
 * walk of what JSON.parse made of it: almost every line, where the walk cost a replay of many logs a tenth of its
 * reading.
 */
function mayNestTooDeep(raw: string): boolean {
  // Nesting that deep takes an opening and a closing bracket a level: a shorter line cannot (most event lines).
  if (raw.length < 2 * MAX_JSON_DEPTH) return false;
  // Jumps from bracket to bracket with indexOf (native) rather than reading every character in a loop.
  let open = 0;
  for (let i = raw.indexOf('{'); i !== -1 && open < MAX_JSON_DEPTH; i = raw.indexOf('{', i + 1)) open++;
  for (let i = raw.indexOf('['); i !== -1 && open < MAX_JSON_DEPTH; i = raw.indexOf('[', i + 1)) open++;
  return open >= MAX_JSON_DEPTH;
}

export interface ParsedMatchFile {
  readonly header: MatchHeader | null;
  /** The live events: undo markers applied, unusable lines left out. */
  readonly events: LogEvent[];
  readonly problems: LogProblem[];
  /** Notes added after their events (note lines); an undo drops the notes of the events it takes back. */
  readonly notes: EventNote[];
  /** Players' questionnaire lines in file order (the last one per seat counts: see latestFeedback). */
  readonly feedback: FeedbackAnswer[];
  /** Lines of kinds this version does not know, skipped. */
  readonly unknownLines: number;
  /** Number of lines, the last one counted even without its line end. */
  readonly lines: number;
  /**
   * False when the text stops in the middle of a line (the app stopped while
   * writing it, before it was acknowledged). The next append first ends that
   * line, so the new event gets a line of its own.
   */
  readonly endsClean: boolean;
  /** The formatVersion of a file written by a newer Deckside (header null then), or absent. */
  readonly newerFormat?: number;
}

/** The message for a 0-byte match file; `empty: true` marks its problem so it can be offered for deletion. */
export const EMPTY_FILE_MESSAGE = 'The file is empty, never started: the app stopped before writing the match header.';

export const headerLine = (header: MatchHeader): string => JSON.stringify(header) + '\n';
export const eventLine = (event: LogEvent): string => JSON.stringify(event) + '\n';
export const undoLine = (keep: number, at: number): string => JSON.stringify({ undo: { keep, at } }) + '\n';
export const noteLine = (note: EventNote): string => JSON.stringify({ note }) + '\n';
export const feedbackLine = (feedback: FeedbackAnswer): string => JSON.stringify({ feedback }) + '\n';

/** The answers that count: the last line of each seat (a later answer supersedes), by seat. */
export function latestFeedback(lines: readonly FeedbackAnswer[]): FeedbackAnswer[] {
  const bySeat = new Map<number, FeedbackAnswer>();
  for (const f of lines) bySeat.set(f.seat, f);
  return [...bySeat.values()].sort((a, b) => a.seat - b.seat);
}

/** Keys of the line kinds this version reads besides events. */
const KNOWN_KINDS = new Set(['undo', 'note', 'feedback']);

/** A line of a kind written by a later version: one key, not an event's, not one we know. */
function unknownKind(value: object): boolean {
  const keys = Object.keys(value);
  return keys.length === 1 && !EVENT_KEYS.has(keys[0] as string) && !KNOWN_KINDS.has(keys[0] as string);
}

const EVENT_KEYS = new Set(['seq', 'at', 'actor', 'action', 'note']);

/**
 * The fast path for the common, well-formed event line: the same rules as
 * storedEventSchema, or stricter (safe integers), checked by hand. Reopening
 * a long match is about four times quicker cold than through zod alone;
 * anything this does not accept goes through the schema, which gives the
 * message (and tests hold the two together).
 */
export function plainEvent(v: unknown): LogEvent | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  for (const k in o) if (!EVENT_KEYS.has(k)) return null;
  if (!('action' in o)) return null;
  const { seq, at, actor, note } = o;
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 1) return null;
  if (typeof at !== 'number' || !Number.isSafeInteger(at) || at < 0 || at > 8.64e15) return null;
  if (actor !== null && (typeof actor !== 'number' || !Number.isSafeInteger(actor) || actor < 0 || actor > 15)) return null;
  if ('note' in o && (typeof note !== 'string' || note.length > 2000)) return null;
  return o as unknown as LogEvent;
}

/** Reads a match file's text. `file` names it in problems; `expectId` is the id its file name says. */
export function parseMatchText(fileText: string, file: string, expectId?: string): ParsedMatchFile {
  const problems: LogProblem[] = [];
  let dropped = 0;
  const report = (line: number, message: string): void => {
    if (problems.length < MAX_PROBLEMS) problems.push({ file, line, message });
    else dropped++;
  };
  // A byte-order mark (some editors add one on saving) is not part of the header.
  const text = fileText.charCodeAt(0) === 0xfeff ? fileText.slice(1) : fileText;
  const rawLines = text.split('\n');
  const endsClean = text.length === 0 || text.endsWith('\n');
  if (endsClean) rawLines.pop();
  const events: LogEvent[] = [];
  let notes: EventNote[] = [];
  const feedback: FeedbackAnswer[] = [];
  let unknownLines = 0;
  let header: MatchHeader | null = null;

  if (rawLines.length === 0) {
    problems.push({ file, line: 1, message: EMPTY_FILE_MESSAGE, empty: true });
    return { header, events, problems, notes, feedback, unknownLines, lines: 0, endsClean };
  }
  let newerFormat: number | undefined;

  for (let i = 0; i < rawLines.length; i++) {
    const lineNo = i + 1;
    // A CRLF line end (an editor on Windows) leaves a '\r' on the line, which JSON.parse takes as whitespace.
    const raw = rawLines[i] as string;
    const partial = !endsClean && i === rawLines.length - 1;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      // A blank line (JSON.parse refuses it) is skipped, after the header.
      if (i > 0 && raw.trim() === '') continue;
      report(
        lineNo,
        partial && i > 0
          ? 'The last line is incomplete (the app stopped while writing it; it was never confirmed).'
          : 'Damaged line: not valid JSON.',
      );
      // Without its header the rest of the file cannot be interpreted.
      if (i === 0) break;
      continue;
    }
    // Bounded before anything else walks it: the schemas, the replay and
    // JSON.stringify on export all recurse, and overflow thousands deep.
    const tooDeep = mayNestTooDeep(raw) ? jsonProblem(value) : null;
    if (tooDeep !== null) {
      report(lineNo, `Damaged line: ${tooDeep}.`);
      if (i === 0) break;
      continue;
    }
    if (i === 0) {
      const newer = newerFormatOf(value);
      if (newer !== null) {
        newerFormat = newer;
        report(
          lineNo,
          `This file was written by a newer Deckside (format ${newer}); this version reads format ${MATCH_FORMAT_VERSION}. Update Deckside to read it.`,
        );
        break;
      }
      const parsed = storedHeaderSchema.safeParse(value);
      if (!parsed.success) {
        const foreign = typeof value !== 'object' || value === null || !('format' in value);
        report(
          lineNo,
          foreign
            ? 'Not a Deckside playtest: the first line is not a match header (no "format": "deckside-match").'
            : `Damaged header: ${describeIssues(parsed.error)}.`,
        );
        break;
      }
      header = parsed.data;
      if (expectId !== undefined && header.matchId !== expectId) {
        report(lineNo, `The header names match ${header.matchId} but the file is ${expectId}; the match is read under its file name.`);
        header = { ...header, matchId: expectId };
      }
      continue;
    }
    if (typeof value === 'object' && value !== null && 'undo' in value) {
      const marker = undoMarkerSchema.safeParse(value);
      if (!marker.success) {
        report(lineNo, `Damaged undo line: ${describeIssues(marker.error)}.`);
      } else if (marker.data.undo.keep > events.length) {
        report(lineNo, `Undo to ${marker.data.undo.keep} events, but only ${events.length} were live there; ignored.`);
      } else {
        events.length = marker.data.undo.keep;
        const keep = marker.data.undo.keep;
        notes = notes.filter((n) => n.seq <= keep);
      }
      continue;
    }
    if (typeof value === 'object' && value !== null && 'note' in value && !('seq' in value)) {
      const line = noteLineSchema.safeParse(value);
      if (!line.success) report(lineNo, `Damaged note line: ${describeIssues(line.error)}.`);
      else if (line.data.note.seq > events.length)
        report(lineNo, `Note on event ${line.data.note.seq}, but only ${events.length} were live there; ignored.`);
      else notes.push(line.data.note);
      continue;
    }
    if (typeof value === 'object' && value !== null && 'feedback' in value && !('seq' in value)) {
      const line = feedbackLineSchema.safeParse(value);
      if (!line.success) report(lineNo, `Damaged feedback line: ${describeIssues(line.error)}.`);
      else feedback.push(line.data.feedback);
      continue;
    }
    if (typeof value === 'object' && value !== null && !Array.isArray(value) && unknownKind(value)) {
      unknownLines++;
      continue;
    }
    let event = plainEvent(value);
    if (!event) {
      const checked = storedEventSchema.safeParse(value);
      if (!checked.success) {
        report(lineNo, `Damaged event: ${describeIssues(checked.error)}.`);
        continue;
      }
      event = checked.data as LogEvent;
    }
    if (event.seq !== events.length + 1) {
      report(lineNo, `Event out of sequence: expected seq ${events.length + 1}, found ${event.seq}; left out.`);
      continue;
    }
    events.push(event);
  }
  if (dropped > 0) problems.push({ file, line: rawLines.length, message: `and ${dropped} more damaged lines.` });
  return {
    header,
    events,
    problems,
    notes,
    feedback,
    unknownLines,
    lines: rawLines.length,
    endsClean,
    ...(newerFormat !== undefined ? { newerFormat } : {}),
  };
}

/** The formatVersion of a Deckside match header newer than this version's, or null. */
function newerFormatOf(value: unknown): number | null {
  if (typeof value !== 'object' || value === null) return null;
  const { format, formatVersion } = value as { format?: unknown; formatVersion?: unknown };
  return format === 'deckside-match' && Number.isSafeInteger(formatVersion) && (formatVersion as number) > MATCH_FORMAT_VERSION
    ? (formatVersion as number)
    : null;
}
