/**
 * The playtest records the insight screens share: read once from the store
 * (which keeps a cache beside the logs) and again on request, with the files
 * that could not be read and the damaged lines, so every screen can say what
 * was left out and why.
 */
import { t } from '../i18n/index.svelte';
import type { GameId } from '../../engine/core/game';
import { GAMES } from '../../engine/registry';
import type { PlaytestRecord } from '../../insight/records';
import type { DecksideApi, LogProblem, RecordsProgress } from '../../contract/api';
import { COMING_GAMES } from '../games';

/** How often a long reading's progress is asked for. */
const POLL_MS = 250;

export class InsightData {
  readonly api: DecksideApi;
  records = $state.raw<readonly PlaytestRecord[]>([]);
  unreadable = $state.raw<readonly LogProblem[]>([]);
  damagedLines = $state.raw<readonly LogProblem[]>([]);
  loading = $state(false);
  loaded = $state(false);
  /** How far the reading under way has come (a first look at many logs replays each): null when not known. */
  progress = $state.raw<RecordsProgress | null>(null);
  error = $state.raw<string | null>(null);

  constructor(api: DecksideApi) {
    this.api = api;
  }

  async load(): Promise<void> {
    this.loading = true;
    this.progress = null;
    // Asked every POLL_MS while the folder is read: a first look at thousands of logs takes seconds.
    const poll = setInterval(() => {
      void this.api.playtestRecordsProgress().then((p) => {
        if (this.loading && p.ok) this.progress = p.value;
      });
    }, POLL_MS);
    const res = await this.api.playtestRecords().finally(() => clearInterval(poll));
    this.loading = false;
    this.progress = null;
    if (!res.ok) {
      this.error = t('insightPanels.problems.cannotRead', { message: res.error.message });
      return;
    }
    this.error = null;
    this.records = res.value.records;
    this.unreadable = res.value.unreadable;
    this.damagedLines = res.value.damagedLines;
    this.loaded = true;
  }

  /** Deletes an empty, never started match file (a problem marked `empty`), then reads the folder again. */
  async deleteEmpty(problem: LogProblem): Promise<void> {
    if (!problem.empty) return;
    const res = await this.api.deleteEmptyMatch(problem.file.replace(/\.jsonl$/, ''));
    if (!res.ok) {
      this.error = t('insightPanels.problems.cannotDelete', { file: problem.file, message: res.error.message });
      return;
    }
    await this.load();
  }
}

export function gameName(id: GameId): string {
  return GAMES[id]?.name ?? COMING_GAMES[id]?.name ?? id;
}

export function formatWhen(ms: number): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}

export function formatMinutes(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Saves text as a file through the browser's download (Electron asks where). */
export function download(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
