/** The IPC handlers of Electron main: validated calls from the app window only. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeIpcHandler, registerIpcHandlers, type InvokeEvent, type IpcMainLike } from '../../src/main/handlers';
import { APP_ENTRY, APP_ORIGIN } from '../../src/main/policy';
import { hostApi, recognizerApi } from '../../src/host';
import { API_METHODS, type DecksideApi } from '../../src/contract/api';
import { IPC_CHANNELS } from '../../src/contract/ipc';
import type { PlaytestStore } from '../../src/store';
import { addEvent, newCounterMatch } from '../store/counter-game';
import { openCounterStore, tempDir } from '../store/helpers';

let store: PlaytestStore;
/** The store with the recognizer's methods beside it, as main serves them (the recognizer never starts here). */
let api: DecksideApi;
let cleanup: () => Promise<void>;
const logged: string[] = [];
const log = (m: string) => void logged.push(m);
beforeEach(async () => {
  const t = await tempDir();
  cleanup = t.cleanup;
  store = await openCounterStore(t.dir);
  api = hostApi(store, recognizerApi({ teachFolder: t.dir }));
  logged.length = 0;
});
afterEach(async () => {
  await store.close();
  await cleanup();
});

const fromApp: InvokeEvent = { senderFrame: { url: `${APP_ENTRY}#/match/1`, parent: null } };

describe('IPC handlers', () => {
  it('serve the app window, validated and over the store', async () => {
    const create = makeIpcHandler('createMatch', api, APP_ORIGIN, log);
    const created = await create(fromApp, newCounterMatch());
    expect(created).toMatchObject({ ok: true, value: { game: 'trades' } });
    const id = (created as { value: { matchId: string } }).value.matchId;
    expect(await makeIpcHandler('appendEvent', api, APP_ORIGIN, log)(fromApp, id, addEvent(1))).toEqual({ ok: true, value: { seq: 1 } });
    expect(await makeIpcHandler('openMatch', api, APP_ORIGIN, log)(fromApp, id)).toMatchObject({
      ok: true,
      value: { events: [addEvent(1)] },
    });
  });

  it('refuse a sender that is not the app: another origin, a subframe, a destroyed frame, a file page', async () => {
    let calls = 0;
    const spy = new Proxy(api, { get: (t, p) => (calls++, Reflect.get(t, p)) }) as DecksideApi;
    const handler = makeIpcHandler('listMatches', spy, APP_ORIGIN, log);
    const senders: InvokeEvent[] = [
      { senderFrame: { url: 'https://evil.example/', parent: null } },
      { senderFrame: { url: 'app://deckside.evil/index.html', parent: null } },
      { senderFrame: { url: APP_ENTRY, parent: { url: APP_ENTRY } } },
      { senderFrame: { url: 'file:///tmp/index.html', parent: null } },
      { senderFrame: { url: 'not a url', parent: null } },
      { senderFrame: null },
    ];
    for (const event of senders) expect(await handler(event)).toMatchObject({ ok: false, error: { code: 'ERR_FORBIDDEN_SENDER' } });
    expect(calls).toBe(0);
    expect(logged).toHaveLength(senders.length);
  });

  it('refuse malformed arguments before the store sees them', async () => {
    const append = makeIpcHandler('appendEvent', api, APP_ORIGIN, log);
    const bad: unknown[][] = [
      [],
      ['../../x', addEvent(1)],
      ['20261130-063800-1f2e3d4c'],
      ['20261130-063800-1f2e3d4c', { ...addEvent(1), seq: -1 }],
      ['20261130-063800-1f2e3d4c', { ...addEvent(1), extra: true }],
      ['20261130-063800-1f2e3d4c', addEvent(1), 'more'],
    ];
    for (const args of bad) expect(await append(fromApp, ...args)).toMatchObject({ ok: false, error: { code: 'ERR_BAD_ARGUMENTS' } });
    const create = makeIpcHandler('createMatch', api, APP_ORIGIN, log);
    expect(await create(fromApp, { ...newCounterMatch(), game: 'poker' })).toMatchObject({
      ok: false,
      error: { code: 'ERR_BAD_ARGUMENTS', message: expect.stringContaining('game') },
    });
    // A value that is not JSON (it could come through structured clone) is refused too.
    expect(await append(fromApp, '20261130-063800-1f2e3d4c', { ...addEvent(1), action: new Map() })).toMatchObject({
      ok: false,
      error: { code: 'ERR_BAD_ARGUMENTS' },
    });
    expect(await makeIpcHandler('undoTo', api, APP_ORIGIN, log)(fromApp, '20261130-063800-1f2e3d4c', 1.5)).toMatchObject({
      ok: false,
      error: { code: 'ERR_BAD_ARGUMENTS' },
    });
  });

  it('report an internal failure as a Result without its details', async () => {
    const broken = { ...api, listMatches: () => Promise.reject(new Error('disk on fire at /home/me')) } as unknown as DecksideApi;
    const answer = await makeIpcHandler('listMatches', broken, APP_ORIGIN, log)(fromApp);
    expect(answer).toMatchObject({ ok: false, error: { code: 'ERR_INTERNAL' } });
    expect(JSON.stringify(answer)).not.toContain('/home/me');
    expect(logged[0]).toContain('disk on fire');
  });

  it('are registered on every channel of the typed list, and removed again', () => {
    const channels = new Map<string, unknown>();
    const ipc: IpcMainLike = { handle: (c, l) => void channels.set(c, l), removeHandler: (c) => void channels.delete(c) };
    const remove = registerIpcHandlers(ipc, api, APP_ORIGIN, log);
    expect([...channels.keys()].sort()).toEqual(API_METHODS.map((m) => IPC_CHANNELS[m]).sort());
    expect(IPC_CHANNELS.appendEvent).toBe('deckside:appendEvent');
    remove();
    expect(channels.size).toBe(0);
  });
});
