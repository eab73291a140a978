/**
 * Tech Exchange scoring (tech-exchange.txt, REVEAL AND SCORE; CLARIFICATIONS.md):
 * a hand is arranged into triples and quadruples (cards of one value) and at
 * most one flush (3 or 4 cards of one domain); each card is in at most one
 * group. A group scores (cards in the stock stack of a domain picked from the
 * group's cards) x (cards in the group); the best pick is the largest stack.
 *
 * Wild cards: the rules put a wild that reaches a hand back onto a stock stack,
 * so a wild never belongs in a scored hand. If one is there anyway (an entered
 * hand, the command line), it has neither value nor domain, so it joins no
 * group and scores nothing; when discarding down it is the first to go.
 *
 * The best grouping is searched exactly rather than greedily: every flush
 * choice is tried, and for the rest a budgeted dynamic programme runs over the
 * values (cards of different values never share a triple or quadruple). The
 * budget is the number of cards kept, which gives the best cards to keep when
 * discarding down: kept = the best groups using at most `keep` cards, topped
 * up with other cards (extra cards never lower a score).
 *
 * Also the game's score sheet (round scores and totals) and its outcome.
 */
import { cardDomain, cardValue, DOMAINS, type CardCode, type Domain } from '../core/cards';
import type { Outcome, ScoreSheet } from '../core/game';
import { err, ok, type Result } from '../core/result';
import type { TechExchangeState } from './types';

export type GroupKind = 'triple' | 'quadruple' | 'flush';

export interface ScoredGroup {
  readonly kind: GroupKind;
  readonly cards: readonly CardCode[];
  /** The domain whose stack multiplies the group. */
  readonly domain: Domain;
  readonly points: number;
}

export interface HandScore {
  readonly score: number;
  readonly groups: readonly ScoredGroup[];
  /** The cards kept (the whole hand when not discarding down). */
  readonly kept: readonly CardCode[];
}

/** Cards in each domain's stock stack, every card counted (CLARIFICATIONS.md). */
export type StackSizes = Readonly<Record<Domain, number>>;

/** A grouping as a player enters it; without a domain, the best domain of the group is used. */
export interface GroupClaim {
  readonly kind: GroupKind;
  readonly cards: readonly CardCode[];
  readonly domain?: Domain;
}

const RULE = 'Tech Exchange: reveal and score';

interface Card {
  readonly code: CardCode;
  readonly value: number | null;
  readonly domain: Domain | null;
  /** Position in the hand, so duplicate codes (two decks) stay apart. */
  readonly index: number;
}

interface Plan {
  readonly points: number;
  readonly used: number;
  readonly groups: readonly { kind: GroupKind; cards: readonly Card[]; domain: Domain; points: number }[];
}

const EMPTY: Plan = { points: 0, used: 0, groups: [] };

function bestDomain(cards: readonly Card[], stacks: StackSizes): Domain {
  let best: Domain | null = null;
  for (const c of cards) {
    if (c.domain !== null && (best === null || stacks[c.domain] > stacks[best])) best = c.domain;
  }
  if (best === null) throw new Error('bestDomain: a group without a domain'); // invariant: groups never hold wilds
  return best;
}

function group(kind: GroupKind, cards: readonly Card[], stacks: StackSizes): Plan['groups'][number] {
  const domain = bestDomain(cards, stacks);
  return { kind, cards, domain, points: stacks[domain] * cards.length };
}

/** Whether a plan of these points and cards beats `b`: more points, or as many with fewer cards (plans are built only when they win). */
const beats = (points: number, used: number, b: Plan): boolean => points > b.points || (points === b.points && used < b.used);

type Memo = Map<string, Plan>;

/** Best groups among cards of one value using at most `budget` cards (exhaustive: a value has at most 8 cards with two decks). */
function bestOfValue(cards: readonly Card[], budget: number, stacks: StackSizes, memo: Memo): Plan {
  if (cards.length < 3 || budget < 3) return EMPTY;
  const key = `${cards.map((c) => c.index).join(',')}|${budget}`;
  const known = memo.get(key);
  if (known) return known;
  const [first, ...rest] = cards as [Card, ...Card[]];
  let best = bestOfValue(rest, budget, stacks, memo); // first card left out
  for (const size of [3, 4] as const) {
    if (size > budget) continue;
    forEachSubset(rest, size - 1, (mates, others) => {
      const g = group(size === 3 ? 'triple' : 'quadruple', [first, ...mates], stacks);
      const tail = bestOfValue(others, budget - size, stacks, memo);
      const points = g.points + tail.points;
      const used = size + tail.used;
      if (beats(points, used, best)) best = { points, used, groups: [g, ...tail.groups] };
    });
  }
  memo.set(key, best);
  return best;
}

/** Calls f with every k-subset of items (in order) and the items left over. */
function forEachSubset<T>(items: readonly T[], k: number, f: (chosen: T[], others: T[]) => void): void {
  const chosen: T[] = [];
  const rec = (i: number): void => {
    if (chosen.length === k) {
      f(
        chosen.slice(),
        items.filter((x) => !chosen.includes(x)),
      );
      return;
    }
    if (items.length - i < k - chosen.length) return;
    chosen.push(items[i] as T);
    rec(i + 1);
    chosen.pop();
    rec(i + 1);
  };
  rec(0);
}

/** Best triples and quadruples over all values within `budget` cards: a knapsack over values. */
function bestOfValues(cards: readonly Card[], budget: number, stacks: StackSizes, memo: Memo): Plan {
  const byValue = new Map<number, Card[]>();
  for (const c of cards) {
    if (c.value === null) continue;
    const list = byValue.get(c.value);
    if (list) list.push(c);
    else byValue.set(c.value, [c]);
  }
  // table[b] = best plan over the values seen so far using at most b cards
  let table: Plan[] = new Array<Plan>(budget + 1).fill(EMPTY);
  for (const group of byValue.values()) {
    if (group.length < 3) continue;
    const options = Array.from({ length: Math.min(budget, group.length) + 1 }, (_, b) => bestOfValue(group, b, stacks, memo));
    const next = new Array<Plan>(budget + 1);
    for (let b = 0; b <= budget; b++) {
      let best = table[b] as Plan;
      for (let k = 3; k < options.length && k <= b; k++) {
        const o = options[k] as Plan;
        const prev = table[b - o.used] as Plan;
        const points = prev.points + o.points;
        const used = prev.used + o.used;
        if (beats(points, used, best)) best = { points, used, groups: [...prev.groups, ...o.groups] };
      }
      next[b] = best;
    }
    table = next;
  }
  return table[budget] as Plan;
}

function bestPlan(cards: readonly Card[], budget: number, stacks: StackSizes): Plan {
  const memo: Memo = new Map();
  let best = bestOfValues(cards, budget, stacks, memo);
  for (const d of DOMAINS) {
    const suited = cards.filter((c) => c.domain === d);
    const tried = new Set<string>(); // two decks: flushes of the same codes are the same choice
    for (const size of [3, 4] as const) {
      if (size > budget) continue;
      forEachSubset(suited, size, (flush) => {
        const codes = flush.map((c) => c.code).join(',');
        if (tried.has(codes)) return;
        tried.add(codes);
        const g = group('flush', flush, stacks);
        const rest = bestOfValues(
          cards.filter((c) => !flush.includes(c)),
          budget - size,
          stacks,
          memo,
        );
        const points = g.points + rest.points;
        const used = size + rest.used;
        if (beats(points, used, best)) best = { points, used, groups: [g, ...rest.groups] };
      });
    }
  }
  return best;
}

/** Codes parsed once (the parse is a regular expression; hands repeat the same few codes). */
const parsedCodes = new Map<CardCode, { readonly value: number | null; readonly domain: Domain | null }>();

function toCards(hand: readonly CardCode[]): Card[] {
  return hand.map((code, index) => {
    let p = parsedCodes.get(code);
    if (!p) {
      p = { value: cardValue(code), domain: cardDomain(code) };
      if (parsedCodes.size < 1000) parsedCodes.set(code, p);
    }
    return { code, value: p.value, domain: p.domain, index };
  });
}

function output(plan: Plan, kept: readonly Card[]): HandScore {
  const groups = plan.groups
    .map((g) => ({
      kind: g.kind,
      cards: g.cards.map((c) => c.code),
      domain: g.domain,
      points: g.points,
      first: Math.min(...g.cards.map((c) => c.index)),
    }))
    .sort((a, b) => a.first - b.first)
    .map(({ first: _first, ...g }) => g);
  return { score: plan.points, groups, kept: kept.map((c) => c.code) };
}

/**
 * The best grouping of a hand of canonical Tech Deck codes and, with `keep`,
 * the best `keep` cards to keep when discarding down. Inputs must already be
 * checked (see checkScoreInput); use scoreHand from untrusted input.
 */
export function bestGrouping(hand: readonly CardCode[], stacks: StackSizes, keep?: number): HandScore {
  const cards = toCards(hand);
  const budget = keep === undefined ? cards.length : Math.min(keep, cards.length);
  const plan = bestPlan(cards, budget, stacks);
  const inGroups = new Set(plan.groups.flatMap((g) => g.cards.map((c) => c.index)));
  // Top up with the other cards, valued ones before wilds, in hand order.
  const spare = cards
    .filter((c) => !inGroups.has(c.index))
    .sort((a, b) => Number(a.value === null) - Number(b.value === null) || a.index - b.index);
  const keptIdx = new Set([...inGroups, ...spare.slice(0, budget - inGroups.size).map((c) => c.index)]);
  return output(
    plan,
    cards.filter((c) => keptIdx.has(c.index)),
  );
}

/** Checks stack sizes and an optional keep count from untrusted input. */
export function checkStacks(stacks: Readonly<Record<string, unknown>>): Result<StackSizes> {
  const out: Partial<Record<Domain, number>> = {};
  for (const d of DOMAINS) {
    const n = stacks[d];
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 200) {
      return err(
        'ERR_BAD_STACKS',
        `The ${d} stock stack size must be a whole number from 0 to 200 (every card in the stack counts); got ${JSON.stringify(n)}.`,
        { rule: RULE, path: `stacks.${d}`, params: { variant: 'stockStack', d, n: JSON.stringify(n) } },
      );
    }
    out[d] = n;
  }
  for (const k of Object.keys(stacks)) {
    if (!(DOMAINS as readonly string[]).includes(k))
      return err('ERR_BAD_STACKS', `There is no stock stack "${k}"; the stacks are kn, sc, te and se.`, {
        rule: RULE,
        path: `stacks.${k}`,
        params: { variant: 'stockStack2', k },
      });
  }
  return ok(out as StackSizes);
}

/** Checks a grouping a player entered against their hand and scores it. */
export function checkGrouping(hand: readonly CardCode[], stacks: StackSizes, claims: readonly GroupClaim[]): Result<HandScore> {
  const left = new Map<CardCode, number>();
  for (const c of hand) left.set(c, (left.get(c) ?? 0) + 1);
  let flushes = 0;
  const groups: ScoredGroup[] = [];
  for (let i = 0; i < claims.length; i++) {
    const claim = claims[i] as GroupClaim;
    const path = `groups[${i}]`;
    const n = claim.cards.length;
    for (const code of claim.cards) {
      const have = left.get(code) ?? 0;
      if (have === 0) {
        return err(
          'ERR_CARD_NOT_IN_HAND',
          `Group ${i + 1} uses ${code}, which is not in the hand ${hand.includes(code) ? 'any more (each card scores in at most one group)' : ''}`.trim() +
            '.',
          { rule: RULE, path },
        );
      }
      left.set(code, have - 1);
      if (code === 'wild' || cardValue(code) === null)
        return err('ERR_WILD_IN_GROUP', `Group ${i + 1} holds a wild card; wild cards have no value or domain and join no group.`, {
          rule: RULE,
          path,
          params: { group: i + 1 },
        });
    }
    const cards = claim.cards;
    if (claim.kind === 'flush') {
      flushes++;
      if (flushes > 1) return err('ERR_TOO_MANY_FLUSHES', 'A hand scores at most one flush.', { rule: RULE, path });
      if (n !== 3 && n !== 4)
        return err('ERR_BAD_GROUP_SIZE', `A flush has 3 or 4 cards; group ${i + 1} has ${n}.`, {
          rule: RULE,
          path,
          params: { variant: 'flushCards', i: i + 1, n },
        });
      if (new Set(cards.map(cardDomain)).size !== 1)
        return err('ERR_NOT_A_FLUSH', `Group ${i + 1} is not a flush: its cards must share one domain.`, {
          rule: RULE,
          path,
          params: { group: i + 1 },
        });
    } else {
      const size = claim.kind === 'triple' ? 3 : 4;
      if (n !== size)
        return err('ERR_BAD_GROUP_SIZE', `A ${claim.kind} has ${size} cards; group ${i + 1} has ${n}.`, {
          rule: RULE,
          path,
          params: { variant: 'cardsGroup', kind: claim.kind, size, i: i + 1, n },
        });
      if (new Set(cards.map(cardValue)).size !== 1)
        return err('ERR_NOT_SAME_VALUE', `Group ${i + 1} is not a ${claim.kind}: its cards must share one value.`, {
          rule: RULE,
          path,
          params: { i: i + 1, kind: claim.kind },
        });
    }
    const domains = cards.map(cardDomain) as Domain[];
    let domain: Domain;
    if (claim.domain !== undefined) {
      if (!domains.includes(claim.domain))
        return err(
          'ERR_DOMAIN_NOT_IN_GROUP',
          `Group ${i + 1} may only pick the domain of one of its cards (${[...new Set(domains)].join(', ')}), not ${claim.domain}.`,
          { rule: RULE, path: `${path}.domain`, params: { group: i + 1, domains: [...new Set(domains)].join(', '), domain: claim.domain } },
        );
      domain = claim.domain;
    } else {
      domain = domains.reduce((a, b) => (stacks[b] > stacks[a] ? b : a));
    }
    groups.push({ kind: claim.kind, cards: cards.slice(), domain, points: stacks[domain] * n });
  }
  return ok({ score: groups.reduce((s, g) => s + g.points, 0), groups, kept: hand.slice() });
}

/** The score sheet: points by seat and finished round, and totals. */
export function scoreSheetOf(s: TechExchangeState): ScoreSheet {
  const rounds = Array.from({ length: s.options.rounds }, (_, i) => `Round ${i + 1}`);
  // While a round is being scored, the hands accepted so far show in its column at once (the others count 0 until scored).
  const scoring = s.phase.kind === 'reveal' && s.reveal ? s.reveal : null;
  const rows = s.players.map((_, seat) => [
    ...s.roundScores.map((r) => r[seat] ?? 0),
    ...(scoring ? [scoring.entries[seat]?.final?.score ?? 0] : []),
  ]);
  return { rounds, rows, totals: rows.map((r) => r.reduce((a, b) => a + b, 0)), lowerIsBetter: false };
}

export function outcomeOf(s: TechExchangeState): Outcome | null {
  if (s.phase.kind !== 'over') return null;
  const { totals } = scoreSheetOf(s);
  const best = Math.max(...totals);
  const winners = totals.flatMap((t, i) => (t === best ? [i] : []));
  return {
    winners,
    kind: 'rounds-done',
    reason: `most points after ${s.options.rounds} round${s.options.rounds === 1 ? '' : 's'}${winners.length > 1 ? ' (tied players share the victory)' : ''}`,
    ...(winners.length === s.players.length && s.players.length > 1 ? { draw: true } : {}),
  };
}
