/**
 * Tech Exchange variant options (CLARIFICATIONS.md). Deal size and deck count
 * depend on the player count by default; 0 means "by the rules".
 */
import type { Options } from '../core/game';
import { defineOptions } from '../core/options';
import type { TechExchangeOptions } from './types';

/** The options, declared once: specs for forms and the CLI, defaults and the typed reader. */
export const TECH_EXCHANGE = defineOptions([
  {
    name: 'decks',
    label: 'Tech Decks',
    help: '0 = by the rules: one deck for 2-4 players, two for 5-6.',
    type: 'int',
    default: 0,
    min: 0,
    max: 2,
  },
  {
    name: 'dealSize',
    label: 'Cards dealt',
    help: '0 = by the rules: 10 with 2 players, else 8.',
    type: 'int',
    default: 0,
    min: 0,
    max: 40,
  },
  { name: 'rounds', label: 'Rounds', help: 'The game ends after this many rounds.', type: 'int', default: 3, min: 1, max: 10 },
  {
    name: 'firstPhaseStackLimit',
    label: 'First trading phase stack limit',
    help: 'The first trading phase pauses when a stock stack holds this many cards, its 1-value starter included.',
    type: 'int',
    default: 3,
    min: 2,
    max: 30,
  },
  {
    name: 'tradingStopsAtDeckSize',
    label: 'Tilted cards',
    help: 'Trading ends when the draw deck is down to this many (tilted) cards. 0 = by the rules: 1 with exactly 4 players, else 5.',
    type: 'int',
    default: 0,
    min: 0,
    max: 30,
  },
  {
    name: 'maxTradeCards',
    label: 'Cards per side of a trade',
    help: 'A trade is 1 to this many cards for 1 to this many cards.',
    type: 'int',
    default: 2,
    min: 1,
    max: 4,
  },
  {
    name: 'effectRevealers',
    label: 'Effect users who reveal',
    help: 'The first this-many players to use an effect in a phase reveal a deck card onto the stacks.',
    type: 'int',
    default: 2,
    min: 0,
    max: 6,
  },
  {
    name: 'tradingClockSeconds',
    label: 'Trading clock (seconds)',
    help: 'A real-time clock for each trading phase; when it runs out no more trades are taken. 0 = no clock.',
    type: 'int',
    default: 0,
    min: 0,
    max: 3600,
  },
  { name: 'wilds', label: 'Wild cards', help: 'Play with the two wild cards of each deck.', type: 'bool', default: true },
]);

/** The options in force for a table of `players` (0 values resolved by the rules). */
export function techExchangeOptions(options: Options, players: number): TechExchangeOptions {
  const o = TECH_EXCHANGE.read(options);
  return {
    ...o,
    decks: o.decks || (players >= 5 ? 2 : 1),
    dealSize: o.dealSize || (players === 2 ? 10 : 8),
    tradingStopsAtDeckSize: o.tradingStopsAtDeckSize || (players === 4 ? 1 : 5),
  };
}
