/**
 * The guide frame through the API: the `recognize` method's optional third
 * argument (and `teachCard`'s fourth) is checked by the shared schema (dispatch refuses a bad one before
 * any byte is decoded) and reaches the recognizer as its frame option.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ok } from '../../src/engine/core/result';
import type { Recognizer } from '../../src/recognizer';
import type { Guide } from '../../src/recognizer/guide';
import { recognizerApi } from '../../src/host/recognizer-api';
import type { DecksideApi } from '../../src/contract/api';
import { dispatch } from '../../src/host/dispatch';
import { API_ARGS } from '../../src/contract/schemas';
import { FIXTURES } from './helpers';

const jpeg = readFileSync(path.join(FIXTURES, 'standard-52-7C-0.jpg')).toString('base64');
const guide = { x: 0.29, y: 0.11, width: 0.42, height: 0.78 };

describe('the guide frame in the recognize API', () => {
  it('the schema takes no guide, null or a guide inside the frame, and refuses others', () => {
    expect(API_ARGS.recognize.safeParse(['standard-52', jpeg]).success).toBe(true);
    expect(API_ARGS.recognize.safeParse(['standard-52', jpeg, null]).success).toBe(true);
    expect(API_ARGS.recognize.safeParse(['standard-52', jpeg, guide]).success).toBe(true);
    expect(API_ARGS.recognize.safeParse(['standard-52', jpeg, { ...guide, width: 0.9 }]).success).toBe(false);
    expect(API_ARGS.recognize.safeParse(['standard-52', jpeg, { x: 0, y: 0 }]).success).toBe(false);
    expect(API_ARGS.recognize.safeParse(['standard-52', jpeg, guide, 1]).success).toBe(false);
  });

  it('reaches the recognizer as its frame option; a bad one is refused by dispatch', async () => {
    const seen: (Guide | null | undefined)[] = [];
    const fake: Recognizer = {
      async recognizeFrame(_frame, _deck, options) {
        seen.push(options?.guide);
        return ok({
          card: '7C',
          confidence: 0.9,
          candidates: ['7C'],
          text: '7',
          corners: [
            { x: 1, y: 2 },
            { x: 3, y: 2 },
            { x: 3, y: 4 },
            { x: 1, y: 4 },
          ],
        });
      },
      recognizeImage: () => Promise.reject(new Error('not used')),
      async teach(_frame, deck, code, options) {
        seen.push(options?.guide);
        return ok({
          format: 'deckside-taught',
          formatVersion: 1,
          deckId: deck.id,
          deckVersion: deck.version,
          cards: { [code]: { reads: [] } },
        });
      },
      taught: () => Promise.reject(new Error('not used')),
      close: async () => undefined,
    };
    const rec = recognizerApi({ teachFolder: '/nonexistent-teach-folder', start: async () => fake });
    // only the recognizer's methods are called here: the store's half of the API is not needed
    const api = { recognize: rec.recognize, teachCard: rec.teachCard } as unknown as DecksideApi;
    const a = await dispatch(api, 'recognize', ['standard-52', jpeg, guide]);
    const b = await dispatch(api, 'recognize', ['standard-52', jpeg]);
    const bad = await dispatch(api, 'recognize', ['standard-52', jpeg, { ...guide, x: -1 }]);
    expect(a.kind === 'result' && a.result.ok).toBe(true);
    expect(b.kind === 'result' && b.result.ok).toBe(true);
    expect(bad.kind).not.toBe('result');
    expect(seen).toEqual([guide, null]);
    // teach mode too: the card in the guide frame is the one taught
    const taught = await dispatch(api, 'teachCard', ['standard-52', '7c', jpeg, guide]);
    expect(taught.kind === 'result' && taught.result.ok).toBe(true);
    expect(seen).toEqual([guide, null, guide]);
    expect((await dispatch(api, 'teachCard', ['standard-52', '7c', jpeg, { ...guide, y: 0.5 }])).kind).not.toBe('result');
    await rec.close();
  });
});
