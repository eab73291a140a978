/**
 * zod schemas for the arguments of every API method, checked where a call is
 * received (IPC handlers in main, HTTP routes in the server) and for the
 * lines of match files read back from disk. Anything from the renderer, a
 * request or a file is untrusted until it passes here.
 */
import { z } from 'zod';
import { parseDeckFile, type DeckFile } from '../engine/core/deck';
import { GAME_IDS, type GameId } from '../engine/core/game';
import { API_METHODS, MAX_SCAN_IMAGE_BYTES, SCAN_DECKS, type ApiMethod, type DecksideApi } from './api';

/**
 * Match ids are made by the store: start time (UTC) and 32 random bits,
 * e.g. `20261130-063800-1f2e3d4c`. Only ids of this exact shape ever become
 * part of a file name, so no path can be smuggled in.
 */
export const MATCH_ID_PATTERN = /^[0-9]{8}-[0-9]{6}-[0-9a-f]{8}$/;

/** Large enough for any real action, small enough to keep a log readable. */
export const MAX_EVENT_BYTES = 64 * 1024;

/**
 * Deepest nesting of arrays and objects taken anywhere: in a call's
 * arguments (dispatch checks the whole tuple), in an event's action, and in
 * each line of a match file read back. Real actions nest 3 or 4 levels. The
 * bound exists because recursive code (zod's z.json(), JSON.stringify,
 * structuredClone) overflows the stack a few thousand levels down, and one
 * such value in a file would otherwise fail a whole listing or export.
 */
export const MAX_JSON_DEPTH = 64;

/** Most arrays and objects walked in one value (IPC can share one object many times over). */
const MAX_JSON_NODES = 1_000_000;

/**
 * Walks a value with its own stack (never recursion), so any depth is
 * answered: why it nests past `maxDepth` (or holds too many arrays and
 * objects), and, when `strict`, why it is not JSON (only plain objects,
 * arrays, strings, finite numbers, booleans and null). Null when it is fine.
 */
function walkProblem(value: unknown, maxDepth: number, strict: boolean): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  let nodes = 0;
  while (stack.length > 0) {
    const [v, depth] = stack.pop() as [unknown, number];
    if (typeof v !== 'object' || v === null) {
      if (!strict || v === null || typeof v === 'string' || typeof v === 'boolean') continue;
      if (typeof v === 'number' && Number.isFinite(v)) continue;
      return typeof v === 'number' ? 'not JSON (a number that is not finite)' : `not JSON (${typeof v})`;
    }
    if (depth >= maxDepth) return `nested more than ${maxDepth} levels deep`;
    if (++nodes > MAX_JSON_NODES) return `more than ${MAX_JSON_NODES} arrays and objects`;
    if (Array.isArray(v)) {
      for (const item of v) stack.push([item, depth + 1]);
      continue;
    }
    const proto: unknown = Object.getPrototypeOf(v);
    if (strict && proto !== Object.prototype && proto !== null) return 'not JSON (an object that is not plain)';
    for (const item of Object.values(v)) stack.push([item, depth + 1]);
  }
  return null;
}

/** Why `value` nests past `maxDepth` levels of arrays and objects, or null (any other value is fine here). */
export const nestingProblem = (value: unknown, maxDepth: number = MAX_JSON_DEPTH): string | null => walkProblem(value, maxDepth, false);

/** Why `value` is not JSON within `maxDepth` levels, or null when it is. */
export const jsonProblem = (value: unknown, maxDepth: number = MAX_JSON_DEPTH): string | null => walkProblem(value, maxDepth, true);

/** The error code for a value nested past MAX_JSON_DEPTH (stable: tests and clients match it). */
export const TOO_DEEP = 'ERR_TOO_DEEP';

/** Any JSON value, nested at most MAX_JSON_DEPTH levels (z.json() recurses and overflows on deep input). */
const boundedJson = z.unknown().superRefine((v, ctx) => {
  const problem = jsonProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: v === undefined ? 'an event needs an action' : problem });
});

export const matchIdSchema = z.string().regex(MATCH_ID_PATTERN, 'not a match id (expected e.g. 20261130-063800-1f2e3d4c)');

// GAME_IDS is a plain readonly array; z.enum wants to see it as a non-empty tuple.
export const gameIdSchema = z.enum(GAME_IDS as unknown as readonly [GameId, ...GameId[]]);

const optionValueSchema = z.union([z.number().finite(), z.string().max(500), z.boolean()]);
export const optionsSchema = z.record(z.string().min(1).max(64), optionValueSchema);

// Milliseconds since the epoch (Date.now() gives whole numbers; fractions are accepted).
const time = z.number().min(0).max(8.64e15);
const shortText = (max: number) => z.string().max(max);

export const seatedPlayerSchema = z.strictObject({
  name: z.string().trim().min(1, 'a player needs a name').max(60),
  seat: z.number().int().min(0).max(15),
});

const playersSchema = z
  .array(seatedPlayerSchema)
  .min(1)
  .max(16)
  .refine((ps) => ps.every((_, i) => ps.some((p) => p.seat === i)), 'seats must be 0, 1, 2, ... each used once');

/** What a new match and a match header share (in header order; the parsed header keeps its key order). */
const matchSetupFields = {
  game: gameIdSchema,
  options: optionsSchema,
  seed: z.string().min(1).max(200),
  players: playersSchema,
  deckVersion: shortText(100).nullable(),
  rulesVersion: z.string().min(1).max(100),
  startedAt: time,
};
const matchRemarkFields = {
  location: shortText(200).optional(),
  notes: shortText(5000).optional(),
};

export const newMatchSchema = z.strictObject({ ...matchSetupFields, ...matchRemarkFields });

/** The format version this Deckside writes and reads (docs/log-format.md). */
export const MATCH_FORMAT_VERSION = 1;

/** The mark of a match the balance lab played between bots (docs/log-format.md). */
export const simulatedMarkSchema = z.strictObject({
  bots: z.array(z.string().min(1).max(100)).min(1).max(16),
  runSeed: z.string().min(1).max(200),
  game: z.number().int().min(0),
  set: z.enum(['base', 'versus']),
});

const matchHeaderFields = {
  format: z.literal('deckside-match'),
  formatVersion: z.literal(MATCH_FORMAT_VERSION),
  matchId: matchIdSchema,
  ...matchSetupFields,
  appVersion: z.string().max(100),
  ...matchRemarkFields,
  simulated: simulatedMarkSchema.optional(),
};

/** A match header exactly as this version writes it (strict: no other field). */
export const matchHeaderSchema = z.strictObject(matchHeaderFields);

/**
 * A match header as read back: the same fields, but a field this version
 * does not know is dropped rather than refused, so an optional field added
 * by a later version of the same format does not make the file look damaged.
 * (A change older versions cannot read raises formatVersion instead.)
 */
export const storedHeaderSchema = z.object(matchHeaderFields);

export const logEventSchema = z.strictObject({
  seq: z.number().int().min(1),
  at: time,
  actor: z.number().int().min(0).max(15).nullable(),
  action: boundedJson,
  note: shortText(2000).optional(),
});

/**
 * An event line read back from a match file. Its action came out of
 * JSON.parse, so it is JSON by construction, and the reader has already
 * bounded the line's depth (jsonProblem): checking it again would cost more
 * than the rest of reading a line. The key must be present.
 */
export const storedEventSchema = logEventSchema
  .extend({ action: z.unknown() })
  .refine((e) => 'action' in e, { message: 'an event needs an action', path: ['action'] });

/** The append-only undo marker line of a match file: keep events 1..keep. */
export const undoMarkerSchema = z.strictObject({
  undo: z.strictObject({ keep: z.number().int().min(0), at: time }),
});

/** The append-only note line of a match file: a note on event seq (0: the match). */
export const noteLineSchema = z.strictObject({
  note: z.strictObject({ seq: z.number().int().min(0), at: time, text: z.string().trim().min(1).max(2000) }),
});

// --- Insight v2: player feedback (one block, so merges stay easy) ---

const questionId = z.string().regex(/^[a-z][a-zA-Z0-9_-]{0,39}$/, 'a question id is a short word (letters, digits, - or _)');
const questionLabel = z.string().trim().min(1, 'a question needs a label').max(200);

export const feedbackQuestionSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    id: questionId,
    label: questionLabel,
    kind: z.literal('scale'),
    min: z.number().int().min(0).max(10),
    max: z.number().int().min(1).max(10),
  }),
  z.strictObject({ id: questionId, label: questionLabel, kind: z.literal('yesno') }),
  z.strictObject({
    id: questionId,
    label: questionLabel,
    kind: z.literal('choice'),
    choices: z.array(z.string().trim().min(1).max(60)).min(2).max(10),
  }),
  z.strictObject({ id: questionId, label: questionLabel, kind: z.literal('text') }),
]);

const questionsSchema = z
  .array(feedbackQuestionSchema)
  .min(1)
  .max(20)
  .refine((qs) => new Set(qs.map((q) => q.id)).size === qs.length, 'question ids must differ')
  .refine((qs) => qs.every((q) => q.kind !== 'scale' || q.min < q.max), 'a scale runs from a smaller to a larger number');

export const questionSetSchema = z.strictObject({
  game: gameIdSchema.nullable(),
  rulesVersion: z.string().min(1).max(100).nullable(),
  questions: questionsSchema,
});

const feedbackValueSchema = z.union([z.number().finite(), z.boolean(), z.string().max(2000), z.null()]);

/** One player's answers; each answer must fit its question (see answerProblem). */
export const newFeedbackSchema = z
  .strictObject({
    seat: z.number().int().min(0).max(15),
    questions: questionsSchema,
    answers: z.record(questionId, feedbackValueSchema),
  })
  .superRefine((f, ctx) => {
    for (const [id, value] of Object.entries(f.answers)) {
      const q = f.questions.find((x) => x.id === id);
      const problem = q ? answerProblem(q, value) : 'no such question';
      if (problem) ctx.addIssue({ code: 'custom', path: ['answers', id], message: problem });
    }
  });

/** Why `value` does not answer `q`, or null (null, a skipped answer, always fits). */
export function answerProblem(q: z.output<typeof feedbackQuestionSchema>, value: unknown): string | null {
  if (value === null) return null;
  switch (q.kind) {
    case 'scale':
      return typeof value === 'number' && Number.isInteger(value) && value >= q.min && value <= q.max
        ? null
        : `a whole number from ${q.min} to ${q.max}`;
    case 'yesno':
      return typeof value === 'boolean' ? null : 'yes or no (true or false)';
    case 'choice':
      return typeof value === 'string' && q.choices.includes(value) ? null : `one of ${q.choices.join(', ')}`;
    case 'text':
      return typeof value === 'string' ? null : 'text';
  }
}

/** The append-only feedback line of a match file. */
export const feedbackLineSchema = z.strictObject({
  feedback: z.strictObject({
    seat: z.number().int().min(0).max(15),
    player: z.string().max(60),
    at: time,
    questions: questionsSchema,
    answers: z.record(questionId, feedbackValueSchema),
  }),
});

const INSIGHT_ARGS = {
  addFeedback: z.tuple([matchIdSchema, newFeedbackSchema]),
  feedbackQuestions: z.tuple([gameIdSchema, z.string().min(1).max(100)]),
} as const;
// --- end of insight v2 block ---

// --- Balance lab (one block, so merges stay easy) ---
/** A lab run's id: the same shape as a match id (time and random part). */
export const labRunIdSchema = z.string().regex(MATCH_ID_PATTERN, 'not a simulation run id');
const labOptionsSchema = z.record(z.string().min(1).max(64), optionValueSchema);
export const labRequestSchema = z.strictObject({
  game: gameIdSchema,
  // The lab plays at most 100,000 games a run (the command line takes more).
  games: z.number().int().min(1).max(100_000),
  seed: z.string().min(1).max(100),
  players: z.number().int().min(1).max(16).optional(),
  bots: z.array(z.string().min(1).max(40)).max(16),
  options: labOptionsSchema,
  versus: labOptionsSchema.optional(),
  workers: z.number().int().min(0).max(64).optional(),
  rulesVersion: z.string().trim().min(1).max(100),
});
const LAB_ARGS = {
  startSimulation: z.tuple([labRequestSchema]),
  simulationStatus: z.tuple([labRunIdSchema]),
  cancelSimulation: z.tuple([labRunIdSchema]),
  listSimulations: z.tuple([]),
} as const;
// --- end of balance lab block ---

/** Deck ids (docs/deck-format.md); only ids of this shape become a deck file name in the data folder. */
export const DECK_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

export const deckIdSchema = z.string().regex(DECK_ID_PATTERN, 'not a deck id (lower-case letters, digits and dashes)');

/** A whole deck file, checked by the engine's own parser (composition, codes, statuses). */
export const deckFileSchema = z.custom<DeckFile>(
  (v) => parseDeckFile(v).ok,
  'not a valid deck file (docs/deck-format.md); parseDeckFile names the problem',
);

export const exportFormatSchema = z.enum(['json', 'csv']);

export const settingsSchema = z.strictObject({
  lastRulesVersion: z.string().max(100).nullable(),
  lastDeckVersion: z.string().max(100).nullable(),
  lastPlayers: z.array(z.string().max(60)).max(16),
  lastOptions: z.partialRecord(gameIdSchema, optionsSchema),
  lastRules: z.partialRecord(gameIdSchema, z.strictObject({ rulesVersion: z.string().max(100), options: optionsSchema })),
  questionSets: z.array(questionSetSchema).max(200),
  playerAliases: z.record(z.string().min(1).max(60), z.string().trim().min(1).max(60)),
  language: z.enum(['system', 'en', 'it']),
});

export const settingsPatchSchema = settingsSchema.partial();

/** Only the decks the recognizer knows; any other id is refused before it reaches a file name. */
export const scanDeckSchema = z.enum(SCAN_DECKS, { error: `not a deck the recognizer reads (${SCAN_DECKS.join(', ')})` });

/** Base64 length of MAX_SCAN_IMAGE_BYTES (4 characters for every 3 bytes, padded). */
export const MAX_SCAN_IMAGE_BASE64 = Math.ceil(MAX_SCAN_IMAGE_BYTES / 3) * 4;

/**
 * A camera frame or image file as standard base64 (no data: prefix, no line
 * breaks) of a JPEG or PNG: JPEG files start FF D8 FF ("/9j/" in base64), PNG
 * files 89 50 4E 47 0D 0A 1A 0A ("iVBORw0KGgo"). Checked before a byte is decoded.
 */
export const imageBase64Schema = z
  .string()
  .min(8, 'the image is empty')
  .max(MAX_SCAN_IMAGE_BASE64, `the image is larger than ${MAX_SCAN_IMAGE_BYTES / (1024 * 1024)} MB`)
  .refine((s) => s.length % 4 === 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(s), 'the image is not base64 text')
  .refine((s) => s.startsWith('/9j/') || s.startsWith('iVBORw0KGgo'), 'the image is not a JPEG or PNG file');

/** The scanner's guide frame: shares of the frame, a rectangle inside it. */
const share = z.number().min(0).max(1);
export const scanGuideSchema = z
  .strictObject({ x: share, y: share, width: share.gt(0), height: share.gt(0) })
  .refine((g) => g.x + g.width <= 1 + 1e-6 && g.y + g.height <= 1 + 1e-6, 'the guide frame must lie inside the frame');

/** A card code as typed (7sc, 10H, wild); the recognizer checks it against the deck. */
export const cardCodeSchema = z.string().regex(/^[0-9A-Za-z]{1,6}$/, 'not a card code (e.g. 7sc, 10H, wild)');

/** The arguments of each method, as the positional tuple the caller passes. */
export const API_ARGS = {
  listMatches: z.tuple([]),
  createMatch: z.tuple([newMatchSchema]),
  openMatch: z.tuple([matchIdSchema]),
  appendEvent: z.tuple([matchIdSchema, logEventSchema]),
  undoTo: z.tuple([matchIdSchema, z.number().int().min(0)]),
  exportMatches: z.tuple([exportFormatSchema, z.array(matchIdSchema).max(100_000).nullable()]),
  getSettings: z.tuple([]),
  updateSettings: z.tuple([settingsPatchSchema]),
  playtestRecords: z.tuple([]),
  playtestRecordsProgress: z.tuple([]),
  addNote: z.tuple([matchIdSchema, z.number().int().min(0), z.string().trim().min(1, 'a note needs some text').max(2000)]),
  deleteEmptyMatch: z.tuple([matchIdSchema]),
  getDeck: z.tuple([deckIdSchema]),
  saveDeck: z.tuple([deckFileSchema]),
  recognize: z.tuple([scanDeckSchema, imageBase64Schema, scanGuideSchema.nullable().optional()]),
  teachCard: z.tuple([scanDeckSchema, cardCodeSchema, imageBase64Schema, scanGuideSchema.nullable().optional()]),
  ...INSIGHT_ARGS,
  ...LAB_ARGS,
} as const satisfies { readonly [M in ApiMethod]: z.ZodType };

/** The arguments of method M, as the API declares them. */
export type ApiArgs<M extends ApiMethod> = Parameters<DecksideApi[M]>;

// Compile-time checks: the schemas produce exactly what the methods accept,
// and API_METHODS lists every method of DecksideApi.
type SchemaFits<M extends ApiMethod> = z.output<(typeof API_ARGS)[M]> extends ApiArgs<M> ? true : M;
type Misfits = Exclude<{ [M in ApiMethod]: SchemaFits<M> }[ApiMethod], true>;
const schemasFit: [Misfits] extends [never] ? true : Misfits = true;
type Unlisted = Exclude<keyof DecksideApi, ApiMethod>;
const everyMethodListed: [Unlisted] extends [never] ? true : Unlisted = true;
void schemasFit;
void everyMethodListed;
void API_METHODS;

/** A short, plain description of the first problems zod found, for `{error: {message}}`. */
export function describeIssues(error: z.ZodError, max = 3): string {
  const parts = error.issues.slice(0, max).map((i) => `${i.path.length ? i.path.join('.') : 'arguments'}: ${i.message}`);
  if (error.issues.length > max) parts.push(`and ${error.issues.length - max} more`);
  return parts.join('; ');
}
