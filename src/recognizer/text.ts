/**
 * Text helpers for matching what OCR read against what a card should say:
 * tokens (lower case, letters and digits only) and a similarity that forgives
 * the odd misread letter (1 - edit distance / longer length).
 */

export function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 0);
}

export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur.push(Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost));
    }
    prev = cur;
  }
  return prev[b.length] as number;
}

/** 1 for equal strings, 0 for nothing in common. */
export function similarity(a: string, b: string): number {
  const longer = Math.max(a.length, b.length);
  return longer === 0 ? 1 : 1 - levenshtein(a, b) / longer;
}

/**
 * How well a word appears among the tokens read: the best similarity with one
 * token or with two neighbouring tokens joined (OCR sometimes splits a word).
 */
export function bestMatch(word: string, read: readonly string[]): number {
  let best = 0;
  for (let i = 0; i < read.length; i++) {
    const t = read[i] as string;
    // a short token cannot stand for a long word
    if (t.length * 2 >= word.length) best = Math.max(best, similarity(word, t));
    const next = read[i + 1];
    if (next !== undefined) best = Math.max(best, similarity(word, t + next));
    if (best === 1) return 1;
  }
  return best;
}
