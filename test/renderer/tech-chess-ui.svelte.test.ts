/**
 * The Tech Chess view's logic without a browser: the board controller
 * (selection from the engine's dests, refusals kept where they were
 * entered, the capture step, typed actions), the chess clock readings,
 * and the setup layout sent as one correction.
 */
import { describe, expect, it } from 'vitest';
import type { RuleError } from '../../src/engine/core/result';
import { techChessGame } from '../../src/engine/tech-chess/index';
import type { TechChessAction, TechChessState } from '../../src/engine/tech-chess/types';
import { TechChessController, type SessionLike } from '../../src/renderer/games/tech-chess/controller.svelte';
import { choiceOf, currentLayout, layoutEdits, layoutOf } from '../../src/renderer/games/tech-chess/layout';
import { cardText, squareLabel, techChessReveals } from '../../src/renderer/games/tech-chess/model';
import { notInHand } from '../../src/renderer/games/tech-chess/where';
import { namedClock } from '../../src/renderer/games/index';
import type { Refusal } from '../../src/renderer/lib/match.svelte';
import { setCardName, setEffectText, type DeckFile } from '../../src/engine/core/deck';
import { ok } from '../../src/engine/core/result';
import { bundledDeck, currentDeck } from '../../src/renderer/deck-editor/current-deck';
import type { DecksideApi } from '../../src/contract/api';

function shipped(): DeckFile {
  const d = bundledDeck('tech-deck');
  if (!d.ok) throw new Error(d.error.message);
  return d.value;
}

function start(options: Record<string, string | number> = {}): TechChessState {
  const r = techChessGame.setup({ players: ['Ann', 'Bo'], options, seed: 'ui', at: 0 });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A session over the real engine, keeping every action it accepted. */
class FakeSession implements SessionLike {
  state: TechChessState;
  refusal: Refusal | null = null;
  busy = false;
  sent: { action: TechChessAction; where: string }[] = [];
  at = 1_000;
  constructor(state: TechChessState) {
    this.state = state;
  }
  check(action: unknown): RuleError | null {
    const p = techChessGame.parseAction(action);
    if (!p.ok) return p.error;
    const v = techChessGame.validate(this.state, p.value, { at: this.at });
    return v.ok ? null : v.error;
  }
  async act(action: unknown, _actor: number | null, where: string): Promise<boolean> {
    const why = this.check(action);
    if (why) {
      this.refusal = { where, error: why };
      return false;
    }
    const p = techChessGame.parseAction(action);
    if (!p.ok) return false;
    this.state = techChessGame.apply(this.state, p.value, { at: this.at });
    this.sent.push({ action: p.value, where });
    this.refusal = null;
    return true;
  }
  refuse(where: string, error: RuleError): void {
    this.refusal = { where, error };
  }
  clearRefusal(): void {
    this.refusal = null;
  }
}

const s = (f: FakeSession) => f.state;

/** The engine's clocks as the frame shows them (owners named). */
const techChessClocks = (st: TechChessState, names: readonly string[], now: number) =>
  techChessGame.clocks(st, now).map((c) => namedClock(c, (seat) => names[seat] ?? `Seat ${seat + 1}`));
/** The seat whose flag the engine says has fallen (its due action), or null. */
const fallenFlag = (st: TechChessState, now: number) => {
  const due = techChessGame.due(st, now);
  return due === null ? null : st.turn;
};

describe('the board controller', () => {
  it("highlights the engine's legal destinations of the selected piece and moves on a second click", async () => {
    const session = new FakeSession(start());
    const ctl = new TechChessController(session);
    ctl.pick('d1');
    expect(ctl.selected).toBe('d1');
    expect([...ctl.highlights].sort()).toEqual(['c3', 'e3']);
    ctl.pick('c3');
    await Promise.resolve();
    expect(session.sent.map((x) => x.action)).toEqual([{ type: 'move', from: 'd1', to: 'c3' }]);
    expect(ctl.selected).toBeNull();
    expect(s(session).turn).toBe(1);
  });

  it("refuses on the board, with the engine's reason: an opponent's piece, an empty square, a blocked path", async () => {
    const session = new FakeSession(start());
    const ctl = new TechChessController(session);
    ctl.pick('a5');
    expect(session.refusal?.where).toBe('board');
    expect(session.refusal?.error.code).toBe('ERR_NOT_YOUR_PIECE');
    ctl.pick('c3');
    expect(session.refusal?.error.code).toBe('ERR_NO_PIECE');
    ctl.pick('a1');
    expect(ctl.highlights).toEqual([]);
    ctl.pick('a3');
    await Promise.resolve();
    expect(session.refusal?.error.code).toBe('ERR_PATH_BLOCKED');
    expect(session.refusal?.error.message).toContain('blocked at a2');
    expect(session.sent).toEqual([]);
  });

  it('asks about the ability before a capture, then sends the move with or without it', async () => {
    const session = new FakeSession(start());
    const ctl = new TechChessController(session);
    for (const m of ['d1c3', 'a5a4']) expect(await ctl.typed(m)).toBe(true);
    expect(await ctl.typed('c3d5')).toBe(true);
    expect(ctl.capture).toMatchObject({ from: 'c3', to: 'd5', capturer: '11sc', captured: '4te' });
    expect(session.sent).toHaveLength(2);
    expect(await ctl.finishCapture([])).toBe(true);
    expect(ctl.capture).toBeNull();
    expect(s(session).discard).toEqual(['4te']);
    // A king captured with an ability that tries to exchange a king: refused where the capture was confirmed.
    await ctl.typed('a4a3');
    await ctl.typed('d5b6');
    expect(ctl.capture?.captured).toBe('13kn');
    const ok = await ctl.finishCapture([{ op: 'relocate', card: '13te', from: { zone: 'board', square: 'e6' }, to: { zone: 'discard' } }]);
    expect(ok).toBe(false);
    expect(session.refusal).toMatchObject({ where: 'capture', error: { code: 'ERR_KING_PROTECTED' } });
    expect(await ctl.finishCapture([])).toBe(true);
    expect(s(session).expelled).toContain('13kn');
  });

  it('offers a capture that only its ability can make legal (a lone king in check), and refuses it without one', async () => {
    const pieces: Record<string, string> = { b1: '13se', d2: '1se', b5: '1kn', d4: '5kn', e6: '13kn', f6: '13te' };
    const board = start().board.map(() => null as TechChessState['board'][number]);
    for (const [sq, card] of Object.entries(pieces))
      board[(sq.charCodeAt(1) - 49) * 6 + sq.charCodeAt(0) - 97] = { card, owner: card.endsWith('se') ? 0 : 1 };
    const session = new FakeSession({ ...start(), board });
    const ctl = new TechChessController(session);
    ctl.pick('d2');
    ctl.pick('d4');
    await Promise.resolve();
    expect(ctl.capture).toMatchObject({ from: 'd2', to: 'd4', captured: '5kn', needsAbility: true });
    expect(await ctl.finishCapture([])).toBe(false);
    expect(session.refusal).toMatchObject({ where: 'capture', error: { code: 'ERR_KING_LEFT_ATTACKED' } });
    const removeChecker = [{ op: 'relocate', card: '1kn', from: { zone: 'board', square: 'b5' }, to: { zone: 'discard' } }] as const;
    expect(await ctl.finishCapture(removeChecker)).toBe(true);
    expect(s(session).discard).toEqual(expect.arrayContaining(['5kn', '1kn']));
    // A move that captures nothing is still refused at once.
    const quiet = new TechChessController(new FakeSession({ ...start(), board }));
    expect(await quiet.tryMove('d2', 'd3', 'board')).toBe(false);
    expect(quiet.capture).toBeNull();
  });

  it('asks once before a move the engine marks irreversible (it ends the game), and sends it only when confirmed', async () => {
    // Player 2's last king on b6 can be taken by the knight on c4: the capture ends the game.
    const pieces: Record<string, string> = { b1: '13se', c4: '11se', b6: '13kn' };
    const board = start().board.map(() => null as TechChessState['board'][number]);
    for (const [sq, card] of Object.entries(pieces))
      board[(sq.charCodeAt(1) - 49) * 6 + sq.charCodeAt(0) - 97] = { card, owner: card.endsWith('se') ? 0 : 1 };
    const session = new FakeSession({ ...start(), board });
    const ctl = new TechChessController(session);
    const asked: { title: string; run: () => Promise<unknown> }[] = [];
    ctl.confirm = (title, run) => asked.push({ title, run });
    expect(ctl.irreversible({ type: 'move', from: 'c4', to: 'b6' })).toBe(true);
    expect(ctl.irreversible({ type: 'move', from: 'c4', to: 'd6' })).toBe(false);
    expect(await ctl.typed('c4b6')).toBe(true);
    expect(ctl.capture).toMatchObject({ from: 'c4', to: 'b6', captured: '13kn' });
    // Capture without the ability: not sent yet, asked once.
    expect(await ctl.finishCapture([])).toBe(false);
    expect(asked.map((a) => a.title)).toEqual(['c4b6']);
    expect(session.sent).toEqual([]);
    await asked[0]?.run();
    expect(session.sent.map((x) => x.action)).toEqual([{ type: 'move', from: 'c4', to: 'b6' }]);
    expect(ctl.capture).toBeNull();
    expect(s(session).result).not.toBeNull();
  });

  it('marks the cards that cannot come from a hand: on the board, discarded, expelled, in the other hand, or absent from a hand known in full', () => {
    const st = start({ dealing: 'app', handSize: 2 });
    const names = ['Ann', 'Bo'];
    const mine = notInHand(st, 0, names);
    expect(mine('13se')).toBe('13se stands on the board (b1)');
    expect(mine(st.hands[0].known[0] ?? '')).toBeNull();
    expect(mine(st.hands[1].known[0] ?? '')).toBe(`${st.hands[1].known[0]} is in Bo's hand`);
    const inDeck = st.pool[0] ?? '';
    expect(mine(inDeck)).toBe(`${inDeck} is not in Ann's hand`);
    expect(mine('wild')).toBe('wild is expelled (out of the game)');
    // Dealt at the table: an unseen card may be in the hand.
    const table = start({ handSize: 2 });
    expect(notInHand(table, 0, names)(table.pool[0] ?? '')).toBeNull();
    expect(notInHand({ ...table, discard: ['5kn'] }, 0, names)('5kn')).toBe('5kn is in the discard pile');
  });

  it('sends typed upgrades and builds, and keeps a typing mistake where it was typed', async () => {
    const session = new FakeSession(start());
    const ctl = new TechChessController(session);
    expect(await ctl.typed('d1-d9')).toBe(false);
    expect(session.refusal?.where).toBe('typed');
    expect(session.refusal?.error.code).toBe('ERR_BAD_ACTION_NOTATION');
    await ctl.typed('d1c3');
    await ctl.typed('a5a4');
    // Cards dealt at the table are declared when played: 5sc leaves an unknown slot of player 1's hand.
    expect(await ctl.typed('build d1 5sc')).toBe(true);
    expect(session.sent.at(-1)).toEqual({ action: { type: 'build', square: 'd1', card: '5sc' }, where: 'typed' });
    expect(s(session).buildsUsed).toEqual([1, 0]);
    expect(s(session).hands[0]).toEqual({ known: [], unknown: 2 });
    await ctl.typed('a4a3');
    expect(await ctl.typed('upgrade a1 12se')).toBe(false);
    expect(session.refusal).toMatchObject({ where: 'typed', error: { code: 'ERR_NOT_UPGRADABLE' } });
    expect(await ctl.typed('upgrade b2 12sc')).toBe(true);
    expect(s(session).upgradesUsed).toEqual([1, 0]);
    expect(s(session).hands[0]).toEqual({ known: ['3se'], unknown: 1 });
  });

  it('highlights build and upgrade squares in those modes and picks the square instead of moving', () => {
    const session = new FakeSession(start());
    const ctl = new TechChessController(session);
    ctl.setMode('upgrade');
    expect([...ctl.highlights].sort()).toEqual(['a2', 'b2', 'c2', 'd2', 'e2', 'f2']);
    ctl.pick('b2');
    expect(ctl.target).toBe('b2');
    ctl.setMode('build');
    expect(ctl.highlights).toEqual([]);
    expect(ctl.target).toBeNull();
  });

  it('moves the keyboard cursor within the board', () => {
    const ctl = new TechChessController(new FakeSession(start()));
    ctl.moveCursor(-1, -1);
    expect(ctl.cursor).toBe('a1');
    for (let i = 0; i < 9; i++) ctl.moveCursor(1, 1);
    expect(ctl.cursor).toBe('f6');
  });
});

describe('the clocks', () => {
  it('reads each player’s bank, with one toggle (start, then pause/resume of the running clock)', () => {
    let st = start({ clock: 1, clockIncrement: 2 });
    const before = techChessClocks(st, ['Ann', 'Bo'], 0);
    expect(before.map((c) => [c.label, c.leftMs, c.running, c.note, c.toggle?.label ?? null])).toEqual([
      ['Ann (P1) +2s', 60_000, false, 'not started', 'Start the clock'],
      ['Bo (P2) +2s', 60_000, false, 'not started', null],
    ]);
    st = techChessGame.apply(st, { type: 'move', from: 'd1', to: 'c3' }, { at: 1_000 });
    const running = techChessClocks(st, ['Ann', 'Bo'], 11_000);
    expect(running[1]).toMatchObject({ leftMs: 50_000, running: true, toggle: { label: 'Pause', action: { type: 'clock', op: 'pause' } } });
    expect(running[0]).toMatchObject({ leftMs: 60_000, running: false, toggle: null });
    st = techChessGame.apply(st, { type: 'clock', op: 'pause' }, { at: 11_000 });
    expect(techChessClocks(st, ['Ann', 'Bo'], 30_000)[1]).toMatchObject({ leftMs: 50_000, note: 'paused', toggle: { label: 'Resume' } });
  });

  it('sees a flag fall at zero, which the engine then accepts as the logged flag action', () => {
    let st = start({ clock: 1 });
    st = techChessGame.apply(st, { type: 'move', from: 'd1', to: 'c3' }, { at: 0 });
    expect(fallenFlag(st, 59_999)).toBeNull();
    expect(fallenFlag(st, 60_000)).toBe(1);
    const zero = techChessClocks(st, ['Ann', 'Bo'], 61_000);
    expect(zero[1]).toMatchObject({ leftMs: 0, running: false, note: 'flag fell', toggle: null });
    expect(techChessGame.validate(st, { type: 'move', from: 'a5', to: 'a4' }, { at: 61_000 })).toMatchObject({
      ok: false,
      error: { code: 'ERR_TIME_UP' },
    });
    const flagged = techChessGame.apply(st, { type: 'flag' }, { at: 61_000 });
    expect(flagged.result).toMatchObject({ winners: [0] });
    expect(fallenFlag(flagged, 62_000)).toBeNull();
  });

  it('has no clocks when the option is off', () => {
    expect(techChessClocks(start(), ['Ann', 'Bo'], 0)).toEqual([]);
  });
});

describe('the setup layout', () => {
  it('turns the board into the chosen layout with one correction the engine accepts', () => {
    const st = start();
    const choice = choiceOf(currentLayout(st, 0), 0);
    const wanted = layoutOf({ left: { ...choice.left, 13: 'sc', 4: 'sc' }, single: { 12: 'sc', 11: 'se' } }, 0);
    expect(wanted).toEqual(['1se', '13sc', '12sc', '11se', '13se', '1sc', '2se', '3se', '4sc', '4se', '3sc', '2sc']);
    const edits = layoutEdits(st, 0, wanted);
    const action = { type: 'correct' as const, edits };
    expect(techChessGame.validate(st, action, { at: 0 }).ok).toBe(true);
    const after = techChessGame.apply(st, action, { at: 0 });
    expect(currentLayout(after, 0)).toEqual(wanted);
    expect(after.discard).toEqual([]);
    expect(after.deckCount).toBe(st.deckCount);
    expect(layoutEdits(after, 0, wanted)).toEqual([]);
  });
});

describe('labels and texts', () => {
  it('names a square with its piece in words (never colour alone)', () => {
    expect(squareLabel('e1', { card: '13sc', owner: 0 })).toBe("e1, player 1's king 13sc (13 of science)");
    expect(squareLabel('c4', null)).toBe('c4, empty');
  });

  it("reads a card's Tech Chess text from the deck in use", () => {
    expect(cardText(shipped(), '7sc')).toMatchObject({ name: 'Earth Sciences', status: 'rules-summary' });
    expect(cardText(null, '7sc')).toEqual({ name: null, text: null, status: 'unknown' });
  });

  it('shows the edited deck the store holds (what the shared DeckInUse loads), not the shipped file', async () => {
    const named = setCardName(shipped(), '5kn', 'Quantum Computing');
    const edited = named.ok ? setEffectText(named.value, '5kn', 'tech-chess', 'Draw two cards.') : named;
    if (!edited.ok) throw new Error(edited.error.message);
    // A partial fake: the deck in use only asks the store for the saved deck.
    const api = { getDeck: async () => ok(edited.value) } as unknown as DecksideApi;
    const inUse = await currentDeck(api, techChessGame.deck!);
    if (!inUse.ok) throw new Error(inUse.error.message);
    expect(cardText(inUse.value.deck, '5kn')).toEqual({ name: 'Quantum Computing', text: 'Draw two cards.', status: 'printed' });
    expect(cardText(shipped(), '5kn')).toEqual({ name: null, text: null, status: 'unknown' });
  });

  it('marks the actions whose undo takes back seen cards', () => {
    expect(techChessReveals({ type: 'move', from: 'a1', to: 'a2' })).toBe(false);
    expect(techChessReveals({ type: 'effect', card: '7sc', edits: [] })).toBe(true);
    expect(techChessReveals({ type: 'build', square: 'd1', card: '3se' })).toBe(true);
  });
});
