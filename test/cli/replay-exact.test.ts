/**
 * `deckside replay` judges cards exactly, as the referee at the table does:
 * a final hand that the merged readings of the card knowledge allow but no
 * history of the game does is a violation (test/fixtures/trades/merged-game.ts);
 * the true hand in its place replays clean.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replayCommand } from '../../src/cli/commands/replay';
import { beforeHands, enterHand, entering, handsAt, impossibleHand, mergedHeader, trueHand } from '../fixtures/trades/merged-game';
import { tempDir } from '../store/helpers';
import { memoryIO } from './io';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(() => cleanup());

/** The game's log with seat 3's final hand entered as `hand`, written to a file. */
async function logWith(hand: readonly string[], name: string): Promise<string> {
  const file = path.join(dir, `${name}.jsonl`);
  const last = { seq: entering + 1, at: handsAt, actor: null, action: enterHand(hand) };
  const lines = [mergedHeader(name), ...beforeHands, last].map((l) => JSON.stringify(l));
  await writeFile(file, lines.join('\n') + '\n');
  return file;
}

describe('replay judges cards exactly', () => {
  it('reports a final hand no history allows, and replays the true one clean', async () => {
    const bad = memoryIO();
    expect(await replayCommand([await logWith(impossibleHand, '20260301-100000-0000ba01')], bad)).toBe(1);
    const report = JSON.parse(bad.stdout[0] ?? '{}') as { applied: number; violations: { seq: number; code: string }[] };
    expect(report.applied).toBe(entering);
    expect(report.violations).toEqual([expect.objectContaining({ seq: entering + 1, code: 'ERR_INCONSISTENT_HAND' })]);

    const good = memoryIO();
    expect(await replayCommand([await logWith(trueHand, '20260301-100000-0000ba02')], good)).toBe(0);
    expect(JSON.parse(good.stdout[0] ?? '{}')).toMatchObject({ applied: entering + 1, violations: [] });
  }, 60_000);
});
