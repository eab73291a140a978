/** A playtest folder of random legal Trades logs, for the records pool and cache tests. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MatchHeader } from '../../src/contract/api';
import { randomTradesGame } from '../engine/trades/random-game';

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
    const h: MatchHeader = {
      format: 'deckside-match',
      formatVersion: 1,
      matchId: `20260101-000000-${i.toString(16).padStart(8, '0')}`,
      game: 'trades',
      options: g.config.options,
      seed: g.config.seed,
      players: g.config.players.map((name, seat) => ({ name, seat })),
      deckVersion: null,
      rulesVersion: i % 2 ? 'v2' : 'v1',
      startedAt: g.config.at,
      appVersion: 'test',
    };
    const name = `${h.matchId}.jsonl`;
    const lines = [h, ...g.events, ...(opts.extra?.(i) ?? [])];
    await writeFile(path.join(dir, name), lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    names.push(name);
  }
  return names;
}
