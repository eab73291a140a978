/** Feedback aggregation: t-intervals on means, Wilson on yes-rates, grouping, comparison, against known values. */
import { describe, expect, it } from 'vitest';
import { compareFeedback, feedbackByVersion, meanFigure, summarizeFeedback } from '../../src/insight/feedback';
import { DEFAULT_QUESTIONS } from '../../src/insight/questions';
import { t975 } from '../../src/insight/t-quantile';
import type { FeedbackAnswer, FeedbackValue } from '../../src/contract/api';
import { rec } from './fixtures';

const answer = (seat: number, player: string, answers: Record<string, FeedbackValue>): FeedbackAnswer => ({
  seat,
  player,
  at: 0,
  questions: DEFAULT_QUESTIONS,
  answers,
});

describe('t975', () => {
  it('gives the table values and approaches the normal past df 30', () => {
    expect(t975(1)).toBeCloseTo(12.7062, 4);
    expect(t975(4)).toBeCloseTo(2.7764, 4);
    expect(t975(30)).toBeCloseTo(2.0423, 4);
    // Exact values: df 31 2.03951, df 60 2.00030, df 120 1.97993.
    expect(t975(31)).toBeCloseTo(2.0395, 3);
    expect(t975(60)).toBeCloseTo(2.0003, 3);
    expect(t975(120)).toBeCloseTo(1.9799, 3);
    expect(t975(0)).toBeNaN();
  });
});

describe('summarizeFeedback', () => {
  // fun 4,5,3 | 4,2: mean 3.6, sd sqrt(1.3), t(4) 2.776445 -> 3.6 ± 1.41572.
  const records = [
    rec({
      matchId: 'm1',
      feedback: [
        answer(0, 'Ann', { fun: 4, again: true, length: 'long', confusing: 'the queue' }),
        answer(1, 'Bo', { fun: 5, again: true, length: 'right' }),
        answer(2, 'Cy', { fun: 3, again: false, length: 'long', confusing: '  ' }),
      ],
    }),
    rec({
      matchId: 'm2',
      feedback: [answer(0, 'Ann', { fun: 4, again: true, length: 'right', confusing: null }), answer(1, 'Bo', { fun: 2, again: false })],
    }),
    rec({ matchId: 'm3' }),
  ];

  it('means fun with a 95% t-interval and rates yes with Wilson', () => {
    const s = summarizeFeedback(records);
    expect(s.matches).toBe(2);
    expect(s.respondents).toBe(5);
    const fun = s.questions.find((q) => q.id === 'fun');
    if (fun?.kind !== 'scale') throw new Error('fun is a scale');
    expect(fun.figure.mean).toBeCloseTo(3.6, 10);
    expect(fun.figure.interval?.low).toBeCloseTo(2.18428, 4);
    expect(fun.figure.interval?.high).toBeCloseTo(5.01572, 4);
    const again = s.questions.find((q) => q.id === 'again');
    if (again?.kind !== 'yesno') throw new Error('again is yes/no');
    // Wilson 95% for 3 of 5: 0.2307 to 0.8824.
    expect(again.figure).toMatchObject({ hits: 3, count: 5, rate: 0.6 });
    expect(again.figure.interval.low).toBeCloseTo(0.2307, 3);
    expect(again.figure.interval.high).toBeCloseTo(0.8824, 3);
    const length = s.questions.find((q) => q.id === 'length');
    if (length?.kind !== 'choice') throw new Error('length is a choice');
    expect(length.shares.long).toMatchObject({ hits: 2, count: 4 });
    expect(length.shares.short).toMatchObject({ hits: 0, count: 4 });
    const text = s.questions.find((q) => q.id === 'confusing');
    expect(text).toMatchObject({ kind: 'text', answers: [{ matchId: 'm1', player: 'Ann', text: 'the queue' }] });
  });

  it('a single answer has a mean but no interval', () => {
    expect(meanFigure([4])).toEqual({ mean: 4, interval: null, count: 1 });
  });

  it('groups by game, rules version and variant', () => {
    const groups = feedbackByVersion([
      ...records,
      rec({ matchId: 'm4', rulesVersion: 'v2', options: { queue: 3 }, feedback: [answer(0, 'Ann', { fun: 1 })] }),
    ]);
    expect(groups.map((g) => [g.rulesVersion, g.variant, g.summary.respondents])).toEqual([
      ['v1', '', 5],
      ['v2', 'queue=3', 1],
    ]);
  });

  it('compares two sets: Welch on means, Newcombe on yes-rates', () => {
    const a = summarizeFeedback(records);
    const b = summarizeFeedback([
      rec({
        feedback: [
          answer(0, 'A', { fun: 1, again: false }),
          answer(1, 'B', { fun: 2, again: false }),
          answer(2, 'C', { fun: 1, again: false }),
        ],
      }),
    ]);
    const d = compareFeedback(a, b);
    const fun = d.find((x) => x.name.includes('fun'));
    // 3.6 - 4/3; Welch: qa = 1.3/5 = 0.26, qb = (1/3)/3 = 0.1111; df = 0.3711^2/(0.26^2/4 + 0.1111^2/2) = 5.97, rounded down -> t(5) 2.570582.
    expect(fun?.difference).toBeCloseTo(3.6 - 4 / 3, 10);
    expect(fun?.interval.low).toBeCloseTo(3.6 - 4 / 3 - 2.570582 * Math.sqrt(0.26 + 1 / 9), 4);
    expect(fun?.called).toBe(true);
    expect(d.find((x) => x.name.includes('again'))).toMatchObject({ a: 0.6, b: 0 });
  });
});
