/** An accepted score is on the score sheet at once, before the rest of the table has been scored. */
import { expect, it } from 'vitest';
import { techExchangeGame as game } from '../../../src/engine/tech-exchange/index';
import { act, start, toReveal } from './helpers';

const hand = (domain: string): string[] => [2, 3, 4, 5, 6, 7, 8, 9].map((v) => `${v}${domain}`);

it('shows the points of each accepted hand in the round being scored', () => {
  let s = toReveal(start(3, { rounds: 2 }));
  // The round being scored has its column from the start of the reveal.
  expect(game.score(s).rows).toEqual([[0], [0], [0]]);
  s = act(act(s, { type: 'revealHand', seat: 1, cards: hand('sc') }), { type: 'acceptScore', seat: 1 });
  const accepted = s.reveal?.entries[1]?.final?.score ?? 0;
  expect(accepted).toBeGreaterThan(0);
  const sheet = game.score(s);
  expect(sheet.rows[1]?.[0]).toBe(accepted);
  expect(sheet.rows[0]?.[0]).toBe(0);
  expect(sheet.totals[1]).toBe(accepted);
  expect(sheet.rows.every((r) => r.length === 1)).toBe(true);
  // After the round is closed, the same points stay where they were.
  s = act(act(s, { type: 'revealHand', seat: 0, cards: hand('kn') }), { type: 'acceptScore', seat: 0 });
  s = act(act(s, { type: 'revealHand', seat: 2, cards: hand('te') }), { type: 'acceptScore', seat: 2 });
  expect(game.score(s).rows[1]?.[0]).toBe(accepted);
});
