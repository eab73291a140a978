/**
 * The statistics take a log's cards as the referee judged them (collect.ts,
 * core/knowledge.ts trustingCards): a Trades replay then skips following
 * the cards, most of its cost. That is sound only if no record reads the
 * knowledge, so here the records of true logs are held equal either way:
 * random Trades games of every mode, deck and size (the stats bench's kind
 * among them: cards given unnamed, a game whose readings merge) and games
 * the balance lab played with the app dealing. What trusting gives up is
 * shown too: an impossible final hand is refused when the cards are
 * followed and taken when they are trusted.
 */
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MatchHeader } from '../../src/contract/api';
import type { LogEvent } from '../../src/engine/core/log';
import { recordFromMatch } from '../../src/insight/collect';
import { simulationSource } from '../../src/sim/games';
import { simulate } from '../../src/sim/run';
import { parseMatchText } from '../../src/store/match-file';
import { matchHeader, testMatchId } from '../fixtures/match-header';
import { mergedGame, mergedHeader } from '../fixtures/trades/merged-game';
import { randomTradesGame, type RandomTradesOptions } from '../engine/trades/random-game';

const headerOf = (g: ReturnType<typeof randomTradesGame>, i: number): MatchHeader =>
  matchHeader('trades', g.config, { matchId: testMatchId(i) });

type RecordResult = ReturnType<typeof recordFromMatch>;

/** Both records of one log: followed and trusted. */
function both(header: MatchHeader, events: readonly LogEvent[]): { followed: RecordResult; trusted: RecordResult } {
  return {
    followed: recordFromMatch('log.jsonl', header, events, { trustCards: false }),
    trusted: recordFromMatch('log.jsonl', header, events),
  };
}

const GAMES: readonly (Omit<RandomTradesOptions, 'seed'> & { readonly n: number })[] = [
  // The stats bench's kind: 40 steps, 3-5 players, the default options.
  { n: 6, players: 3, steps: 40 },
  { n: 4, players: 5, steps: 40 },
  // Cards given unnamed even when known: tokens and merged readings.
  { n: 4, players: 4, steps: 40, unnamed: 0.3 },
  { n: 3, players: 2, steps: 30, options: { mode: 'turns' } },
  { n: 3, players: 4, steps: 30, options: { deck: 'tech' }, identify: 0.6 },
  { n: 2, players: 6, steps: 30, options: { mode: 'turns', deckTrades: 1 }, unnamed: 0.2 },
];

describe('statistics trust the cards the referee judged', () => {
  it('random Trades games: the same records whether the cards are followed or trusted', { timeout: 120_000 }, () => {
    let logs = 0;
    let finished = 0;
    for (const [set, { n, ...options }] of GAMES.entries())
      for (let i = 0; i < n; i++) {
        const g = randomTradesGame({ seed: `trusted-${set}-${i}`, ...options });
        const header = headerOf(g, logs);
        const { followed, trusted } = both(header, g.events);
        expect(trusted).toEqual(followed);
        expect(followed).toMatchObject({ ok: true, value: { events: g.events.length } });
        if (followed.ok && followed.value.finished) finished++;
        logs++;
      }
    // The games end with their final hands, so the records carry winners and totals to compare.
    expect(finished).toBe(logs);
  });

  it('the game whose readings merge: the same record', () => {
    const { followed, trusted } = both(mergedHeader('20260101-000000-00000058'), mergedGame.events);
    expect(trusted).toEqual(followed);
    expect(followed).toMatchObject({ ok: true, value: { finished: true } });
  });

  it('games the balance lab played with the app dealing: the same records', { timeout: 120_000 }, async () => {
    const out = await mkdtemp(path.join(tmpdir(), 'deckside-trusted-'));
    const ran = await simulate(
      { game: 'trades', games: 6, seed: 'trusted', bots: ['random', 'greedy'], options: {}, workers: 0 },
      { source: simulationSource, out },
    );
    if (!ran.ok) throw new Error(ran.error.message);
    const files = await readdir(out);
    expect(files).toHaveLength(6);
    for (const f of files) {
      const read = parseMatchText(await readFile(path.join(out, f), 'utf8'), f);
      if (!read.header) throw new Error(`${f}: no header`);
      const { followed, trusted } = both(read.header, read.events);
      expect(trusted).toEqual(followed);
      expect(followed).toMatchObject({ ok: true, value: { finished: true } });
    }
  });

  it('what trusting gives up: a final hand holding a card known to be under the deck is refused when followed, taken when trusted', () => {
    // A game where a deck trade put a named card under the deck, and it is still there at the end.
    let g: ReturnType<typeof randomTradesGame> | undefined;
    for (let i = 1; i <= 10 && !g; i++) {
      const tried = randomTradesGame({ seed: `under-${i}`, players: 3, steps: 60 });
      if (tried.state.deck.cycled.some((c) => c !== null)) g = tried;
    }
    if (!g) throw new Error('no game of ten left a named card under the deck');
    const under = g.state.deck.cycled.find((c) => c !== null) as string;
    // The last hand entered, with one card swapped for that one: no rule but where cards may be is broken.
    const at = g.events.findLastIndex((e) => e.action.type === 'enterHand');
    const last = g.events[at] as LogEvent<{ type: 'enterHand'; player: number; cards: readonly string[] }>;
    const cards = [under, ...last.action.cards.slice(1)];
    const events = [...g.events.slice(0, at), { ...last, action: { ...last.action, cards } }];
    const { followed, trusted } = both(headerOf(g, 0), events);
    expect(followed).toMatchObject({ ok: true, value: { events: at, finished: false } });
    expect(trusted).toMatchObject({ ok: true, value: { events: at + 1, finished: true } });
  });
});
