/**
 * Setup of a Tech Grid Poker match: the decks in play, a random first player
 * (drawn from the match seed), then the table deals the 3x3 market face up,
 * which the referee asks for card by card (typed, clicked or scanned).
 */
import { techDeckCodes, type CardCode } from '../core/cards';
import type { MatchConfig } from '../core/game';
import { resolveOptions } from '../core/options';
import { err, ok, type Result } from '../core/result';
import { randomInt, seedRng } from '../core/rng';
import { GRID_POKER_OPTIONS, typedOptions } from './options';
import type { GridPokerState } from './types';
import { EMPTY_ZONE } from './zones';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;

export function setup(config: MatchConfig): Result<GridPokerState> {
  const n = config.players.length;
  if (n < MIN_PLAYERS || n > MAX_PLAYERS) {
    return err('ERR_PLAYER_COUNT', `Tech Grid Poker is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players; ${n} given.`, {
      rule: 'Tech Grid Poker: players',
      path: 'players',
    });
  }
  const resolved = resolveOptions(GRID_POKER_OPTIONS, config.options);
  if (!resolved.ok) return resolved;
  const options = typedOptions(resolved.value);
  const composition: Record<CardCode, number> = {};
  for (let d = 0; d < options.decks; d++)
    for (const code of techDeckCodes({ wilds: options.wilds === 'jokers' })) composition[code] = (composition[code] ?? 0) + 1;
  const total = Object.values(composition).reduce((a, b) => a + b, 0);
  const needed = 9 + n * options.dealSize;
  if (needed > total) {
    return err(
      'ERR_NOT_ENOUGH_CARDS',
      `${n} players with ${options.dealSize} cards each and a 9-card market need ${needed} cards; ${options.decks} deck(s) hold ${total}. Use two decks (option decks) or deal fewer cards.`,
      { rule: 'Tech Grid Poker: setup', path: 'options.decks' },
    );
  }
  const [firstPlayer, rng] = randomInt(seedRng(config.seed), n);
  return ok({
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
    note: `${config.players[firstPlayer]} is drawn as the first player. Deal the 3x3 market face up and enter its cards.`,
  });
}
