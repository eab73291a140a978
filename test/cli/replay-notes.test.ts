/** `deckside replay` prints the notes written during play and the players' questionnaire answers. */
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { makeReplayCommand } from '../../src/cli/commands/replay';
import { DEFAULT_QUESTIONS } from '../../src/insight/questions';
import { addEvent, counterRegistry, newCounterMatch } from '../store/counter-game';
import { must, openCounterStore, tempDir } from '../store/helpers';
import { memoryIO } from './io';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(() => cleanup());

it('lists the notes (note lines and inline ones) and the latest answers per seat', async () => {
  const store = await openCounterStore(dir, () => 5_000);
  const h = must(await store.createMatch(newCounterMatch(1_000, 3)));
  must(await store.appendEvent(h.matchId, { ...addEvent(1), note: 'inline' }));
  must(await store.addNote(h.matchId, 1, 'later note'));
  must(await store.addNote(h.matchId, 0, 'the match'));
  for (let seq = 2; seq <= 3; seq++) must(await store.appendEvent(h.matchId, addEvent(seq)));
  must(await store.addFeedback(h.matchId, { seat: 1, questions: DEFAULT_QUESTIONS, answers: { fun: 2 } }));
  must(await store.addFeedback(h.matchId, { seat: 1, questions: DEFAULT_QUESTIONS, answers: { fun: 5, again: true } }));
  await store.close();

  const io = memoryIO();
  expect(await makeReplayCommand(counterRegistry)([path.join(dir, `${h.matchId}.jsonl`)], io)).toBe(0);
  const out = JSON.parse(io.stdout[0]!);
  expect(out.notes).toEqual([
    { seq: 0, text: 'the match' },
    { seq: 1, text: 'inline' },
    { seq: 1, text: 'later note' },
  ]);
  expect(out.feedback).toEqual([{ seat: 1, name: 'Bo', answers: { fun: 5, again: true } }]);
});
