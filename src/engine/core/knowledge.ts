/**
 * Card knowledge as places (the model is described in knowledge-table.ts,
 * its alternatives in knowledge-cases.ts): what changes it. Naming cards in a
 * place narrows it, moving named or unnamed cards, tagging, relocating and
 * shuffling move it, and an exact entry (a final hand, a revealed pair) fixes
 * a place. Each change is made to every case (knowledge-change.ts) and the
 * cases are pruned, so every answer is exact until the cases merge for want
 * of room; past that, a knowledge checked exactly (`checkedExactly`) puts
 * what the cases accept to the whole history (knowledge-exact.ts), and each
 * change is recorded in that history (knowledge-change-log.ts). The games
 * import everything from here; refusals are worded here.
 */
import type { CardCode } from './cards';
import * as Cases from './knowledge-cases';
import { countIn, each, knownIn, MAX_CASES, ofCases, placesOf, remembered, type Knowledge } from './knowledge-cases';
import { caseStats, nameT, relocateT, shuffleT, taggedT, unnamedT, untagT } from './knowledge-change';
import { recorded, sameHistory, type Change } from './knowledge-change-log';
import { exactlyPossible } from './knowledge-exact';
import { knownExactly, knownHolds, knownMove } from './knowledge-known';
import { sorted, type Place, type Table, type Wording } from './knowledge-table';
import { err, ok, type Result } from './result';

export {
  codesIn,
  codesOfTag,
  countIn,
  isKnowledgeConsistent as isConsistent,
  knownIn,
  knownUntaggedIn,
  mayBeIn,
  placesIn,
  placesOf,
  tagsIn,
  type Knowledge,
} from './knowledge-cases';
export { placeOfBin, type Bin, type Lot, type Place, type Wording } from './knowledge-table';

/** Refuses `code` in `place`, saying where else it can be (each wording a variant, so another language says the same). */
function elsewhere(k: Knowledge, code: CardCode, place: Place, w: Wording): Result<never> {
  const places = placesOf(k, code).map(w.names);
  const at = { rule: w.rule, path: w.path };
  const name = w.names(place);
  if (places.length === 0)
    return err('ERR_CARD_ELSEWHERE', `${code} cannot be in ${name}: every copy is accounted for elsewhere.`, {
      ...at,
      params: { variant: 'accountedFor', code, place: name },
    });
  if (places.length === 1) {
    const where = places[0] ?? '';
    return err('ERR_CARD_ELSEWHERE', `${code} cannot be in ${name}: it is known to be in ${where}.`, {
      ...at,
      params: { variant: 'knownIn', code, place: name, where },
    });
  }
  const where = places.slice(0, -1).join(', ');
  const last = places[places.length - 1] ?? '';
  return err('ERR_CARD_ELSEWHERE', `${code} cannot be in ${name}: it can only be in ${where} or ${last}.`, {
    ...at,
    params: { variant: 'onlyIn', code, place: name, where, last },
  });
}

const notInGame = (code: CardCode, w: Wording): Result<never> =>
  err('ERR_CARD_NOT_IN_GAME', `${code} is not a card of this game.`, {
    rule: w.rule,
    path: w.path,
    params: { variant: 'cardGame', code },
  });

const together = (place: Place, codes: readonly CardCode[], w: Wording): Result<never> =>
  err('ERR_CARD_ELSEWHERE', `${w.names(place)} cannot hold ${codes.join(', ')} all at once, given what is known of the table.`, {
    rule: w.rule,
    path: w.path,
    params: { variant: 'cannotHold', place: w.names(place), codes: codes.join(', ') },
  });

/** Alternatives each case may branch into: the cap shared out among the cases. */
const capOf = (k: Knowledge): number => Math.max(1, Math.floor((k.cap ?? MAX_CASES) / k.cases.length));

/** `make` run, and whether a change in it merged for want of room (from there the tables over-approximate). */
function merging<V>(make: () => V): [V, boolean] {
  const before = caseStats.fallbacks;
  const v = make();
  return [v, caseStats.fallbacks > before];
}

/** A change to the knowledge: made by `make`, recorded in its history (knowledge-change-log.ts). */
function changed(k: Knowledge, change: Change, make: () => Knowledge): Knowledge {
  const [out, merged] = merging(make);
  return recorded(k, out, change, merged);
}

/**
 * The tables where `place` holds at least `codes`, over every case, and whether those may hold a world no history
 * allows: empty when the exact check (knowledge-exact.ts) refuses what the tables accept past a merge. Remembered:
 * validate and apply ask alike.
 */
function named(k: Knowledge, place: Place, codes: readonly CardCode[], exactly = false): { tables: Table[]; merged: boolean } {
  return remembered(k, `name\u0001${exactly ? '=' : ''}${place}\u0001${codes.join('\u0001')}`, () => {
    const cap = capOf(k);
    const [tables, merged] = merging(() => k.cases.flatMap((t) => (knownHolds(t, place, codes) ? [t] : nameT(t, place, codes, cap))));
    if (tables.length === 0 || exactlyPossible(k, place, codes, exactly, merged)) return { tables, merged };
    return { tables: [], merged };
  });
}

/** The knowledge of the tables `named` gave, recorded as `change`. */
const namedAs = (k: Knowledge, n: { tables: Table[]; merged: boolean }, change: Change): Knowledge =>
  recorded(k, ofCases(n.tables, k), change, n.merged);

/** Why `place` cannot hold `codes`. */
function refusal(k: Knowledge, place: Place, codes: readonly CardCode[], w: Wording): Result<never> {
  const missing = codes.find((c) => (k.copies[c] ?? 0) === 0);
  if (missing !== undefined) return notInGame(missing, w);
  const bad = codes.find((c) => !placesOf(k, c).includes(place));
  return bad !== undefined ? elsewhere(k, bad, place, w) : together(place, codes, w);
}

/** Whether a place can hold at least these codes (a check only: the knowledge is not changed). */
export function canName(k: Knowledge, place: Place, codes: readonly CardCode[], w: Wording): Result<undefined> {
  if (k.trusted) return ok(undefined);
  if (k.cases.length === 1 && knownHolds(k.cases[0] as Table, place, codes)) return ok(undefined);
  return named(k, place, codes).tables.length > 0 ? ok(undefined) : refusal(k, place, codes, w);
}

/** Names cards of a place: it holds at least these codes (each entry one card). */
export function nameIn(k: Knowledge, place: Place, codes: readonly CardCode[], w: Wording): Result<Knowledge> {
  if (k.trusted) return ok(k);
  // A fully known table already knows them there.
  if (k.cases.length === 1 && knownHolds(k.cases[0] as Table, place, codes)) return ok(k);
  const out = named(k, place, codes);
  return out.tables.length > 0 ? ok(namedAs(k, out, { op: 'nameIn', args: [place, codes] })) : refusal(k, place, codes, w);
}

/** Moves named cards from a place to another (checking they can be there). */
export function moveNamed(k: Knowledge, from: Place, to: Place, codes: readonly CardCode[], w: Wording): Result<Knowledge> {
  if (k.trusted) return ok(k);
  const out = remembered(k, `named\u0001${from}\u0001${to}\u0001${codes.join('\u0001')}`, (): Knowledge | null => {
    const change: Change = { op: 'moveNamed', args: [from, to, codes] };
    const fast = k.cases.map((t) => knownMove(t, from, to, codes));
    if (fast.every((t) => t !== null)) return recorded(k, ofCases(fast as Table[], k), change, false);
    // Named first: each card is then a lot of its own, known in one bin, and moves without a flow.
    const n = named(k, from, codes);
    const moved = n.tables.flatMap((t) => knownMove(t, from, to, codes) ?? []);
    return moved.length > 0 ? recorded(k, ofCases(moved, k), change, n.merged) : null;
  });
  return out ? ok(out) : refusal(k, from, codes, w);
}

/**
 * Moves `n` unnamed cards: any n of the place's cards may have gone (one case per split among its bins); tags there
 * lapse. The first moved cards get `tags`: a bin each.
 */
export function moveUnnamed(k: Knowledge, from: Place, to: Place, n: number, tags: readonly string[] = []): Knowledge {
  if (n <= 0 || k.trusted) return k;
  return remembered(k, `unnamed\u0001${from}\u0001${to}\u0001${n}\u0001${tags.join('\u0001')}`, () => {
    const cap = capOf(k);
    return changed(k, { op: 'moveUnnamed', args: [from, to, n, tags] }, () => each(k, (t) => unnamedT(t, from, to, n, tags, cap)));
  });
}

/** Moves the tagged card, which may get a new tag. */
export function moveTagged(k: Knowledge, tag: string, to: Place, newTag?: string): Knowledge {
  if (k.trusted) return k;
  // Remembered: validate and apply set the same marked cards apart from the same table, so both then ask the same one.
  return remembered(k, `tagged\u0001${tag}\u0001${to}\u0001${newTag === undefined ? '\u0002' : `#${newTag}`}`, () =>
    changed(k, { op: 'moveTagged', args: newTag === undefined ? [tag, to] : [tag, to, newTag] }, () =>
      each(k, (t) => [taggedT(t, tag, to, newTag)]),
    ),
  );
}

/** Drops tags (their cards stay where they are). */
export function untag(k: Knowledge, tags: readonly string[]): Knowledge {
  if (tags.length === 0 || k.trusted) return k;
  return remembered(k, `untag\u0001${tags.join('\u0001')}`, () =>
    changed(k, { op: 'untag', args: [tags] }, () => each(k, (t) => [untagT(t, tags)])),
  );
}

/** Every card of `from` goes to `to`, keeping its bins apart (cards in transit put into a hand). */
export function relocate(k: Knowledge, from: Place, to: Place): Knowledge {
  if (from === to || k.trusted) return k;
  return remembered(k, `relocate\u0001${from}\u0001${to}`, () =>
    changed(k, { op: 'relocate', args: [from, to] }, () => each(k, (t) => [relocateT(t, from, to)])),
  );
}

/** Shuffles places together into `to` (a discard shuffled into a new deck). */
export function shuffleInto(k: Knowledge, from: readonly Place[], to: Place): Knowledge {
  if (k.trusted) return k;
  return remembered(k, `shuffle\u0001${from.join('\u0001')}\u0001${to}`, () =>
    changed(k, { op: 'shuffleInto', args: [from, to] }, () => each(k, (t) => [shuffleT(t, from, to)])),
  );
}

/**
 * Can `place` hold exactly `codes` (a final hand, a revealed hand)? Each code
 * is named there in turn; the place is then full, so nothing else may be in
 * it. Returns the knowledge with the place known.
 */
export function assignExactly(k: Knowledge, place: Place, codes: readonly CardCode[], w: Wording): Result<Knowledge> {
  if (k.trusted) return ok(k);
  if (k.cases.every((t) => knownExactly(t, place, codes))) return ok(k);
  const count = countIn(k, place);
  if (codes.length !== count)
    return err('ERR_HAND_SIZE', `${w.names(place)} holds ${count} cards; ${codes.length} were entered.`, {
      rule: w.rule,
      path: w.path,
      params: { variant: 'holdsCards', place: w.names(place), count, entered: codes.length },
    });
  const want = new Map<CardCode, number>();
  for (const c of codes) {
    if ((k.copies[c] ?? 0) === 0) return notInGame(c, w);
    want.set(c, (want.get(c) ?? 0) + 1);
  }
  for (const c of want.keys()) if (!placesOf(k, c).includes(place)) return elsewhere(k, c, place, w);
  const knownCount = new Map<CardCode, number>();
  for (const c of knownIn(k, place)) knownCount.set(c, (knownCount.get(c) ?? 0) + 1);
  const missing = [...knownCount].filter(([c, n]) => n > (want.get(c) ?? 0)).map(([c]) => c);
  if (missing.length)
    return err('ERR_INCONSISTENT_HAND', `${w.names(place)} is known to hold ${sorted(missing).join(', ')}, which the entry lacks.`, {
      rule: w.rule,
      path: w.path,
      params: { variant: 'knownHold', place: w.names(place), codes: sorted(missing).join(', ') },
    });
  const out = named(k, place, codes, true);
  if (out.tables.length === 0)
    return err(
      'ERR_INCONSISTENT_HAND',
      `${w.names(place)} cannot hold exactly ${codes.join(', ')}: given where cards are known to have gone, the rest of the table would be impossible.`,
      { rule: w.rule, path: w.path, params: { variant: 'cannotHold', place: w.names(place), codes: codes.join(', ') } },
    );
  return ok(namedAs(k, out, { op: 'assignExactly', args: [place, codes] }));
}

/**
 * The same knowledge, checked exactly from now on: what its tables accept past a merge for want of room (where they
 * may over-approximate) is put to the whole history (knowledge-exact.ts), so no card is ever accepted where it
 * cannot be. The referee at the table and `replay` check so; the simulator and the log browser's listing keep the
 * tables' answer (a possible card is never refused either way), and the statistics trust the cards (trustingCards).
 */
export const checkedExactly = (k: Knowledge): Knowledge => (k.exact ? k : sameHistory(k, { ...k, exact: true }));

/**
 * The same knowledge, its cards taken as the referee judged them from now on: no change is made (its tables stay as
 * they were, and so do their answers to the questions that read them) and every card is accepted where it is named.
 * For the statistics alone: they read logs the referee already judged, whose records never read the knowledge, and
 * following the cards is most of a Trades replay (test/insight/trusted-cards.test.ts holds the records equal). A
 * game trusts its cards only where it keeps its own count of them (GameDefinition trustingCards).
 */
export const trustingCards = (k: Knowledge): Knowledge => (k.trusted ? k : { ...k, trusted: true });

/** A game state whose card knowledge is checked exactly (each game's `checkedExactly`: the state's one knowledge field). */
export const stateCheckedExactly = <S extends { readonly knowledge: Knowledge }>(s: S): S =>
  s.knowledge.exact ? s : { ...s, knowledge: checkedExactly(s.knowledge) };

/** A game state whose cards are taken as the referee judged them (each game's `trustingCards`: the state's one knowledge field). */
export const stateTrustingCards = <S extends { readonly knowledge: Knowledge }>(s: S): S =>
  s.knowledge.trusted ? s : { ...s, knowledge: trustingCards(s.knowledge) };

/** A table where nothing is known: each place holds `count` cards that may be anything (the start of a history). */
export function unknownTable(
  copies: Readonly<Record<CardCode, number>>,
  places: readonly (readonly [Place, number])[],
  cap?: number,
): Knowledge {
  return recorded(null, Cases.unknownTable(copies, places, cap), { op: 'unknownTable', args: [copies, places] }, false);
}

/** A table where some places hold known cards and the rest is unknown (knowledge-table.ts placedTable); null when they do not fit. */
export function placedKnowledge(
  copies: Readonly<Record<CardCode, number>>,
  places: readonly (readonly [Place, number])[],
  namedCards: readonly (readonly [Place, readonly CardCode[]])[],
  cap?: number,
): Knowledge | null {
  const k = Cases.placedKnowledge(copies, places, namedCards, cap);
  return k === null ? null : recorded(null, k, { op: 'placedKnowledge', args: [copies, places, namedCards] }, false);
}
