/**
 * Card knowledge's fast path for a fully known table: every lot is one code
 * in one bin (the app dealt every card, `dealing: app`, and no card has moved
 * unseen since). Such a table is one world, so consistency is two sums (each
 * code's cards match its copies, each bin's its count) and naming or moving a
 * known card needs no flow: the answer is read off the lots. Anything else
 * (a card not known there, a table with doubt) goes the general way in
 * knowledge.ts, which also words the refusals.
 */
import type { CardCode } from './cards';
import { isFullyKnown, knownConsistent, markKnown, placeOfBin, type Bin, type Knowledge, type Lot, type Place } from './knowledge-table';

/** For each named code, the index of a lot of it in `place` with a card left for it; null when some has none. */
function lotsFor(k: Knowledge, place: Place, codes: readonly CardCode[]): number[] | null {
  const used = new Map<number, number>();
  const out: number[] = [];
  for (const code of codes) {
    const at = k.lots.findIndex((l, i) => l.codes[0] === code && placeOfBin(l.bins[0] as Bin) === place && l.count > (used.get(i) ?? 0));
    if (at < 0) return null;
    used.set(at, (used.get(at) ?? 0) + 1);
    out.push(at);
  }
  return out;
}

/** A fully known, consistent table where `place` holds these codes: naming them changes nothing. Null: go the general way. */
export function knownHolds(k: Knowledge, place: Place, codes: readonly CardCode[]): boolean {
  return isFullyKnown(k) && knownConsistent(k) && lotsFor(k, place, codes) !== null;
}

/** The known cards move from `from` to the plain bin `to`; null when the table or the cards are not known (general way). */
export function knownMove(k: Knowledge, from: Place, to: Place, codes: readonly CardCode[]): Knowledge | null {
  if (!isFullyKnown(k) || !knownConsistent(k)) return null;
  const at = lotsFor(k, from, codes);
  if (at === null) return null;
  const lots: Lot[] = k.lots.slice();
  const bins: Record<Bin, number> = { ...k.bins };
  codes.forEach((code, i) => {
    const j = at[i] as number;
    const lot = lots[j] as Lot;
    lots[j] = { ...lot, count: lot.count - 1 };
    const b = lot.bins[0] as Bin;
    bins[b] = (bins[b] ?? 0) - 1;
    bins[to] = (bins[to] ?? 0) + 1;
    const there = lots.findIndex((l) => l.codes[0] === code && l.bins[0] === to);
    if (there >= 0) lots[there] = { ...(lots[there] as Lot), count: (lots[there] as Lot).count + 1 };
    else lots.push({ count: 1, codes: [code], bins: [to] });
  });
  for (const b of Object.keys(bins)) if ((bins[b] ?? 0) <= 0) delete bins[b];
  const out: Knowledge = { copies: k.copies, bins, lots: lots.filter((l) => l.count > 0), serial: k.serial };
  markKnown(out);
  return out;
}

/** A fully known, consistent table whose `place` holds exactly these codes (as a multiset). */
export function knownExactly(k: Knowledge, place: Place, codes: readonly CardCode[]): boolean {
  if (!isFullyKnown(k) || !knownConsistent(k)) return false;
  const have: CardCode[] = [];
  for (const l of k.lots) if (placeOfBin(l.bins[0] as Bin) === place) for (let i = 0; i < l.count; i++) have.push(l.codes[0] as CardCode);
  return have.length === codes.length && have.sort().join('\u0001') === codes.slice().sort().join('\u0001');
}
