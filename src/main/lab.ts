/**
 * The balance lab in Electron main: every simulated game runs on worker
 * threads started from the worker bundled beside main's own entry
 * (out/main/sim-worker.js, electron.vite.config.ts), never in the main
 * thread, which serves the windows: a run whose workers cannot start fails
 * with the reason rather than freezing the app.
 */
import type { LabApiOptions } from '../host/lab-api';

/** The worker's file name beside main's entry. */
export const MAIN_SIM_WORKER = 'sim-worker.js';

/** The lab options main opens its host with; `mainUrl` is the entry's import.meta.url. */
export function mainLabOptions(mainUrl: string): Required<Pick<LabApiOptions, 'workerFile' | 'inProcess'>> {
  return { workerFile: new URL(`./${MAIN_SIM_WORKER}`, mainUrl), inProcess: false };
}
