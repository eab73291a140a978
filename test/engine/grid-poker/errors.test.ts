/**
 * Grid Poker's error codes are closed: validate, parse and setup return only
 * codes of GridPokerErrorCode (a mistyped code fails to compile), and the
 * refusals met on random states are all among them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchConfig } from '../../../src/engine/core/game';
import type { Err } from '../../../src/engine/core/result';
import { gridPokerGame as game } from '../../../src/engine/grid-poker/index';
import { parseAction } from '../../../src/engine/grid-poker/parse';
import { setup } from '../../../src/engine/grid-poker/setup';
import type { GridPokerErrorCode } from '../../../src/engine/grid-poker/types';
import { validate } from '../../../src/engine/grid-poker/validate';
import { config, offersOf, randomGame } from './driver';

/** Every code, once; the type checks below fail to compile if this list and the union drift apart. */
const CODES = [
  'ERR_BAD_ACTION',
  'ERR_BAD_CARD_CODE',
  'ERR_PLAYER_COUNT',
  'ERR_BAD_OPTION',
  'ERR_UNKNOWN_OPTION',
  'ERR_OPTION_CONFLICT',
  'ERR_NOT_ENOUGH_CARDS',
  'ERR_GAME_OVER',
  'ERR_WRONG_PHASE',
  'ERR_NO_SUCH_SEAT',
  'ERR_NOT_YOUR_TURN',
  'ERR_ALREADY_DONE',
  'ERR_NOT_PENDING',
  'ERR_CARD_COUNT',
  'ERR_CARD_ELSEWHERE',
  'ERR_CARD_NOT_IN_GAME',
  'ERR_NO_SUCH_SLOT',
  'ERR_SLOT_TAKEN',
  'ERR_SLOT_EMPTY',
  'ERR_DECK_EMPTY',
  'ERR_EFFECT_IN_PROGRESS',
  'ERR_EFFECT_USED',
  'ERR_NO_EFFECT',
  'ERR_NOT_IN_COMPANY',
  'ERR_NO_COMPANY',
  'ERR_ROW_COLUMN_EXCLUSIVITY',
  'ERR_NOTHING_COMMITTED',
  'ERR_NOT_IN_LINE',
  'ERR_NO_REPLACE',
  'ERR_REPLACE_REQUIRED',
  'ERR_SAME_PLACE',
  'ERR_BAD_TARGET',
  'ERR_CARD_REQUIRED',
  'ERR_COMPANY_FULL',
] as const satisfies readonly GridPokerErrorCode[];
type Missing = Exclude<GridPokerErrorCode, (typeof CODES)[number]>;
const complete: [Missing] extends [never] ? true : false = true;

// The results carry the closed type, not plain strings.
type CodeOf<R> = R extends Err<infer C> ? C : never;
const closed: [CodeOf<ReturnType<typeof validate>>, CodeOf<ReturnType<typeof parseAction>>, CodeOf<ReturnType<typeof setup>>] extends [
  GridPokerErrorCode,
  GridPokerErrorCode,
  GridPokerErrorCode,
]
  ? true
  : false = true;
// @ts-expect-error a code Grid Poker does not have
const typo: GridPokerErrorCode = 'ERR_GAME_OVR';

describe('grid poker: closed error codes', () => {
  it('lists every code once', () => {
    expect(complete && closed).toBe(true);
    expect(typo).toBe('ERR_GAME_OVR');
    expect(new Set(CODES).size).toBe(CODES.length);
  });

  it('every refusal met on random states, at parse and at setup, has one of the codes (property)', () => {
    const known = new Set<string>(CODES);
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 6 }),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 0, max: 150 }),
        (seed, players, steps) => {
          const { state } = randomGame(seed, players, steps);
          for (const o of offersOf(state)) if (o.disabledReason) expect(o.action).toBeDefined();
          for (const seat of [0, 1, 7])
            for (const type of ['passEffect', 'commitHand', 'improveCompany', 'endDiscard', 'discardMarket', 'returnOrRedraw'])
              for (const raw of [
                { type, seat },
                { type, seat, line: null, card: null, count: 1, slot: 4, choice: 'return' },
              ]) {
                const parsed = game.parseAction(raw);
                const r = parsed.ok ? game.validate(state, parsed.value, { at: 0 }) : parsed;
                if (!r.ok) expect(known, r.error.code).toContain(r.error.code);
              }
        },
      ),
      { numRuns: 15 },
    );
    const bads: Partial<MatchConfig>[] = [
      { players: ['A'] },
      { options: { rounds: 99 } },
      { options: { nope: 1 } },
      { options: { dealSize: 4, setupDiscards: 3 } },
    ];
    for (const bad of bads) {
      const r = game.setup({ ...config(3), ...bad });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(known).toContain(r.error.code);
    }
    const p = game.parseAction({ type: 'fillMarket', slot: 0, card: 'zz' });
    expect(!p.ok && p.error.code).toBe('ERR_BAD_CARD_CODE');
  });
});
