/**
 * The reader walks a parsed line for its depth only when the line's text
 * opens as many brackets as the limit (match-file.ts mayNestTooDeep): at
 * every depth around the limit it reports a line exactly when the walk
 * itself (jsonProblem) finds one, brackets inside strings included.
 */
import { describe, expect, it } from 'vitest';
import { jsonProblem, MAX_JSON_DEPTH } from '../../src/contract/schemas';
import { parseMatchText } from '../../src/store/match-file';
import { matchHeader } from '../fixtures/match-header';

const header = JSON.stringify(matchHeader('trades', { players: ['Ann', 'Bo'], options: {}, seed: 's', at: 1 }));

/** An event whose action nests `depth` objects (and, in a string, `decoys` brackets that nest nothing). */
const eventLine = (depth: number, decoys = 0): string =>
  `{"seq":1,"at":5,"actor":null,"action":${'{"a":'.repeat(depth - 1)}{"type":"pass","text":"${'['.repeat(decoys)}"}${'}'.repeat(depth - 1)}}`;

describe('depth of a line', () => {
  for (let depth = MAX_JSON_DEPTH - 3; depth <= MAX_JSON_DEPTH + 3; depth++)
    for (const decoys of [0, MAX_JSON_DEPTH])
      it(`an action nested ${depth} deep${decoys ? ', with brackets in a string' : ''}: reported exactly when the walk finds it`, () => {
        const line = eventLine(depth, decoys);
        const walked = jsonProblem(JSON.parse(line));
        const read = parseMatchText(`${header}\n${line}\n`, 'm.jsonl');
        const deep = read.problems.filter((p) => p.message.includes('levels deep'));
        expect(deep.length).toBe(walked === null ? 0 : 1);
        expect(read.events.length).toBe(walked === null ? 1 : 0);
      });

  it('the limit falls inside the range tested', () => {
    expect(jsonProblem(JSON.parse(eventLine(MAX_JSON_DEPTH - 3)))).toBeNull();
    expect(jsonProblem(JSON.parse(eventLine(MAX_JSON_DEPTH + 3)))).not.toBeNull();
  });
});
