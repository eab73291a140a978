/**
 * Trades variant options (CLARIFICATIONS.md, Trades) and their typed reading
 * from a resolved options record.
 */
import type { Options, OptionSpec } from '../core/game';
import type { TradesDeckKind, TradesMode, TradesOptions } from './types';

export const TRADES_MIN_PLAYERS = 2;
export const TRADES_MAX_PLAYERS = 8;

export const TRADES_OPTIONS: readonly OptionSpec[] = [
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
];

/** Reads resolved options (see core/options.ts resolveOptions) into the typed form; missing values take defaults. */
export function readTradesOptions(options: Options): TradesOptions {
  const num = (name: string, fallback: number): number => (typeof options[name] === 'number' ? (options[name] as number) : fallback);
  return {
    handSize: num('handSize', 7),
    deck: (options['deck'] === 'tech' ? 'tech' : 'standard') satisfies TradesDeckKind,
    timeLimitSeconds: num('timeLimitSeconds', 300),
    mode: (options['mode'] === 'turns' ? 'turns' : 'freeForAll') satisfies TradesMode,
    deckTrades: num('deckTrades', 3),
  };
}
