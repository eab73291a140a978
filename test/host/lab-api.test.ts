/**
 * The host's balance lab (on the race fixture of test/sim): a run started
 * answers at once and reports progress until done; the finished run is kept
 * in the data folder with its options and rules version tag; cancel stops a
 * long run; a bad request is refused before it starts, by the schema or by
 * the simulator.
 */
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dispatch } from '../../src/host';
import { labApi } from '../../src/host/lab-api';
import type { DecksideApi, LabRequest, LabRun } from '../../src/contract/api';
import { simulationSource } from '../sim/race-game';

const sourceUrl = new URL('../sim/race-game.ts', import.meta.url).href;
const request = (r: Partial<LabRequest> = {}): LabRequest => ({
  game: 'trades',
  games: 30,
  seed: 'lab',
  bots: ['random', 'greedy'],
  options: {},
  rulesVersion: 'race-1',
  workers: 1,
  ...r,
});
const lab = async (dataDir?: string) =>
  labApi({ dataDir: dataDir ?? (await mkdtemp(path.join(tmpdir(), 'deckside-lab-'))), source: simulationSource, sourceUrl });

async function until(l: ReturnType<typeof labApi>, runId: string, done: (r: LabRun) => boolean): Promise<LabRun[]> {
  const seen: LabRun[] = [];
  for (;;) {
    const s = await l.simulationStatus(runId);
    if (!s.ok) throw new Error(s.error.message);
    seen.push(s.value);
    if (done(s.value)) return seen;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the host balance lab', () => {
  it('runs, reports progress, and keeps the finished run with its options and tag', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'deckside-lab-'));
    const l = await lab(dir);
    const started = await l.startSimulation(request({ versus: { target: 7 } }));
    if (!started.ok) throw new Error(started.error.message);
    expect(started.value).toMatchObject({ state: 'running', total: 60 });
    const seen = await until(l, started.value.runId, (r) => r.state !== 'running');
    const last = seen[seen.length - 1] as LabRun;
    expect(last.state).toBe('done');
    expect(last.summary?.rulesVersion).toBe('race-1');
    expect(last.summary?.versus?.options.target).toBe(7);
    expect(last.done).toBe(60);
    const listed = await l.listSimulations();
    expect(listed.ok && listed.value.map((r) => [r.runId, r.state, r.request.rulesVersion])).toEqual([
      [started.value.runId, 'done', 'race-1'],
    ]);
    expect(await readdir(path.join(dir, 'simulations'))).toEqual([`${started.value.runId}.json`]);
    // A new lab on the same folder (the app restarted) finds it.
    const again = await lab(dir);
    const status = await again.simulationStatus(started.value.runId);
    expect(status.ok && status.value.summary?.seats).toEqual(last.summary?.seats);
  });

  it('cancel stops a long run', async () => {
    const l = await lab();
    const started = await l.startSimulation(request({ games: 100_000 }));
    if (!started.ok) throw new Error(started.error.message);
    await until(l, started.value.runId, (r) => r.done > 0);
    const cancelled = await l.cancelSimulation(started.value.runId);
    expect(cancelled.ok && cancelled.value.state).toBe('cancelled');
    expect(cancelled.ok && cancelled.value.done).toBeLessThan(100_000);
    await l.close();
  });

  it('refuses a bad request with the reason', async () => {
    const l = await lab();
    const bad = await l.startSimulation(request({ bots: ['smart'] }));
    expect(bad.ok ? 'ok' : bad.error.code).toBe('ERR_UNKNOWN_BOT');
    const none = await l.simulationStatus('20260101-000000-00000000');
    expect(none.ok ? 'ok' : none.error.code).toBe('ERR_NO_SUCH_RUN');
    // dispatch checks the arguments before it calls anything: the lab's methods are all it needs here.
    const api = { ...l } as unknown as DecksideApi;
    const d = await dispatch(api, 'startSimulation', [{ ...request(), games: 0 }]);
    expect(d.kind).toBe('bad-arguments');
    const d2 = await dispatch(api, 'simulationStatus', ['../../etc/passwd']);
    expect(d2.kind).toBe('bad-arguments');
  });
});
