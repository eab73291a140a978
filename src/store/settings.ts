/**
 * settings.json beside the playtests, written atomically: a temporary file
 * in the same folder is written and flushed, then renamed over the old one,
 * and the folder is flushed, so a crash leaves either the old settings or
 * the new ones, never half of a file.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Settings } from '../contract/api';
import { describeIssues, settingsSchema } from '../contract/schemas';
import { SETTINGS_FILE } from './paths';
import { removeStaleTemps, writeJsonAtomic } from './atomic-json';

export const DEFAULT_SETTINGS: Settings = {
  lastRulesVersion: null,
  lastDeckVersion: null,
  lastPlayers: [],
  lastOptions: {},
  lastRules: {},
  questionSets: [],
  playerAliases: {},
  language: 'system',
};

export interface LoadedSettings {
  readonly settings: Settings;
  /** Why the file was not used (damaged), or null. The defaults are used then. */
  readonly problem: string | null;
}

export async function readSettings(dataDir: string): Promise<LoadedSettings> {
  let text: string;
  try {
    text = await readFile(path.join(dataDir, SETTINGS_FILE), 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { settings: DEFAULT_SETTINGS, problem: null };
    throw e;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {
      settings: DEFAULT_SETTINGS,
      problem: `${SETTINGS_FILE} is damaged (not valid JSON); defaults are used until settings are saved again.`,
    };
  }
  // Fields added in later versions get their defaults; unknown ones are dropped.
  const parsed = settingsSchema.safeParse({ ...DEFAULT_SETTINGS, ...pickKnown(value) });
  if (!parsed.success)
    return { settings: DEFAULT_SETTINGS, problem: `${SETTINGS_FILE} is damaged (${describeIssues(parsed.error)}); defaults are used.` };
  return { settings: parsed.data, problem: null };
}

function pickKnown(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const known = Object.keys(DEFAULT_SETTINGS);
  return Object.fromEntries(Object.entries(value).filter(([k]) => known.includes(k)));
}

export async function writeSettingsAtomic(dataDir: string, settings: Settings): Promise<void> {
  await writeJsonAtomic(path.join(dataDir, SETTINGS_FILE), settings, SETTINGS_FILE);
}

/** Removes temporary settings files a crash left between writing and renaming (see removeStaleTemps). */
export function removeStaleSettingsTemps(dataDir: string): Promise<string[]> {
  return removeStaleTemps(dataDir, SETTINGS_FILE);
}
