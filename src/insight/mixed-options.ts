/**
 * A rules version tag stands for one set of rules: playtests under one tag
 * but with different variant options would be counted as the same rules.
 * This finds such tags so the dashboard can warn before anyone trusts them.
 */
import type { GameId, OptionValue } from '../engine/core/game';
import type { PlaytestRecord } from './records';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** One warning per game and tag whose playtests do not all share the same options. */
export function mixedOptionWarnings(records: readonly PlaytestRecord[], gameName: (game: GameId) => string): string[] {
  const groups = new Map<string, PlaytestRecord[]>();
  const seen = new Set<string>();
  for (const r of records) {
    // Two compared sets may share playtests; each counts once.
    if (seen.has(r.matchId)) continue;
    seen.add(r.matchId);
    const key = `${r.game}\u0000${r.rulesVersion}`;
    const list = groups.get(key);
    if (list) list.push(r);
    else groups.set(key, [r]);
  }
  const out: string[] = [];
  for (const list of groups.values()) {
    const first = list[0];
    if (!first) continue;
    const names = [...new Set(list.flatMap((r) => Object.keys(r.options)))].sort();
    const parts: string[] = [];
    for (const opt of names) {
      const counts = new Map<string, number>();
      for (const r of list) {
        const v: OptionValue | undefined = r.options[opt];
        const shown = v === undefined ? '(unset)' : String(v);
        counts.set(shown, (counts.get(shown) ?? 0) + 1);
      }
      if (counts.size < 2) continue;
      const values = [...counts.entries()].map(([v, n], i) => `${i === 0 ? `${opt} ` : ''}${v} in ${plural(n, 'playtest')}`);
      parts.push(values.join(', '));
    }
    if (parts.length > 0)
      out.push(
        `${gameName(first.game)} rules ${first.rulesVersion} mixes different options (${parts.join('; ')}): give each set of rules its own tag.`,
      );
  }
  return out;
}
