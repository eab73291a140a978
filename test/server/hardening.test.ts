/**
 * The browser-mode server under hostile input: a picture that claims a huge
 * size is refused from its header (the recognizer never starts), and JSON
 * nested thousands deep gets a 400 with a code, never a 500 or a stack.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server/server';
import { MAX_JSON_DEPTH } from '../../src/contract/schemas';
import { hugePng } from '../recognizer/huge-image';
import { addEvent, counterRegistry, newCounterMatch } from '../store/counter-game';
import { tempDir } from '../store/helpers';

let server: RunningServer;
let cleanup: () => Promise<void>;
const logged: string[] = [];
beforeAll(async () => {
  const t = await tempDir();
  cleanup = t.cleanup;
  server = await startServer({
    dataDir: t.dir,
    rendererDir: path.join(t.dir, 'none'),
    port: 0,
    getGame: counterRegistry,
    log: (m) => void logged.push(m),
  });
});
afterAll(async () => {
  await server.close();
  await cleanup();
});

const call = (method: string, body: string) =>
  fetch(`${server.url}api/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-deckside-token': server.token },
    body,
  });

/** `{"a":{"a":...{"type":"add"}}}`, `depth` objects deep, as text (never built as a value). */
export const nestedText = (depth: number): string => '{"a":'.repeat(depth - 1) + '{"type":"add"}' + '}'.repeat(depth - 1);

describe('a picture that claims a huge size', () => {
  it.each([
    [16000, 16000],
    [30000, 30000],
  ])('%ix%i is refused with ERR_FRAME_TOO_LARGE, the recognizer never started', async (w, h) => {
    const res = await call('recognize', JSON.stringify(['standard-52', hugePng(w, h).toString('base64')]));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: false, error: { code: 'ERR_FRAME_TOO_LARGE' } });
    const taught = await call('teachCard', JSON.stringify(['standard-52', '7C', hugePng(w, h).toString('base64')]));
    expect(await taught.json()).toMatchObject({ ok: false, error: { code: 'ERR_FRAME_TOO_LARGE' } });
  });
});

describe('deeply nested JSON', () => {
  it('an action nested 2,500 deep gets a 400 with ERR_TOO_DEEP, no stack', async () => {
    const created = (await (await call('createMatch', JSON.stringify([newCounterMatch()]))).json()) as { value: { matchId: string } };
    const id = created.value.matchId;
    logged.length = 0;
    const body = `["${id}",{"seq":1,"at":5,"actor":0,"action":${nestedText(2500)}}]`;
    const res = await call('appendEvent', body);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { ok: boolean; error: { code: string; message: string } };
    expect(answer).toMatchObject({ ok: false, error: { code: 'ERR_TOO_DEEP' } });
    expect(answer.error.message).not.toMatch(/ at |stack|Maximum call/);
    expect(logged.join('\n')).not.toMatch(/Maximum call stack/);
    // The match is untouched and still takes its first event.
    const first = await call('appendEvent', JSON.stringify([id, addEvent(1)]));
    expect(await first.json()).toEqual({ ok: true, value: { seq: 1 } });
  });

  it('any argument nested deeper than the bound is refused, one within it is taken', async () => {
    for (const method of ['createMatch', 'updateSettings', 'saveDeck', 'exportMatches']) {
      const res = await call(method, `[${nestedText(MAX_JSON_DEPTH + 5)}]`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ ok: false, error: { code: 'ERR_TOO_DEEP' } });
    }
    const deepArray = await call('listMatches', '['.repeat(100_000) + ']'.repeat(100_000));
    expect(deepArray.status).toBe(400);
    expect(await deepArray.json()).toMatchObject({ ok: false, error: { code: 'ERR_TOO_DEEP' } });
  });
});

describe('deleteEmptyMatch over HTTP', () => {
  it('is validated like every method: a bad id is a 400, an unknown match a refusal', async () => {
    const bad = await call('deleteEmptyMatch', JSON.stringify(['../settings']));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ ok: false, error: { code: 'ERR_BAD_ARGUMENTS' } });
    const none = await call('deleteEmptyMatch', JSON.stringify(['20261130-070000-00000000']));
    expect(await none.json()).toMatchObject({ ok: false, error: { code: 'ERR_NO_SUCH_MATCH' } });
  });
});
