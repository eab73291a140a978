/**
 * Tech Grid Poker's variant options (CLARIFICATIONS.md, "Tech Grid Poker"):
 * the rules' readings a playtester can switch, and the numbers the rules
 * state, which are options too.
 */
import { defineOptions, type OptionsOf } from '../core/options';

/** The option specs and their typed reader, declared once (the defaults live here only). */
export const GRID_POKER_OPTION_DEFS = defineOptions([
  {
    name: 'aceHigh',
    label: 'Ace',
    help: 'both: 1 plays high (10-11-12-13-1) or low (1-2-3-4-5); low: 1 is only low.',
    type: 'enum',
    default: 'both',
    choices: ['both', 'low'],
  },
  {
    name: 'wilds',
    label: 'Wild cards',
    help: 'jokers: a wild takes whatever value and domain make the best hand; removed: wilds are taken out of the deck.',
    type: 'enum',
    default: 'jokers',
    choices: ['jokers', 'removed'],
  },
  {
    name: 'pointsLow',
    label: 'Points up to three of a kind',
    help: 'Points for a best row or column hand up to three of a kind.',
    type: 'int',
    default: 1,
    min: 0,
    max: 20,
  },
  {
    name: 'pointsHigh',
    label: 'Points for a straight or better',
    help: 'Points for a best row or column hand better than three of a kind.',
    type: 'int',
    default: 2,
    min: 0,
    max: 20,
  },
  { name: 'rounds', label: 'Rounds', help: 'The game ends after this many rounds.', type: 'int', default: 4, min: 1, max: 20 },
  { name: 'decks', label: 'Tech Decks', help: 'Two decks are suggested for 5-6 players.', type: 'int', default: 1, min: 1, max: 2 },
  { name: 'dealSize', label: 'Cards dealt', help: 'Cards dealt to each player at setup.', type: 'int', default: 7, min: 4, max: 12 },
  {
    name: 'setupDiscards',
    label: 'Setup discards',
    help: 'Cards each player discards after forming a company.',
    type: 'int',
    default: 2,
    min: 0,
    max: 6,
  },
  {
    name: 'handLimit',
    label: 'Hand limit (2-4 players)',
    help: 'End of round: discard down to this many cards with 2-4 players.',
    type: 'int',
    default: 4,
    min: 1,
    max: 12,
  },
  {
    name: 'handLimitLarge',
    label: 'Hand limit (5-6 players)',
    help: 'End of round: discard down to this many cards with 5-6 players.',
    type: 'int',
    default: 3,
    min: 1,
    max: 12,
  },
  {
    name: 'drawBelow',
    label: 'Draw below',
    help: 'End of round: a player with fewer cards than this draws one.',
    type: 'int',
    default: 3,
    min: 0,
    max: 12,
  },
  {
    name: 'dealing',
    label: 'Dealing',
    help: 'table: the deck is shuffled and dealt at the table and the app learns a card when it is named; app: the app shuffles (seeded) and deals every card, so it knows them all (the screen still shows no hand to another seat). Simulations use app.',
    type: 'enum',
    default: 'table',
    choices: ['table', 'app'],
  },
]);

export const GRID_POKER_OPTIONS = GRID_POKER_OPTION_DEFS.specs;

/** The options of a match, typed (resolveOptions has already checked them); the evaluator reads `aceHigh` and `wilds`. */
export type GridPokerOptions = OptionsOf<typeof GRID_POKER_OPTIONS>;
