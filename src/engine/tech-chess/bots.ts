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
import { kindOf, squareName, type Kind } from './board';
import { handCount } from './draft';
import { due } from './flow';
import { buildSquares, upgradableSquares } from './legal';
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

/** Upgrades and builds with the known hand cards the rules accept now. */
function cardActions(state: TechChessState, at: number): TechChessAction[] {
  const seat = state.turn;
  const cards = [...new Set(state.hands[seat].known)];
  if (cards.length === 0) return [];
  const out: TechChessAction[] = [];
  const ctx = { at };
  for (const square of upgradableSquares(state))
    for (const card of cards) {
      const a: TechChessAction = { type: 'upgrade', square, card };
      if (validate(state, a, ctx).ok) out.push(a);
    }
  for (const square of buildSquares(state))
    for (const card of cards) {
      const a: TechChessAction = { type: 'build', square, card };
      if (validate(state, a, ctx).ok) out.push(a);
    }
  return out;
}

function pieceMoves(state: TechChessState): TechChessAction[] {
  return legalMovesOn(state.board, state.turn, state.options.pawnMoves).map(([from, to]) => ({
    type: 'move',
    from: squareName(from),
    to: squareName(to),
  }));
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
    // Piece moves need no validation; the few card actions are listed only when the hand holds a card.
    const piece = legalMovesOn(state.board, state.turn, state.options.pawnMoves);
    const cards = state.hands[state.turn].known.length > 0 ? cardActions(state, at) : [];
    const n = piece.length + cards.length;
    if (n === 0) return [null, rng];
    const [i, r] = randomInt(rng, n);
    if (i < piece.length) {
      const [from, to] = piece[i] as readonly [number, number];
      return [{ type: 'move', from: squareName(from), to: squareName(to) }, r];
    }
    return [cards[i - piece.length] as TechChessAction, r];
  },
  evaluate: material,
  evaluationScale: 3,
  determinize,
  msPerAction: MS_PER_ACTION,
  rolloutDepth: 24,
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
