/**
 * Tech Chess variant options (CLARIFICATIONS.md "Tech Chess"), declared once:
 * the specs the forms, the CLI and resolveOptions read, and the typed options
 * the rules read (defaults written here only).
 */
import type { Options } from '../core/game';
import { defineOptions, resolveOptions, type OptionsOf } from '../core/options';
import { ok, type Result } from '../core/result';

export const TECH_CHESS_OPTIONS = defineOptions([
  {
    name: 'pawnMoves',
    label: 'Pawn moves',
    help: 'How pawns (2-10) move and capture, one square: forward3 = forward and the two forward diagonals; forward3sideways adds left and right; all8 = any direction.',
    type: 'enum',
    default: 'forward3sideways',
    choices: ['forward3', 'forward3sideways', 'all8'],
  },
  {
    name: 'stalemate',
    label: 'Stalemate',
    help: 'A player not in check (one king or two) with no legal move, build or upgrade: draw, or a loss for the stalemated player.',
    type: 'enum',
    default: 'draw',
    choices: ['draw', 'loss'],
  },
  {
    name: 'upgrades',
    label: 'Upgrades per player',
    help: 'How many times per game each player may upgrade a 2, 3 or 4 pawn.',
    type: 'int',
    default: 2,
    min: 0,
    max: 20,
  },
  {
    name: 'builds',
    label: 'Builds per player',
    help: 'How many times per game each player may build a 2-10 pawn from hand.',
    type: 'int',
    default: 3,
    min: 0,
    max: 20,
  },
  {
    name: 'clock',
    label: 'Clock (minutes)',
    help: 'Chess clock: minutes per player; 0 = no clock.',
    type: 'int',
    default: 0,
    min: 0,
    max: 600,
  },
  {
    name: 'clockIncrement',
    label: 'Clock increment (seconds)',
    help: 'Seconds added to a player’s clock after each of their turns.',
    type: 'int',
    default: 0,
    min: 0,
    max: 600,
  },
  {
    name: 'dealing',
    label: 'Dealing',
    help: 'table: the cards are shuffled and dealt at the table and the app learns a card when it is played; app: the app shuffles (seeded) and names every card dealt.',
    type: 'enum',
    default: 'table',
    choices: ['table', 'app'],
  },
  { name: 'handSize', label: 'Cards dealt', help: 'Cards dealt to each player at the start.', type: 'int', default: 3, min: 0, max: 10 },
  {
    name: 'p1Setup',
    label: 'Player 1 layout',
    help: 'Player 1’s 12 cards: a1-f1 then a2-f2 (values 1 13 12 11 13 1 / 2 3 4 4 3 2, services or science), e.g. "1se 13se 12se 11sc 13sc 1sc 2se 3se 4se 4sc 3sc 2sc". Empty = that default.',
    type: 'text',
    default: '',
  },
  {
    name: 'p2Setup',
    label: 'Player 2 layout',
    help: 'Player 2’s 12 cards: a6-f6 then a5-f5 (values 1 13 12 11 13 1 / 2 3 4 4 3 2, knowledge or technology), e.g. "1kn 13kn 12kn 11te 13te 1te 2kn 3kn 4kn 4te 3te 2te". Empty = that default.',
    type: 'text',
    default: '',
  },
] as const);

/** The typed options of a Tech Chess game. */
export type TechChessOptions = OptionsOf<typeof TECH_CHESS_OPTIONS.specs>;

/** Typed, checked options from a (possibly partial) option record. */
export function techChessOptions(given: Options): Result<TechChessOptions> {
  const resolved = resolveOptions(TECH_CHESS_OPTIONS.specs, given);
  if (!resolved.ok) return resolved;
  return ok(TECH_CHESS_OPTIONS.read(resolved.value));
}
