/** Tech Exchange error codes: one closed union, listing every code its parse, setup and validate can return. */
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { techExchangeGame as game, type TechExchangeAction } from '../../../src/engine/tech-exchange/index';
import { TECH_EXCHANGE_ERROR_CODES, type TechExchangeErrorCode } from '../../../src/engine/tech-exchange/types';
import { act, config, start } from './helpers';

// @ts-expect-error a code not in the union does not compile
const typo: TechExchangeErrorCode = 'ERR_NOT_TRADNG';

describe('Tech Exchange error codes', () => {
  it('lists every code written in the game folder', () => {
    const dir = 'src/engine/tech-exchange';
    const written = readdirSync(dir).flatMap((f) => readFileSync(`${dir}/${f}`, 'utf8').match(/'ERR_[A-Z_]+'/g) ?? []);
    const listed: readonly string[] = TECH_EXCHANGE_ERROR_CODES;
    expect(written.map((c) => c.slice(1, -1)).filter((c) => !listed.includes(c))).toEqual([]);
    expect(listed).not.toContain(typo);
  });

  it('refuses random actions and bad setups with listed codes only', () => {
    const listed: readonly string[] = TECH_EXCHANGE_ERROR_CODES;
    const states = [start(3), act(start(4), { type: 'endTrading' }), start(2, { tradingClockSeconds: 5 })];
    const field = fc.oneof(
      fc.nat(7),
      fc.constantFrom('7sc', 'wild', '1kn', 'kn', 'xx'),
      fc.array(fc.constantFrom('2kn', '5se', 'wild', '9te'), { maxLength: 3 }),
    );
    const types = [
      'trade',
      'reveal',
      'announceDone',
      'endTrading',
      'pauseClock',
      'placeWild',
      'useEffect',
      'passEffect',
      'replaceStackCard',
      'moveStackCard',
      'expelCard',
      'finishEffect',
      'revealHand',
      'acceptScore',
      'claimScore',
      'correctHand',
      'nope',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...types),
        fc.dictionary(fc.constantFrom('seat', 'a', 'b', 'aGives', 'bGives', 'card', 'stack', 'cards', 'count', 'from'), field),
        fc.nat(2),
        (type, fields, i) => {
          const parsed = game.parseAction({ type, ...fields });
          const verdict = parsed.ok ? game.validate(states[i] ?? start(), parsed.value as TechExchangeAction, { at: 10000 }) : parsed;
          if (!verdict.ok) expect(listed).toContain(verdict.error.code);
        },
      ),
      { numRuns: 300 },
    );
    for (const bad of [config(1), config(3, { rounds: 99 }), config(3, { colour: 1 })]) {
      const r = game.setup(bad);
      expect(!r.ok && listed.includes(r.error.code)).toBe(true);
    }
  });
});
