/**
 * Listing the playtest folder: a summary of every match file, newest first,
 * and a problem for each file that is misnamed or cannot be read (one bad
 * file never hides the others).
 */
import { readdir } from 'node:fs/promises';
import type { AnyGameDefinition } from '../engine/core/game';
import type { Result } from '../engine/core/result';
import type { LogProblem, MatchSummary } from '../contract/api';
import { messageOf } from './answers';
import type { ParsedMatchFile } from './match-file';
import { summarizeMatch } from './match-reading';
import { matchIdOfFile, MATCH_FILE_EXT } from './paths';

export async function listMatchFiles(
  dataDir: string,
  getGame: (id: string) => Result<AnyGameDefinition>,
  readMatch: (matchId: string) => Promise<ParsedMatchFile>,
): Promise<{ matches: MatchSummary[]; problems: LogProblem[] }> {
  const matches: MatchSummary[] = [];
  const problems: LogProblem[] = [];
  for (const name of await readdir(dataDir)) {
    if (!name.endsWith(MATCH_FILE_EXT)) continue;
    const id = matchIdOfFile(name);
    if (id === null) {
      problems.push({
        file: name,
        line: 0,
        message: 'Not a match file name (expected e.g. 20261130-063800-1f2e3d4c.jsonl); not read.',
      });
      continue;
    }
    try {
      const read = await readMatch(id);
      if (!read.header) {
        problems.push(...read.problems);
        continue;
      }
      matches.push(summarizeMatch(getGame, read.header, read, name));
    } catch (e) {
      problems.push({ file: name, line: 0, message: `Could not read this match: ${messageOf(e)}` });
    }
  }
  matches.sort((a, b) => b.startedAt - a.startedAt || (a.matchId < b.matchId ? 1 : -1));
  return { matches, problems };
}
