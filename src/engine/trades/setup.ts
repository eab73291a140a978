/**
 * Trades setup: checks the players and options and builds the opening table.
 * Hands are dealt physically, so every card starts anonymous; the clock waits
 * for the operator's startClock action.
 */
import { countdown } from '../core/clock';
import type { MatchConfig } from '../core/game';
import { resolveOptions } from '../core/options';
import { err, ok, type Result } from '../core/result';
import { closed } from './errors';
import { unknownTable } from '../core/knowledge';
import { seedRng } from '../core/rng';
import { DECK_TOP, deckCopies, handPlace } from './knowledge';
import { TRADES, TRADES_MAX_PLAYERS, TRADES_MIN_PLAYERS } from './options';
import type { TradesState, TradesErrorCode } from './types';

/** Both deck kinds hold 52 cards (the Tech Deck is used without its two wilds). */
export const TRADES_DECK_SIZE = 52;

export function setupTrades(config: MatchConfig): Result<TradesState, TradesErrorCode> {
  const n = config.players.length;
  if (n < TRADES_MIN_PLAYERS || n > TRADES_MAX_PLAYERS) {
    return err(
      'ERR_PLAYER_COUNT',
      `Trades is played by 3 or more players (2 allowed for testing), at most ${TRADES_MAX_PLAYERS} here; got ${n}.`,
      {
        rule: 'Trades: players',
        path: 'players',
      },
    );
  }
  const blank = config.players.findIndex((p) => typeof p !== 'string' || p.trim() === '');
  if (blank >= 0) return err('ERR_BAD_PLAYER', `Player ${blank + 1} has no name.`, { rule: 'Trades: players', path: `players[${blank}]` });
  const resolved = resolveOptions(TRADES.specs, config.options);
  if (!resolved.ok) return closed(resolved);
  const options = TRADES.read(resolved.value);
  const dealt = n * options.handSize;
  if (dealt > TRADES_DECK_SIZE) {
    return err(
      'ERR_NOT_ENOUGH_CARDS',
      `${n} players with ${options.handSize} cards each need ${dealt} cards, but the deck has ${TRADES_DECK_SIZE}: lower handSize or seat fewer players.`,
      { rule: 'Trades: setup', path: 'options.handSize' },
    );
  }
  return ok({
    players: [...config.players],
    options,
    phase: 'ready',
    clock: countdown(options.timeLimitSeconds * 1000),
    rng: seedRng(config.seed),
    hands: config.players.map(() => ({ size: options.handSize, known: [], marked: [], lastReceived: [] })),
    deck: { unknownTop: TRADES_DECK_SIZE - dealt, cycled: [] },
    open: [],
    nextTradeId: 1,
    nextToken: 1,
    deckTradesUsed: config.players.map(() => 0),
    turn: 0,
    tradesCompleted: 0,
    lastTrade: null,
    finalHands: config.players.map(() => null),
    knowledge: unknownTable(deckCopies(options.deck), [
      ...config.players.map((_, seat) => [handPlace(seat), options.handSize] as const),
      [DECK_TOP, TRADES_DECK_SIZE - dealt],
    ]),
  });
}
