/**
 * The flow the engine states: phases and what is expected next, the chess
 * clocks with their start/pause/resume offers (the labels the UI buttons
 * show), the flag fall that time forces (and only once), the outcome kinds,
 * the irreversible offers and the one meaning of legalActions over random
 * games driven through the offers themselves.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ActionOffer } from '../../../src/engine/core/game';
import { err, type Result } from '../../../src/engine/core/result';
import { techChessGame } from '../../../src/engine/tech-chess/index';
import type { TechChessAction, TechChessErrorCode, TechChessState } from '../../../src/engine/tech-chess/types';
import { validate } from '../../../src/engine/tech-chess/validate';
import { act, newGame, withBoard, withHands } from './helpers';

const g = techChessGame;
const mv = (from: string, to: string) => ({ type: 'move', from, to });
const toggles = (s: TechChessState, now: number) => g.clocks!(s, now).map((c) => c.toggle?.label ?? null);

describe('flow', () => {
  it('is play then game over, the player to move named by seat', () => {
    const s = newGame();
    expect(g.flow!(s)).toEqual({
      phases: [
        { id: 'play', label: 'Play' },
        { id: 'over', label: 'Game over' },
      ],
      current: 'play',
      expected: 'Player 1 to move',
      turn: 0,
      finished: false,
    });
    expect(g.summary(s, 0).phaseId).toBe('play');
    const next = act(s, mv('a2', 'a3'));
    expect(g.flow!(next)).toMatchObject({ current: 'play', expected: 'Player 2 to move', turn: 1 });
    const done = act(next, { type: 'resign', seat: 1 });
    expect(g.flow!(done)).toMatchObject({ current: 'over', turn: null, finished: true, expected: 'Game over: Bo resigned' });
    expect(g.summary(done, 0).phaseId).toBe('over');
  });

  it('says the check and the state of the clock', () => {
    const check = withBoard(newGame(), { e1: '13se', f2: '13sc', a6: '13kn', b6: '13te', a1: '1kn' }, 0);
    expect(g.flow!(check).expected).toBe('Player 1 to move: check on e1');
    const timed = newGame({ clock: 5 });
    expect(g.flow!(timed).expected).toBe('Player 1 to move (the first move starts the clock)');
    const paused = act(act(timed, { type: 'clock', op: 'start' }, 0), { type: 'clock', op: 'pause' }, 1000);
    expect(g.flow!(paused).expected).toBe('Player 1 to move (the clock is paused)');
  });
});

describe('clocks', () => {
  it('are none without the clock option', () => {
    expect(g.clocks!(newGame(), 0)).toEqual([]);
    expect(g.due!(newGame(), 10 ** 9)).toBeNull();
  });

  it('read both banks with one toggle: start, then pause or resume', () => {
    const s = newGame({ clock: 1, clockIncrement: 2 });
    const start = g.clocks!(s, 0);
    expect(start.map((c) => [c.id, c.label, c.owner, c.leftMs, c.durationMs, c.running, c.note])).toEqual([
      ['p1', 'Player 1 (P1) +2s', 0, 60_000, 60_000, false, 'not started'],
      ['p2', 'Player 2 (P2) +2s', 1, 60_000, 60_000, false, 'not started'],
    ]);
    expect(start[0]!.toggle).toEqual({ type: 'clock', label: 'Start the clock', actor: null, action: { type: 'clock', op: 'start' } });
    expect(start[1]!.toggle).toBeNull();
    const running = act(s, start[0]!.toggle!.action, 0);
    expect(toggles(running, 5000)).toEqual(['Pause', null]);
    expect(g.clocks!(running, 5000)[0]).toMatchObject({ running: true, leftMs: 55_000 });
    expect(g.clocks!(running, 5000)[1]).toMatchObject({ running: false, note: 'waiting' });
    const pause = g.clocks!(running, 5000)[0]!.toggle!;
    expect(g.validate(running, pause.action as TechChessAction, { at: 5000 }).ok).toBe(true);
    const paused = act(running, pause.action, 5000);
    expect(toggles(paused, 9000)).toEqual(['Resume', null]);
    expect(g.clocks!(paused, 9000)[0]).toMatchObject({ running: false, note: 'paused', leftMs: 55_000 });
  });

  it('force the flag fall once the time is up, and only until it is recorded', () => {
    const s = act(newGame({ clock: 1 }), mv('a2', 'a3'), 0);
    expect(g.due!(s, 59_999)).toBeNull();
    const due = g.due!(s, 60_000);
    expect(due).toMatchObject({ action: { type: 'flag' }, actor: null });
    expect(due!.reason).toContain("Bo's flag has fallen; Ann wins");
    expect(g.clocks!(s, 60_000)[1]).toMatchObject({ leftMs: 0, running: false, note: 'flag fell', toggle: null });
    expect(g.validate(s, due!.action, { at: 60_000 }).ok).toBe(true);
    const flagged = g.apply(s, due!.action, { at: 60_000 });
    expect(g.due!(flagged, 70_000)).toBeNull();
    expect(g.outcome(flagged)).toMatchObject({ winners: [0], kind: 'flag' });
    expect(toggles(flagged, 70_000)).toEqual([null, null]);
  });
});

describe('outcome kinds', () => {
  it('name every ending', () => {
    expect(g.outcome(act(newGame(), { type: 'resign', seat: 0 }))?.kind).toBe('resigned');
    const lastKing = withBoard(newGame(), { b1: '13se', e1: '13sc', a1: '1se', a6: '13kn', c3: '5te' }, 0);
    expect(g.outcome(act(lastKing, mv('a1', 'a6')))?.kind).toBe('kings-captured');
    expect(g.outcome(act(withBoard(newGame(), { b1: '13se', b2: '2kn', f6: '13kn' }, 0), mv('b1', 'b2')))?.kind).toBe('lone-kings');
    const mate = withHands(withBoard(newGame(), { e1: '13se', f1: '13sc', b1: '1se', c4: '12se', a6: '13kn', f6: '5te' }, 0), [], []);
    expect(g.outcome(act(mate, mv('c4', 'b5')))?.kind).toBe('checkmate');
    // Player 2's lone king on a6 with no move after the rook shuts b-file and the queen rank 5.
    const stale = withHands(withBoard(newGame(), { e1: '13se', f1: '13sc', b1: '1se', c4: '12se', a6: '13kn' }, 0), [], []);
    expect(g.outcome(act(stale, mv('c4', 'c5')))?.kind).toBe('stalemate');
  });
});

describe('irreversible offers', () => {
  it('mark resigning and the moves that end the game', () => {
    const s = withHands(withBoard(newGame(), { e1: '13se', f1: '13sc', b1: '1se', c4: '12se', a6: '13kn', f6: '5te' }, 0), [], []);
    const offers = g.legalActions(s, 0);
    const byLabel = (label: string): ActionOffer | undefined => offers.find((o) => o.label === label);
    expect(byLabel('c4b5')?.irreversible).toBe(true);
    expect(byLabel('c4c5')?.irreversible).toBeUndefined();
    expect(byLabel('Player 1 resigns')?.irreversible).toBe(true);
    const ending = offers.filter((o) => o.irreversible && o.type === 'move');
    for (const o of ending) expect(act(s, o.action).result).not.toBeNull();
    for (const o of offers.filter((x) => x.type === 'move' && !x.irreversible)) expect(act(s, o.action).result).toBeNull();
  });
});

describe('legalActions', () => {
  it('gives each asker only its own offers, over random games played through the offers', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 40 }), fc.boolean(), (picks, timed) => {
        let s = newGame(timed ? { clock: 5, dealing: 'app' } : { dealing: 'app' });
        let now = 0;
        for (const pick of picks) {
          expect(g.flow!(s).current).toBe(g.summary(s, now).phaseId);
          expect(g.legalActions(s, null).every((o) => o.actor === null)).toBe(true);
          for (const seat of [0, 1]) expect(g.legalActions(s, seat).every((o) => o.actor === seat)).toBe(true);
          if (s.result) break;
          const full = [...g.legalActions(s, null), ...g.legalActions(s, 0), ...g.legalActions(s, 1)].filter(
            (o) => o.action !== undefined && !o.disabledReason && (o.type !== 'resign' || pick % 25 === 0),
          );
          const offer = full[pick % full.length]!;
          now += 1000;
          expect(g.validate(s, offer.action as TechChessAction, { at: now }).ok).toBe(true);
          s = g.apply(s, offer.action as TechChessAction, { at: now });
          expect(g.due!(s, now)).toBeNull();
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('error codes', () => {
  it('are a closed union: a code outside it does not compile', () => {
    // @ts-expect-error: ERR_NO_SUCH_RULE is not a Tech Chess error code (tsc -b checks this line).
    const bad: Result<undefined, TechChessErrorCode> = err('ERR_NO_SUCH_RULE', 'never');
    expect(bad.ok).toBe(false);
    // The game's own validate answers the closed union (the GameDefinition interface widens it to string).
    const refusal = validate(newGame(), { type: 'move', from: 'a1', to: 'a4' }, { at: 0 });
    const code: TechChessErrorCode | undefined = refusal.ok ? undefined : refusal.error.code;
    expect(code).toBe('ERR_PATH_BLOCKED');
  });
});
