/**
 * `deckside stats <folder> [filters]`: the playtest statistics of a folder
 * as one JSON object (the same aggregates as the dashboard). Filters pick the
 * set; `--compare-rules-version V` puts a second set (same filters, rules
 * version V) beside it with the differences and their intervals. Records of
 * unchanged logs come from the folder's records cache (`--no-cache` replays
 * every log). Exit code 1 when a file was unreadable (listed on standard
 * error; the figures of the others are still printed), as `replay` does.
 */
import { stat } from 'node:fs/promises';
import { computeStats } from '../../insight/aggregate';
import { compareSets } from '../../insight/compare';
import { matchesFilter, type RecordFilter } from '../../insight/records';
import { isGameId } from '../../engine/registry';
import { readPlaytestRecords } from '../../store/playtest-records';
import type { CliCommand } from '../io';
import { APP_VERSION } from '../../contract/version';
import { STATS_USAGE } from './stats-usage';

interface StatsArgs {
  readonly folder: string;
  readonly filter: RecordFilter;
  readonly compareVersion: string | null;
  readonly useCache: boolean;
}

function parseDate(text: string): number | null {
  const t = Date.parse(text);
  return Number.isNaN(t) ? null : t;
}

/** The flags that take a value (the others: --no-cache, --finished). */
const VALUE_FLAGS = new Set(['--game', '--rules-version', '--player', '--option', '--from', '--to', '--compare-rules-version']);

export function parseStatsArgs(args: readonly string[]): StatsArgs | string {
  let folder: string | null = null;
  const options: Record<string, string> = {};
  const filter: { -readonly [K in keyof RecordFilter]: RecordFilter[K] } = {};
  let compareVersion: string | null = null;
  let useCache = true;
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (!a.startsWith('--')) {
      if (folder !== null) return `Only one folder, please: got "${folder}" and "${a}".`;
      folder = a;
      continue;
    }
    if (a === '--no-cache') {
      useCache = false;
      continue;
    }
    if (a === '--finished') {
      filter.finishedOnly = true;
      continue;
    }
    if (!VALUE_FLAGS.has(a)) return `Unknown option "${a}".`;
    const value = args[++i];
    if (value === undefined) return `${a} needs a value.`;
    switch (a) {
      case '--game':
        if (!isGameId(value)) return `There is no game "${value}".`;
        filter.game = value;
        break;
      case '--rules-version':
        filter.rulesVersion = value;
        break;
      case '--player':
        filter.player = value;
        break;
      case '--option': {
        const eq = value.indexOf('=');
        if (eq < 1) return `--option takes NAME=VALUE; got "${value}".`;
        options[value.slice(0, eq)] = value.slice(eq + 1);
        break;
      }
      case '--from':
      case '--to': {
        const t = parseDate(value);
        if (t === null) return `${a} takes a date like 2026-11-30; got "${value}".`;
        if (a === '--from') filter.from = t;
        else filter.to = t;
        break;
      }
      case '--compare-rules-version':
        compareVersion = value;
        break;
      default:
        return `Unknown option "${a}".`;
    }
  }
  if (folder === null) return 'stats needs a playtest folder.';
  if (Object.keys(options).length) filter.options = options;
  return { folder, filter, compareVersion, useCache };
}

export const statsCommand: CliCommand = async (args, io) => {
  const parsed = parseStatsArgs(args);
  if (typeof parsed === 'string') {
    io.err(`${parsed}\n${STATS_USAGE}`);
    return 2;
  }
  const isDir = await stat(parsed.folder).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!isDir) {
    io.err(`deckside stats: "${parsed.folder}" is not a folder.`);
    return 1;
  }
  const { records, unreadable, problems } = await readPlaytestRecords(parsed.folder, { appKey: APP_VERSION, useCache: parsed.useCache });
  const set = records.filter((r) => matchesFilter(r, parsed.filter));
  // compareSets aggregates both sets itself: its figures of this set are the stats (each set aggregated once).
  const other =
    parsed.compareVersion !== null
      ? records.filter((r) => matchesFilter(r, { ...parsed.filter, rulesVersion: parsed.compareVersion ?? '' }))
      : null;
  const comparison = other ? compareSets(set, other) : null;
  const out: Record<string, unknown> = {
    folder: parsed.folder,
    filter: parsed.filter,
    matches: set.length,
    stats: comparison ? comparison.a : computeStats(set),
    unreadable,
    damagedLines: problems,
  };
  if (comparison && other) out.comparison = { versus: parsed.compareVersion, matches: other.length, ...comparison };
  io.out(JSON.stringify(out));
  for (const u of unreadable) io.err(`${u.file}:${u.line}: unreadable: ${u.message}`);
  // As replay: the figures are printed, but a file they could not count is an error of the input.
  return unreadable.length > 0 ? 1 : 0;
};
