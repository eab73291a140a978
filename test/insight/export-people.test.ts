/** Feedback, players and notes reach the statistics CSV, JSON and the printable report. */
import { expect, it } from 'vitest';
import { computeStats } from '../../src/insight/aggregate';
import { statsCsv, statsJson, type StatsExport } from '../../src/insight/export';
import { notesOf } from '../../src/insight/export-people';
import { summarizeFeedback } from '../../src/insight/feedback';
import { playersView } from '../../src/insight/players';
import { DEFAULT_QUESTIONS } from '../../src/insight/questions';
import { reportHtml } from '../../src/insight/report';
import { rec } from './fixtures';

const records = [
  rec({
    matchId: 'm1',
    notes: [{ seq: 3, text: 'confused by the queue' }],
    feedback: [
      { seat: 0, player: 'Ann', at: 0, questions: DEFAULT_QUESTIONS, answers: { fun: 4, again: true, confusing: '=oops' } },
      { seat: 1, player: 'Bo', at: 0, questions: DEFAULT_QUESTIONS, answers: { fun: 2, again: false } },
    ],
  }),
];
const input: StatsExport = {
  sets: [
    {
      label: 'A: all',
      filter: {},
      matchIds: ['m1'],
      stats: computeStats(records),
      feedback: summarizeFeedback(records),
      players: playersView(records),
      notes: notesOf(records),
    },
  ],
  differences: null,
  exportedAt: 0,
};

it('puts the answers with intervals, text answers with their match, players and notes in the CSV', () => {
  const csv = statsCsv(input);
  // mean 3, sd sqrt(2), t(1) 12.7062 -> 3 ± 12.7062.
  expect(csv).toContain('A: all,feedback,How much fun was it? (mean),3,-9.706205,15.706205,2,95% t-interval');
  expect(csv).toContain('A: all,feedback,Would you play again? (yes),0.5,');
  expect(csv).toContain('A: all,feedback text,Any confusing moments?,,,,,m1 Ann: =oops');
  expect(csv).toContain('A: all,player,Ann win rate (trades v1),1,');
  expect(csv).toContain('A: all,note,m1 event 3,,,,,confused by the queue');
});

it('puts them in the JSON and the report too', () => {
  const doc = JSON.parse(statsJson(input));
  expect(doc.sets[0].feedback.respondents).toBe(2);
  expect(doc.sets[0].notes).toEqual([{ matchId: 'm1', seq: 3, text: 'confused by the queue' }]);
  const html = reportHtml({ ...input, title: 'T', charts: [], unreadable: [] });
  expect(html).toContain('Player feedback (2 answers from 1 playtests; 95% intervals)');
  expect(html).toContain('confused by the queue');
  expect(html).toContain('<th>Ann</th>');
});
