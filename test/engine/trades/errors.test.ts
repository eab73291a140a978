/**
 * Trades' refusal codes are a closed union: a code outside it does not
 * compile in the game's rules, and a shared module's code outside it still
 * refuses (as a bad action) with its words kept. Every refusal the other
 * tests meet is checked against the list (helpers.ts `refused`, the fuzz).
 */
import { describe, expect, it } from 'vitest';
import { err, type Result } from '../../../src/engine/core/result';
import { closed } from '../../../src/engine/trades/errors';
import { tradesGame } from '../../../src/engine/trades/index';
import { TRADES_ERROR_CODES, type TradesErrorCode } from '../../../src/engine/trades/types';
import { validateTrades } from '../../../src/engine/trades/validate';
import { config, table } from './helpers';

describe('Trades error codes', () => {
  it('are a closed union: a code outside it does not compile', () => {
    // @ts-expect-error: ERR_NO_SUCH_RULE is not a Trades error code (tsc -b checks this line).
    const bad: Result<undefined, TradesErrorCode> = err('ERR_NO_SUCH_RULE', 'never');
    expect(bad.ok).toBe(false);
    // The game's own validate answers the closed union (the GameDefinition interface widens it to string).
    const refusal = validateTrades(table(), { type: 'pass', player: 0 }, { at: 0 });
    const code: TradesErrorCode | undefined = refusal.ok ? undefined : refusal.error.code;
    expect(code).toBe('ERR_NOT_TURN_MODE');
  });

  it('lists each code once, and the shared modules answer codes of the list', () => {
    expect(new Set(TRADES_ERROR_CODES).size).toBe(TRADES_ERROR_CODES.length);
    const option = tradesGame.setup(config(3, { nope: 1 }));
    expect(option.ok ? null : option.error.code).toBe('ERR_UNKNOWN_OPTION');
    const card = tradesGame.parseAction({ type: 'deckTrade', player: 0, give: 'ZZ' });
    expect(card.ok ? null : card.error.code).toBe('ERR_BAD_CARD_CODE');
  });

  it('a code the list lacks still refuses, as a bad action, keeping its words', () => {
    expect(closed(err('ERR_SOMETHING_NEW', 'The words stay.', { path: 'x' }))).toEqual({
      ok: false,
      error: { code: 'ERR_BAD_ACTION', message: 'The words stay.', path: 'x' },
    });
    expect(closed(err('ERR_CARD_ELSEWHERE', 'Known.'))).toEqual({ ok: false, error: { code: 'ERR_CARD_ELSEWHERE', message: 'Known.' } });
  });
});
