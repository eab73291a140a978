/** The end banner agrees with the score sheet's winners, by name. */
import { expect, it } from 'vitest';
import { namesList, outcomeHeadline } from '../../src/renderer/lib/outcome-text';

const names = ['Ann', 'Bo', 'Cy'];
const name = (seat: number) => names[seat] ?? `Seat ${seat + 1}`;

it('names every winner the score sheet marks, even in a tie the rules call a draw', () => {
  expect(outcomeHeadline({ winners: [1] }, name)).toBe('Winner: Bo');
  expect(outcomeHeadline({ winners: [0, 2] }, name)).toBe('Winners: Ann and Cy (tie)');
  const shared = outcomeHeadline({ winners: [0, 1, 2], draw: true }, name);
  expect(shared).toBe('Draw: Ann, Bo and Cy share the win');
  for (const n of names) expect(shared).toContain(n);
  expect(outcomeHeadline({ winners: [], draw: true }, name)).toBe('Draw');
});

it('lists names in plain English', () => {
  expect(namesList([])).toBe('');
  expect(namesList(['Ann'])).toBe('Ann');
  expect(namesList(['Ann', 'Bo', 'Cy', 'Di'])).toBe('Ann, Bo, Cy and Di');
});
