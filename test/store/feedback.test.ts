/** Players' questionnaire answers: appended lines, superseded per seat, read back, exported; question sets from settings. */
import { appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { DEFAULT_QUESTIONS } from '../../src/insight/questions';
import type { FeedbackQuestion } from '../../src/contract/api';
import { API_ARGS } from '../../src/contract/schemas';
import type { PlaytestStore } from '../../src/store';
import { CSV_COLUMNS } from '../../src/store';
import { parseMatchText } from '../../src/store/match-file';
import { addEvent, newCounterMatch } from './counter-game';
import { parseCsv } from './csv';
import { must, openCounterStore, tempDir } from './helpers';

let dir: string;
let cleanup: () => Promise<void>;
let store: PlaytestStore;
let clock = 10_000;
beforeEach(async () => {
  ({ dir, cleanup } = await tempDir());
  store = await openCounterStore(dir, () => clock++);
});
afterEach(async () => {
  await store.close();
  await cleanup();
});

async function finishedMatch(): Promise<string> {
  const h = must(await store.createMatch(newCounterMatch(1_000, 3)));
  for (let seq = 1; seq <= 3; seq++) must(await store.appendEvent(h.matchId, addEvent(seq)));
  return h.matchId;
}

it('round-trips answers through the file; a later answer for a seat supersedes', async () => {
  const id = await finishedMatch();
  must(
    await store.addFeedback(id, {
      seat: 0,
      questions: DEFAULT_QUESTIONS,
      answers: { fun: 3, again: false, length: 'long', confusing: 'the queue' },
    }),
  );
  must(
    await store.addFeedback(id, {
      seat: 1,
      questions: DEFAULT_QUESTIONS,
      answers: { fun: 5, again: true, length: 'right', confusing: null },
    }),
  );
  must(
    await store.addFeedback(id, {
      seat: 0,
      questions: DEFAULT_QUESTIONS,
      answers: { fun: 4, again: true, length: 'long', confusing: 'the queue' },
    }),
  );
  const text = await readFile(path.join(dir, `${id}.jsonl`), 'utf8');
  expect(text.split('\n').filter((l) => l.startsWith('{"feedback"'))).toHaveLength(3);
  const read = parseMatchText(text, 'f');
  expect(read.problems).toEqual([]);
  expect(read.feedback).toHaveLength(3);

  await store.close();
  store = await openCounterStore(dir, () => clock++);
  const opened = must(await store.openMatch(id));
  expect(opened.feedback?.map((f) => [f.seat, f.player, f.answers.fun])).toEqual([
    [0, 'Ann', 4],
    [1, 'Bo', 5],
  ]);

  const doc = JSON.parse(must(await store.exportMatches('json', [id])).content);
  expect(doc.matches[0].feedback.map((f: { answers: unknown }) => f.answers)).toEqual([
    { fun: 4, again: true, length: 'long', confusing: 'the queue' },
    { fun: 5, again: true, length: 'right', confusing: null },
  ]);
  const rows = parseCsv(must(await store.exportMatches('csv', [id])).content);
  expect(rows[1]?.[CSV_COLUMNS.indexOf('feedback')]).toBe(
    'Ann: fun=4; again=yes; length=long; confusing=the queue | Bo: fun=5; again=yes; length=right; confusing=',
  );
});

it('refuses a seat the match does not have, and answers that do not fit their question', async () => {
  const id = await finishedMatch();
  const r = await store.addFeedback(id, { seat: 3, questions: DEFAULT_QUESTIONS, answers: {} });
  expect(r.ok ? null : r.error.code).toBe('ERR_NO_SUCH_SEAT');
  const args = API_ARGS.addFeedback;
  expect(args.safeParse([id, { seat: 0, questions: DEFAULT_QUESTIONS, answers: { fun: 9 } }]).success).toBe(false);
  expect(args.safeParse([id, { seat: 0, questions: DEFAULT_QUESTIONS, answers: { length: 'medium' } }]).success).toBe(false);
  expect(args.safeParse([id, { seat: 0, questions: DEFAULT_QUESTIONS, answers: { nope: 1 } }]).success).toBe(false);
  expect(args.safeParse([id, { seat: 0, questions: DEFAULT_QUESTIONS, answers: { fun: 2, again: null } }]).success).toBe(true);
  const text = await readFile(path.join(dir, `${id}.jsonl`), 'utf8');
  expect(text).not.toContain('"feedback"');
});

it('skips a line of a kind it does not know, and reports a damaged feedback line, reading on', async () => {
  const id = await finishedMatch();
  const file = path.join(dir, `${id}.jsonl`);
  await appendFile(file, '{"rating":{"stars":5}}\n{"feedback":{"seat":"x"}}\n');
  const read = parseMatchText(await readFile(file, 'utf8'), 'f');
  expect(read.events).toHaveLength(3);
  expect(read.unknownLines).toBe(1);
  expect(read.problems.map((p) => p.line)).toEqual([6]);
  expect(read.problems[0]?.message).toMatch(/^Damaged feedback line/);
});

it('asks the most specific question set from the settings, else the defaults', async () => {
  expect(must(await store.feedbackQuestions('trades', 'v1'))).toEqual(DEFAULT_QUESTIONS);
  const tense: FeedbackQuestion[] = [{ id: 'tense', label: 'Was the end tense?', kind: 'yesno' }];
  const any: FeedbackQuestion[] = [{ id: 'fun', label: 'Fun?', kind: 'scale', min: 1, max: 7 }];
  must(
    await store.updateSettings({
      questionSets: [
        { game: 'trades', rulesVersion: 'v2', questions: tense },
        { game: null, rulesVersion: null, questions: any },
      ],
    }),
  );
  expect(must(await store.feedbackQuestions('trades', 'v2'))).toEqual(tense);
  expect(must(await store.feedbackQuestions('trades', 'v1'))).toEqual(any);
  const bad = await store.updateSettings({ questionSets: [{ game: null, rulesVersion: null, questions: [] }] });
  expect(bad.ok).toBe(false);
});
