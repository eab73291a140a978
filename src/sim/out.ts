/**
 * `--out folder`: every simulated game as an ordinary match file of the
 * playtest format (docs/log-format.md), written with the store's own line
 * writers, its header marked `simulated` with the bots and the run, so
 * `deckside replay`, `deckside stats` and the app read it like any playtest.
 */
import { createHash } from 'node:crypto';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { err, ok, type Result } from '../engine/core/result';
import type { MatchHeader } from '../contract/api';
import { MATCH_FORMAT_VERSION } from '../contract/schemas';
import { eventLine, headerLine } from '../store/match-file';
import { MATCH_FILE_EXT, newMatchId } from '../store/paths';
import { SIM_START } from './play';
import type { Prepared } from './prepare';
import type { GameResult } from './types';

export interface OutMeta {
  readonly runSeed: string;
  readonly rulesVersion: string;
  readonly appVersion: string;
  /** Wall-clock time of the run: the match ids carry it, so files of two runs never clash. */
  readonly now: number;
}

/**
 * The header of one simulated game's match file. Its id's random part is the
 * run's hash plus the file's number `k`, so no two files of a run clash.
 */
export function simulatedHeader(p: Prepared, r: GameResult, meta: OutMeta, k: number): MatchHeader {
  const runHash = parseInt(createHash('sha256').update(`${meta.now}:${meta.runSeed}`).digest('hex').slice(0, 8), 16);
  const hash = ((runHash + k) >>> 0).toString(16).padStart(8, '0');
  return {
    format: 'deckside-match',
    formatVersion: MATCH_FORMAT_VERSION,
    matchId: newMatchId(meta.now, () => hash.slice(0, 8)),
    game: p.gameId,
    options: r.set === 'versus' && p.versusPlayOptions ? p.versusPlayOptions : p.playOptions,
    seed: r.seed,
    players: p.players.map((name, seat) => ({ name, seat })),
    deckVersion: p.def.deck,
    rulesVersion: meta.rulesVersion,
    startedAt: SIM_START,
    appVersion: meta.appVersion,
    notes: `Simulated by the balance lab: ${p.botNames.join(' v ')}, game ${r.index + 1} (${r.set}).`,
    simulated: { bots: p.botNames, runSeed: meta.runSeed, game: r.index, set: r.set },
  };
}

/** Writes each result's match file into `folder` (made if missing); answers the files written. */
export async function writeMatchFiles(
  folder: string,
  p: Prepared,
  results: readonly GameResult[],
  meta: OutMeta,
): Promise<Result<string[]>> {
  try {
    await mkdir(folder, { recursive: true });
  } catch (e) {
    return err('ERR_OUT_FOLDER', `Cannot make the folder ${folder}: ${e instanceof Error ? e.message : String(e)}`, {
      params: { folder, value: e instanceof Error ? e.message : String(e) },
    });
  }
  const files: string[] = [];
  const sorted = [...results].sort((a, b) => (a.set === b.set ? a.index - b.index : a.set === 'base' ? -1 : 1));
  for (const [k, r] of sorted.entries()) {
    const header = simulatedHeader(p, r, meta, k);
    const file = path.join(folder, header.matchId + MATCH_FILE_EXT);
    const text = headerLine(header) + (r.events ?? []).map(eventLine).join('');
    try {
      const handle = await open(file, 'wx');
      try {
        await handle.write(text);
      } finally {
        await handle.close();
      }
    } catch (e) {
      return err('ERR_OUT_WRITE', `Cannot write ${file}: ${e instanceof Error ? e.message : String(e)}`, {
        params: { file, value: e instanceof Error ? e.message : String(e) },
      });
    }
    files.push(file);
  }
  return ok(files);
}
