/**
 * Tech Chess bots (core/bots.ts, core/mcts.ts) over this game's moves: every
 * piece move (from the memoised legal move set), every upgrade and build with
 * a card of the hand the engine knows (dealt by the app). Card effects and
 * resignations are left out: an effect is guided edits at the table, and a
 * bot that resigns teaches nothing. The evaluation is material; the
 * determinizer deals the opponent's hand anew from the cards the seat cannot
 * see (that hand and the deck).
 */
import type { BotGame } from '../core/bots';
import type { Decider, GameSimulation } from '../core/bot';
import { makeBot } from '../core/bots';
import type { MatchConfig } from '../core/game';
import { ok } from '../core/result';
import { randomInt, shuffle, type RngState } from '../core/rng';
import { domainSeat, kindOf, squareIndex, squareName, type Kind } from './board';
import { decide } from './ending';
import { moveCaptured, OFF, SIDE_BIT, WIDTH } from './movegen';
import { scratchPositionOf } from './position';
import { handCount } from './draft';
import { due } from './flow';
import { buildCount, buildSquares, upgradableCount, upgradableSquares } from './legal';
import { legalMovesOn } from './memo';
import { setup } from './setup';
import { techChessGame } from './index';
import type { Seat, TechChessAction, TechChessState } from './types';
import { validate } from './validate';

const MS_PER_ACTION = 5000;

function decider(state: TechChessState, at: number): Decider {
  if (state.result) return { kind: 'done' };
  if (state.clock && due(state, at)) return { kind: 'table' };
  return { kind: 'seat', seat: state.turn };
}

/** Upgrades and builds of the known hand cards on the squares that allow one, before the rules judge them. */
function rawCardActions(state: TechChessState): TechChessAction[] {
  const seat = state.turn;
  const cards = [...new Set(state.hands[seat].known)].filter((c) => domainSeat(c) === seat);
  if (cards.length === 0) return [];
  const out: TechChessAction[] = [];
  for (const square of upgradableSquares(state)) for (const card of cards) out.push({ type: 'upgrade', square, card });
  for (const square of buildSquares(state)) for (const card of cards) out.push({ type: 'build', square, card });
  return out;
}

/** How many actions rawCardActions lists, counted without building them: (upgradable + build squares) x distinct cards. */
function cardActionSpace(state: TechChessState): { readonly count: number } {
  const seat = state.turn;
  const hand = state.hands[seat].known;
  if (hand.length === 0) return { count: 0 };
  const cards = new Set(hand.filter((c) => domainSeat(c) === seat)).size;
  if (cards === 0) return { count: 0 };
  return { count: cards * (upgradableCount(state) + buildCount(state)) };
}

/**
 * Upgrades and builds the rules accept now, one per square and piece kind:
 * building a 2 or a 3 pawn on a square is the same move to a search, and
 * judging every card on every square would cost more than the search itself.
 */
function cardActions(state: TechChessState, at: number): TechChessAction[] {
  const ctx = { at };
  const seen = new Set<string>();
  return rawCardActions(state).filter((a) => {
    if (a.type !== 'build' && a.type !== 'upgrade') return false;
    const key = `${a.type}:${a.square}:${a.type === 'build' ? 'pawn' : kindOf(a.card)}`;
    if (seen.has(key)) return false;
    const legal = validate(state, a, ctx).ok;
    if (legal) seen.add(key);
    return legal;
  });
}

/** Square names by index, built once. */
const SQUARE_NAMES = Array.from({ length: 36 }, (_, i) => squareName(i));

/** The piece-move actions of a legal move list, kept per list (legalMovesOn memoises the list per board). */
const moveActions = new WeakMap<readonly (readonly [number, number])[], readonly TechChessAction[]>();

function pieceMoves(state: TechChessState): readonly TechChessAction[] {
  const legal = legalMovesOn(state.board, state.turn, state.options.pawnMoves);
  let actions = moveActions.get(legal);
  if (!actions) {
    actions = legal.map(([from, to]): TechChessAction => ({
      type: 'move',
      from: SQUARE_NAMES[from] as string,
      to: SQUARE_NAMES[to] as string,
    }));
    moveActions.set(legal, actions);
  }
  return actions;
}

/** A search tree's key of an action: a plain piece move by its squares, anything else by its JSON. */
function actionKey(a: TechChessAction): string {
  return a.type === 'move' && !a.ability ? a.from + a.to : JSON.stringify(a);
}

function moves(state: TechChessState, actor: number | null, rng: RngState, at: number): [TechChessAction[], RngState] {
  if (state.result) return [[], rng];
  if (actor === null) {
    const d = state.clock ? due(state, at) : null;
    return [d ? [d.action] : [], rng];
  }
  if (actor !== state.turn) return [[], rng];
  return [[...pieceMoves(state), ...cardActions(state, at)], rng];
}

const VALUE: Readonly<Record<Kind, number>> = { pawn: 1, knight: 3, rook: 5, queen: 9, king: 12 };

/** Material from `seat`'s side: pieces on the board, a little for cards in hand and builds and upgrades left. */
export function material(state: TechChessState, seat: number): number {
  let v = 0;
  for (const p of state.board) {
    if (!p) continue;
    const kind = kindOf(p.card);
    const value = kind ? VALUE[kind] : 0;
    v += p.owner === seat ? value : -value;
  }
  const other = seat === 0 ? 1 : 0;
  v += 0.3 * (handCount(state.hands[seat as Seat]) - handCount(state.hands[other]));
  return v;
}

/** A piece move inside the search: the board and the turn, and the end of the game; other actions as the rules apply them. */
function searchStep(state: TechChessState, action: TechChessAction, at: number): TechChessState {
  if (action.type !== 'move') return techChessGame.apply(state, action, { at });
  const from = squareIndex(action.from);
  const to = squareIndex(action.to);
  const board = state.board.slice();
  const captured = board[to] ?? null;
  board[to] = board[from] ?? null;
  board[from] = null;
  const next: TechChessState = {
    ...state,
    board,
    turn: state.turn === 0 ? 1 : 0,
    ply: state.ply + 1,
    lastMove: { from, to, captured: captured ? captured.card : null },
  };
  const end = decide(next);
  return end ? { ...next, result: end.result, ending: end.ending } : next;
}

const KING_STEPS = [1, -1, WIDTH, -WIDTH, WIDTH + 1, WIDTH - 1, -WIDTH + 1, -WIDTH - 1];
const CODE_VALUE = [0, VALUE.rook, VALUE.knight, VALUE.queen, VALUE.king, VALUE.pawn];

/** Random piece moves on the move generator for `depth` plies, then the material (or the result) as rewards. */
function fastRollout(state: TechChessState, rng: RngState, depth: number): [number[], RngState] {
  // The reused position: nothing else asks for it while the rollout plays on it.
  const pos = scratchPositionOf(state.board, state.turn, state.options.pawnMoves);
  let r = rng;
  // The rollout policy: half the time a capture when there is one (random play rarely finishes a king off).
  for (let ply = 0; ply < depth; ply++) {
    const n = pos.generateLegal(0);
    if (n === 0) break;
    let i: number;
    [i, r] = randomInt(r, 2 * n);
    if (i >= n) {
      let captures = 0;
      for (let j = 0; j < n; j++) if (moveCaptured(pos.buffer[j] as number) !== 0) pos.buffer[n + captures++] = pos.buffer[j] as number;
      if (captures > 0) {
        [i, r] = randomInt(r, captures);
        i += n;
      } else i -= n;
    }
    pos.make(pos.buffer[i] as number);
  }
  for (const seat of [0, 1] as const) if (pos.kings[seat] === 0) return [seat === 0 ? [0, 1] : [1, 0], r];
  if (pos.finished()) return [[0.5, 0.5], r];
  let v = 0;
  for (const p of pos.board) {
    if (p === 0 || p === OFF) continue;
    const value = CODE_VALUE[p & 7] ?? 0;
    v += p & SIDE_BIT[1] ? -value : value;
  }
  v += 0.3 * (handCount(state.hands[0]) - handCount(state.hands[1]));
  // A lone king is mated by taking its squares away: each square it may step to is worth a little to its side.
  for (const seat of [0, 1] as const) {
    if (pos.kings[seat] !== 1) continue;
    const king = pos.kingSquares(seat)[0] as number;
    let free = 0;
    for (const d of KING_STEPS) {
      const t = king + d;
      const q = pos.board[t] as number;
      if (q !== OFF && !(q & SIDE_BIT[seat]) && !pos.attacked(t, seat === 0 ? 1 : 0)) free++;
    }
    v += (seat === 0 ? 1 : -1) * 0.5 * (free - 8);
  }
  const p0 = 1 / (1 + Math.exp(-v / 3));
  return [[p0, 1 - p0], r];
}

/** Deals the opponent's hand again from the cards `seat` cannot see: that hand and the deck. */
function determinize(state: TechChessState, seat: number, rng: RngState): [TechChessState, RngState] {
  const other: Seat = seat === 0 ? 1 : 0;
  const hand = state.hands[other];
  if (hand.known.length === 0 || state.pool.length === 0) return [state, rng];
  const [mixed, r] = shuffle(rng, [...hand.known, ...state.pool]);
  const hands: [TechChessState['hands'][0], TechChessState['hands'][1]] = [state.hands[0], state.hands[1]];
  hands[other] = { known: mixed.slice(0, hand.known.length), unknown: hand.unknown };
  return [{ ...state, hands, pool: mixed.slice(hand.known.length) }, r];
}

export const techChessBotGame: BotGame<TechChessState, TechChessAction> = {
  def: techChessGame,
  players: () => 2,
  decider,
  moves,
  randomMove(state, actor, rng, at) {
    if (actor === null || state.result) {
      const [list, r] = moves(state, actor, rng, at);
      return [list[0] ?? null, r];
    }
    if (actor !== state.turn) return [null, rng];
    // Uniform over the legal actions without judging them all: piece moves are legal as generated; a card
    // action drawn is judged, and an illegal one is struck out and the draw made again (rejection sampling).
    // The card actions are built only when one is drawn, in rawCardActions' order (the same draws as the list).
    const piece = legalMovesOn(state.board, state.turn, state.options.pawnMoves);
    const card = cardActionSpace(state);
    let cards: TechChessAction[] | null = null;
    let left = card.count;
    let r = rng;
    while (piece.length + left > 0) {
      let i: number;
      [i, r] = randomInt(r, piece.length + left);
      if (i < piece.length) {
        const m = piece[i] as readonly [number, number];
        return [{ type: 'move', from: SQUARE_NAMES[m[0]] as string, to: SQUARE_NAMES[m[1]] as string }, r];
      }
      cards ??= rawCardActions(state);
      const a = cards[i - piece.length] as TechChessAction;
      if (validate(state, a, { at }).ok) return [a, r];
      cards.splice(i - piece.length, 1);
      left--;
    }
    return [null, r];
  },
  // Below the root the search plays piece moves only, on a light step, and rolls out on the move generator.
  treeMoves: (state, actor, rng) => [state.result || actor !== state.turn ? [] : pieceMoves(state), rng],
  searchStep,
  actionKey,
  rollout: fastRollout,
  evaluate: material,
  evaluationScale: 3,
  determinize,
  msPerAction: MS_PER_ACTION,
  rolloutDepth: 8,
};

/** Dealt by the app: every hand known to the engine, each seat's view showing only its own. */
const DEALT = { dealing: 'app' } as const;

export const techChessSimulation: GameSimulation<TechChessState, TechChessAction> = {
  dealtOptions: DEALT,
  setup: (config: MatchConfig) => setup({ ...config, options: { ...config.options, ...DEALT } }),
  decider,
  msPerAction: MS_PER_ACTION,
  bot: (spec) => ok(makeBot(techChessBotGame, spec)),
};
