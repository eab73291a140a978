/**
 * Remembers a pure function of a short text: card codes and references are
 * read again and again (every log line names cards, and a first look at the
 * statistics replays thousands of logs), and a table look-up costs far less
 * than the regular expressions that read a spelling. Only answers `keep`
 * accepts are remembered (the games keep successes, so a refusal is always
 * worded afresh). The table is cleared when it reaches `cap` texts, so input
 * made of ever new texts cannot grow it without bound.
 */
export function memoByText<T>(read: (text: string) => T, keep: (answer: T) => boolean, cap = 4096): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    const hit = known.get(text);
    if (hit !== undefined) return hit;
    const answer = read(text);
    if (keep(answer)) {
      if (known.size >= cap) known.clear();
      known.set(text, answer);
    }
    return answer;
  };
}
