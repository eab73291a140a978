/**
 * The turn actions of Tech Chess (moving a piece, upgrading, building, using a
 * card effect) checked and carried out on the board and the cards. Nothing
 * here reads the time: the clock is rules.ts's. Errors carry stable codes and
 * name the rule (tech-chess.txt, CLARIFICATIONS.md "Tech Chess").
 *
 * Readings the texts leave open, made explicit here:
 * - The one-king rule covers every action, not only moves: with one king
 *   left, no move, upgrade, build or card effect may leave it attacked
 *   (a build or an upgrade can block a check). Capturing the opponent's last
 *   king is always allowed: it ends the game.
 * - A capture and the capturing card's ability are one turn: the one-king
 *   rule is judged on the board after the ability.
 */
import { cardDomain, cardValue, WILD } from '../core/cards';
import { err, ok, type Result } from '../core/result';
import { kindOf, otherSeat, ownRank, rankOf, seatLabel, squareIndex, squareName } from './board';
import { applyEdits, commitDraft, draftOf, takeFromHand, type Draft } from './draft';
import { decide, type Ended } from './ending';
import { explainPieceMove } from './explain';
import { isLegalMoveOn, memoTurn } from './memo';
import { toSquare } from './movegen';
import { positionOf } from './position';
import {
  SEAT_DOMAINS,
  type LastMove,
  type Piece,
  type Seat,
  type TechChessAction,
  type TechChessErrorCode,
  type TechChessState,
} from './types';

const R = {
  move: 'Tech Chess: moving a piece',
  check: 'Tech Chess: checks (with one king left, it may not be left attacked)',
  upgrade: 'Tech Chess: upgrading a piece',
  build: 'Tech Chess: building a piece',
};

export type TurnAction = Extract<TechChessAction, { type: 'move' | 'upgrade' | 'build' | 'effect' }>;

/** A turn action carried out on the board and the cards, before the clock: the state after it and how the game ended, if it did. */
export interface Turned {
  /** The state after the turn, its clock not yet pressed (the clock is the caller's: it depends on the time). */
  readonly after: TechChessState;
  readonly end: Ended | null;
}

/**
 * Checks and carries out a turn action, apart from the clock. Its verdict
 * depends only on the state and the action, never on the time, so
 * `turnOf` memoises it per state (validate then apply cost one evaluation).
 */
export function evaluateTurn(state: TechChessState, action: TurnAction): Result<Turned, TechChessErrorCode> {
  const plain = action.type === 'move' && !(action.ability && action.ability.length > 0) ? plainMove(state, action) : null;
  if (plain) return ok({ after: plain, end: decide(plain) });
  return judgeTurn(state, action);
}

/** `evaluateTurn` in full, through the draft and every check (exported so tests compare the plain-move path with it). */
export function judgeTurn(state: TechChessState, action: TurnAction): Result<Turned, TechChessErrorCode> {
  const seat = state.turn;
  const d = draftOf(state);
  let lastMove: LastMove | null = null;
  let usedUpgrade = 0;
  let usedBuild = 0;
  switch (action.type) {
    case 'move': {
      const r = movePiece(state, d, action);
      if (!r.ok) return r;
      lastMove = r.value;
      break;
    }
    case 'upgrade': {
      const r = upgrade(state, d, action.square, action.card);
      if (!r.ok) return r;
      usedUpgrade = 1;
      break;
    }
    case 'build': {
      const r = build(state, d, action.square, action.card);
      if (!r.ok) return r;
      usedBuild = 1;
      break;
    }
    case 'effect': {
      const t = takeFromHand(d, seat, action.card, 'card');
      if (!t.ok) return t;
      const e = applyEdits(d, action.edits, { effect: true, actor: seat }, 'edits');
      if (!e.ok) return e;
      d.discard.push(action.card);
      break;
    }
  }
  const exposed = loneKingExposed(state, d, seat);
  if (exposed) return exposed;
  const next = commitDraft(state, d);
  const up = state.upgradesUsed.slice() as [number, number];
  const bu = state.buildsUsed.slice() as [number, number];
  up[seat] += usedUpgrade;
  bu[seat] += usedBuild;
  const after: TechChessState = {
    ...next,
    turn: otherSeat(seat),
    ply: state.ply + 1,
    upgradesUsed: up,
    buildsUsed: bu,
    lastMove,
  };
  return ok({ after, end: decide(after) });
}

/**
 * A piece move without an ability that is among the legal moves (memoised
 * per board): the state after it, built straight from the board, or null for
 * any other move (judged in full, with the reason of a refusal). A legal
 * move never leaves a lone king attacked, and touches no hand and no pool,
 * so the draft and the one-king check are not needed; the result is the
 * state the full path builds.
 */
function plainMove(state: TechChessState, action: Extract<TechChessAction, { type: 'move' }>): TechChessState | null {
  const from = squareIndex(action.from);
  const to = squareIndex(action.to);
  if (from < 0 || to < 0 || !isLegalMoveOn(state.board, state.turn, state.options.pawnMoves, from, to)) return null;
  const board = state.board.slice();
  const piece = board[from] ?? null;
  const target = board[to] ?? null;
  board[to] = piece;
  board[from] = null;
  const king = target !== null && kindOf(target.card) === 'king';
  return {
    ...state,
    board,
    ...(target === null ? {} : king ? { expelled: [...state.expelled, target.card] } : { discard: [...state.discard, target.card] }),
    turn: otherSeat(state.turn),
    ply: state.ply + 1,
    lastMove: { from, to, captured: target?.card ?? null },
  };
}

/** The memoised `evaluateTurn`: the same state and action are judged once. */
export const turnOf = (state: TechChessState, action: TurnAction): Result<Turned, TechChessErrorCode> =>
  memoTurn(state, action, evaluateTurn);

function movePiece(state: TechChessState, d: Draft, a: Extract<TechChessAction, { type: 'move' }>): Result<LastMove, TechChessErrorCode> {
  const seat = state.turn;
  const from = squareIndex(a.from);
  const to = squareIndex(a.to);
  if (from < 0)
    return err('ERR_BAD_SQUARE', `"${a.from}" is not a square: files run a-f and ranks 1-6.`, {
      rule: R.move,
      path: 'from',
      params: { variant: 'squareFiles3', from: a.from },
    });
  if (to < 0)
    return err('ERR_BAD_SQUARE', `"${a.to}" is not a square: files run a-f and ranks 1-6.`, {
      rule: R.move,
      path: 'to',
      params: { variant: 'squareFiles4', to: a.to },
    });
  const piece = state.board[from];
  if (!piece)
    return err('ERR_NO_PIECE', `There is no piece on ${squareName(from)} to move.`, {
      rule: R.move,
      path: 'from',
      params: { variant: 'pieceMove', squareName: squareName(from) },
    });
  if (piece.owner !== seat) {
    return err(
      'ERR_NOT_YOUR_PIECE',
      `${squareName(from)} holds ${piece.card}, a piece of ${seatLabel(piece.owner)}; it is ${seatLabel(seat)}'s turn.`,
      {
        rule: R.move,
        path: 'from',
        params: {
          variant: 'holdsPiece',
          squareName: squareName(from),
          card: piece.card,
          seatLabel: seatLabel(piece.owner),
          seatLabel2: seatLabel(seat),
        },
      },
    );
  }
  if (from === to) return err('ERR_NO_MOVE', 'A move must go to a different square.', { rule: R.move, path: 'to' });
  const target = state.board[to];
  if (target && target.owner === seat) {
    return err('ERR_OWN_PIECE', `${squareName(to)} holds your own ${target.card}: a piece captures only an opposing piece.`, {
      rule: R.move,
      path: 'to',
      params: { squareName: squareName(to), card: target.card },
    });
  }
  // A capture with an ability is judged after the ability (it may remove the checking piece): loneKingExposed does it.
  const withAbility = target !== null && (a.ability?.length ?? 0) > 0;
  // A move among the legal ones (memoised per board, the set the board shows and the bots draw from) is
  // pseudo-legal and legal: the generator is asked again only to tell why a move is refused.
  if (!isLegalMoveOn(state.board, seat, state.options.pawnMoves, from, to)) {
    const pos = positionOf(state.board, seat, state.options.pawnMoves);
    if (pos.findPseudo(from, to) === 0) return explainPieceMove(state.board, from, to, state.options.pawnMoves);
    if (withAbility || pos.findLegal(from, to) !== 0) return carryOut(d, seat, piece, from, to, target, a);
    return err(
      'ERR_KING_LEFT_ATTACKED',
      `With one king left, a move may not leave it attacked: after ${squareName(from)}${squareName(to)} your king on ${squareName(kingAfter(state, seat, from, to))} would be attacked.`,
      {
        rule: R.check,
        path: 'to',
        params: {
          variant: 'kingLeft',
          squareName: squareName(from),
          squareName2: squareName(to),
          squareName3: squareName(kingAfter(state, seat, from, to)),
        },
      },
    );
  }
  return carryOut(d, seat, piece, from, to, target, a);
}

/** The move on the draft: the piece, its capture, the capturing card's ability. */
function carryOut(
  d: Draft,
  seat: Seat,
  piece: Piece,
  from: number,
  to: number,
  target: Piece | null | undefined,
  a: Extract<TechChessAction, { type: 'move' }>,
): Result<LastMove, TechChessErrorCode> {
  d.board[to] = piece;
  d.board[from] = null;
  if (target) (kindOf(target.card) === 'king' ? d.expelled : d.discard).push(target.card);
  if (a.ability && a.ability.length > 0) {
    if (!target)
      return err('ERR_ABILITY_WITHOUT_CAPTURE', "A piece's card ability may be used only when it makes a capture.", {
        rule: R.move,
        path: 'ability',
      });
    const e = applyEdits(d, a.ability, { effect: true, actor: seat }, 'ability');
    if (!e.ok) return e;
  }
  return ok({ from, to, captured: target?.card ?? null });
}

/** Where `seat`'s (only) king stands after moving from `from` to `to`. */
function kingAfter(state: TechChessState, seat: Seat, from: number, to: number): number {
  const king = state.board.findIndex((p) => p?.owner === seat && kindOf(p.card) === 'king');
  return king === from ? to : king;
}

function checkHandCard(state: TechChessState, card: string, rule: string): Result<undefined, TechChessErrorCode> | null {
  const seat = state.turn;
  const domain = cardDomain(card);
  if (card === WILD || domain === null)
    return err('ERR_BAD_CARD_CODE', `"${card}" is not a valued Tech Deck card.`, {
      rule,
      path: 'card',
      params: { variant: 'valuedTech', card },
    });
  if (!SEAT_DOMAINS[seat].includes(domain)) {
    return err('ERR_NOT_YOUR_DOMAIN', `${card} is not of ${seatLabel(seat)}'s domains (${SEAT_DOMAINS[seat].join(', ')}).`, {
      rule,
      path: 'card',
      params: { card, seatLabel: seatLabel(seat), SEATDOMAINS: SEAT_DOMAINS[seat].join(', ') },
    });
  }
  return null;
}

/** Upgrades and builds are each limited per player per game (the variant options set how many). */
function checkAllowance(
  seat: Seat,
  used: number,
  limit: number,
  verb: string,
  code: 'ERR_UPGRADE_LIMIT' | 'ERR_BUILD_LIMIT',
  rule: string,
): Result<never, TechChessErrorCode> | null {
  if (used < limit) return null;
  return err(code, `Each player may ${verb} ${limit} time${limit === 1 ? '' : 's'} per game; ${seatLabel(seat)} has used all of them.`, {
    rule,
  });
}

function upgrade(state: TechChessState, d: Draft, square: string, card: string): Result<undefined, TechChessErrorCode> {
  const seat = state.turn;
  const spent = checkAllowance(seat, state.upgradesUsed[seat], state.options.upgrades, 'upgrade', 'ERR_UPGRADE_LIMIT', R.upgrade);
  if (spent) return spent;
  const sq = squareIndex(square);
  if (sq < 0)
    return err('ERR_BAD_SQUARE', `"${square}" is not a square.`, {
      rule: R.upgrade,
      path: 'square',
      params: { variant: 'square', square },
    });
  const piece = state.board[sq];
  if (!piece)
    return err('ERR_NO_PIECE', `There is no piece on ${squareName(sq)} to upgrade.`, {
      rule: R.upgrade,
      path: 'square',
      params: { variant: 'pieceUpgrade', squareName: squareName(sq) },
    });
  if (piece.owner !== seat)
    return err('ERR_NOT_YOUR_PIECE', `${squareName(sq)} holds ${piece.card}, a piece of ${seatLabel(piece.owner)}.`, {
      rule: R.upgrade,
      path: 'square',
      params: { variant: 'holdsPiece2', squareName: squareName(sq), card: piece.card, seatLabel: seatLabel(piece.owner) },
    });
  const v = cardValue(piece.card);
  if (v === null || v < 2 || v > 4)
    return err('ERR_NOT_UPGRADABLE', `Only a 2, 3 or 4 pawn may be upgraded; ${squareName(sq)} holds ${piece.card}.`, {
      rule: R.upgrade,
      path: 'square',
      params: { squareName: squareName(sq), card: piece.card },
    });
  const bad = checkHandCard(state, card, R.upgrade);
  if (bad) return bad;
  if (cardValue(card) === 13)
    return err('ERR_UPGRADE_TO_KING', 'A piece may not be upgraded to a king (13).', { rule: R.upgrade, path: 'card' });
  const t = takeFromHand(d, seat, card, 'card');
  if (!t.ok) return t;
  d.board[sq] = { card, owner: seat };
  d.hands[seat].known.push(piece.card);
  return ok(undefined);
}

function build(state: TechChessState, d: Draft, square: string, card: string): Result<undefined, TechChessErrorCode> {
  const seat = state.turn;
  const spent = checkAllowance(seat, state.buildsUsed[seat], state.options.builds, 'build', 'ERR_BUILD_LIMIT', R.build);
  if (spent) return spent;
  const sq = squareIndex(square);
  if (sq < 0)
    return err('ERR_BAD_SQUARE', `"${square}" is not a square.`, { rule: R.build, path: 'square', params: { variant: 'square', square } });
  const rank = rankOf(sq);
  if (rank !== ownRank(seat, 0) && rank !== ownRank(seat, 1)) {
    const ranks = seat === 0 ? '1 and 2' : '6 and 5';
    return err(
      'ERR_BUILD_SQUARE',
      `A build goes on the builder's first or second rank (ranks ${ranks} for ${seatLabel(seat)}); ${squareName(sq)} is not.`,
      { rule: R.build, path: 'square', params: { ranks, seatLabel: seatLabel(seat), squareName: squareName(sq) } },
    );
  }
  if (state.board[sq])
    return err('ERR_SQUARE_OCCUPIED', `${squareName(sq)} is occupied by ${state.board[sq]!.card}; a build needs an empty square.`, {
      rule: R.build,
      path: 'square',
      params: { variant: 'occupiedBuild', squareName: squareName(sq), card: state.board[sq]!.card },
    });
  const bad = checkHandCard(state, card, R.build);
  if (bad) return bad;
  const v = cardValue(card)!;
  if (v < 2 || v > 10)
    return err('ERR_NOT_A_PAWN', `A build brings in a pawn, a card of value 2-10; ${card} is not.`, {
      rule: R.build,
      path: 'card',
      params: { card },
    });
  const t = takeFromHand(d, seat, card, 'card');
  if (!t.ok) return t;
  d.board[sq] = { card, owner: seat };
  return ok(undefined);
}

/** The one-king rule on the board after an action (skipped when the action took the opponent's last king). */
function loneKingExposed(state: TechChessState, d: Draft, seat: Seat): Result<never, TechChessErrorCode> | null {
  const pos = positionOf(d.board, seat, state.options.pawnMoves);
  const opp = otherSeat(seat);
  if (pos.kings[seat] !== 1 || pos.kings[opp] === 0) return null;
  const king = pos.kingSquares(seat)[0]!;
  if (!pos.attacked(king, opp)) return null;
  return err(
    'ERR_KING_LEFT_ATTACKED',
    `With one king left, no action may leave it attacked: your king on ${squareName(toSquare(king))} would be attacked.`,
    { rule: R.check, params: { variant: 'kingLeft2', squareName: squareName(toSquare(king)) } },
  );
}
