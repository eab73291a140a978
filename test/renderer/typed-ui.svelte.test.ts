/**
 * The renderer reads each game typed through: no screen casts a game's
 * state, view or action (the UI registry and the session carry the types),
 * and every UI entry is made from its game's registered definition, so the
 * typed lookup (`uiOf`) hands each view a session of its own game.
 */
/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/engine/registry';
import { GAME_UIS, namedClock, namedSeats, uiOf } from '../../src/renderer/games/index';

/** Every source file of the renderer, as text (Vite reads them for the test). */
const SOURCES: Record<string, string> = import.meta.glob('../../src/renderer/**/*.{ts,svelte}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** A cast to a game's state, view or action type, or a helper that turns an untyped state into a typed one. */
const CAST = /\bas\s+(?:unknown\s+as\s+)?(?:[A-Z]\w*(?:State|View|Action)|PublicView)\b|\(state: unknown\)\s*:/;

function casts(text: string): string[] {
  return text.split('\n').filter((line) => CAST.test(line));
}

describe('no casts of a game in the renderer', () => {
  it('the pattern catches the casts it is there for', () => {
    expect(casts('export const tradesState = (state: unknown): TradesState => state as TradesState;')).toHaveLength(1);
    expect(casts('  const view = $derived(session.def.view(session.state, null) as PublicView);')).toHaveLength(1);
    expect(casts('  const a = action as TechChessAction;')).toHaveLength(1);
    expect(casts('  (resolves[0] as ActionOffer).action as ForExAction')).toHaveLength(1);
    expect(casts('  const input = e.currentTarget as HTMLInputElement;')).toHaveLength(0);
  });

  it('no file under src/renderer casts a game state, view or action', () => {
    const paths = Object.keys(SOURCES);
    expect(paths.length).toBeGreaterThan(100);
    const found = paths.flatMap((path) => casts(SOURCES[path] ?? '').map((line) => `${path}: ${line.trim()}`));
    expect(found).toEqual([]);
  });
});

describe('the game UI registry', () => {
  it('makes each entry from the registered definition, so uiOf finds it for that definition', () => {
    for (const [id, def] of Object.entries(GAMES)) {
      const entry = GAME_UIS[def.id];
      expect(entry?.def, id).toBe(def);
      expect(uiOf(def), id).toBe(entry);
    }
  });

  it("gives a definition that is not the registered one the generic view, never another game's", () => {
    const tradesDef = GAMES.trades;
    if (!tradesDef) throw new Error('Trades is registered');
    const copy = { ...tradesDef };
    expect(uiOf(copy).def).toBe(copy);
    expect(uiOf(copy).View).not.toBe(GAME_UIS.trades?.View);
  });
});

describe("the engine's seat words, named", () => {
  const names = ['Ann', 'Bo'];
  const name = (seat: number) => names[seat] ?? `Seat ${seat + 1}`;
  it('names the seats of the flow and the clocks by the players, and leaves other numbers alone', () => {
    expect(namedSeats('Player 2 to move (player 1 waits)', name, 2)).toBe('Bo to move (Ann waits)');
    expect(namedSeats('Player 3 to move', name, 2)).toBe('Player 3 to move');
    // The engines that count seats from 0 ("Seat 0 to commit", "from seat 1") are named too.
    expect(namedSeats('Seat 0 to commit two hand cards', name, 2)).toBe('Ann to commit two hand cards');
    expect(namedSeats("Seat 1 to accept or refuse seat 0's spot offer", name, 2)).toBe("Bo to accept or refuse Ann's spot offer");
    expect(namedSeats('Seat 2 to move', name, 2)).toBe('Seat 2 to move');
    const three = (seat: number) => ['Ann', 'Bo', 'Cy'][seat] ?? '?';
    expect(namedSeats('Seats 0 and 2 to commit', three, 3)).toBe('Ann and Cy to commit');
    expect(namedSeats('Seats 0, 1 and 2 to discard', three, 3)).toBe('Ann, Bo and Cy to discard');
    // Trades lists the seats still to enter their final hands with commas only.
    expect(namedSeats('Enter the final hands (seats 1, 2 still to enter)', three, 3)).toBe('Enter the final hands (Bo, Cy still to enter)');
    const clock = { id: 'p1', label: 'Player 1 (P1) +5s', owner: 0, leftMs: 1, durationMs: 1, running: false, toggle: null };
    expect(namedClock(clock, name).label).toBe('Ann (P1) +5s');
    expect(namedClock({ ...clock, label: 'Bank' }, name).label).toBe('Ann: Bank');
    expect(namedClock({ ...clock, owner: null, label: 'Trading' }, name).label).toBe('Trading');
  });
});
