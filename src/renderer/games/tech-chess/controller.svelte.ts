/**
 * What the operator is doing on the Tech Chess board: the keyboard cursor,
 * the selected piece and its legal destinations (asked of the engine's
 * `dests`), the square picked for a build or an upgrade, and a capture
 * waiting for its "use the ability?" answer. Moves go to the engine through
 * the match session; a refused move keeps its reason where it was entered
 * ("board" for clicks, "typed" for the move field). A capture is two steps
 * however it is entered (clicked, typed or taken from "Actions now"): the
 * move, then the optional ability (the engine says when one may go with
 * it). A step the engine marks irreversible (a move that ends the game) is
 * confirmed once through the frame's dialog before it is sent.
 */
import type { RuleError } from '../../../engine/core/result';
import { abilityOffered, buildSquares, dests, parseTypedAction, techChessGame, upgradableSquares } from '../../../engine/tech-chess/index';
import type { Edit, TechChessAction, TechChessState, TechChessView } from '../../../engine/tech-chess/index';
import type { MatchSession } from '../../lib/match.svelte';
import { FILES, indexOf } from './model';
import { t } from '../../i18n/index.svelte';

export type BoardMode = 'move' | 'build' | 'upgrade';

export interface PendingCapture {
  readonly from: string;
  readonly to: string;
  readonly capturer: string;
  readonly captured: string;
  readonly where: string;
  /** Alone the capture leaves a lone king attacked: it is legal only if the ability removes the attack (judged after it). */
  readonly needsAbility?: boolean;
}

/** The part of MatchSession the controller uses (a fake in tests). */
export type SessionLike = Pick<
  MatchSession<TechChessState, TechChessAction, TechChessView>,
  'state' | 'refusal' | 'check' | 'act' | 'busy' | 'refuse' | 'clearRefusal'
>;

export class TechChessController {
  readonly session: SessionLike;
  cursor = $state('a1');
  selected = $state<string | null>(null);
  mode = $state<BoardMode>('move');
  /** The square picked for a build or an upgrade. */
  target = $state<string | null>(null);
  capture = $state.raw<PendingCapture | null>(null);
  /** What happened last, for a screen reader (and the eye). */
  status = $state('');
  /** Set by the view: the frame's ask-once dialog for an irreversible step (none in tests: sent at once). */
  confirm: ((title: string, run: () => Promise<unknown>) => void) | null = null;

  constructor(session: SessionLike) {
    this.session = session;
  }

  get s(): TechChessState {
    return this.session.state;
  }

  /** Highlighted squares: the selected piece's destinations, or where a build/upgrade may go. */
  get highlights(): readonly string[] {
    if (this.mode === 'build') return buildSquares(this.s);
    if (this.mode === 'upgrade') return upgradableSquares(this.s);
    return this.selected ? dests(this.s, this.selected) : [];
  }

  setMode(mode: BoardMode): void {
    this.mode = mode;
    this.selected = null;
    this.target = null;
  }

  moveCursor(df: number, dr: number): void {
    const f = Math.min(5, Math.max(0, this.cursor.charCodeAt(0) - 97 + df));
    const r = Math.min(6, Math.max(1, Number(this.cursor[1]) + dr));
    this.cursor = `${FILES[f]}${r}`;
  }

  private refuse(where: string, error: RuleError): void {
    this.session.refuse(where, error);
  }

  /** A click (or Enter) on a square. */
  pick(square: string): void {
    this.cursor = square;
    const s = this.s;
    if (s.result) return;
    if (this.mode !== 'move') {
      this.target = square;
      return;
    }
    const piece = s.board[indexOf(square)];
    if (this.selected === null || this.selected === square || (piece && piece.owner === s.turn)) {
      if (this.selected === square) {
        this.selected = null;
        return;
      }
      if (piece && piece.owner === s.turn) {
        this.selected = square;
        this.session.clearRefusal();
        const n = dests(s, square).length;
        this.status =
          n === 0
            ? t('techChess.status.noMove', { card: piece.card, square })
            : t('techChess.status.dests', { card: piece.card, square, count: n });
        return;
      }
      // Nothing of the player to move here: the engine says why (empty square, opponent's piece).
      const why = this.session.check({ type: 'move', from: square, to: square });
      if (why) this.refuse('board', why);
      return;
    }
    void this.tryMove(this.selected, square, 'board');
  }

  /** Sends a move; a capture first asks whether the capturing card's ability is used. */
  async tryMove(from: string, to: string, where: string): Promise<boolean> {
    const move: TechChessAction = { type: 'move', from, to };
    const why = this.session.check(move);
    const s = this.s;
    const target = s.board[indexOf(to)];
    const piece = s.board[indexOf(from)];
    // A capture and its ability are one turn: one that would leave a lone king attacked may still be made legal by the ability.
    const needsAbility = why?.code === 'ERR_KING_LEFT_ATTACKED' && !!target && !!piece && target.owner !== piece.owner;
    if (why && !needsAbility) {
      this.refuse(where, why);
      return false;
    }
    if (target && piece && abilityOffered(s, from, to)) {
      this.capture = { from, to, capturer: piece.card, captured: target.card, where, ...(needsAbility ? { needsAbility } : {}) };
      this.selected = null;
      this.session.clearRefusal();
      return true;
    }
    return this.send(move, where);
  }

  /** Completes the pending capture, with the capturing card's ability as guided edits (or none). */
  async finishCapture(ability: readonly Edit[]): Promise<boolean> {
    const c = this.capture;
    if (!c) return false;
    const move: TechChessAction =
      ability.length > 0 ? { type: 'move', from: c.from, to: c.to, ability } : { type: 'move', from: c.from, to: c.to };
    const done = await this.send(move, 'capture');
    if (done) this.capture = null;
    return done;
  }

  cancelCapture(): void {
    this.capture = null;
  }

  /** A typed move, upgrade or build ("d1c3", "upgrade b2 12sc", "build d1 5sc"). */
  async typed(text: string): Promise<boolean> {
    const parsed = parseTypedAction(text);
    if (!parsed.ok) {
      this.refuse('typed', parsed.error);
      return false;
    }
    const a = parsed.value;
    if (a.type === 'move') return this.tryMove(a.from, a.to, 'typed');
    return this.send(a, 'typed');
  }

  /** True when the engine's offer for this move is marked irreversible (it ends the game). */
  irreversible(action: TechChessAction): boolean {
    if (action.type !== 'move') return false;
    return techChessGame.legalActions(this.s, this.s.turn).some((o) => {
      if (!o.irreversible) return false;
      const a = techChessGame.parseAction(o.action);
      return a.ok && a.value.type === 'move' && a.value.from === action.from && a.value.to === action.to;
    });
  }

  /**
   * Sends an action. An irreversible one is first confirmed once: it is then
   * sent by the dialog (and a pending capture closed), and this returns false
   * (not done yet).
   */
  async send(action: TechChessAction, where: string): Promise<boolean> {
    const confirm = this.confirm;
    if (confirm && this.irreversible(action) && action.type === 'move') {
      confirm(`${action.from}${action.to}`, async () => {
        if (await this.#send(action, where)) this.capture = null;
      });
      return false;
    }
    return this.#send(action, where);
  }

  async #send(action: TechChessAction, where: string): Promise<boolean> {
    const seat = this.s.turn;
    const done = await this.session.act(action, seat, where);
    if (done) {
      this.selected = null;
      this.target = null;
      const what =
        action.type === 'move'
          ? `${action.from}${action.to}`
          : action.type === 'upgrade' || action.type === 'build'
            ? t(`techChess.actions.${action.type}`)
            : action.type;
      this.status = t('techChess.status.done', { what });
    }
    return done;
  }
}
