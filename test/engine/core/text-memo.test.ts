/** The text memo: an accepted answer is read once, a refused one every time, and the table stays within its cap. */
import { expect, it } from 'vitest';
import { memoByText } from '../../../src/engine/core/text-memo';

it('reads an accepted text once, a refused one each time, and forgets everything at its cap', () => {
  const reads: string[] = [];
  const upper = memoByText(
    (t: string) => {
      reads.push(t);
      return t === 'bad' ? null : t.toUpperCase();
    },
    (answer) => answer !== null,
    3,
  );
  expect([upper('a'), upper('a'), upper('bad'), upper('bad'), upper('b')]).toEqual(['A', 'A', null, null, 'B']);
  expect(reads).toEqual(['a', 'bad', 'bad', 'b']);
  // 'c' fills the table (a, b, c); 'd' finds it full, clears it and is kept alone, so 'a' is read again and 'd' not.
  upper('c');
  upper('d');
  upper('d');
  upper('a');
  expect(reads).toEqual(['a', 'bad', 'bad', 'b', 'c', 'd', 'a']);
});
