/**
 * Card knowledge's fast paths for known cards. A card known in a place (a
 * lot of one code in one bin there) is named there without a change and
 * moves without a flow: every world of a consistent table stays a world and
 * nothing else narrows. A fully known table (every lot one code in one bin:
 * the app dealt every card, `dealing: app`) is one world, so its
 * consistency is two sums and an exact entry is a comparison. Anything else
 * goes the general way in knowledge.ts, which also words the refusals.
 */
import type { CardCode } from './cards';
import { untagT } from './knowledge-change';
import { isConsistent, isFullyKnown, isOf, markConsistent, tagOfBin, type Bin, type Table, type Lot, type Place } from './knowledge-table';

/** A lot of cards known to be `code`, in one bin. */
const isOne = (l: Lot, code: CardCode): boolean => l.codes.length === 1 && l.bins.length === 1 && l.codes[0] === code;

/** For each named code, the index of a lot of it in `place` with a card left for it; null when some has none. */
function lotsFor(k: Table, place: Place, codes: readonly CardCode[]): number[] | null {
  const used = new Map<number, number>();
  const out: number[] = [];
  for (const code of codes) {
    const at = k.lots.findIndex((l, i) => isOne(l, code) && isOf(l.bins[0] as Bin, place) && l.count > (used.get(i) ?? 0));
    if (at < 0) return null;
    used.set(at, (used.get(at) ?? 0) + 1);
    out.push(at);
  }
  return out;
}

/** A consistent table where `place` certainly holds these codes (each a lot of its own there): naming them changes nothing. */
export function knownHolds(k: Table, place: Place, codes: readonly CardCode[]): boolean {
  return lotsFor(k, place, codes) !== null && isConsistent(k);
}

/**
 * Cards known in `from` (each a lot of one code in one bin there) move to the plain bin `to` of a consistent table.
 * Every world of the table stays a world with those cards moved and nothing else narrows, so no flow is needed;
 * a tag in `from` whose card may be of a moved code lapses (it may be the card that went). Null when some card is
 * not known there (the general way).
 */
export function knownMove(k: Table, from: Place, to: Place, codes: readonly CardCode[]): Table | null {
  const at = lotsFor(k, from, codes);
  if (at === null || !isConsistent(k)) return null;
  const lots: Lot[] = k.lots.slice();
  const bins: Record<Bin, number> = { ...k.bins };
  codes.forEach((code, i) => {
    const j = at[i] as number;
    const lot = lots[j] as Lot;
    lots[j] = { ...lot, count: lot.count - 1 };
    const b = lot.bins[0] as Bin;
    bins[b] = (bins[b] ?? 0) - 1;
    bins[to] = (bins[to] ?? 0) + 1;
    const there = lots.findIndex((l) => isOne(l, code) && l.bins[0] === to);
    if (there >= 0) lots[there] = { ...(lots[there] as Lot), count: (lots[there] as Lot).count + 1 };
    else lots.push({ count: 1, codes: [code], bins: [to] });
  });
  // Emptied bins left out of a fresh object (a delete puts an object in V8's slow dictionary mode).
  const kept: Record<Bin, number> = {};
  for (const b in bins) if ((bins[b] as number) > 0) kept[b] = bins[b] as number;
  const out: Table = { copies: k.copies, bins: kept, lots: lots.filter((l) => l.count > 0), serial: k.serial };
  markConsistent(out, k);
  // A tagged card left in `from` that may be of a moved code may be the card that went: a code names no physical
  // card, so the tag can no longer be followed and lapses (its card stays, untagged).
  const lapsed = Object.keys(kept).filter(
    (b) => isOf(b, from) && tagOfBin(b) !== null && out.lots.some((l) => l.bins.includes(b) && l.codes.some((c) => codes.includes(c))),
  );
  return lapsed.length === 0
    ? out
    : untagT(
        out,
        lapsed.map((b) => tagOfBin(b) as string),
      );
}

/** A fully known, consistent table whose `place` holds exactly these codes (as a multiset). */
export function knownExactly(k: Table, place: Place, codes: readonly CardCode[]): boolean {
  if (!isFullyKnown(k) || !isConsistent(k)) return false;
  const have: CardCode[] = [];
  for (const l of k.lots) if (isOf(l.bins[0] as Bin, place)) for (let i = 0; i < l.count; i++) have.push(l.codes[0] as CardCode);
  return have.length === codes.length && have.sort().join('\u0001') === codes.slice().sort().join('\u0001');
}
