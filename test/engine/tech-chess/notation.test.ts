/** Move and action notation: parse/format pairs with round-trip properties, and action parsing. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { squareName } from '../../../src/engine/tech-chess/board';
import {
  formatMove,
  formatTypedAction,
  moveList,
  parseMove,
  parseMoveList,
  parseTypedAction,
  techChessGame,
} from '../../../src/engine/tech-chess/index';

const square = fc.integer({ min: 0, max: 35 });
const card = fc.tuple(fc.integer({ min: 1, max: 13 }), fc.constantFrom('kn', 'sc', 'te', 'se')).map(([v, d]) => `${v}${d}`);

describe('move notation', () => {
  it('round-trips every move: parse(format(m)) = m and format(parse(t)) = t', () => {
    fc.assert(
      fc.property(square, square, (from, to) => {
        const text = formatMove({ from, to });
        const parsed = parseMove(text);
        expect(parsed).toEqual({ ok: true, value: { from, to } });
        expect(formatMove(parsed.ok ? parsed.value : { from: -1, to: -1 })).toBe(text);
      }),
    );
  });

  it('reads d1-c3, D1xC3 and spaces; refuses bad squares and junk', () => {
    for (const t of ['d1c3', 'd1-c3', 'D1xC3', ' d1 c3 ']) expect(parseMove(t)).toEqual({ ok: true, value: { from: 3, to: 14 } });
    expect(parseMove('g1c3').ok).toBe(false);
    expect(parseMove('a7a6').ok).toBe(false);
    expect(parseMove('hello').ok).toBe(false);
    const list = parseMoveList('a2a3 d5d4 zz');
    expect(!list.ok && list.error.path).toBe('moves[2]');
    expect(parseMoveList('')).toEqual({ ok: true, value: [] });
  });

  it('round-trips typed actions (moves, upgrades, builds)', () => {
    const typed = fc.oneof(
      fc.tuple(square, square).map(([a, b]) => ({ type: 'move' as const, from: squareName(a), to: squareName(b) })),
      fc
        .tuple(fc.constantFrom('upgrade' as const, 'build' as const), square, card)
        .map(([type, s, c]) => ({ type, square: squareName(s), card: c })),
    );
    fc.assert(
      fc.property(typed, (a) => {
        const text = formatTypedAction(a);
        expect(parseTypedAction(text)).toEqual({ ok: true, value: a });
      }),
    );
    expect(parseTypedAction('upgrade c2 12-Science')).toEqual({ ok: true, value: { type: 'upgrade', square: 'c2', card: '12sc' } });
    expect(parseTypedAction('build c2').ok).toBe(false);
    expect(parseTypedAction('castle').ok).toBe(false);
  });

  it('lists the moves of a log with the seq to undo back to', () => {
    const list = moveList([
      { seq: 1, at: 0, actor: 0, action: { type: 'move', from: 'd1', to: 'c3' } },
      { seq: 2, at: 0, actor: 1, action: { type: 'build', square: 'c5', card: '5kn' } },
    ]);
    expect(list).toEqual([
      { seq: 1, actor: 0, text: 'd1c3' },
      { seq: 2, actor: 1, text: 'build c5 5kn' },
    ]);
  });
});

describe('parseAction', () => {
  it('normalizes squares and card codes', () => {
    expect(techChessGame.parseAction({ type: 'move', from: 'D1', to: 'C3' })).toEqual({
      ok: true,
      value: { type: 'move', from: 'd1', to: 'c3' },
    });
    expect(techChessGame.parseAction({ type: 'upgrade', square: 'a2', card: '12-science' })).toEqual({
      ok: true,
      value: { type: 'upgrade', square: 'a2', card: '12sc' },
    });
  });

  it('refuses malformed actions with a code and the path at fault', () => {
    const r = techChessGame.parseAction({ type: 'teleport' });
    expect(!r.ok && r.error.code).toBe('ERR_BAD_ACTION');
    const s = techChessGame.parseAction({ type: 'build', square: 'q9', card: '5se' });
    expect(!s.ok && s.error.path).toBe('square');
    const c = techChessGame.parseAction({
      type: 'effect',
      card: '9se',
      edits: [{ op: 'relocate', card: '99zz', from: { zone: 'deck' }, to: { zone: 'discard' } }],
    });
    expect(!c.ok && c.error.code).toBe('ERR_BAD_CARD_CODE');
    expect(!c.ok && c.error.path).toBe('edits[0].card');
    expect(techChessGame.parseAction(null).ok).toBe(false);
    expect(techChessGame.parseAction('d1c3').ok).toBe(false);
  });
});
