/**
 * The balance lab as Electron main serves it (Electron cannot run here, so
 * main's IPC handlers are driven with a fake ipcMain): a run started from
 * the app window goes to the simulation pool with the worker bundled beside
 * main and with playing in main's own thread forbidden; and the real pool,
 * so told, plays every game on its workers, or fails with the reason when
 * none can start, having played nothing in this thread.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openHost } from '../../src/host';
import { registerIpcHandlers, type InvokeEvent, type IpcMainLike } from '../../src/main/handlers';
import { mainLabOptions } from '../../src/main/lab';
import { APP_ENTRY, APP_ORIGIN } from '../../src/main/policy';
import type { LabRequest, LabRun } from '../../src/contract/api';
import { IPC_CHANNELS } from '../../src/contract/ipc';
import { batchPlayer } from '../../src/sim/jobs';
import { runPool, type PoolOptions, type RunPool } from '../../src/sim/pool';
import type { GameResult, SimRequest } from '../../src/sim/types';
import { simulationSource } from '../sim/race-game';

const fromApp: InvokeEvent = { senderFrame: { url: `${APP_ENTRY}#/lab`, parent: null } };
const MAIN_URL = 'file:///opt/deckside/resources/app.asar/out/main/index.js';
const request: LabRequest = { game: 'trades', games: 12, seed: 'main', bots: ['random'], options: {}, rulesVersion: 'race-1', workers: 2 };

/** A fake ipcMain: the handlers main registers, by channel. */
function fakeIpc(): IpcMainLike & { call(method: keyof typeof IPC_CHANNELS, ...args: unknown[]): Promise<unknown> } {
  const handlers = new Map<string, (event: InvokeEvent, ...args: unknown[]) => Promise<unknown>>();
  return {
    handle: (channel, listener) => void handlers.set(channel, listener),
    removeHandler: (channel) => void handlers.delete(channel),
    call: (method, ...args) => {
      const h = handlers.get(IPC_CHANNELS[method]);
      if (!h) throw new Error(`no handler for ${method}`);
      return h(fromApp, ...args);
    },
  };
}

describe('the balance lab in Electron main', () => {
  it('sends every run to the worker pool with the worker beside main, never playing in the main thread', async () => {
    const calls: { req: SimRequest; opts: PoolOptions }[] = [];
    // The fake pool plays the games as a worker would (the same batch player) and records what it was asked.
    const pool: RunPool = async (req, opts) => {
      calls.push({ req, opts });
      const player = batchPlayer(opts.source, req, opts.keepEvents);
      if (!player.ok) return player;
      const results: GameResult[] = player.value(Array.from({ length: req.games }, (_, index) => ({ index, set: 'base' as const })));
      opts.onResults?.(results);
      return { ok: true, value: { results, onWorkers: results.length, workers: 2 } };
    };
    const dataDir = await mkdtemp(path.join(tmpdir(), 'deckside-main-lab-'));
    const host = await openHost({
      dataDir,
      appVersion: 'test',
      labSource: { ...mainLabOptions(MAIN_URL), source: simulationSource, pool },
    });
    const ipc = fakeIpc();
    registerIpcHandlers(ipc, host.api, APP_ORIGIN, () => {});
    const started = (await ipc.call('startSimulation', request)) as { ok: true; value: LabRun };
    expect(started.ok).toBe(true);
    let run: LabRun = started.value;
    while (run.state === 'running') {
      await new Promise((r) => setTimeout(r, 5));
      run = ((await ipc.call('simulationStatus', run.runId)) as { value: LabRun }).value;
    }
    expect(run.state).toBe('done');
    expect(run.summary?.games).toBe(12);
    expect(calls).toHaveLength(1);
    expect(String(calls[0]?.opts.workerFile)).toBe('file:///opt/deckside/resources/app.asar/out/main/sim-worker.js');
    expect(calls[0]?.opts.inProcess).toBe(false);
    expect(calls[0]?.req.workers).toBe(2);
    await host.close();
  });

  it('the pool told not to play in this thread plays every game on workers, or fails with the reason when none starts', async () => {
    const req: SimRequest = { game: 'trades', games: 8, seed: 'main', bots: ['random'], options: {}, workers: 2 };
    const sourceUrl = new URL('../sim/race-game.ts', import.meta.url).href;
    const base = { keepEvents: false, source: simulationSource, sourceUrl, inProcess: false, workers: 2 };
    const worker = new URL('../../src/sim/worker.ts', import.meta.url);
    const ran = await runPool(req, { ...base, workerFile: worker });
    if (!ran.ok) throw new Error(ran.error.message);
    expect(ran.value.results).toHaveLength(8);
    expect(ran.value.onWorkers).toBe(8);
    let streamed = 0;
    const missing = await runPool(req, {
      ...base,
      workerFile: new URL('../../src/sim/no-such-worker.mjs', import.meta.url),
      onResults: (rs) => void (streamed += rs.length),
    });
    expect(missing).toMatchObject({ ok: false, error: { code: 'ERR_SIM_WORKER' } });
    expect(streamed).toBe(0);
  }, 60_000);
});
