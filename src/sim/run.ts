/**
 * A whole simulation: checks the request, plays both sets on the pool,
 * reports progress as results stream in, writes the match files when asked,
 * and summarises. The one entry point of the command line, the host (the
 * Balance lab) and the benchmark.
 */
import { ok, type Result } from '../engine/core/result';
import { APP_VERSION } from '../contract/version';
import { writeMatchFiles } from './out';
import { runPool, type RunPool, type WorkerCpu } from './pool';
import { prepare } from './prepare';
import { LENGTH_UNITS, type SimulationSource } from './source';
import { setFigures, versusFigures } from './summary';
import type { GameResult, SimProgress, SimRequest, SimSummary } from './types';

export interface SimulateOptions {
  readonly source: SimulationSource;
  /** The module of `source`, for the workers (tests); absent: the games' own. */
  readonly sourceUrl?: string;
  /** Write every game as a match file here. */
  readonly out?: string;
  /** The rules version tag of the summary and of the files written (default v1). */
  readonly rulesVersion?: string;
  readonly onProgress?: (p: SimProgress) => void;
  readonly signal?: AbortSignal;
  /** For tests and benchmarks: milliseconds now (elapsed time and file ids). */
  readonly now?: () => number;
  /** The worker's file (Electron main names the one bundled beside it); absent: the one beside src/sim. */
  readonly workerFile?: string | URL;
  /** Whether this thread may play games no worker took (pool.ts; default true). */
  readonly inProcess?: boolean;
  /** For tests: the pool the games run on (default: worker threads, pool.ts). */
  readonly pool?: RunPool;
}

export interface Simulated {
  readonly summary: SimSummary;
  /** Every game's result, both sets, in game order (base first). */
  readonly results: readonly GameResult[];
  readonly files: readonly string[];
  readonly workers: number;
  /** Of those, the ones that came warm from an earlier run (pool.ts); absent from pools that keep none. */
  readonly warm?: number;
  /** Each worker's CPU time, where measured (pool.ts): the benchmark's figure per core. */
  readonly workerCpu?: readonly WorkerCpu[];
}

export async function simulate(req: SimRequest, o: SimulateOptions): Promise<Result<Simulated>> {
  const prepared = prepare(o.source, req);
  if (!prepared.ok) return prepared;
  const p = prepared.value;
  const now = o.now ?? Date.now;
  const started = now();
  const total = req.games * (p.versusOptions ? 2 : 1);
  let done = 0;
  o.onProgress?.({ done, total, elapsedMs: 0 });
  const run = await (o.pool ?? runPool)(req, {
    ...(o.workerFile !== undefined ? { workerFile: o.workerFile } : {}),
    ...(o.inProcess !== undefined ? { inProcess: o.inProcess } : {}),
    ...(req.workers !== undefined ? { workers: req.workers } : {}),
    keepEvents: o.out !== undefined,
    source: o.source,
    ...(o.sourceUrl !== undefined ? { sourceUrl: o.sourceUrl } : {}),
    ...(o.signal ? { signal: o.signal } : {}),
    onResults: (rs) => {
      done += rs.length;
      o.onProgress?.({ done, total, elapsedMs: now() - started });
    },
  });
  if (!run.ok) return run;
  const elapsed = Math.max(1, now() - started);
  const results = [...run.value.results].sort((a, b) => (a.set === b.set ? a.index - b.index : a.set === 'base' ? -1 : 1));
  const rulesVersion = o.rulesVersion ?? 'v1';
  let files: string[] = [];
  if (o.out !== undefined) {
    const written = await writeMatchFiles(o.out, p, results, { runSeed: req.seed, rulesVersion, appVersion: APP_VERSION, now: now() });
    if (!written.ok) return written;
    files = written.value;
  }
  const unit = LENGTH_UNITS[p.gameId].unit;
  const baseResults = results.filter((r) => r.set === 'base');
  const base = setFigures(baseResults, p.botNames, p.options, unit);
  const actions = results.reduce((s, r) => s + r.actions, 0);
  const summary: SimSummary = {
    game: p.gameId,
    games: req.games,
    players: p.players.length,
    seed: req.seed,
    options: p.options,
    bots: p.botNames,
    seats: base.seats,
    draws: base.draws,
    length: base.length,
    perSecond: { games: (results.length * 1000) / elapsed, actions: (actions * 1000) / elapsed },
    firstPlayer: base.firstPlayer,
    scoreSpread: base.scoreSpread,
    cards: base.cards,
    finished: base.finished,
    actions: base.actions,
    errors: base.errors,
    rulesVersion,
  };
  const measured = {
    ...(run.value.workerCpu ? { workerCpu: run.value.workerCpu } : {}),
    ...(run.value.warm !== undefined ? { warm: run.value.warm } : {}),
  };
  if (!p.versusOptions) return ok({ summary, results, files, workers: run.value.workers, ...measured });
  const versusResults = results.filter((r) => r.set === 'versus');
  const versus = versusFigures(base, baseResults, setFigures(versusResults, p.botNames, p.versusOptions, unit), versusResults);
  return ok({ summary: { ...summary, versus }, results, files, workers: run.value.workers, ...measured });
}

/** The figures that must repeat exactly for a seed (everything but the speed). */
export function repeatableFigures(s: SimSummary): Omit<SimSummary, 'perSecond'> {
  const { perSecond: _speed, ...rest } = s;
  return rest;
}
