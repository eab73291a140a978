/**
 * Tech Chess variant options and setup (tech-chess.txt "Game setup",
 * CLARIFICATIONS.md "Tech Chess"). Which 11 and 12 each player uses and which
 * domain's copy stands where are setup inputs: the `p1Setup`/`p2Setup` options
 * list a player's 12 cards, first rank then second rank, from the a-file
 * (empty = the default layout). The wilds are expelled, the rest of the deck
 * is shuffled with the seeded RNG kept in the state, and each player is dealt
 * `handSize` cards (known to the app only with `dealing: app`).
 */
import { chessClock } from '../core/clock';
import { cardDomain, cardValue, parseTechCard, formatTechCard, techDeckCodes, WILD, type CardCode } from '../core/cards';
import type { MatchConfig, OptionSpec, Options } from '../core/game';
import { resolveOptions } from '../core/options';
import { err, ok, type Result } from '../core/result';
import { seedRng, shuffle } from '../core/rng';
import { ownRank } from './board';
import { SEAT_DOMAINS, type Hand, type Piece, type Seat, type TechChessOptions, type TechChessState } from './types';

export const TECH_CHESS_OPTIONS: readonly OptionSpec[] = [
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
];

/** Values of a player's first rank then second rank, from the a-file (architecture.md). */
export const LAYOUT_VALUES = [1, 13, 12, 11, 13, 1, 2, 3, 4, 4, 3, 2] as const;

export function defaultLayout(seat: Seat): CardCode[] {
  const [left, right] = SEAT_DOMAINS[seat];
  return LAYOUT_VALUES.map((v, i) => `${v}${(i % 6 < 3 ? left : right) as string}`);
}

/** Parses a layout text into 12 canonical codes, checking values, domains and duplicates. */
export function parseLayout(seat: Seat, text: string): Result<CardCode[]> {
  const option = seat === 0 ? 'p1Setup' : 'p2Setup';
  const rule = 'Tech Chess setup, step 3';
  if (text.trim() === '') return ok(defaultLayout(seat));
  const words = text.trim().split(/[\s,/]+/);
  if (words.length !== 12) {
    return err(
      'ERR_BAD_SETUP',
      `Option ${option} must list 12 cards (first rank then second rank, from the a-file); got ${words.length}.`,
      { rule, path: `options.${option}` },
    );
  }
  const cards: CardCode[] = [];
  for (let i = 0; i < 12; i++) {
    const parsed = parseTechCard(words[i]!);
    const where = `options.${option}[${i}]`;
    if (!parsed.ok || parsed.value.kind === 'wild')
      return err('ERR_BAD_SETUP', `Option ${option}: "${words[i]}" is not a Tech Deck card.`, { rule, path: where });
    const code = formatTechCard(parsed.value);
    if (cardValue(code) !== LAYOUT_VALUES[i]) {
      return err(
        'ERR_BAD_SETUP',
        `Option ${option}: position ${i + 1} must hold a ${LAYOUT_VALUES[i]} (the standard setup), not ${code}.`,
        { rule, path: where },
      );
    }
    if (!SEAT_DOMAINS[seat].includes(cardDomain(code)!)) {
      return err('ERR_BAD_SETUP', `Option ${option}: ${code} is not of player ${seat + 1}'s domains (${SEAT_DOMAINS[seat].join(', ')}).`, {
        rule,
        path: where,
      });
    }
    if (cards.includes(code))
      return err('ERR_BAD_SETUP', `Option ${option}: ${code} is listed twice; each card exists once.`, { rule, path: where });
    cards.push(code);
  }
  return ok(cards);
}

/** Typed, checked options from a (possibly partial) option record. */
export function techChessOptions(given: Options): Result<TechChessOptions> {
  const resolved = resolveOptions(TECH_CHESS_OPTIONS, given);
  if (!resolved.ok) return resolved;
  // resolveOptions has checked every value against the specs above, so the casts hold.
  return ok(resolved.value as unknown as TechChessOptions);
}

/** The 36-square board of the standard setup with the given layouts. */
export function setupBoard(layouts: readonly [readonly CardCode[], readonly CardCode[]]): (Piece | null)[] {
  const board: (Piece | null)[] = Array.from({ length: 36 }, () => null);
  for (const seat of [0, 1] as const) {
    layouts[seat].forEach((card, i) => {
      const rank = ownRank(seat, i < 6 ? 0 : 1);
      board[rank * 6 + (i % 6)] = { card, owner: seat };
    });
  }
  return board;
}

export function setup(config: MatchConfig): Result<TechChessState> {
  if (config.players.length !== 2) {
    return err('ERR_PLAYER_COUNT', `Tech Chess is for exactly 2 players; got ${config.players.length}.`, {
      rule: 'Tech Chess: two players',
      path: 'players',
    });
  }
  const opts = techChessOptions(config.options);
  if (!opts.ok) return opts;
  const options = opts.value;
  const l1 = parseLayout(0, options.p1Setup);
  if (!l1.ok) return l1;
  const l2 = parseLayout(1, options.p2Setup);
  if (!l2.ok) return l2;
  const onBoard = new Set([...l1.value, ...l2.value]);
  const rest = techDeckCodes({ wilds: false }).filter((c) => !onBoard.has(c));
  const [deck, rng] = shuffle(seedRng(config.seed), rest);
  const n = options.handSize;
  let hands: [Hand, Hand];
  let pool: CardCode[];
  if (options.dealing === 'app') {
    hands = [
      { known: deck.slice(0, n), unknown: 0 },
      { known: deck.slice(n, 2 * n), unknown: 0 },
    ];
    pool = deck.slice(2 * n);
  } else {
    hands = [
      { known: [], unknown: n },
      { known: [], unknown: n },
    ];
    pool = deck;
  }
  return ok({
    options,
    players: config.players.slice(),
    board: setupBoard([l1.value, l2.value]),
    turn: 0,
    ply: 0,
    hands,
    pool,
    deckCount: rest.length - 2 * n,
    discard: [],
    expelled: [WILD, WILD],
    upgradesUsed: [0, 0],
    buildsUsed: [0, 0],
    rng,
    clock: options.clock > 0 ? chessClock(2, options.clock * 60_000, options.clockIncrement * 1000) : null,
    lastMove: null,
    result: null,
    ending: null,
  });
}
