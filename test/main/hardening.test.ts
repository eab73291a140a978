/**
 * Electron main's IPC handlers under hostile arguments: a picture claiming a
 * huge size and arguments nested thousands deep both come back as Results
 * with a code; no handler throws.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { makeIpcHandler, type InvokeEvent } from '../../src/main/handlers';
import { APP_ENTRY, APP_ORIGIN } from '../../src/main/policy';
import { hostApi, recognizerApi } from '../../src/host';
import type { DecksideApi } from '../../src/contract/api';
import type { PlaytestStore } from '../../src/store';
import { hugePng } from '../recognizer/huge-image';
import { newCounterMatch } from '../store/counter-game';
import { openCounterStore, tempDir } from '../store/helpers';

let store: PlaytestStore;
let api: DecksideApi;
let cleanup: () => Promise<void>;
let starts = 0;
const logged: string[] = [];
const log = (m: string) => void logged.push(m);
beforeEach(async () => {
  const t = await tempDir();
  cleanup = t.cleanup;
  store = await openCounterStore(t.dir);
  starts = 0;
  api = hostApi(
    store,
    recognizerApi({
      teachFolder: t.dir,
      start: () => {
        starts++;
        return Promise.reject(new Error('the recognizer must not start for these pictures'));
      },
    }),
  );
  logged.length = 0;
});
afterEach(async () => {
  await store.close();
  await cleanup();
});

const fromApp: InvokeEvent = { senderFrame: { url: `${APP_ENTRY}#/`, parent: null } };

/** A value nested `depth` objects deep, built without recursion. */
function nested(depth: number): unknown {
  let v: unknown = { type: 'add' };
  for (let i = 1; i < depth; i++) v = { a: v };
  return v;
}

it('refuses a 30000x30000 picture from its header, before the recognizer starts', async () => {
  const image = hugePng(30000, 30000).toString('base64');
  const recognize = makeIpcHandler('recognize', api, APP_ORIGIN, log);
  expect(await recognize(fromApp, 'tech-deck', image)).toMatchObject({ ok: false, error: { code: 'ERR_FRAME_TOO_LARGE' } });
  const teach = makeIpcHandler('teachCard', api, APP_ORIGIN, log);
  expect(await teach(fromApp, 'tech-deck', '7sc', image)).toMatchObject({ ok: false, error: { code: 'ERR_FRAME_TOO_LARGE' } });
  expect(starts).toBe(0);
});

it('answers an action nested 2,500 deep with ERR_TOO_DEEP instead of throwing', async () => {
  const created = await makeIpcHandler('createMatch', api, APP_ORIGIN, log)(fromApp, newCounterMatch());
  const id = (created as { value: { matchId: string } }).value.matchId;
  const append = makeIpcHandler('appendEvent', api, APP_ORIGIN, log);
  const answer = await append(fromApp, id, { seq: 1, at: 5, actor: 0, action: nested(2500) });
  expect(answer).toMatchObject({ ok: false, error: { code: 'ERR_TOO_DEEP' } });
  expect(logged.join('\n')).not.toMatch(/Maximum call stack/);
});

it('answers a Result even when the implementation throws', async () => {
  const broken = { ...api, listMatches: () => Promise.reject(new Error('disk on fire')) } as DecksideApi;
  const list = makeIpcHandler('listMatches', broken, APP_ORIGIN, log);
  expect(await list(fromApp)).toMatchObject({ ok: false, error: { code: 'ERR_INTERNAL' } });
});
