/** Teach mode: the records of what the recognizer learned about each card. */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addTaughtRead,
  emptyTaught,
  forgetCard,
  MAX_READS_PER_CARD,
  parseTaught,
  taughtFileName,
  teachRead,
} from '../../src/recognizer/teach';
import { teachStore } from '../../src/recognizer/teach-store';
import { bundledDeck } from './helpers';

const deck = bundledDeck('tech-deck');
const read = (words: string[], at = '2026-01-01T00:00:00Z') =>
  teachRead({ words: words.map((text) => ({ text, confidence: 90 })), values: [{ text: '7' }] }, at);

describe('teach records (pure)', () => {
  it('keeps confident words of three letters or more, not numbers or small words', () => {
    const r = teachRead(
      {
        words: [
          { text: 'Earth', confidence: 91 },
          { text: 'Sciences', confidence: 88 },
          { text: 'of', confidence: 95 },
          { text: '7', confidence: 95 },
          { text: 'xq', confidence: 95 },
          { text: 'blurry', confidence: 20 },
        ],
        values: [{ text: '7' }],
      },
      'now',
    );
    expect(r.words).toEqual(['earth', 'sciences']);
    expect(r.values).toEqual(['7']);
  });
  it('adds reads per card, keeps the last few, and forgets a card', () => {
    let t = emptyTaught(deck);
    for (let i = 0; i < MAX_READS_PER_CARD + 2; i++) {
      const next = addTaughtRead(t, deck, '7sc', read([`word${i}`]));
      expect(next.ok).toBe(true);
      if (next.ok) t = next.value;
    }
    expect(t.cards['7sc']?.reads.length).toBe(MAX_READS_PER_CARD);
    expect(t.cards['7sc']?.reads.at(-1)?.words).toEqual([`word${MAX_READS_PER_CARD + 1}`]);
    expect(forgetCard(t, '7sc').cards['7sc']).toBeUndefined();
  });
  it('refuses a code the deck does not have, and a record of another deck version', () => {
    const bad = addTaughtRead(emptyTaught(deck), deck, '7XX', read(['a']));
    expect(bad.ok ? 'ok' : bad.error.code).toBe('ERR_TEACH_UNKNOWN_CARD');
    const other = addTaughtRead(emptyTaught({ id: deck.id, version: '0.9.0' }), deck, '7sc', read(['a']));
    expect(other.ok ? 'ok' : other.error.code).toBe('ERR_TEACH_DECK_MISMATCH');
  });
  it('parses what it writes, and refuses a damaged record with the place at fault', () => {
    const t = addTaughtRead(emptyTaught(deck), deck, '7sc', read(['earth']));
    expect(t.ok).toBe(true);
    if (!t.ok) return;
    const back = parseTaught(JSON.parse(JSON.stringify(t.value)));
    expect(back).toEqual({ ok: true, value: t.value });
    const damaged = parseTaught({ ...t.value, cards: { '7sc': { reads: [{ words: 'earth', values: [], at: 'x' }] } } });
    expect(damaged.ok).toBe(false);
    if (!damaged.ok) {
      expect(damaged.error.code).toBe('ERR_BAD_TEACH_FILE');
      expect(damaged.error.path).toBe('cards.7sc.reads.0.words');
    }
  });
  it('file names carry the deck id and version and stay plain file names', () => {
    expect(taughtFileName('tech-deck', '1.0.0')).toBe('tech-deck@1.0.0.taught.json');
    expect(taughtFileName('tech-deck', '../../x')).not.toContain('/');
  });
});

describe('teach store on disk', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'deckside-teach-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('loads an empty record when nothing was taught, and round-trips a saved one', async () => {
    const store = teachStore(path.join(dir, 'sub'));
    const empty = await store.load(deck);
    expect(empty).toEqual({ ok: true, value: emptyTaught(deck) });
    const t = addTaughtRead(emptyTaught(deck), deck, '9se', read(['professional']));
    if (!t.ok) throw new Error('setup');
    const saved = await store.save(t.value);
    expect(saved.ok).toBe(true);
    expect(await store.load(deck)).toEqual({ ok: true, value: t.value });
  });

  it('a damaged file is reported with its name and left as it was', async () => {
    const store = teachStore(dir);
    const file = path.join(dir, taughtFileName(deck.id, deck.version));
    await writeFile(file, '{"format": "deckside-taught", broken');
    const r = await store.load(deck);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('ERR_BAD_TEACH_FILE');
      expect(r.error.message).toContain(file);
    }
    expect(await readFile(file, 'utf8')).toBe('{"format": "deckside-taught", broken');
  });

  it('a record of one deck version is not used for another', async () => {
    const store = teachStore(dir);
    const t = addTaughtRead(emptyTaught(deck), deck, '9se', read(['professional']));
    if (!t.ok) throw new Error('setup');
    await store.save(t.value);
    const newer = await store.load({ id: deck.id, version: '2.0.0' });
    expect(newer).toEqual({ ok: true, value: emptyTaught({ id: deck.id, version: '2.0.0' }) });
  });
});
