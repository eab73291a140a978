/** The match file format: parsing, undo markers, damaged lines, ids and paths. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storedEventSchema } from '../../src/contract/schemas';
import { parseMatchText } from '../../src/store';
import { plainEvent } from '../../src/store/match-file';
import { newMatchId, resolveDataDir, matchIdOfFile, matchFilePath } from '../../src/store/paths';
import { addEvent } from './counter-game';

const header = {
  format: 'deckside-match',
  formatVersion: 1,
  matchId: '20261130-063800-1f2e3d4c',
  game: 'trades',
  options: {},
  seed: 's',
  players: [{ name: 'Ann', seat: 0 }],
  deckVersion: null,
  rulesVersion: 'r',
  startedAt: 0,
  appVersion: 'a',
};
const text = (...lines: unknown[]) => lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n') + '\n';

describe('parseMatchText', () => {
  it('reads CRLF line ends and skips blank lines after the header, numbering lines as the file does', () => {
    const crlf = text(header, addEvent(1), '', '   ', addEvent(2), '{"seq":3').replaceAll('\n', '\r\n');
    const r = parseMatchText(crlf, 'm.jsonl');
    expect(r.header?.matchId).toBe(header.matchId);
    expect(r.events).toEqual([addEvent(1), addEvent(2)]);
    expect(r.problems).toEqual([{ file: 'm.jsonl', line: 6, message: 'Damaged line: not valid JSON.' }]);
    // A blank first line is no header.
    expect(parseMatchText(text('', header), 'm.jsonl').header).toBeNull();
  });

  it('applies undo markers in order', () => {
    const r = parseMatchText(text(header, addEvent(1), addEvent(2), { undo: { keep: 1, at: 5 } }, addEvent(2, 3), addEvent(3)), 'm.jsonl');
    expect(r.problems).toEqual([]);
    expect(r.events).toEqual([addEvent(1), addEvent(2, 3), addEvent(3)]);
    expect(r.endsClean).toBe(true);
  });

  it('reports each unusable line with its number and keeps reading', () => {
    const r = parseMatchText(
      text(
        header,
        addEvent(1),
        '{"seq":2',
        { seq: 2, at: 1, actor: 0, action: {}, extra: 1 },
        { undo: { keep: 9, at: 1 } },
        addEvent(2),
        '',
        addEvent(3),
      ),
      'm.jsonl',
    );
    expect(r.events.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(r.problems.map((p) => [p.file, p.line])).toEqual([
      ['m.jsonl', 3],
      ['m.jsonl', 4],
      ['m.jsonl', 5],
    ]);
    expect(r.problems[1]!.message).toMatch(/Damaged event/);
    expect(r.problems[2]!.message).toMatch(/Undo to 9 events/);
  });

  it('refuses a file without a usable header', () => {
    expect(parseMatchText('', 'e.jsonl')).toMatchObject({
      header: null,
      problems: [{ line: 1, message: expect.stringContaining('empty') }],
    });
    expect(parseMatchText(text({ ...header, format: 'other' }), 'h.jsonl')).toMatchObject({
      header: null,
      problems: [{ line: 1, message: expect.stringContaining('Damaged header') }],
    });
  });

  it('reads the match under its file name when the header disagrees', () => {
    const r = parseMatchText(text(header), 'x.jsonl', '20261130-063800-00000000');
    expect(r.header?.matchId).toBe('20261130-063800-00000000');
    expect(r.problems).toHaveLength(1);
  });

  it('marks a file that ends inside a line', () => {
    const r = parseMatchText(text(header, addEvent(1)) + '{"seq":2,"at"', 'm.jsonl');
    expect(r.endsClean).toBe(false);
    expect(r.problems).toEqual([{ file: 'm.jsonl', line: 3, message: expect.stringContaining('incomplete') }]);
  });
});

describe('paths', () => {
  it('makes ids from the time and random bits, and only such ids become file names', () => {
    expect(newMatchId(Date.UTC(2026, 10, 30, 6, 38, 0), () => '1f2e3d4c')).toBe('20261130-063800-1f2e3d4c');
    expect(newMatchId(Date.now())).toMatch(/^\d{8}-\d{6}-[0-9a-f]{8}$/);
    expect(matchIdOfFile('20261130-063800-1f2e3d4c.jsonl')).toBe('20261130-063800-1f2e3d4c');
    expect(matchIdOfFile('../20261130-063800-1f2e3d4c.jsonl')).toBeNull();
    expect(() => matchFilePath('/d', '../x')).toThrow();
  });

  it('lets DECKSIDE_DATA_DIR win over the caller default', () => {
    expect(resolveDataDir('/default', { DECKSIDE_DATA_DIR: '/from/env' })).toBe('/from/env');
    expect(resolveDataDir('/default', {})).toBe('/default');
    expect(resolveDataDir('/default', { DECKSIDE_DATA_DIR: '  ' })).toBe('/default');
  });
});

describe('plainEvent (the fast path)', () => {
  const json = fc.jsonValue();
  const good = fc.record(
    {
      seq: fc.integer({ min: 1, max: 1e9 }),
      at: fc.integer({ min: 0, max: 2e12 }),
      actor: fc.option(fc.integer({ min: 0, max: 15 })),
      action: json,
      note: fc.string({ maxLength: 50 }),
    },
    { requiredKeys: ['seq', 'at', 'actor', 'action'] },
  );
  const odd = fc.oneof(
    fc.integer({ min: -5, max: 20 }),
    fc.double(),
    fc.constantFrom(2 ** 60, 8.64e15 + 1, 0, 15, 16, -1, 'x', true, 'n'.repeat(2000), 'n'.repeat(2001)),
    fc.constant(null),
    json,
    fc.string({ maxLength: 2100 }),
  );

  it('accepts every well-formed event as it is', () => {
    fc.assert(
      fc.property(good, (e) => {
        const v = JSON.parse(JSON.stringify(e)) as unknown;
        expect(plainEvent(v)).toEqual(v);
        expect(storedEventSchema.safeParse(v).success).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('accepts nothing the schema refuses (one field changed, removed or added)', () => {
    const mutated = fc
      .tuple(good, fc.constantFrom('seq', 'at', 'actor', 'action', 'note', 'extra', '__proto__'), fc.option(odd))
      .map(([e, key, value]) => {
        const text = JSON.stringify(e);
        const o = JSON.parse(text) as Record<string, unknown>;
        if (value === null && key !== 'actor') delete o[key];
        else o[key] = value;
        // Through JSON again, as a file line would be ("__proto__" becomes an own key).
        return JSON.parse(JSON.stringify(o).replace('"extra"', key === '__proto__' ? '"__proto__"' : '"extra"')) as unknown;
      });
    fc.assert(
      fc.property(mutated, (v) => {
        if (plainEvent(v) !== null) expect(storedEventSchema.safeParse(v).success).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });
});
