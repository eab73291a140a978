/**
 * Exporting matches as one JSON or CSV file (formats in ./export.ts): all the
 * matches in the folder, oldest first, skipping damaged ones, or the ones
 * named, in the order asked, refusing if one of them cannot be read.
 */
import { readdir } from 'node:fs/promises';
import type { AnyGameDefinition } from '../engine/core/game';
import { err, ok, type Result } from '../engine/core/result';
import type { ExportFormat } from '../contract/api';
import { badId, damaged, isParsed, messageOf, noSuchMatch } from './answers';
import { exportCsv, exportJson, type ExportedMatch } from './export';
import type { ParsedMatchFile } from './match-file';
import { exportedMatch } from './match-reading';
import { isMatchId, matchIdOfFile, newMatchId } from './paths';

export interface ExportContext {
  readonly dataDir: string;
  readonly getGame: (id: string) => Result<AnyGameDefinition>;
  readonly now: () => number;
  readonly readMatch: (matchId: string) => Promise<ParsedMatchFile>;
}

export async function exportMatchFiles(
  ctx: ExportContext,
  format: ExportFormat,
  matchIds: readonly string[] | null,
): Promise<Result<{ fileName: string; content: string }>> {
  let ids: string[];
  if (matchIds === null) {
    ids = (await readdir(ctx.dataDir)).flatMap((n) => matchIdOfFile(n) ?? []).sort();
  } else {
    const bad = matchIds.find((id) => !isMatchId(id));
    if (bad !== undefined) return badId(bad);
    ids = [...new Set(matchIds)];
  }
  const matches: ExportedMatch[] = [];
  for (const id of ids) {
    const read = await ctx.readMatch(id).catch((e: unknown) => e);
    if (read instanceof Error || !isParsed(read)) {
      if (matchIds === null) continue;
      return (read as NodeJS.ErrnoException).code === 'ENOENT'
        ? noSuchMatch(id)
        : err('ERR_STORE_IO', `Could not read match ${id}: ${messageOf(read)}`, {
            params: { variant: 'couldRead', id, messageOf: messageOf(read) },
          });
    }
    if (!read.header) {
      if (matchIds === null) continue;
      return damaged(read);
    }
    matches.push(exportedMatch(ctx.getGame, read.header, read));
  }
  // All matches: oldest first. Named matches: in the order asked.
  if (matchIds === null) matches.sort((a, b) => a.header.startedAt - b.header.startedAt || (a.header.matchId < b.header.matchId ? -1 : 1));
  const stamp = newMatchId(ctx.now(), () => '00000000').slice(0, 15);
  const base = matchIds !== null && ids.length === 1 ? `deckside-${ids[0]}` : `deckside-playtests-${stamp}`;
  return ok(
    format === 'json'
      ? { fileName: `${base}.json`, content: exportJson(matches, ctx.now()) }
      : { fileName: `${base}.csv`, content: exportCsv(matches) },
  );
}
