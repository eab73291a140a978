/**
 * Filters as the log browser and the dashboard enter them: plain text fields
 * (a date like 2026-11-30, option values as "name=value"), turned into the
 * RecordFilter the statistics use, and the choices a folder offers for each
 * field. Pure, so the renderer and the tests share it.
 */
import { GAME_IDS, type GameId } from '../engine/core/game';
import { allGames } from '../engine/registry';
import { unknownOptionNames, type PlaytestRecord, type RecordFilter } from './records';

export interface FilterFields {
  game: string;
  rulesVersion: string;
  player: string;
  /** "name=value" pairs separated by commas, e.g. "handSize=7, deck=standard". */
  options: string;
  /** Dates (YYYY-MM-DD, local midnight); `to` includes that whole day. */
  from: string;
  to: string;
  finishedOnly: boolean;
}

export const emptyFields = (): FilterFields => ({
  game: '',
  rulesVersion: '',
  player: '',
  options: '',
  from: '',
  to: '',
  finishedOnly: false,
});

const DAY_MS = 86_400_000;

/** A local date (YYYY-MM-DD) as ms at its midnight, or null. */
export function parseDay(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.getFullYear() === Number(m[1]) && d.getMonth() === Number(m[2]) - 1 && d.getDate() === Number(m[3]) ? d.getTime() : null;
}

/** The filter the fields describe, or a plain-words reason they do not make one. */
export function filterFromFields(f: FilterFields): RecordFilter | string {
  const out: { -readonly [K in keyof RecordFilter]: RecordFilter[K] } = {};
  if (f.game) {
    if (!(GAME_IDS as readonly string[]).includes(f.game)) return `There is no game "${f.game}".`;
    out.game = f.game as GameId;
  }
  if (f.rulesVersion.trim()) out.rulesVersion = f.rulesVersion.trim();
  if (f.player.trim()) out.player = f.player.trim();
  if (f.options.trim()) {
    const options: Record<string, string> = {};
    for (const part of f.options.split(',')) {
      if (!part.trim()) continue;
      const eq = part.indexOf('=');
      if (eq < 1) return `Variant options are written name=value; "${part.trim()}" is not.`;
      options[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
    }
    out.options = options;
  }
  if (f.from.trim()) {
    const t = parseDay(f.from);
    if (t === null) return `"From" takes a date like 2026-11-30; got "${f.from}".`;
    out.from = t;
  }
  if (f.to.trim()) {
    const t = parseDay(f.to);
    if (t === null) return `"To" takes a date like 2026-11-30; got "${f.to}".`;
    out.to = t + DAY_MS;
  }
  if (out.from !== undefined && out.to !== undefined && out.to <= out.from) return '"To" is before "From".';
  if (f.finishedOnly) out.finishedOnly = true;
  return out;
}

/** The filter in words, for headings and the report ("all playtests" when empty). */
export function describeFilter(f: RecordFilter, gameName: (id: GameId) => string = (id) => id): string {
  const parts: string[] = [];
  if (f.game) parts.push(gameName(f.game));
  if (f.rulesVersion !== undefined) parts.push(`rules ${f.rulesVersion}`);
  if (f.options) parts.push(...Object.entries(f.options).map(([k, v]) => `${k}=${v}`));
  if (f.player) parts.push(`with ${f.player}`);
  const day = (ms: number) => {
    const d = new Date(ms);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };
  if (f.from !== undefined) parts.push(`from ${day(f.from)}`);
  if (f.to !== undefined) parts.push(`to ${day(f.to - DAY_MS)}`);
  if (f.finishedOnly) parts.push('finished only');
  return parts.length ? parts.join(', ') : 'all playtests';
}

export interface FilterChoices {
  readonly games: readonly GameId[];
  readonly rulesVersions: readonly string[];
  readonly players: readonly string[];
  /** Option name = value pairs seen, e.g. "handSize=7". */
  readonly options: readonly string[];
}

/** What the records of a folder offer for each filter field, sorted. */
export function filterChoices(records: readonly PlaytestRecord[]): FilterChoices {
  const games = new Set<GameId>();
  const versions = new Set<string>();
  const players = new Set<string>();
  const options = new Set<string>();
  for (const r of records) {
    games.add(r.game);
    versions.add(r.rulesVersion);
    for (const p of r.players) players.add(p);
    for (const [k, v] of Object.entries(r.options)) options.add(`${k}=${String(v)}`);
  }
  const sort = (s: Set<string>) => [...s].sort((a, b) => a.localeCompare(b));
  return { games: GAME_IDS.filter((g) => games.has(g)), rulesVersions: sort(versions), players: sort(players), options: sort(options) };
}

/** Option names of the filter that its game (or, with no game, every game) does not know, said in words; null when all are known. */
export function unknownOptionsWarning(f: RecordFilter): string | null {
  const games = f.game ? allGames().filter((g) => g.id === f.game) : allGames();
  const unknown = unknownOptionNames(f, () => games.flatMap((g) => g.options.map((o) => o.name)));
  if (unknown.length === 0) return null;
  const where = f.game ? (games[0]?.name ?? f.game) : 'any game';
  const known = [...new Set(games.flatMap((g) => g.options.map((o) => o.name)))].sort();
  return `No option named ${unknown.map((n) => `"${n}"`).join(', ')} in ${where}: no match has it, so none is counted. Known: ${known.join(', ') || 'none'}.`;
}
