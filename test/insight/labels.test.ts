/** Figures and tallies in words, with units; For-Ex's own figures counted from a real log. */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { recordFromMatch } from '../../src/insight/collect';
import { figureLabel, spellOut, tallyLabel, withUnit } from '../../src/insight/labels';
import { parseMatchText } from '../../src/store/match-file';

it('labels the internal keys in words with a unit', () => {
  expect(tallyLabel('for-ex', 'end:queueEmpty')).toEqual({ label: 'Ended: contract queue empty', unit: 'matches' });
  expect(tallyLabel('for-ex', 'strongest:GBP').label).toBe('Strongest currency at the end: GBP');
  expect(withUnit(figureLabel('for-ex', 'queueItems'))).toBe('Contract queue left at the end (queue items)');
  expect(withUnit(figureLabel(null, 'contractsFailed'))).toBe('Contracts failed (became loans) (contracts)');
  expect(figureLabel('tech-chess', 'kingsLeftP2')).toEqual({ label: 'Kings left by player 2', unit: 'kings' });
  expect(tallyLabel('grid-poker', 'wonWith:hand').label).toBe('Lines won with hand cards');
  expect(tallyLabel('tech-chess', 'checkmate').label).toBe('Ended: checkmate');
  expect(spellOut('someNewFigure')).toBe('Some new figure');
  expect(spellOut('=SUM(A1)')).toBe('=SUM(A1)');
});

it('For-Ex counts contracts made, paid and failed, loans and spot deals from the log', async () => {
  const file = fileURLToPath(new URL('../fixtures/for-ex/example.jsonl', import.meta.url));
  const read = parseMatchText(await readFile(file, 'utf8'), 'example.jsonl');
  const r = recordFromMatch('example.jsonl', read.header!, read.events);
  if (!r.ok) throw new Error(r.error.message);
  const types = read.events.map((e) => (e.action as { type: string }).type);
  const f = r.value.figures;
  // Hand count of the log: 4 contract actions, 3 accepted spot offers (one refused).
  expect(types.filter((t) => t === 'contract')).toHaveLength(4);
  expect(f.contractsMade).toBe(4);
  expect(f.spotDeals).toBe(types.filter((t) => t === 'spotAccept').length);
  // The queue is empty at the end: every contract was either paid or failed; one became the match's only loan.
  expect(f.queueItems).toBe(0);
  expect((f.contractsPaid ?? 0) + (f.contractsFailed ?? 0)).toBe(4);
  expect(f.contractsFailed).toBe(1);
  expect(f.loansTaken).toBe(1);
  expect(f.bankruptcy).toBe(0);
  expect(r.value.tallies).toEqual({ 'strongest:USD': 1, 'end:queueEmpty': 1 });
});
