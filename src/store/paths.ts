/**
 * Where the playtests live and how their files are named. File names are
 * made here from ids the store generated; an id from a request is only ever
 * used after it matched MATCH_ID_PATTERN, so no path reaches the file system
 * unchecked.
 */
import { randomBytes } from 'node:crypto';
import { homedir } from 'node:os';
import path from 'node:path';
import { MATCH_ID_PATTERN } from '../contract/schemas';

export const MATCH_FILE_EXT = '.jsonl';
export const SETTINGS_FILE = 'settings.json';

/** The data folder: DECKSIDE_DATA_DIR when set, else the caller's default. */
export function resolveDataDir(callerDefault: string, env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.DECKSIDE_DATA_DIR?.trim();
  return path.resolve(fromEnv ? fromEnv : callerDefault);
}

/**
 * The playtest folder the Electron app uses (its appData folder, then
 * Deckside/playtests), for hosts without Electron's app.getPath: the
 * browser-mode server and the command line find the same matches.
 */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  const appData =
    platform === 'win32'
      ? (env.APPDATA ?? path.join(homedir(), 'AppData', 'Roaming'))
      : platform === 'darwin'
        ? path.join(homedir(), 'Library', 'Application Support')
        : env.XDG_CONFIG_HOME || path.join(homedir(), '.config');
  return path.join(appData, 'Deckside', 'playtests');
}

export const isMatchId = (id: string): boolean => MATCH_ID_PATTERN.test(id);

/** A new id: the UTC start time to the second (files sort by time) and 32 random bits. */
export function newMatchId(now: number, random: () => string = () => randomBytes(4).toString('hex')): string {
  const d = new Date(now);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  const id = `${p(d.getUTCFullYear(), 4)}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}-${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}-${random()}`;
  if (!isMatchId(id)) throw new Error(`newMatchId made an invalid id ${JSON.stringify(id)}`);
  return id;
}

/** The absolute file of a match; throws on an id that is not one (callers validate first). */
export function matchFilePath(dataDir: string, matchId: string): string {
  if (!isMatchId(matchId)) throw new Error(`refusing a file for a non-id ${JSON.stringify(matchId.slice(0, 40))}`);
  return path.join(dataDir, matchId + MATCH_FILE_EXT);
}

/** The match id of a file name in the data folder, or null for any other file. */
export function matchIdOfFile(fileName: string): string | null {
  if (!fileName.endsWith(MATCH_FILE_EXT)) return null;
  const id = fileName.slice(0, -MATCH_FILE_EXT.length);
  return isMatchId(id) ? id : null;
}
