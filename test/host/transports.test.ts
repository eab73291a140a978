/**
 * One back end, two transports: the same calls made through Electron main's
 * IPC handlers (on the channels the preload uses, from the app's own frame)
 * and through the browser-mode server's HTTP routes (with the token) get the
 * same answers, refusals included, and leave the same match file on disk.
 * Each side has its own temporary data folder; match ids are random, so
 * each side's id is replaced by a placeholder before comparing.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../src/engine/core/result';
import { openHost, type Host } from '../../src/host';
import { registerIpcHandlers, type InvokeEvent, type IpcMainLike } from '../../src/main/handlers';
import { APP_ENTRY, APP_ORIGIN } from '../../src/main/policy';
import type { Recognizer } from '../../src/recognizer';
import { startServer, type RunningServer } from '../../src/server/server';
import { API_METHODS, type ApiMethod } from '../../src/contract/api';
import { IPC_CHANNELS } from '../../src/contract/ipc';
import { addEvent, counterRegistry, newCounterMatch } from '../store/counter-game';
import { tempDir } from '../store/helpers';

const APP_VERSION = '0.0.0-test';
const jpeg = (await readFile(path.join(import.meta.dirname, '../fixtures/cards/standard-52-7C-0.jpg'))).toString('base64');

const CORNERS = [
  { x: 1, y: 2 },
  { x: 3, y: 2 },
  { x: 3, y: 4 },
  { x: 1, y: 4 },
] as const;

/** Answers 7C for any frame, so the recognizer's methods are compared without the OCR worker. */
const fakeRecognizer = async (): Promise<Recognizer> => ({
  recognizeFrame: async (frame) =>
    ok({ card: '7C', confidence: 0.9, candidates: ['7C', '7S'], text: `${frame.width}x${frame.height}`, corners: CORNERS }),
  recognizeImage: () => Promise.reject(new Error('not used')),
  teach: () => Promise.reject(new Error('not used')),
  taught: () => Promise.reject(new Error('not used')),
  close: async () => {},
});

/** One transport: a call by method name with its arguments, answering the JSON the renderer would get. */
interface Side {
  readonly dataDir: string;
  call(method: ApiMethod, ...args: unknown[]): Promise<{ status: number; body: unknown }>;
  /** The ids this side's createMatch answered, in order (random, so they differ between the sides). */
  readonly ids: string[];
}

const fromApp: InvokeEvent = { senderFrame: { url: `${APP_ENTRY}#/`, parent: null } };

let host: Host;
let server: RunningServer;
let ipc: Side;
let http: Side;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  const a = await tempDir();
  const b = await tempDir();
  cleanups.push(a.cleanup, b.cleanup);

  // Electron main's side, as src/main/index.ts wires it, with a stand-in for ipcMain.
  host = await openHost({ dataDir: a.dir, appVersion: APP_VERSION, getGame: counterRegistry, startRecognizer: fakeRecognizer });
  const listeners = new Map<string, (event: InvokeEvent, ...args: unknown[]) => Promise<unknown>>();
  const ipcMain: IpcMainLike = { handle: (c, l) => void listeners.set(c, l), removeHandler: (c) => void listeners.delete(c) };
  registerIpcHandlers(ipcMain, host.api, APP_ORIGIN, () => {});
  ipc = {
    dataDir: a.dir,
    ids: [],
    async call(method, ...args) {
      const listener = listeners.get(IPC_CHANNELS[method]);
      if (!listener) throw new Error(`no IPC handler on ${IPC_CHANNELS[method]}`);
      // Electron sends the answer by structured clone; JSON is what the renderer can rely on over both.
      return { status: 200, body: JSON.parse(JSON.stringify(await listener(fromApp, ...args))) as unknown };
    },
  };

  // The browser-mode server's side.
  server = await startServer({
    dataDir: b.dir,
    rendererDir: path.join(b.dir, 'no-renderer'),
    port: 0,
    appVersion: APP_VERSION,
    getGame: counterRegistry,
    startRecognizer: fakeRecognizer,
    log: () => {},
  });
  http = {
    dataDir: b.dir,
    ids: [],
    async call(method, ...args) {
      const res = await fetch(`${server.url}api/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-deckside-token': server.token },
        body: JSON.stringify(args),
      });
      return { status: res.status, body: (await res.json()) as unknown };
    },
  };
});
afterAll(async () => {
  await server?.close();
  await host?.close();
  for (const c of cleanups) await c();
});

/** Lists the store gives in file-name order: two matches made in the same second sort by their random id part, so by content here. */
function unordered(key: string, value: unknown): unknown {
  return (key === 'unreadable' || key === 'damagedLines') && Array.isArray(value)
    ? value
        .map((v) => JSON.stringify(v))
        .sort()
        .map((v) => JSON.parse(v) as unknown)
    : value;
}

/** JSON text with this side's match ids replaced by their order, so the two sides compare. */
function normal(side: Side, value: unknown): string {
  const text = side.ids.reduce((t, id, i) => t.split(id).join(`<match ${i}>`), typeof value === 'string' ? value : JSON.stringify(value));
  if (typeof value === 'string') return text;
  return JSON.stringify(JSON.parse(text) as unknown, unordered);
}

/** Makes the same call on both sides and expects the same answer; returns the IPC side's body. */
async function same(method: ApiMethod, args: (side: Side) => unknown[]): Promise<unknown> {
  const [viaIpc, viaHttp] = [await ipc.call(method, ...args(ipc)), await http.call(method, ...args(http))];
  expect(normal(http, viaHttp.body), `${method} over HTTP and over IPC`).toBe(normal(ipc, viaIpc.body));
  expect(viaHttp.status, `${method} over HTTP`).toBe(200);
  return viaIpc.body;
}

/** createMatch on both sides; answers the index of the new match in each side's ids. */
async function createOnBoth(): Promise<number> {
  // Each match its own start time: listings order by it, and the random ids would order a tie differently on each side.
  const match = newCounterMatch(1_764_480_000_000 + ipc.ids.length * 60_000);
  for (const side of [ipc, http]) {
    const { body } = await side.call('createMatch', match);
    expect(body).toMatchObject({ ok: true, value: { game: 'trades', appVersion: APP_VERSION } });
    side.ids.push((body as { value: { matchId: string } }).value.matchId);
  }
  const [a, b] = [ipc.ids.at(-1), http.ids.at(-1)];
  expect(a).toMatch(/^\d{8}-\d{6}-[0-9a-f]{8}$/);
  expect(b).not.toBe(a);
  return ipc.ids.length - 1;
}

/** This side's id of match `i` (from createOnBoth). */
const id = (side: Side, i: number): string => side.ids[i] ?? 'no such match';

describe('the host API over IPC and over HTTP', () => {
  it('creates, appends to, opens and lists a match alike', async () => {
    const m = await createOnBoth();
    // The headers answered: the same but for the random id.
    const headers = await Promise.all([ipc, http].map((s) => s.call('openMatch', id(s, m))));
    expect(normal(http, headers[1]?.body)).toBe(normal(ipc, headers[0]?.body));

    expect(await same('appendEvent', (s) => [id(s, m), addEvent(1)])).toEqual({ ok: true, value: { seq: 1 } });
    expect(await same('appendEvent', (s) => [id(s, m), addEvent(2)])).toEqual({ ok: true, value: { seq: 2 } });
    expect(await same('openMatch', (s) => [id(s, m)])).toMatchObject({ ok: true, value: { events: [addEvent(1), addEvent(2)] } });
    expect(await same('listMatches', () => [])).toMatchObject({ ok: true, value: { matches: [{ events: 2, finished: false }] } });

    // And both wrote the same match file.
    const files = await Promise.all([ipc, http].map(async (s) => [s, await readdir(s.dataDir)] as const));
    const texts = await Promise.all(
      files.map(async ([s, names]) => {
        const match = names.filter((n) => n.endsWith('.jsonl'));
        expect(match).toHaveLength(1);
        return normal(s, await readFile(path.join(s.dataDir, match[0] ?? ''), 'utf8'));
      }),
    );
    expect(texts[1]).toBe(texts[0]);
  });

  it('refuses bad arguments with the same code and message (HTTP adds its 400)', async () => {
    const bad: [ApiMethod, unknown[]][] = [
      ['appendEvent', ['../../x', addEvent(3)]],
      ['appendEvent', ['20261130-063800-1f2e3d4c', { ...addEvent(3), extra: true }]],
      ['createMatch', [{ ...newCounterMatch(), game: 'poker' }]],
      ['openMatch', []],
      ['undoTo', ['20261130-063800-1f2e3d4c', 1.5]],
      ['recognize', ['uno', jpeg]],
    ];
    for (const [method, args] of bad) {
      const viaIpc = await ipc.call(method, ...args);
      const viaHttp = await http.call(method, ...args);
      expect(viaIpc.body, method).toMatchObject({ ok: false, error: { code: 'ERR_BAD_ARGUMENTS' } });
      expect(viaHttp.body, method).toEqual(viaIpc.body);
      expect(viaHttp.status, method).toBe(400);
    }
  });

  it("answers the store's and the recognizer's own refusals and answers alike (HTTP with 200: they are Results)", async () => {
    const m = await createOnBoth();
    // The next seq is 1: seq 5 is well-formed, so the store refuses it, not the schema.
    expect(await same('appendEvent', (s) => [id(s, m), addEvent(5)])).toMatchObject({ ok: false });
    expect(await same('undoTo', (s) => [id(s, m), 3])).toMatchObject({ ok: false });
    expect(await same('openMatch', () => ['20261130-063800-1f2e3d4c'])).toMatchObject({ ok: false });
    expect(await same('recognize', () => ['standard-52', jpeg])).toMatchObject({ ok: true, value: { card: '7C', text: '640x480' } });
    expect(await same('getSettings', () => [])).toMatchObject({ ok: true });
  });

  it('serves every method of the one list on both transports', async () => {
    for (const method of API_METHODS) {
      // No arguments at all: every method either answers or refuses them, on both sides the same way.
      const viaIpc = await ipc.call(method);
      const viaHttp = await http.call(method);
      expect(normal(http, viaHttp.body), method).toBe(normal(ipc, viaIpc.body));
    }
  });
});
