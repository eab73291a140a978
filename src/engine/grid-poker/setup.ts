/**
 * Setup of a Tech Grid Poker match: the decks in play, a random first player
 * (drawn from the match seed), then the table deals the 3x3 market face up,
 * which the referee asks for card by card (typed, clicked or scanned). With
 * `dealing: app` the app shuffles the deck from the seed instead and deals
 * every card named (the balance lab plays so).
 */
import { techDeckCodes, type CardCode } from '../core/cards';
import type { MatchConfig } from '../core/game';
import { resolveOptions } from '../core/options';
import { err, OK, ok, type Result } from '../core/result';
import { randomInt, seedRng, shuffle } from '../core/rng';
import { GRID_POKER_OPTION_DEFS, GRID_POKER_OPTIONS, type GridPokerOptions } from './options';
import type { GridPokerErrorCode, GridPokerState } from './types';
import { freshKnowledge } from './knowledge';
import { EMPTY_ZONE } from './zones';
import { withState } from './shape';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;

/**
 * Options that cannot work together are refused here, with the reason,
 * rather than met as a dead end mid-game (CLARIFICATIONS.md, "Every game"):
 * - the setup discard must leave the company's two cards out of the deal;
 * - the hands can never hold so many cards that the deck and the discard run
 *   dry with a market slot to refill. Without effects a hand grows only by
 *   the end-of-round draw, so it holds at most what is left after setup, or
 *   the hand limit plus one, or `drawBelow`, whichever bounds it.
 */
function checkOptionsFit(options: GridPokerOptions, n: number, total: number): Result<undefined, GridPokerErrorCode> {
  const keep = options.dealSize - 2;
  if (options.setupDiscards > keep)
    return err(
      'ERR_OPTION_CONFLICT',
      `Each player is dealt ${options.dealSize} cards and puts 2 into the company, so at most ${keep} can be discarded at setup; setupDiscards is ${options.setupDiscards}.`,
      {
        rule: 'Tech Grid Poker: setup',
        path: 'options.setupDiscards',
        params: { variant: 'eachPlayer', dealSize: options.dealSize, keep, setupDiscards: options.setupDiscards },
      },
    );
  const limit = n >= 5 ? options.handLimitLarge : options.handLimit;
  const hand = Math.max(keep - options.setupDiscards, Math.min(limit + 1, options.drawBelow));
  const needed = 9 + n * (2 + hand);
  if (needed > total)
    return err(
      'ERR_OPTION_CONFLICT',
      `With these options a hand can grow to ${hand} cards: ${n} players' hands and companies and the market would need ${needed} cards, and ${options.decks} deck(s) hold ${total}, so the market could not be refilled. Lower drawBelow or the hand limit, or use two decks.`,
      {
        rule: 'Tech Grid Poker: end of round',
        path: 'options.drawBelow',
        params: { variant: 'theseOptions', hand, n, needed, decks: options.decks, total },
      },
    );
  return OK;
}

/** Every card of the composition, one entry per copy, in code order (the app's deck before its shuffle). */
const deckOf = (composition: Readonly<Record<CardCode, number>>): CardCode[] =>
  Object.keys(composition)
    .sort()
    .flatMap((code) => Array.from({ length: composition[code] ?? 0 }, () => code));

export function setup(config: MatchConfig): Result<GridPokerState, GridPokerErrorCode> {
  const n = config.players.length;
  if (n < MIN_PLAYERS || n > MAX_PLAYERS) {
    return err('ERR_PLAYER_COUNT', `Tech Grid Poker is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players; ${n} given.`, {
      rule: 'Tech Grid Poker: players',
      path: 'players',
      params: { variant: 'techGrid', MINPLAYERS: MIN_PLAYERS, MAXPLAYERS: MAX_PLAYERS, n },
    });
  }
  const resolved = resolveOptions(GRID_POKER_OPTIONS, config.options);
  if (!resolved.ok) {
    // The core's option check returns only these two codes; naming them keeps setup's codes closed.
    const code = resolved.error.code === 'ERR_UNKNOWN_OPTION' ? 'ERR_UNKNOWN_OPTION' : 'ERR_BAD_OPTION';
    return { ok: false, error: { ...resolved.error, code } };
  }
  const options = GRID_POKER_OPTION_DEFS.read(resolved.value);
  const composition: Record<CardCode, number> = {};
  for (let d = 0; d < options.decks; d++)
    for (const code of techDeckCodes({ wilds: options.wilds === 'jokers' })) composition[code] = (composition[code] ?? 0) + 1;
  const total = Object.values(composition).reduce((a, b) => a + b, 0);
  const needed = 9 + n * options.dealSize;
  if (needed > total) {
    return err(
      'ERR_NOT_ENOUGH_CARDS',
      `${n} players with ${options.dealSize} cards each and a 9-card market need ${needed} cards; ${options.decks} deck(s) hold ${total}. Use two decks (option decks) or deal fewer cards.`,
      {
        rule: 'Tech Grid Poker: setup',
        path: 'options.decks',
        params: { variant: 'playersCards', n, dealSize: options.dealSize, needed, decks: options.decks, total },
      },
    );
  }
  const conflict = checkOptionsFit(options, n, total);
  if (!conflict.ok) return conflict;
  const [firstPlayer, drawn] = randomInt(seedRng(config.seed), n);
  // Dealt by the app: the whole deck shuffled from the seed; every card then leaves it named (zones.ts).
  const [dealt, rng] = options.dealing === 'app' ? shuffle(drawn, deckOf(composition)) : [undefined, drawn];
  // Made once more through withState: every state of a game then has its one hidden class (shape.ts).
  const table: GridPokerState = {
    players: config.players.slice(),
    options,
    rng,
    round: 1,
    firstPlayer,
    phase: { kind: 'market' },
    composition,
    market: Array.from({ length: 9 }, () => null),
    companies: config.players.map(() => []),
    hands: config.players.map(() => EMPTY_ZONE),
    deck: total,
    discard: EMPTY_ZONE,
    expelled: [],
    resolving: null,
    grid: null,
    scores: Array.from({ length: options.rounds }, () => config.players.map(() => 0)),
    reshuffles: 0,
    startingPlayer: firstPlayer,
    actions: 0,
    tallies: {},
    scoredCards: [],
    knowledge: freshKnowledge(composition, total),
    ...(dealt ? { dealt } : {}),
    note: dealt
      ? `${config.players[firstPlayer]} is drawn as the first player. The app deals: the market cards come from its shuffled deck.`
      : `${config.players[firstPlayer]} is drawn as the first player. Deal the 3x3 market face up and enter its cards.`,
  };
  return ok(withState(table, {}));
}
