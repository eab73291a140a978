/**
 * The card-knowledge property over random Tech Exchange trading: the test
 * deals real cards and follows them through trades that name their cards or
 * not, and reveals the true top card after each. The referee's knowledge must
 * always admit the real table (every card's true place is among its possible
 * places, every true reveal is accepted) and refuse a reveal from the deck of
 * a card it knows to be elsewhere.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOMAINS, type CardCode } from '../../../src/engine/core/cards';
import { play } from '../../../src/engine/core/game';
import { placesOf } from '../../../src/engine/core/knowledge';
import { unwrap } from '../../../src/engine/core/result';
import { techExchangeGame as game, type TechExchangeAction, type TechExchangeState } from '../../../src/engine/tech-exchange/index';
import { config } from './helpers';

const run = fc.record({
  seed: fc.integer(),
  players: fc.integer({ min: 2, max: 6 }),
  steps: fc.integer({ min: 1, max: 12 }),
  named: fc.constantFrom(0, 0.3, 0.7),
  picks: fc.array(fc.nat(), { minLength: 120, maxLength: 120 }),
});

function shuffled<T>(items: readonly T[], picks: readonly number[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = (picks[i % picks.length] ?? 0) % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

describe('Tech Exchange card knowledge against the real table', () => {
  it('admits every true table and reveal, and refuses a deck reveal of a card known elsewhere', () => {
    fc.assert(
      fc.property(run, ({ seed, players, steps, named, picks }) => {
        let s: TechExchangeState = unwrap(game.setup({ ...config(players, { wilds: false, firstPhaseStackLimit: 30 }), seed: `k${seed}` }));
        let p = 0;
        const pick = (): number => picks[p++ % picks.length] ?? 0;
        const deckCards: CardCode[] = [];
        for (const [code, n] of Object.entries(s.composition)) for (let i = 0; i < n; i++) deckCards.push(code);
        for (const d of DOMAINS) for (const c of s.stacks[d]) deckCards.splice(deckCards.indexOf(c), 1);
        const cards = shuffled(deckCards, picks);
        const hands = s.hands.map((h) => cards.splice(0, h.count));
        const deck = cards; // top first
        const apply = (a: TechExchangeAction): void => {
          const r = play(game, s, a, { at: 0 });
          if (!r.ok) throw new Error(`true action refused: ${JSON.stringify(a)} -> ${r.error.message}`);
          s = r.value;
        };
        const check = (): void => {
          hands.forEach((h, seat) => h.forEach((c) => expect(placesOf(s.knowledge, c)).toContain(`hand:${seat}`)));
          deck.forEach((c) => expect(placesOf(s.knowledge, c)).toContain('deck'));
        };
        for (let i = 0; i < steps && s.phase.kind === 'trading'; i++) {
          const a = pick() % players;
          const b = (a + 1 + (pick() % (players - 1))) % players;
          const na = 1 + (pick() % 2);
          const nb = 1 + (pick() % 2);
          const ha = hands[a] as CardCode[];
          const hb = hands[b] as CardCode[];
          if (ha.length < na || hb.length < nb) break;
          const ga = shuffled(ha, [pick(), pick(), pick()]).slice(0, na);
          const gb = shuffled(hb, [pick(), pick(), pick()]).slice(0, nb);
          apply({
            type: 'trade',
            a,
            b,
            aGives: (pick() % 100) / 100 < named ? ga : na,
            bGives: (pick() % 100) / 100 < named ? gb : nb,
          });
          for (const c of ga) ha.splice(ha.indexOf(c), 1);
          for (const c of gb) hb.splice(hb.indexOf(c), 1);
          ha.push(...gb);
          hb.push(...ga);
          // A card certainly in a hand cannot come off the deck.
          const held = hands.flat().find((c) => !placesOf(s.knowledge, c).includes('deck') && !deck.includes(c));
          if (held) expect(game.validate(s, { type: 'reveal', card: held }, { at: 0 }).ok).toBe(false);
          const top = deck.shift() as CardCode;
          apply({ type: 'reveal', card: top });
          check();
        }
      }),
      { numRuns: 12 },
    );
  });
});
