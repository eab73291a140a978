/**
 * The store's refusals, each with its stable code, and the guard that turns
 * an unexpected failure (a disk error) into a Result instead of a throw.
 */
import { err, type Result } from '../engine/core/result';
import type { ParsedMatchFile } from './match-file';

export async function guard<T>(method: string, fn: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await fn();
  } catch (e) {
    return err('ERR_STORE_IO', `The playtest store could not complete ${method}: ${messageOf(e)}`, {
      params: { variant: 'playtestStore', method, messageOf: messageOf(e) },
    });
  }
}

export const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export const isParsed = (v: unknown): v is ParsedMatchFile => typeof v === 'object' && v !== null && 'events' in v && 'problems' in v;

export const badId = (id: string) =>
  err('ERR_BAD_MATCH_ID', `"${id.slice(0, 40)}" is not a match id.`, { path: 'matchId', params: { id: id.slice(0, 40) } });

export const noSuchMatch = (id: string) =>
  err('ERR_NO_SUCH_MATCH', `There is no match ${id} in the playtest folder.`, { path: 'matchId', params: { id } });

export const damaged = (read: ParsedMatchFile) => {
  const first = read.problems[0];
  // Not damage: the file is fine, this version is too old for it.
  if (read.newerFormat !== undefined && first)
    return err('ERR_MATCH_NEWER_FORMAT', `${first.file}: ${first.message}`, { params: { file: first.file, message: first.message } });
  return err('ERR_MATCH_DAMAGED', first ? `${first.file} line ${first.line}: ${first.message}` : 'The match file has no usable header.');
};
