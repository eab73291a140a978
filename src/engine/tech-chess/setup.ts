/**
 * Tech Chess setup (tech-chess.txt "Game setup",
 * CLARIFICATIONS.md "Tech Chess"). Which 11 and 12 each player uses and which
 * domain's copy stands where are setup inputs: the `p1Setup`/`p2Setup` options
 * list a player's 12 cards, first rank then second rank, from the a-file
 * (empty = the default layout). The wilds are expelled, the rest of the deck
 * is shuffled with the seeded RNG kept in the state, and each player is dealt
 * `handSize` cards (known to the app only with `dealing: app`).
 */
import { chessClock } from '../core/clock';
import { cardDomain, cardValue, parseTechCard, formatTechCard, techDeckCodes, WILD, type CardCode } from '../core/cards';
import type { MatchConfig } from '../core/game';
import { err, ok, type Result } from '../core/result';
import { seedRng, shuffle } from '../core/rng';
import { ownRank } from './board';
import { techChessOptions } from './options';
import { SEAT_DOMAINS, type Hand, type Piece, type Seat, type TechChessState } from './types';

export { TECH_CHESS_OPTIONS, techChessOptions } from './options';

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
      { rule, path: `options.${option}`, params: { variant: 'optionMust', option, wordCount: words.length } },
    );
  }
  const cards: CardCode[] = [];
  for (let i = 0; i < 12; i++) {
    const parsed = parseTechCard(words[i]!);
    const where = `options.${option}[${i}]`;
    if (!parsed.ok || parsed.value.kind === 'wild')
      return err('ERR_BAD_SETUP', `Option ${option}: "${words[i]}" is not a Tech Deck card.`, {
        rule,
        path: where,
        params: { variant: 'optionTech', option, word: words[i] },
      });
    const code = formatTechCard(parsed.value);
    if (cardValue(code) !== LAYOUT_VALUES[i]) {
      return err(
        'ERR_BAD_SETUP',
        `Option ${option}: position ${i + 1} must hold a ${LAYOUT_VALUES[i]} (the standard setup), not ${code}.`,
        { rule, path: where, params: { variant: 'optionPosition', option, i: i + 1, LAYOUTVALUES: LAYOUT_VALUES[i], code } },
      );
    }
    if (!SEAT_DOMAINS[seat].includes(cardDomain(code)!)) {
      return err('ERR_BAD_SETUP', `Option ${option}: ${code} is not of player ${seat + 1}'s domains (${SEAT_DOMAINS[seat].join(', ')}).`, {
        rule,
        path: where,
        params: { variant: 'optionPlayer', option, code, seat: seat + 1, SEATDOMAINS: SEAT_DOMAINS[seat].join(', ') },
      });
    }
    if (cards.includes(code))
      return err('ERR_BAD_SETUP', `Option ${option}: ${code} is listed twice; each card exists once.`, {
        rule,
        path: where,
        params: { variant: 'optionListed', option, code },
      });
    cards.push(code);
  }
  return ok(cards);
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
      params: { variant: 'techChess', playerCount: config.players.length },
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
