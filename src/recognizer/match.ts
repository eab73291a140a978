/**
 * Matching what was read on a card to a card of the deck, with a confidence.
 * Pure: no OCR, no pixels. Each card of the deck gets a score from the
 * evidence for and against it (value read, domain word, printed name, what
 * teach mode recorded for it, a standard card's pip colour and shape); a
 * softmax over the scores gives the confidence. Below the threshold the answer
 * is "unsure" (card null) with the best candidates, never a guess.
 */
import { DOMAIN_NAMES, type DeckKind, type Domain, type Suit } from '../engine/core/cards';
import type { DeckFile } from '../engine/core/deck';
import type { TaughtDeck } from './teach';
import { bestMatch, tokens } from './text';

/** What one card of the deck should show. */
export interface CardExpectation {
  readonly code: string;
  readonly value: number | null;
  /** Tech domain (`kn`...) or standard suit (`S`...); null for a wild card. */
  readonly domain: string | null;
  /** Words of the printed name (only for names known to be printed). */
  readonly nameWords: readonly string[];
  /** Words recorded by teach mode for this card, if taught. */
  readonly taughtWords: readonly string[];
}

export interface Expectations {
  readonly kind: DeckKind;
  readonly cards: readonly CardExpectation[];
  /** For each taught word, how many taught cards showed it (rare words weigh more). */
  readonly taughtFrequency: ReadonlyMap<string, number>;
}

/** What the matcher needs from a reading (read.ts gives it; tests make it by hand). */
export interface ReadingEvidence {
  /** Value reads; `corner` says which corner index a read is of (absent: a card's one big value). */
  readonly values: readonly {
    readonly text: string;
    readonly confidence: number;
    readonly y: number;
    readonly corner?: 'top' | 'bottom';
  }[];
  readonly words: readonly { readonly text: string; readonly confidence: number }[];
  readonly suit: { readonly color: 'red' | 'black' | null; readonly suit: Suit | null } | null;
}

export interface MatchResult {
  /** The card, or null when unsure. */
  readonly card: string | null;
  /** The best card's share of belief, 0..1. */
  readonly confidence: number;
  /** The most likely cards, best first (the card itself first when sure). */
  readonly candidates: readonly string[];
}

export const DEFAULT_THRESHOLD = 0.75;

const W_VALUE = 3;
const W_VALUE_TEXT = 0.8;
const W_DOMAIN = 3;
const W_NAME = 3;
const W_WILD = 6;
const W_TAUGHT = 4;
const W_COLOR = 1.5;
const W_SUIT = 2.5;
/** Softmax sharpness: one point of score is this much log-odds. */
const SHARPNESS = 1.5;
const MIN_WORD_SIMILARITY = 0.75;
const STOP_WORDS = new Set(['the', 'of', 'a', 'an', 'and', 'in', 'to']);
/** Every card of a domain shows its domain word: in a name ("Professional Services") it tells nothing more. */
const DOMAIN_WORDS = new Set(['knowledge', 'science', 'sciences', 'technology', 'technologies', 'service', 'services']);

/** The expectations of a deck file, optionally with what teach mode recorded. Wild copies become one card. */
export function expectations(deck: DeckFile, taught: TaughtDeck | null = null): Expectations {
  const seen = new Set<string>();
  const cards: CardExpectation[] = [];
  const taughtFrequency = new Map<string, number>();
  const taughtWordsOf = (code: string): string[] => {
    const card = taught?.cards[code];
    return card ? [...new Set(card.reads.flatMap((r) => r.words))] : [];
  };
  for (const c of deck.cards) {
    if (seen.has(c.code)) continue;
    seen.add(c.code);
    // a standard deck's names ("Ace of spades") are not printed on its cards
    const nameWords =
      deck.kind === 'tech' && c.nameStatus === 'known' && c.name
        ? tokens(c.name).filter((t) => !STOP_WORDS.has(t) && !DOMAIN_WORDS.has(t) && !/^\d+$/.test(t))
        : [];
    const taughtWords = taughtWordsOf(c.code);
    for (const w of taughtWords) taughtFrequency.set(w, (taughtFrequency.get(w) ?? 0) + 1);
    cards.push({ code: c.code, value: c.value, domain: c.domain, nameWords, taughtWords });
  }
  return { kind: deck.kind, cards, taughtFrequency };
}

/** Parses a value read: `7`, `13`; for a standard deck also `A`, `J`, `Q`, `K`. */
export function parseValue(text: string, kind: DeckKind): number | null {
  const t = text.trim().toUpperCase();
  if (/^\d{1,2}$/.test(t)) {
    const n = Number(t);
    return n >= 1 && n <= 13 && !(kind === 'standard' && (n === 1 || n > 10)) ? n : null;
  }
  if (kind === 'standard') return ({ A: 1, J: 11, Q: 12, K: 13 } as Record<string, number>)[t] ?? null;
  return null;
}

export function matchReading(exp: Expectations, reading: ReadingEvidence, threshold = DEFAULT_THRESHOLD): MatchResult {
  const read = reading.words.flatMap((w) => tokens(w.text)).filter((t) => !STOP_WORDS.has(t));
  const votes = valueVotes(exp.kind, reading);
  const totalVotes = [...votes.values()].reduce((a, b) => a + b, 0);
  const domainEvidence = exp.kind === 'tech' ? techDomainEvidence(read) : new Map<string, number>();
  const strongestDomain = Math.max(0, ...domainEvidence.values());
  const wild = bestMatch('wild', read) >= MIN_WORD_SIMILARITY ? W_WILD : 0;
  const scored = exp.cards.map((c) => {
    let score = 0;
    if (c.value !== null) {
      const forIt = votes.get(c.value) ?? 0;
      score += forIt - 0.5 * (totalVotes - forIt);
    } else {
      score += wild;
    }
    if (exp.kind === 'tech' && c.domain) {
      const forIt = domainEvidence.get(c.domain) ?? 0;
      let against = 0;
      for (const [d, e] of domainEvidence) if (d !== c.domain) against = Math.max(against, e);
      score += forIt - 0.7 * against;
    } else if (exp.kind === 'tech' && c.value === null) {
      score -= 0.7 * strongestDomain;
    }
    if (c.nameWords.length > 0) score += W_NAME * share(c.nameWords, read, () => 1);
    if (c.taughtWords.length > 0) score += W_TAUGHT * share(c.taughtWords, read, (w) => 1 / (exp.taughtFrequency.get(w) ?? 1));
    if (exp.kind === 'standard' && c.domain && reading.suit) score += suitScore(c.domain as Suit, reading.suit);
    return { code: c.code, score };
  });
  const m = decide(scored, threshold);
  // the corner indices (or two reads of one value) naming different values: never pick one of them
  return disputedValue(exp.kind, reading) ? { ...m, card: null } : m;
}

/** A corner's read weighs at least this (0..1) to dispute the other corner's. */
const MIN_DISPUTE = 0.25;

/**
 * The two corner indices naming different values: each corner's best value
 * (over the heights it was read at), the top one against the bottom one.
 * Reads of one index at two heights that differ are only weaker evidence.
 */
export function disputedValue(kind: DeckKind, reading: ReadingEvidence): boolean {
  const best = (corner: 'top' | 'bottom'): { value: number; weight: number } | null => {
    const weights = new Map<number, number>();
    for (const v of reading.values) {
      const n = v.corner === corner ? parseValue(v.text, kind) : null;
      if (n !== null) weights.set(n, (weights.get(n) ?? 0) + clamp01(v.confidence));
    }
    let top: { value: number; weight: number } | null = null;
    for (const [value, weight] of weights) if (!top || weight > top.weight) top = { value, weight };
    return top;
  };
  const a = best('top');
  const b = best('bottom');
  return a !== null && b !== null && a.value !== b.value && a.weight >= MIN_DISPUTE && b.weight >= MIN_DISPUTE;
}

/** Turns scores into a decision: softmax, the best card if it clears the threshold, else null. */
export function decide(scored: readonly { code: string; score: number }[], threshold: number): MatchResult {
  if (scored.length === 0) return { card: null, confidence: 0, candidates: [] };
  const top = Math.max(...scored.map((s) => s.score));
  const weights = scored.map((s) => ({ code: s.code, w: Math.exp(SHARPNESS * (s.score - top)) }));
  const sum = weights.reduce((a, b) => a + b.w, 0);
  const ranked = weights.map((x) => ({ code: x.code, p: x.w / sum })).sort((a, b) => b.p - a.p);
  const best = ranked[0] as { code: string; p: number };
  const confidence = Math.round(best.p * 1000) / 1000;
  // a card no likelier than one in twenty is no candidate (nothing read: no candidates at all)
  const candidates = ranked
    .filter((r) => r.p >= 0.05)
    .slice(0, 5)
    .map((r) => r.code);
  return { card: best.p >= threshold ? best.code : null, confidence, candidates };
}

function valueVotes(kind: DeckKind, reading: ReadingEvidence): Map<number, number> {
  const votes = new Map<number, number>();
  const add = (v: number | null, w: number): void => {
    if (v !== null && w > 0) votes.set(v, (votes.get(v) ?? 0) + w);
  };
  // every value read is of an index the right way up (read.ts turns the bottom one round): all count alike
  for (const v of reading.values) add(parseValue(v.text, kind), W_VALUE * clamp01(v.confidence));
  for (const w of reading.words) {
    const t = w.text.replace(/[^0-9A-Za-z]/g, '');
    // on a standard card the sparse read takes pips for digits ("4"): only the corner index counts there
    if (kind === 'tech' && /^\d{1,2}$/.test(t)) add(parseValue(t, kind), W_VALUE_TEXT * clamp01(w.confidence / 100));
  }
  return votes;
}

function techDomainEvidence(read: readonly string[]): Map<string, number> {
  const evidence = new Map<string, number>();
  for (const [d, name] of Object.entries(DOMAIN_NAMES) as [Domain, string][]) {
    const s = Math.max(bestMatch(name, read), d === 'se' ? bestMatch('service', read) : 0, d === 'sc' ? bestMatch('sciences', read) : 0);
    if (s >= MIN_WORD_SIMILARITY) evidence.set(d, W_DOMAIN * s);
  }
  return evidence;
}

/** Weighted share of `words` found among the tokens read. */
function share(words: readonly string[], read: readonly string[], weight: (w: string) => number): number {
  let found = 0;
  let total = 0;
  for (const w of words) {
    const wt = weight(w);
    total += wt;
    if (bestMatch(w, read) >= MIN_WORD_SIMILARITY) found += wt;
  }
  return total > 0 ? found / total : 0;
}

function suitScore(suit: Suit, read: NonNullable<ReadingEvidence['suit']>): number {
  let score = 0;
  const red = suit === 'H' || suit === 'D';
  if (read.color) score += (read.color === 'red') === red ? W_COLOR : -2 * W_COLOR;
  if (read.suit) score += read.suit === suit ? W_SUIT : -W_SUIT;
  return score;
}

const clamp01 = (x: number): number => (x < 0 ? 0 : x > 1 ? 1 : x);
