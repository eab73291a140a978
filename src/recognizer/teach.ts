/**
 * Teach mode's record: what was read on each card of the user's physical
 * deck, kept per deck id and deck version, so other printings and hand-made
 * prototypes are recognized by what they really show. Pure functions only;
 * teach-store.ts keeps it on disk.
 */
import { z } from 'zod';
import type { DeckFile } from '../engine/core/deck';
import { firstIssue } from '../engine/core/issues';
import { err, ok, type Result } from '../engine/core/result';
import { tokens } from './text';

export interface TaughtRead {
  /** Words read (lower case, letters and digits), in reading order. */
  readonly words: readonly string[];
  /** Value reads (`7`, `Q`). */
  readonly values: readonly string[];
  /** ISO time of the read. */
  readonly at: string;
}

export interface TaughtDeck {
  readonly format: 'deckside-taught';
  readonly formatVersion: 1;
  readonly deckId: string;
  readonly deckVersion: string;
  /** By card code; the last few reads of each card. */
  readonly cards: Readonly<Record<string, { readonly reads: readonly TaughtRead[] }>>;
}

/** Reads kept per card: a new read replaces the oldest. */
export const MAX_READS_PER_CARD = 3;
const MIN_WORD_CONFIDENCE = 50;
const STOP = new Set(['the', 'of', 'and', 'in', 'to', 'an']);

export function emptyTaught(deck: Pick<DeckFile, 'id' | 'version'>): TaughtDeck {
  return { format: 'deckside-taught', formatVersion: 1, deckId: deck.id, deckVersion: deck.version, cards: {} };
}

/** What of a reading is worth keeping: confident words of three letters or more, and the value reads. */
export function teachRead(
  reading: { readonly words: readonly { text: string; confidence: number }[]; readonly values: readonly { text: string }[] },
  at: string,
): TaughtRead {
  const words = reading.words
    .filter((w) => w.confidence >= MIN_WORD_CONFIDENCE)
    .flatMap((w) => tokens(w.text))
    .filter((t) => t.length >= 3 && !STOP.has(t) && !/^\d+$/.test(t));
  return { words: [...new Set(words)], values: reading.values.map((v) => v.text), at };
}

/** Records a read for a card of the deck; refuses a code the deck does not have. */
export function addTaughtRead(taught: TaughtDeck, deck: DeckFile, code: string, read: TaughtRead): Result<TaughtDeck> {
  if (taught.deckId !== deck.id || taught.deckVersion !== deck.version) {
    return err(
      'ERR_TEACH_DECK_MISMATCH',
      `This teach record is for ${taught.deckId} ${taught.deckVersion}, not ${deck.id} ${deck.version}.`,
    );
  }
  if (!deck.cards.some((c) => c.code === code))
    return err('ERR_TEACH_UNKNOWN_CARD', `The deck ${deck.id} has no card ${code} to teach.`, { path: 'code' });
  const before = taught.cards[code]?.reads ?? [];
  const reads = [...before, read].slice(-MAX_READS_PER_CARD);
  return ok({ ...taught, cards: { ...taught.cards, [code]: { reads } } });
}

/** Forgets what was taught for one card (a misread taught by mistake). */
export function forgetCard(taught: TaughtDeck, code: string): TaughtDeck {
  const { [code]: _dropped, ...rest } = taught.cards;
  return { ...taught, cards: rest };
}

const readSchema = z
  .object({ words: z.array(z.string().max(60)).max(200), values: z.array(z.string().max(10)).max(10), at: z.string().max(40) })
  .strict();
const taughtSchema = z
  .object({
    format: z.literal('deckside-taught'),
    formatVersion: z.literal(1),
    deckId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
    deckVersion: z.string().min(1).max(40),
    cards: z.record(z.string().max(20), z.object({ reads: z.array(readSchema).max(MAX_READS_PER_CARD) }).strict()),
  })
  .strict();

/** Parses a teach record from disk; never throws. */
export function parseTaught(raw: unknown): Result<TaughtDeck> {
  const parsed = taughtSchema.safeParse(raw);
  if (parsed.success) return ok(parsed.data as TaughtDeck);
  const { path, message } = firstIssue(parsed.error);
  return err('ERR_BAD_TEACH_FILE', `The teach record is not valid${path ? ` at ${path}` : ''}: ${message ?? 'unknown problem'}.`, {
    path,
  });
}

/** The file a deck version's teach record lives in (safe as a file name: ids are checked, versions are cleaned). */
export function taughtFileName(deckId: string, deckVersion: string): string {
  return `${deckId}@${deckVersion.replace(/[^A-Za-z0-9._-]/g, '_')}.taught.json`;
}
