/**
 * Closing the codes of the shared modules (card notation, options, card
 * knowledge: typed `string` there) to Trades' own union, so every rule of
 * the game answers a TradesErrorCode.
 */
import type { Err, Result } from '../core/result';
import { TRADES_ERROR_CODES, type TradesErrorCode } from './types';

const KNOWN: ReadonlySet<string> = new Set(TRADES_ERROR_CODES);

export const isTradesErrorCode = (code: string): code is TradesErrorCode => KNOWN.has(code);

/** A shared module's refusal with its code checked against the union (the codes are listed in types.ts). */
export function closed<T>(r: Result<T>): Result<T, TradesErrorCode> {
  if (r.ok) return r;
  const { code, ...rest } = r.error;
  // A code the list lacks would be a shared module's new refusal: it still refuses, as a bad action, keeping its words.
  const out: Err<TradesErrorCode> = { ok: false, error: { ...rest, code: isTradesErrorCode(code) ? code : 'ERR_BAD_ACTION' } };
  return out;
}
