/**
 * The app's back end as one DecksideApi: the playtest store and the card
 * recognizer behind the one method list. Electron main (over IPC) and the
 * browser-mode server (over HTTP) both open it with openHost and only adapt
 * their transport to it, so the two answer every call alike.
 */
import path from 'node:path';
import { API_METHODS, LAB_METHODS, type DecksideApi, type LabApi, type RecognizerMethod, type StoreApi } from '../contract/api';
import { labApi, noLab, type LabApiOptions } from './lab-api';
import { PlaytestStore, type StoreOptions } from '../store';
import { RECOGNIZER_METHODS, recognizerApi, type RecognizerApiOptions } from './recognizer-api';

/**
 * The whole DecksideApi of a host: the recognizer's methods from `recognizer`,
 * the balance lab's from `lab`, every other method from the store (bound to
 * it; the store is a class).
 */
export function hostApi(store: StoreApi, recognizer: Pick<DecksideApi, RecognizerMethod>, lab: LabApi = noLab()): DecksideApi {
  const isLab = (m: string): boolean => (LAB_METHODS as readonly string[]).includes(m);
  const entries = API_METHODS.map((method) => {
    const owner: object = RECOGNIZER_METHODS.includes(method) ? recognizer : isLab(method) ? lab : store;
    const fn: unknown = (owner as Record<string, unknown>)[method];
    if (typeof fn !== 'function') throw new Error(`hostApi: nothing implements the API method ${method}.`);
    return [method, (fn as (...args: unknown[]) => unknown).bind(owner)] as const;
  });
  // One bound function per method of API_METHODS, which lists every method of DecksideApi.
  return Object.fromEntries(entries) as unknown as DecksideApi;
}

export interface HostOptions {
  /** The playtest folder, already resolved (see resolveDataDir). */
  readonly dataDir: string;
  /** Written into every new match header. */
  readonly appVersion: string;
  /** For tests: the games the store replays with. */
  readonly getGame?: StoreOptions['getGame'];
  /** For tests: starts the recognizer (a fake instead of the OCR worker). */
  readonly startRecognizer?: RecognizerApiOptions['start'];
  /** The balance lab's worker file and whether it may play in this thread (Electron main); for tests, its games, bots and pool. */
  readonly labSource?: Pick<LabApiOptions, 'source' | 'sourceUrl' | 'workerFile' | 'inProcess' | 'pool'>;
}

export interface Host {
  /** Every method of the API, over this host's store and recognizer. */
  readonly api: DecksideApi;
  /** Stops the recognizer's worker (if it started), then closes the store. */
  close(): Promise<void>;
}

/**
 * Opens the store on the data folder and puts the recognizer beside it. The
 * recognizer starts on the first scan; teach mode keeps its records in the
 * data folder's teach folder, and a deck the user edited is read through the
 * store, so scans use the saved edit.
 */
export async function openHost(options: HostOptions): Promise<Host> {
  const store = await PlaytestStore.open({
    dataDir: options.dataDir,
    appVersion: options.appVersion,
    ...(options.getGame ? { getGame: options.getGame } : {}),
  });
  const recognizer = recognizerApi({
    teachFolder: path.join(options.dataDir, 'teach'),
    editedDeck: (id) => store.getDeck(id),
    ...(options.startRecognizer ? { start: options.startRecognizer } : {}),
  });
  const lab = labApi({ dataDir: options.dataDir, ...options.labSource });
  return {
    api: hostApi(store, recognizer, lab),
    async close() {
      await lab.close();
      await recognizer.close();
      await store.close();
    },
  };
}
