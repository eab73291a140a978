/**
 * Zones: a place holding cards (a hand, the discard) of which the referee
 * knows only some identities, and the card-counting checks built on them.
 * Shared by the games that track hidden cards (Grid Poker, Tech Exchange):
 * a code may only be declared while a copy of it is not known to be elsewhere.
 */
import type { CardCode } from './cards';
import { err, OK, type Result } from './result';

/** A hand or the discard: a count and the cards of it the referee knows (`known.length <= count`). */
export interface Zone {
  readonly count: number;
  readonly known: readonly CardCode[];
}

export const EMPTY_ZONE: Zone = { count: 0, known: [] };

/** Copies of each code in a list (a multiset). */
export function countOf(codes: readonly CardCode[]): Map<CardCode, number> {
  const m = new Map<CardCode, number>();
  for (const c of codes) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

/** Removes one copy of each code from a list (codes not in it are ignored). */
export function without(list: readonly CardCode[], codes: readonly CardCode[]): CardCode[] {
  const out = list.slice();
  for (const c of codes) {
    const i = out.indexOf(c);
    if (i >= 0) out.splice(i, 1);
  }
  return out;
}

/** A zone after the named cards left it; unknown cards make up the rest of the count. */
export function takeKnown(zone: Zone, codes: readonly CardCode[]): Zone {
  return { count: zone.count - codes.length, known: without(zone.known, codes) };
}

/** A zone after `n` unnamed cards left it: the referee can no longer tell which known cards remain. */
export function takeUnknown(zone: Zone, n: number): Zone {
  return n === 0 ? zone : { count: zone.count - n, known: [] };
}

export const addKnown = (zone: Zone, codes: readonly CardCode[]): Zone => ({
  count: zone.count + codes.length,
  known: [...zone.known, ...codes],
});

export const addUnknown = (zone: Zone, n: number): Zone => ({ count: zone.count + n, known: zone.known });

/** What the checks below need of a game's state: its cards, and how many of each are known to be somewhere. */
export interface CardCensus {
  readonly composition: Readonly<Record<CardCode, number>>;
  readonly known: ReadonlyMap<CardCode, number>;
}

/** Copies of a code whose place is unknown (a hand's unknown cards, the deck, the discard's unknown cards). */
export const unplaced = (census: CardCensus, code: CardCode): number => (census.composition[code] ?? 0) - (census.known.get(code) ?? 0);

export function notInGame(code: CardCode, rule: string, path: string): Result<never> {
  return err('ERR_CARD_NOT_IN_GAME', `${code} is not a card of this game${code === 'wild' ? ' (played without wild cards)' : ''}.`, {
    rule,
    path,
    params: { variant: code === 'wild' ? 'wild' : 'cardGame2', code },
  });
}

/** What a place must be able to give: the codes, its known cards, its count of unknown ones, and how to name a refusal. */
export type HoldCheck = [codes: readonly CardCode[], own: readonly CardCode[], unknown: number, where: string, rule: string, path: string];

/**
 * Checks that `codes` can come out of a place whose known cards are `own` and
 * which holds `unknown` cards of unknown identity: each code is one of `own`
 * or a card still in the pool.
 */
export function checkCanHoldIn(census: CardCensus, ...[codes, own, unknown, where, rule, path]: HoldCheck): Result<undefined> {
  const ownCount = countOf(own);
  let fromPool = 0;
  for (const [code, n] of countOf(codes)) {
    if (!(code in census.composition)) return notInGame(code, rule, path);
    const mine = Math.min(n, ownCount.get(code) ?? 0);
    const extra = n - mine;
    if (extra > unplaced(census, code)) {
      const copies = census.composition[code] ?? 0;
      return err(
        'ERR_CARD_ELSEWHERE',
        `${code} cannot come from ${where}: ${copies === 1 ? 'the only copy is' : `all ${copies} copies are`} known to be elsewhere on the table.`,
        {
          rule,
          path,
          params: { variant: 'cannotCome', code, where, count: copies },
        },
      );
    }
    fromPool += extra;
  }
  if (fromPool > unknown)
    return err(
      'ERR_CARD_ELSEWHERE',
      `${where} does not hold ${codes.join(', ')}: the cards known to be there are ${own.join(', ') || 'none'}.`,
      { rule, path, params: { variant: 'doesHold', where, codes: codes.join(', '), own: own.join(', ') || 'none' } },
    );
  return OK;
}
