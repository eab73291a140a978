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
import { placedKnowledge, unknownTable, type Knowledge } from '../core/knowledge';
import { seedRng, shuffle, type RngState } from '../core/rng';
import type { CardCode } from '../core/cards';
import { DECK_TOP, deckCopies, handPlace } from './knowledge';
import { TRADES, TRADES_MAX_PLAYERS, TRADES_MIN_PLAYERS } from './options';
import type { TradesState, TradesErrorCode } from './types';
import { withState } from './shape';

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
        params: { variant: 'tradesPlayed', TRADESMAXPLAYERS: TRADES_MAX_PLAYERS, n },
      },
    );
  }
  const blank = config.players.findIndex((p) => typeof p !== 'string' || p.trim() === '');
  if (blank >= 0)
    return err('ERR_BAD_PLAYER', `Player ${blank + 1} has no name.`, {
      rule: 'Trades: players',
      path: `players[${blank}]`,
      params: { n: blank + 1 },
    });
  const resolved = resolveOptions(TRADES.specs, config.options);
  if (!resolved.ok) return closed(resolved);
  const options = TRADES.read(resolved.value);
  const dealt = n * options.handSize;
  if (dealt > TRADES_DECK_SIZE) {
    return err(
      'ERR_NOT_ENOUGH_CARDS',
      `${n} players with ${options.handSize} cards each need ${dealt} cards, but the deck has ${TRADES_DECK_SIZE}: lower handSize or seat fewer players.`,
      {
        rule: 'Trades: setup',
        path: 'options.handSize',
        params: { variant: 'playersCards2', n, handSize: options.handSize, dealt, TRADESDECKSIZE: TRADES_DECK_SIZE },
      },
    );
  }
  const table: TradesState = {
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
  };
  return ok(options.dealing === 'app' ? dealByApp(table) : table);
}

/**
 * Dealt by the app: the seeded generator in the state shuffles the deck and
 * deals every hand, and each hand is named to the knowledge, so the engine
 * knows every card in a hand (the deck's cards by elimination). The views
 * still show each seat only its own hand.
 */
function dealByApp(state: TradesState): TradesState {
  const [order, rng]: [CardCode[], RngState] = shuffle(state.rng, Object.keys(deckCopies(state.options.deck)).sort());
  const size = state.options.handSize;
  const cards = state.hands.map((_, seat) => order.slice(seat * size, (seat + 1) * size));
  const knowledge = knowledgeOfHands(state, cards);
  // A fresh table can hold any deal: no knowledge for it is a bug in the deal, not bad input.
  if (!knowledge) throw new Error('Trades deal: the dealt hands do not fit the table');
  return withState(state, { rng, hands: state.hands.map((h, seat) => ({ ...h, known: cards[seat] ?? [] })), knowledge });
}

/**
 * The knowledge of a table whose every hand is known (`hands[seat]`) and the
 * rest is in the never-drawn deck, or null when they do not fit (for the
 * deal, and for the bots' resampling of what a seat cannot see).
 */
export function knowledgeOfHands(state: TradesState, hands: readonly (readonly CardCode[])[]): Knowledge | null {
  const deck = TRADES_DECK_SIZE - hands.reduce((n, h) => n + h.length, 0);
  // Built at once: naming each hand in turn branched and solved per card, for every deal and every resampling.
  return placedKnowledge(
    deckCopies(state.options.deck),
    [...hands.map((h, seat) => [handPlace(seat), h.length] as const), [DECK_TOP, deck]],
    hands.map((h, seat) => [handPlace(seat), h] as const),
  );
}
