/**
 * Parses untrusted For-Ex actions (log lines, IPC payloads) with zod. Only the
 * shape is checked here; whether the action is legal now is validate's work,
 * so rule errors name the rule rather than the JSON field.
 */
import { z } from 'zod';
import { firstIssue } from '../core/issues';
import { err, ok, type Result } from '../core/result';
import { CURRENCIES, type ForExAction, type ForExErrorCode } from './types';

const seat = z.number().int().min(0);
const currency = z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(CURRENCIES));

const schema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('spotOffer'), player: seat, partner: seat, give: currency, receive: currency }),
  z.strictObject({ type: z.literal('spotAccept'), player: seat }),
  z.strictObject({ type: z.literal('spotRefuse'), player: seat }),
  z.strictObject({ type: z.literal('spotWithdraw'), player: seat }),
  z.strictObject({ type: z.literal('contract'), player: seat, pay: currency, receive: currency, amount: z.number() }),
  z.strictObject({ type: z.literal('invest'), player: seat, currencies: z.array(currency).max(7) }),
  z.strictObject({ type: z.literal('divest'), player: seat, currency, count: z.number() }),
  z.strictObject({ type: z.literal('pass'), player: seat }),
  z.strictObject({ type: z.literal('resolve'), player: seat.optional(), strengthen: currency.optional() }),
  z.strictObject({ type: z.literal('chooseStrongest'), player: seat, currency }),
]);

export const ACTION_TYPES = [
  'spotOffer',
  'spotAccept',
  'spotRefuse',
  'spotWithdraw',
  'contract',
  'invest',
  'divest',
  'pass',
  'resolve',
  'chooseStrongest',
] as const;

/** The rule a malformed action breaks, named for people (the format is written up in the action docs). */
const FORMAT = 'For-Ex: the action format';

/** A field of the fast path: `req` when it must be there; `check` accepts only values the schema keeps as they are. */
type Field = readonly [name: string, req: boolean, check: (v: unknown) => boolean];
const isSeat = (v: unknown): boolean => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isCode = (v: unknown): boolean => typeof v === 'string' && (CURRENCIES as readonly string[]).includes(v);
const isAmount = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v);
function isCodes(v: unknown): boolean {
  if (!Array.isArray(v) || v.length > 7) return false;
  // Index by index: every() would skip the holes of a sparse list, which the schema refuses.
  for (let i = 0; i < v.length; i++) if (!isCode(v[i])) return false;
  return true;
}
const field = (name: string, check: (v: unknown) => boolean, req = true): Field => [name, req, check];
const player = field('player', isSeat);

/** The schema's fields, in its order, by action type. */
const FIELDS: Readonly<Record<string, readonly Field[]>> = {
  spotOffer: [player, field('partner', isSeat), field('give', isCode), field('receive', isCode)],
  spotAccept: [player],
  spotRefuse: [player],
  spotWithdraw: [player],
  contract: [player, field('pay', isCode), field('receive', isCode), field('amount', isAmount)],
  invest: [player, field('currencies', isCodes)],
  divest: [player, field('currency', isCode), field('count', isAmount)],
  pass: [player],
  resolve: [field('player', isSeat, false), field('strengthen', isCode, false)],
  chooseStrongest: [player, field('currency', isCode)],
};

/**
 * The schema's answer for an action already written as the log writes it (currencies in capitals, no extra
 * key), without running the schema: replaying thousands of logs reads mostly such actions. Anything else
 * (lower-case codes, a key too many, a wrong value) is null and goes through the schema, which alone words
 * the refusals; the test checks both give the same.
 */
export function canonicalAction(raw: unknown): ForExAction | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const obj = raw as Readonly<Record<string, unknown>>;
  const fields = typeof obj.type === 'string' ? FIELDS[obj.type] : undefined;
  if (!fields) return null;
  const out: Record<string, unknown> = { type: obj.type };
  let present = 1;
  for (const [name, req, check] of fields) {
    const v = obj[name];
    if (v === undefined) {
      if (req) return null;
      if (name in obj) present++;
      continue;
    }
    if (!check(v)) return null;
    out[name] = Array.isArray(v) ? v.slice() : v;
    present++;
  }
  // Every key must be one of the schema's (a strict object).
  if (Object.keys(obj).length !== present) return null;
  // The fields checked above are exactly those of this action type's schema.
  return out as unknown as ForExAction;
}

export function parseForExAction(raw: unknown): Result<ForExAction, ForExErrorCode> {
  const fast = canonicalAction(raw);
  return fast ? ok(fast) : parseBySchema(raw);
}

/** The schema's reading of any input, and its refusals (exported for the test that holds the fast path to it). */
export function parseBySchema(raw: unknown): Result<ForExAction, ForExErrorCode> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) {
    // Drop optional keys given as undefined so actions compare and log cleanly.
    const value = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)) as ForExAction;
    return ok(value);
  }
  const { path, message } = firstIssue(parsed.error);
  const type = typeof raw === 'object' && raw !== null && 'type' in raw ? (raw as { type: unknown }).type : undefined;
  if (typeof type !== 'string' || !(ACTION_TYPES as readonly string[]).includes(type)) {
    return err('ERR_BAD_ACTION', `A For-Ex action is an object whose "type" is one of ${ACTION_TYPES.join(', ')}.`, {
      path: 'type',
      rule: FORMAT,
      params: { variant: 'actionObject', ACTIONTYPES: ACTION_TYPES.join(', ') },
    });
  }
  return err('ERR_BAD_ACTION', `This ${type} action is malformed at "${path || '(root)'}": ${message ?? 'unexpected value'}.`, {
    path,
    rule: FORMAT,
    params: { variant: 'actionMalformed', type, path: path || '(root)', message: message ?? 'unexpected value' },
  });
}
