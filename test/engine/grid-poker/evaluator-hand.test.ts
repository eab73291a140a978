/** The evaluator over card codes: rules cases by hand, the ace-low-only rule, 4-card hands and input errors. */
import { describe, expect, it } from 'vitest';
import { evaluateHand } from '../../../src/engine/grid-poker/evaluator-hand';
import type { EvaluatorOptions } from '../../../src/engine/grid-poker/evaluator';

const BOTH: EvaluatorOptions = { aceHigh: 'both', wilds: 'jokers' };
const LOW: EvaluatorOptions = { aceHigh: 'low', wilds: 'jokers' };

function value(hand: string, options = BOTH): { category: string; strength: number } {
  const r = evaluateHand(hand.split(' '), options);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('evaluateHand', () => {
  it('plays the ace high and low by default', () => {
    expect(value('10kn 11sc 12te 13se 1kn').category).toBe('straight');
    expect(value('1kn 2sc 3te 4se 5kn').category).toBe('straight');
    expect(value('1kn 2sc 3te 4se 5kn').strength).toBeLessThan(value('2kn 3sc 4te 5se 6kn').strength);
    expect(value('1kn 1sc 3te 4se 5kn').strength).toBeGreaterThan(value('13kn 13sc 3te 4se 5kn').strength);
    expect(value('12kn 1sc 13te 11se 2kn').category).toBe('high-card'); // no wrap-around straight
  });

  it('with aceHigh=low the 1 is only low: no 10-to-ace straight, and the lowest rank', () => {
    expect(value('10kn 11sc 12te 13se 1kn', LOW).category).toBe('high-card');
    expect(value('1kn 2sc 3te 4se 5kn', LOW).category).toBe('straight');
    expect(value('1kn 2sc 3te 4se 5kn', LOW).strength).toBeLessThan(value('2kn 3sc 4te 5se 6kn', LOW).strength);
    expect(value('1kn 1sc 3te 4se 5kn', LOW).strength).toBeLessThan(value('2kn 2sc 3te 4se 6kn', LOW).strength);
    expect(value('wild 10kn 11kn 12kn 13kn', LOW)).toEqual(value('9kn 10kn 11kn 12kn 13kn', LOW));
  });

  it('never breaks ties by domain', () => {
    expect(value('2kn 5kn 7kn 9kn 11kn').strength).toBe(value('2se 5se 7se 9se 11se').strength);
    expect(value('9kn 9sc 4te 5se 13kn').strength).toBe(value('9te 9se 4kn 5sc 13te').strength);
  });

  it('lets jokers take the best value and domain', () => {
    expect(value('wild 1kn 13kn 12kn 11kn')).toEqual(value('10kn 1kn 13kn 12kn 11kn'));
    expect(value('wild wild 7kn 7sc 2te').category).toBe('four-of-a-kind');
    expect(value('wild 1kn 1sc 1te 1se').category).toBe('five-of-a-kind');
    expect(value('wild 2kn 9kn 4kn 6kn').category).toBe('flush');
    expect(value('wild 2kn 9kn 4kn 6kn').strength).toBe(value('1kn 2kn 9kn 4kn 6kn').strength);
  });

  it('scores 4-card hands (one-card company) without straights or flushes, below a 5-card hand they start', () => {
    expect(value('2kn 3kn 4kn 5kn').category).toBe('high-card');
    expect(value('9kn 9sc 9te 9se').category).toBe('four-of-a-kind');
    expect(value('wild 9sc 9te 9se').category).toBe('four-of-a-kind');
    expect(value('9kn 9sc 13te 4se').strength).toBeLessThan(value('9kn 9sc 13te 4se 2kn').strength);
    expect(value('9kn 9sc 13te 5se').strength).toBeGreaterThan(value('9kn 9sc 13te 4se 3kn').strength);
  });

  it('answers errors with codes and the offending card', () => {
    const bad = (hand: string[], options = BOTH, decks = 2): [string, string | undefined] => {
      const r = evaluateHand(hand, options, decks);
      return r.ok ? ['ok', undefined] : [r.error.code, r.error.path];
    };
    expect(bad(['1kn', '2kn', '3kn'])).toEqual(['ERR_HAND_SIZE', 'cards']);
    expect(bad(['1kn', '2kn', '3kn', '4kn', '5kn', '6kn'])).toEqual(['ERR_HAND_SIZE', 'cards']);
    expect(bad(['1kn', '2kn', '14kn', '4kn', '5kn'])).toEqual(['ERR_BAD_CARD_CODE', 'cards[2]']);
    expect(bad(['1kn', '2kn', 'wild', '4kn', '5kn'], { aceHigh: 'both', wilds: 'removed' })).toEqual(['ERR_WILDS_REMOVED', 'cards[2]']);
    expect(bad(['1kn', '1kn', '3kn', '4kn', '5kn'], BOTH, 1)).toEqual(['ERR_TOO_MANY_COPIES', 'cards[1]']);
    expect(bad(['1kn', '1kn', '3kn', '4kn', '5kn'], BOTH, 2)).toEqual(['ok', undefined]);
  });
});
