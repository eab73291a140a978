/**
 * Parses untrusted For-Ex actions (log lines, IPC payloads) with zod. Only the
 * shape is checked here; whether the action is legal now is validate's work,
 * so rule errors name the rule rather than the JSON field.
 */
import { z } from 'zod';
import { field, intIn, listOf, oneOf, readFast, type FastField } from '../core/fast-shape';
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

const fastSeat = intIn(0, Number.MAX_SAFE_INTEGER);
const fastCurrency = oneOf(CURRENCIES);
const fastAmount = (v: unknown): unknown => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const player = field('player', fastSeat);

/** The schema's fields, in its order, by action type. */
const FIELDS: Readonly<Record<string, readonly FastField[]>> = {
  spotOffer: [player, field('partner', fastSeat), field('give', fastCurrency), field('receive', fastCurrency)],
  spotAccept: [player],
  spotRefuse: [player],
  spotWithdraw: [player],
  contract: [player, field('pay', fastCurrency), field('receive', fastCurrency), field('amount', fastAmount)],
  invest: [player, field('currencies', listOf(fastCurrency, 7))],
  divest: [player, field('currency', fastCurrency), field('count', fastAmount)],
  pass: [player],
  resolve: [field('player', fastSeat, true), field('strengthen', fastCurrency, true)],
  chooseStrongest: [player, field('currency', fastCurrency)],
};

/**
 * The schema's answer for an action already written as the log writes it (currencies in capitals, no extra
 * key), without running the schema: replaying thousands of logs reads mostly such actions. Anything else
 * (lower-case codes, a key too many, a wrong value) is null and goes through the schema, which alone words
 * the refusals; the test checks both give the same.
 */
export function canonicalAction(raw: unknown): ForExAction | null {
  // Cast: readFast built exactly the fields of this type's schema entry (strict, as the schema), each checked as it checks them.
  return readFast(raw, FIELDS, 'refuse') as ForExAction | null;
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
