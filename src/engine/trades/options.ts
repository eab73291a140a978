/**
 * Trades variant options, declared once with defineOptions: the specs (forms,
 * the CLI's `games`, resolveOptions) and the typed options the rules read,
 * with each default written here only.
 */
import { defineOptions, type OptionsOf } from '../core/options';

export const TRADES_MIN_PLAYERS = 2;
export const TRADES_MAX_PLAYERS = 8;

/** The option specs with their typed reader (core/options.ts). */
export const TRADES = defineOptions([
  {
    name: 'handSize',
    label: 'Cards per hand',
    help: 'Cards dealt to each player (7 in the rules).',
    type: 'int',
    default: 7,
    min: 1,
    max: 13,
  },
  {
    name: 'deck',
    label: 'Deck',
    help: 'standard: a 52-card deck (A=1, J=11, Q=12, K=13); tech: the Tech Deck without its wild cards.',
    type: 'enum',
    default: 'standard',
    choices: ['standard', 'tech'],
  },
  {
    name: 'timeLimitSeconds',
    label: 'Time limit (seconds)',
    help: 'Trading stops when the countdown reaches zero (5 minutes in the rules).',
    type: 'int',
    default: 300,
    min: 10,
    max: 604800,
  },
  {
    name: 'mode',
    label: 'Mode',
    help: 'freeForAll: anyone declares at any time, trades against a busy player wait in a queue; turns: declarations in seat order.',
    type: 'enum',
    default: 'freeForAll',
    choices: ['freeForAll', 'turns'],
  },
  {
    name: 'deckTrades',
    label: 'Deck trades per player',
    help: 'How many trades with the deck each player may make (3 in the rules).',
    type: 'int',
    default: 3,
    min: 0,
    max: 1000000,
  },
  {
    name: 'dealing',
    label: 'Dealing',
    help: 'table: the cards are shuffled and dealt at the table and the app learns a card when it is named; app: the app shuffles (seeded) and deals, so it knows every card (each seat still sees only its own hand). Simulations use app.',
    type: 'enum',
    default: 'table',
    choices: ['table', 'app'],
  },
]);

export const TRADES_OPTIONS = TRADES.specs;

/** The options a match is played with, typed from the specs. */
export type TradesOptions = OptionsOf<typeof TRADES.specs>;
