/**
 * The Balance lab's side of the host: starts simulations (src/sim) on
 * worker threads, keeps each run's progress for the screen to poll (the one
 * API is request and answer, over IPC and HTTP alike), cancels a run by
 * aborting its workers, and keeps every finished run, with its options and
 * rules version tag, as simulations/<runId>.json in the data folder (written
 * atomically), so the lab and the statistics dashboard find it again.
 */
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { err, ok, type Result } from '../engine/core/result';
import type { LabApi, LabRequest, LabRun } from '../contract/api';
import { MATCH_ID_PATTERN } from '../contract/schemas';
import { simulationSource } from '../sim/games';
import { simulate } from '../sim/run';
import type { RunPool } from '../sim/pool';
import type { SimulationSource } from '../sim/source';
import { writeJsonAtomic } from '../store/atomic-json';
import { newMatchId } from '../store/paths';

export const LAB_FOLDER = 'simulations';
/** Runs the lab keeps at once; a new one waits for one of these to end. */
const MAX_RUNNING = 2;

export interface LabApiOptions {
  readonly dataDir: string;
  /** For tests: the games and their bots (default: the engine's own). */
  readonly source?: SimulationSource;
  readonly sourceUrl?: string;
  readonly now?: () => number;
  /** The simulation worker's file (Electron main: the one bundled beside it). */
  readonly workerFile?: string | URL;
  /** Whether the host's own thread may play games no worker took (false in Electron main). */
  readonly inProcess?: boolean;
  /** For tests: the pool the games run on. */
  readonly pool?: RunPool;
}

interface Live {
  run: LabRun;
  readonly abort: AbortController;
}

export interface LabHost extends LabApi {
  /** Cancels every running run (the host closing). */
  close(): Promise<void>;
}

export function labApi(o: LabApiOptions): LabHost {
  const now = o.now ?? Date.now;
  const folder = path.join(o.dataDir, LAB_FOLDER);
  const live = new Map<string, Live>();
  const finishing = new Set<Promise<void>>();

  const keep = async (run: LabRun): Promise<void> => {
    await mkdir(folder, { recursive: true });
    await writeJsonAtomic(path.join(folder, `${run.runId}.json`), run, 'simulation');
  };
  const readKept = async (runId: string): Promise<LabRun | null> => {
    try {
      return JSON.parse(await readFile(path.join(folder, `${runId}.json`), 'utf8')) as LabRun;
    } catch {
      return null;
    }
  };

  return {
    async startSimulation(request: LabRequest) {
      const running = [...live.values()].filter((l) => l.run.state === 'running').length;
      if (running >= MAX_RUNNING) return err('ERR_LAB_BUSY', `${running} simulations are running; cancel one or wait for it to end.`);
      const runId = newMatchId(now());
      const abort = new AbortController();
      const startedAt = now();
      const total = request.games * (request.versus && Object.keys(request.versus).length ? 2 : 1);
      const entry: Live = {
        abort,
        run: { runId, request, state: 'running', done: 0, total, startedAt, elapsedMs: 0, leftMs: null, summary: null, error: null },
      };
      const { rulesVersion, ...req } = request;
      // Refuses a bad request before answering, so the form shows the reason.
      let refused: Result<never> | null = null;
      let started = false;
      let settle: () => void = () => {};
      const checked = new Promise<void>((resolve) => (settle = resolve));
      const done = simulate(req, {
        source: o.source ?? simulationSource,
        ...(o.sourceUrl !== undefined ? { sourceUrl: o.sourceUrl } : {}),
        ...(o.workerFile !== undefined ? { workerFile: o.workerFile } : {}),
        ...(o.inProcess !== undefined ? { inProcess: o.inProcess } : {}),
        ...(o.pool ? { pool: o.pool } : {}),
        rulesVersion,
        signal: abort.signal,
        now,
        onProgress: (p) => {
          started = true;
          settle();
          const left = p.done > 0 && p.done < p.total ? (p.elapsedMs / p.done) * (p.total - p.done) : p.done > 0 ? 0 : null;
          entry.run = { ...entry.run, done: p.done, total: p.total, elapsedMs: p.elapsedMs, leftMs: left };
        },
      }).then(async (r) => {
        settle();
        if (!r.ok && !started) {
          refused = r;
          return;
        }
        const elapsedMs = now() - startedAt;
        const ended: LabRun = r.ok
          ? { ...entry.run, state: 'done', done: total, leftMs: 0, elapsedMs, summary: r.value.summary }
          : { ...entry.run, state: r.error.code === 'ERR_CANCELLED' ? 'cancelled' : 'failed', elapsedMs, error: r.error };
        // Kept on disk before it is reported done, so a run listed as done is always found again.
        if (ended.state === 'done') await keep(ended);
        entry.run = ended;
      });
      const tracked = done.finally(() => finishing.delete(tracked));
      finishing.add(tracked);
      await checked;
      if (refused) return refused;
      live.set(runId, entry);
      return ok(entry.run);
    },
    async simulationStatus(runId: string) {
      const l = live.get(runId);
      if (l) return ok(l.run);
      const kept = await readKept(runId);
      return kept ? ok(kept) : err('ERR_NO_SUCH_RUN', `There is no simulation run ${runId}.`);
    },
    async cancelSimulation(runId: string) {
      const l = live.get(runId);
      if (!l) return err('ERR_NO_SUCH_RUN', `No simulation run ${runId} is running.`);
      if (l.run.state === 'running') l.abort.abort();
      await Promise.all([...finishing]);
      return ok(l.run);
    },
    async listSimulations() {
      const names = await readdir(folder).catch(() => [] as string[]);
      const runs = new Map<string, LabRun>();
      for (const n of names) {
        const id = n.endsWith('.json') ? n.slice(0, -5) : '';
        if (!MATCH_ID_PATTERN.test(id)) continue;
        const run = await readKept(id);
        if (run) runs.set(id, run);
      }
      // Running ones too; a cancelled or failed run was never kept.
      for (const [id, l] of live) if (l.run.state === 'running') runs.set(id, l.run);
      return ok([...runs.values()].sort((a, b) => b.startedAt - a.startedAt || (a.runId < b.runId ? 1 : -1)));
    },
    async close() {
      for (const l of live.values()) l.abort.abort();
      await Promise.all([...finishing]);
    },
  };
}

/** The lab of a host that has none (tests of other parts): every call says so. */
export function noLab(): LabHost {
  const none = async (): Promise<Result<never>> => err('ERR_NO_LAB', 'This Deckside has no balance lab.');
  return { startSimulation: none, simulationStatus: none, cancelSimulation: none, listSimulations: none, close: async () => {} };
}
