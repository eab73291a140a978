/**
 * How many alternatives (core/knowledge-cases.ts) the knowledge keeps in real
 * play: random Trades (some cards given unnamed), Tech Exchange and Grid
 * Poker games, replayed, counting the most cases any state held and the
 * changes that merged for want of room (where the knowledge starts to
 * over-approximate). Tech Exchange's random games stay at one case. Grid
 * Poker (hands committed face down from several bins) and Trades (tokens and
 * unnamed cards in trades) make more real alternatives than the default cap
 * keeps; their figures are printed, and their games must still replay (every
 * true table accepted: the games' knowledge property tests). At the default
 * cap of 6: Trades 1686 merges, Grid Poker 18, at most 6 and 4 cases (2086
 * and 52, at most 6 each, before a table covered by another was dropped:
 * knowledge-cover.ts; at a cap of 4 then: 1948 and 28). Merges are counted per case, and each case gets an even
 * share of the room, so more cases merge more often, each less; the places
 * each card may be in came out the same at 4, 6 and 8 in these Trades games.
 */
import { describe, expect, it } from 'vitest';
import { play } from '../../../src/engine/core/game';
import { MAX_CASES, type Knowledge } from '../../../src/engine/core/knowledge-cases';
import { caseStats } from '../../../src/engine/core/knowledge-change';
import { randomInt, seedRng } from '../../../src/engine/core/rng';
import { gridPokerGame } from '../../../src/engine/grid-poker/index';
import { techExchangeGame } from '../../../src/engine/tech-exchange/index';
import type { TechExchangeAction, TechExchangeState } from '../../../src/engine/tech-exchange/types';
import { tradesGame } from '../../../src/engine/trades/index';
import { randomGame as randomGridGame } from '../grid-poker/driver';
import { config as techConfig } from '../tech-exchange/helpers';
import { randomTradesGame } from '../trades/random-game';

const GAMES = 3;

describe('card knowledge alternatives in random games', () => {
  it('stay within the cap in every game, below it in Tech Exchange where no change merges for want of room (Trades, Grid Poker: printed)', () => {
    const most = { trades: 1, techExchange: 1, gridPoker: 1 };
    const merged = { trades: 0, techExchange: 0, gridPoker: 0 };
    let fallbacks = caseStats.fallbacks;
    const seen = (game: keyof typeof most, k: Knowledge): void => {
      most[game] = Math.max(most[game], k.cases.length);
      merged[game] += caseStats.fallbacks - fallbacks;
      fallbacks = caseStats.fallbacks;
    };
    for (let i = 0; i < GAMES; i++) {
      const g = randomTradesGame({ seed: `cases-${i}`, players: 4, steps: 120, unnamed: 0.3 });
      const first = tradesGame.setup(g.config);
      if (!first.ok) throw new Error(first.error.message);
      let state = first.value;
      for (const e of g.events) {
        const r = play(tradesGame, state, e.action, { at: e.at });
        if (!r.ok) throw new Error(r.error.message);
        state = r.value;
        seen('trades', state.knowledge);
      }
    }
    for (let i = 0; i < GAMES; i++) {
      const first = techExchangeGame.setup(techConfig(3, {}, `cases-${i}`));
      if (!first.ok) throw new Error(first.error.message);
      let state: TechExchangeState = first.value;
      let rng = seedRng(`cases-tech-${i}`);
      for (let n = 0; n < 250; n++) {
        const offers = [null, 0, 1, 2]
          .flatMap((a) => techExchangeGame.legalActions(state, a))
          .filter((o) => o.action !== undefined && !o.disabledReason);
        if (offers.length === 0) break;
        let pick: number;
        [pick, rng] = randomInt(rng, offers.length);
        const r = play(techExchangeGame, state, offers[pick]?.action as TechExchangeAction, { at: 0 });
        if (!r.ok) continue;
        state = r.value;
        seen('techExchange', state.knowledge);
      }
    }
    for (let i = 0; i < GAMES; i++) {
      const g = randomGridGame(`cases-${i}`, 3, 250);
      let state = g.start;
      for (const a of g.actions) {
        const r = play(gridPokerGame, state, a, { at: 0 });
        if (!r.ok) throw new Error(r.error.message);
        state = r.value;
        seen('gridPoker', state.knowledge);
      }
    }
    console.log(
      `most alternatives at once: ${JSON.stringify(most)}; changes merged for want of room: ${JSON.stringify(merged)} (cap ${MAX_CASES})`,
    );
    expect(most.techExchange).toBeLessThan(MAX_CASES);
    expect(merged.techExchange).toBe(0);
    expect(Math.max(most.trades, most.gridPoker)).toBeLessThanOrEqual(MAX_CASES);
  }, 600_000);
});
