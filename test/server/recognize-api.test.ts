/**
 * The recognizer's API methods (`recognize`, `teachCard`): arguments are
 * refused before any byte is decoded (unknown deck, bad base64, not an image,
 * too large), over the shared schemas and over HTTP; the recognizer starts
 * once, on first use, and calls run one at a time. The OCR itself is faked
 * here (the recognizer has its own tests; the e2e camera test runs it for real).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../src/engine/core/result';
import { dispatch, hostApi, recognizerApi } from '../../src/host';
import type { Recognizer } from '../../src/recognizer';
import { startServer, type RunningServer } from '../../src/server/server';
import { MAX_SCAN_IMAGE_BYTES, type DecksideApi } from '../../src/contract/api';
import { API_ARGS, MAX_SCAN_IMAGE_BASE64 } from '../../src/contract/schemas';
import { bundledDeck } from '../recognizer/helpers';
import { counterRegistry } from '../store/counter-game';
import { tempDir } from '../store/helpers';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../fixtures/cards', name)).toString('base64');
const jpeg = fixture('standard-52-7C-0.jpg');
const PNG_1x1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const corners = [
  { x: 1, y: 2 },
  { x: 3, y: 2 },
  { x: 3, y: 4 },
  { x: 1, y: 4 },
] as const;

/** A recognizer that answers 7C for every frame and records what it was asked (the deck's version too). */
function fakeRecognizer(log: string[]): Recognizer {
  return {
    async recognizeFrame(frame, deck) {
      log.push(`frame ${frame.width}x${frame.height} ${deck.id} ${deck.version}`);
      await new Promise((r) => setTimeout(r, 5));
      log.push('done');
      return ok({ card: '7C', confidence: 0.9, candidates: ['7C', '7S'], text: '7', corners });
    },
    recognizeImage: () => Promise.reject(new Error('not used')),
    async teach(_frame, deck, code) {
      log.push(`teach ${deck.id} ${code}`);
      return ok({
        format: 'deckside-taught',
        formatVersion: 1,
        deckId: deck.id,
        deckVersion: deck.version,
        cards: { [code]: { reads: [] } },
      });
    },
    taught: () => Promise.reject(new Error('not used')),
    async close() {
      log.push('close');
    },
  };
}

describe('recognize and teachCard arguments', () => {
  const parse = (args: unknown[]) => API_ARGS.recognize.safeParse(args);

  it('accept a bundled deck and the base64 of a JPEG or PNG', () => {
    expect(parse(['standard-52', jpeg]).success).toBe(true);
    expect(parse(['tech-deck', PNG_1x1]).success).toBe(true);
    expect(API_ARGS.teachCard.safeParse(['tech-deck', '7sc', jpeg]).success).toBe(true);
  });

  it('refuse a deck that is not on the fixed list', () => {
    for (const deck of ['uno', '../settings', 'tech-deck/../x', '', 7]) expect(parse([deck, jpeg]).success).toBe(false);
  });

  it('refuse text that is not base64, and base64 that is not a JPEG or PNG', () => {
    for (const bad of ['/9j/ not base64!', '/9j/4AAQ\n', '/9j/4AAQSk', `data:image/jpeg;base64,${jpeg}`, '', 42]) {
      expect(parse(['standard-52', bad]).success).toBe(false);
    }
    const gif = Buffer.from('GIF89a....').toString('base64');
    const r = parse(['standard-52', gif]);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toMatch(/not a JPEG or PNG/);
  });

  it('refuse an image over the size limit', () => {
    const big = `/9j/${'A'.repeat(MAX_SCAN_IMAGE_BASE64)}`;
    const r = parse(['standard-52', big]);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toMatch(/larger than 4 MB/);
    expect(MAX_SCAN_IMAGE_BASE64).toBeGreaterThanOrEqual((MAX_SCAN_IMAGE_BYTES * 4) / 3);
  });

  it('refuse a card code that is not one', () => {
    for (const code of ['', '7 sc', '../7sc', 'x'.repeat(7)])
      expect(API_ARGS.teachCard.safeParse(['tech-deck', code, jpeg]).success).toBe(false);
  });
});

describe('the recognizer API', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => ({ dir, cleanup } = await tempDir()));
  afterAll(() => cleanup());

  it('starts the recognizer once, on the first call, and runs calls one at a time', async () => {
    const log: string[] = [];
    let starts = 0;
    const rec = recognizerApi({
      teachFolder: dir,
      start: async (o) => {
        starts++;
        log.push(`start ${o.teachFolder === dir}`);
        return fakeRecognizer(log);
      },
    });
    expect(starts).toBe(0);
    const [a, b] = await Promise.all([rec.recognize('standard-52', jpeg), rec.recognize('standard-52', jpeg)]);
    expect(a).toEqual({
      ok: true,
      value: { card: '7C', confidence: 0.9, candidates: ['7C', '7S'], text: '7', corners: expect.any(Array) as unknown },
    });
    expect(b.ok).toBe(true);
    expect(starts).toBe(1);
    const v = bundledDeck('standard-52').version;
    expect(log).toEqual(['start true', `frame 640x480 standard-52 ${v}`, 'done', `frame 640x480 standard-52 ${v}`, 'done']);
    await rec.close();
    expect(log.at(-1)).toBe('close');
  });

  it('teaches a card under its canonical code and says which are taught', async () => {
    const log: string[] = [];
    const rec = recognizerApi({ teachFolder: dir, start: async () => fakeRecognizer(log) });
    const r = await rec.teachCard('tech-deck', '7SC', jpeg);
    expect(r).toMatchObject({ ok: true, value: { deck: 'tech-deck', code: '7sc', taught: ['7sc'] } });
    expect(log).toEqual(['teach tech-deck 7sc']);
    const bad = await rec.teachCard('tech-deck', '7H', jpeg);
    expect(bad).toMatchObject({ ok: false, error: { code: 'ERR_TEACH_UNKNOWN_CARD' } });
  });

  it('answers an image that does not decode, and a recognizer that cannot start, with a reason', async () => {
    let starts = 0;
    const rec = recognizerApi({
      teachFolder: dir,
      start: () => {
        starts++;
        return Promise.reject(new Error('no OCR data'));
      },
    });
    const broken = await rec.recognize('standard-52', '/9j/AAAAAAAA');
    expect(broken).toMatchObject({ ok: false, error: { code: 'ERR_BAD_IMAGE' } });
    expect(starts).toBe(0);
    const failed = await rec.recognize('standard-52', jpeg);
    expect(failed).toMatchObject({
      ok: false,
      error: { code: 'ERR_RECOGNIZER_START', message: expect.stringMatching(/no OCR data/) as unknown },
    });
    // A failed start is not remembered: the next call tries again.
    await rec.recognize('standard-52', jpeg);
    expect(starts).toBe(2);
  });

  it('uses the saved edit of a deck when there is one', async () => {
    const log: string[] = [];
    const edited = { ...bundledDeck('standard-52'), version: '9.9.9' };
    const rec = recognizerApi({ teachFolder: dir, editedDeck: async () => ok(edited), start: async () => fakeRecognizer(log) });
    expect(await rec.recognize('standard-52', jpeg)).toMatchObject({ ok: true, value: { card: '7C' } });
    expect(log).toEqual(['frame 640x480 standard-52 9.9.9', 'done']);
  });

  it('joins the store: dispatch refuses bad arguments before the recognizer is asked', async () => {
    let asked = 0;
    const rec = recognizerApi({ teachFolder: dir, start: async () => (asked++, fakeRecognizer([])) });
    const store = { listMatches: async () => ok({ matches: [], problems: [] }) } as unknown as Parameters<typeof hostApi>[0];
    // Only listMatches is real here; hostApi binds every method it finds, so give it the rest as stubs.
    const stubbed = new Proxy(store as object, {
      get: (t, p) => (p in t ? Reflect.get(t, p) : async () => ok(null)),
    }) as Parameters<typeof hostApi>[0];
    const api: DecksideApi = hostApi(stubbed, rec);
    expect((await dispatch(api, 'recognize', ['uno', jpeg])).kind).toBe('bad-arguments');
    expect((await dispatch(api, 'recognize', ['tech-deck', 'not base64'])).kind).toBe('bad-arguments');
    expect((await dispatch(api, 'teachCard', ['tech-deck', '7sc'])).kind).toBe('bad-arguments');
    expect(asked).toBe(0);
    expect(await dispatch(api, 'listMatches', [])).toEqual({ kind: 'result', result: { ok: true, value: { matches: [], problems: [] } } });
  });
});

describe('over HTTP', () => {
  let server: RunningServer;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const t = await tempDir();
    cleanup = t.cleanup;
    server = await startServer({ dataDir: t.dir, rendererDir: path.join(t.dir, 'none'), port: 0, getGame: counterRegistry, log: () => {} });
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

  it('refuse an unknown deck and bad base64 with 400, and a body over the limit with 413', async () => {
    const unknownDeck = await call('recognize', JSON.stringify(['uno', jpeg]));
    expect(unknownDeck.status).toBe(400);
    expect(await unknownDeck.json()).toMatchObject({
      ok: false,
      error: { code: 'ERR_BAD_ARGUMENTS', message: expect.stringMatching(/not a deck the recognizer reads/) as unknown },
    });
    const badBase64 = await call('teachCard', JSON.stringify(['tech-deck', '7sc', '%%%%']));
    expect(badBase64.status).toBe(400);
    expect(await badBase64.json()).toMatchObject({ error: { message: expect.stringMatching(/not base64/) as unknown } });
    const huge = await call('recognize', JSON.stringify(['standard-52', `/9j/${'A'.repeat(MAX_SCAN_IMAGE_BASE64 + 8192)}`]));
    expect(huge.status).toBe(413);
    // A frame of ordinary size fits the body limit (it reaches the schema, which finds no fault in its shape).
    const big = await call('recognize', JSON.stringify(['standard-52', `/9j/${'A'.repeat(MAX_SCAN_IMAGE_BASE64 - 8)}`]));
    expect(big.status).not.toBe(413);
  });
});
