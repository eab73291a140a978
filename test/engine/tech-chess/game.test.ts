/** The definition as a whole: clock, view, summary, offers, the log (replay and undo) and random play. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay, undoTo, type LogEvent } from '../../../src/engine/core/log';
import { getGame } from '../../../src/engine/registry';
import { squareName } from '../../../src/engine/tech-chess/board';
import {
  abilityOffered,
  allDests,
  buildSquares,
  techChessGame,
  upgradableSquares,
  type TechChessView,
} from '../../../src/engine/tech-chess/index';
import type { TechChessAction, TechChessState } from '../../../src/engine/tech-chess/types';
import { act, expectConserved, newGame, refused, withBoard } from './helpers';

const mv = (from: string, to: string) => ({ type: 'move', from, to });

describe('chess clock', () => {
  const timed = () => newGame({ clock: 5, clockIncrement: 2 });

  it('is off by default', () => {
    expect(newGame().clock).toBeNull();
    expect(refused(newGame(), { type: 'clock', op: 'start' }).code).toBe('ERR_NO_CLOCK');
  });

  it('starts with the first turn, runs the mover’s bank down and adds the increment', () => {
    let s = act(timed(), mv('a2', 'a3'), 1000);
    // The first move starts the opponent's clock: player 1's clock had not run, so no increment yet.
    expect(s.clock).toMatchObject({ active: 1, runningSince: 1000, bankMs: [300_000, 300_000] });
    s = act(s, mv('a5', 'a4'), 11_000);
    expect(s.clock).toMatchObject({ active: 0, bankMs: [300_000, 292_000] });
    s = act(s, { type: 'clock', op: 'pause' }, 12_000);
    expect(refused(s, { type: 'clock', op: 'pause' }, 13_000).code).toBe('ERR_CLOCK_NOT_RUNNING');
    s = act(s, { type: 'clock', op: 'resume' }, 20_000);
    s = act(s, mv('b2', 'b3'), 21_000);
    // 2 s used (1 s before the pause, 1 s after), 2 s increment.
    expect(s.clock?.bankMs).toEqual([300_000, 292_000]);
  });

  it('may be started before the first move, and only once', () => {
    const s = act(timed(), { type: 'clock', op: 'start' }, 500);
    expect(s.clock).toMatchObject({ active: 0, runningSince: 500 });
    expect(refused(s, { type: 'clock', op: 'start' }).code).toBe('ERR_CLOCK_STARTED');
  });

  it('a fallen flag is shown, refuses further moves, and once recorded ends the game', () => {
    const s = act(timed(), mv('a2', 'a3'), 0);
    expect(refused(s, { type: 'flag' }, 10_000).code).toBe('ERR_NO_FLAG_FALL');
    const late = 301_000;
    expect(techChessGame.summary(s, late).phase).toContain('flag');
    expect(refused(s, mv('a5', 'a4'), late).code).toBe('ERR_TIME_UP');
    const over = act(s, { type: 'flag' }, late);
    expect(over.result).toMatchObject({ winners: [0] });
    expect(over.result?.reason).toContain("Bo's flag fell");
    expect(techChessGame.outcome(over)).toEqual(over.result);
    expect(techChessGame.score(over).totals).toEqual([1, 0]);
  });
});

describe('view, summary and offers', () => {
  it('announces check and hides the other seat’s hand when the app dealt it', () => {
    const s = withBoard(newGame({ dealing: 'app' }), { b1: '13se', e1: '13sc', b5: '1kn', b6: '13kn', e6: '13te' }, 0);
    const v = techChessGame.view(s, 1) as TechChessView;
    expect(v.check).toEqual([['b1'], []]);
    expect(v.hands[0]).toEqual({ count: 3, known: null });
    expect(v.hands[1]?.known).toHaveLength(3);
    expect(v.upgradesLeft).toEqual([2, 2]);
    expect(v.buildsLeft).toEqual([3, 3]);
    expect(techChessGame.summary(s, 0).phase).toContain('check on b1');
    const referee = techChessGame.view(s, null) as typeof v;
    expect(referee.hands[0]?.known).toHaveLength(3);
  });

  it('offers exactly the legal moves, plus upgrade, build, effect and resign', () => {
    const s = newGame();
    const offers = techChessGame.legalActions(s, 0);
    const moves = offers.filter((o) => o.type === 'move').map((o) => o.label);
    expect(moves).toHaveLength(18);
    expect(moves).toContain('d1c3');
    expect(offers.map((o) => o.type)).toEqual(expect.arrayContaining(['upgrade', 'build', 'effect', 'resign']));
    expect(techChessGame.legalActions(s, 1).some((o) => o.type === 'move')).toBe(false);
    const done = act(s, { type: 'resign', seat: 1 });
    expect(techChessGame.legalActions(done, null)).toEqual([]);
  });

  it('lists the squares where a build or an upgrade may go', () => {
    const s = newGame();
    expect(buildSquares(s)).toEqual([]);
    expect(upgradableSquares(s)).toEqual(['a2', 'b2', 'c2', 'd2', 'e2', 'f2']);
    const moved = act(s, mv('a2', 'a3'));
    expect(buildSquares(moved)).toEqual([]);
    expect(buildSquares(act(moved, mv('c5', 'c4')))).toEqual(['a2']);
    expect(upgradableSquares(act(newGame({ upgrades: 0 }), mv('a2', 'a3')))).toEqual([]);
  });

  it('describes actions for the log', () => {
    const s = withBoard(newGame(), { b1: '13se', e1: '13sc', a1: '1se', a6: '13kn', e6: '13te' });
    expect(techChessGame.describe(s, { type: 'move', from: 'a1', to: 'a6' })).toBe(
      'Ann moves 1se (rook) a1-a6, capturing 13kn (king expelled)',
    );
    expect(techChessGame.describe(s, { type: 'upgrade', square: 'a2', card: '12sc' })).toBe('Ann: upgrade a2 12sc');
  });

  it('is registered as tech-chess', () => {
    const g = getGame('tech-chess');
    expect(g.ok && g.value).toBe(techChessGame);
  });
});

describe('the event log', () => {
  const config = { players: ['Ann', 'Bo'], options: { dealing: 'app' }, seed: 'log', at: 0 };
  const actions: TechChessAction[] = [
    { type: 'move', from: 'd1', to: 'c3' },
    { type: 'move', from: 'a5', to: 'a4' },
    { type: 'move', from: 'c3', to: 'd5' },
    { type: 'move', from: 'a4', to: 'a3' },
    { type: 'move', from: 'd5', to: 'b6' },
  ];
  const events: LogEvent<TechChessAction>[] = actions.map((action, i) => ({ seq: i + 1, at: i * 1000, actor: i % 2, action }));

  it('replays to the same state as playing the actions, and undo is truncating the log', () => {
    const r = replay(techChessGame, config, events);
    expect(r.ok && r.value.failure).toBeUndefined();
    const s = techChessGame.setup(config);
    if (!s.ok) throw new Error('setup');
    let state: TechChessState = s.value;
    for (const e of events) state = act(state, e.action, e.at);
    expect(r.ok && r.value.state).toEqual(state);
    expect(state.expelled).toContain('13kn');

    const kept = undoTo(events, 5);
    const back = kept.ok ? replay(techChessGame, config, kept.value) : null;
    expect(back?.ok && back.value.state.expelled).not.toContain('13kn');
    expect(back?.ok && back.value.state.turn).toBe(0);
  });

  it('stops a replay at an illegal event and reports it', () => {
    const bad = [...events.slice(0, 2), { seq: 3, at: 0, actor: 0, action: { type: 'move', from: 'c3', to: 'c6' } }];
    const r = replay(techChessGame, config, bad);
    expect(r.ok && r.value.applied).toBe(2);
    expect(r.ok && r.value.failure?.error.code).toBe('ERR_ILLEGAL_PIECE_MOVE');
  });
});

describe('random play (property)', () => {
  it('validate accepts exactly the offered destinations, and cards are conserved', () => {
    let cardActions = 0;
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
        fc.constantFrom('forward3', 'forward3sideways', 'all8'),
        (picks, pawnMoves) => {
          let s = newGame({ dealing: 'app', pawnMoves }, `p${picks[0]}`);
          for (let i = 0; i < picks.length && !s.result; i++) {
            const dests = allDests(s);
            // Every (from, to) pair: validate agrees with the destinations shown on the board.
            const from = picks[i]! % 36;
            for (let to = 0; to < 36; to++) {
              const a: TechChessAction = { type: 'move', from: squareName(from), to: squareName(to) };
              const ok = techChessGame.validate(s, a, { at: 0 }).ok;
              expect(ok).toBe((dests.get(squareName(from)) ?? []).includes(squareName(to)));
            }
            // Now and then an upgrade or a build with a card from the (known) hand, when the rules allow it.
            const hand = s.hands[s.turn].known;
            const card = hand[picks[i]! % Math.max(1, hand.length)];
            const squares = picks[i]! % 4 === 0 ? buildSquares(s) : picks[i]! % 4 === 1 ? upgradableSquares(s) : [];
            const square = squares[picks[i]! % Math.max(1, squares.length)];
            if (card && square) {
              const a: TechChessAction = { type: picks[i]! % 4 === 0 ? 'build' : 'upgrade', square, card };
              if (techChessGame.validate(s, a, { at: 0 }).ok) {
                s = act(s, a);
                expectConserved(s);
                cardActions++;
                continue;
              }
            }
            const all = [...dests].flatMap(([f, tos]) => tos.map((t) => [f, t] as const));
            if (all.length === 0) break;
            const [f, t] = all[picks[i]! % all.length]!;
            s = act(s, { type: 'move', from: f, to: t });
            expectConserved(s);
          }
        },
      ),
      { numRuns: 15 },
    );
    expect(cardActions).toBeGreaterThan(0);
  });
});

describe('insight', () => {
  it('reports turns, upgrades, builds, kings left and how the game ended', () => {
    let s = act(newGame(), { type: 'upgrade', square: 'a2', card: '12sc' });
    s = act(s, { type: 'resign', seat: 1 });
    const i = techChessGame.insight!(s);
    expect(i.turns).toBe(1);
    expect(i.figures).toMatchObject({ upgradesUsedP1: 1, upgradesUsedP2: 0, kingsLeftP1: 2, kingsLeftP2: 2, captures: 0 });
    expect(i.tallies).toEqual({ resigned: 1 });
    expect(i.cards).toEqual([{ code: '2se', seat: 0, use: 'held' }]);
  });
});

describe('chess clock increment', () => {
  it('adds no increment for a turn played while the clock is paused', () => {
    let s = newGame({ clock: 5, clockIncrement: 2 });
    s = act(s, { type: 'clock', op: 'start' }, 0);
    s = act(s, { type: 'clock', op: 'pause' }, 10_000);
    s = act(s, { type: 'move', from: 'a2', to: 'a3' }, 20_000);
    // Player 1's clock ran 10 s and was paused: no increment, player 2's clock waits paused.
    expect(s.clock).toMatchObject({ active: 1, runningSince: null, bankMs: [290_000, 300_000] });
  });
});

describe('the capturing card’s ability', () => {
  it('is offered with a capture only, asked of the engine (the same test the rules make)', () => {
    const s = newGame({});
    // Player 1's knight on d1 moving to an empty square captures nothing; a move onto an opposing piece does.
    expect(abilityOffered(s, 'd1', 'c3')).toBe(false);
    const near = withBoard(s, { a1: '13se', c3: '11se', d5: '4te', f6: '13kn' });
    expect(abilityOffered(near, 'c3', 'd5')).toBe(true);
    // Not the mover's piece, an own piece, an empty or a bad square: no ability.
    expect(abilityOffered(near, 'd5', 'c3')).toBe(false);
    expect(abilityOffered(near, 'c3', 'a1')).toBe(false);
    expect(abilityOffered(near, 'b2', 'd5')).toBe(false);
    expect(abilityOffered(near, 'z9', 'd5')).toBe(false);
  });
});
