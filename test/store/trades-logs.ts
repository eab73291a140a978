/** A playtest folder of random legal Trades logs, for the records pool and cache tests. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomTradesGame } from '../engine/trades/random-game';
import { matchHeader, testMatchId } from '../fixtures/match-header';

/**
 * Writes `n` logs named by their match ids (rules version v1 and v2 in turn);
 * `extra(i)` adds lines after log i's events (notes, feedback). Answers the
 * file names, in order.
 */
export async function writeTradesLogs(
  dir: string,
  n: number,
  opts: { seed: string; steps: number; extra?: (i: number) => readonly unknown[] },
): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < n; i++) {
    const g = randomTradesGame({ seed: `${opts.seed}-${i}`, players: 3, steps: opts.steps });
    const h = matchHeader('trades', g.config, { matchId: testMatchId(i), rulesVersion: i % 2 ? 'v2' : 'v1' });
    const name = `${h.matchId}.jsonl`;
    const lines = [h, ...g.events, ...(opts.extra?.(i) ?? [])];
    await writeFile(path.join(dir, name), lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    names.push(name);
  }
  return names;
}
