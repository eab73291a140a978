/**
 * The end of For-Ex and its score: the strongest currency and its tie-breaks,
 * every player's money converted into it with the reference's rounding, the
 * final standings with their tie-break, the score sheet and the outcome. Conversions are computed on whole
 * numbers of half-bucks so no float rounding can move a result across a
 * whole buck.
 */
import type { OutcomeKind } from '../core/flow';
import type { Outcome, ScoreSheet } from '../core/game';
import { pairsStronger, rateHalvesAt, standing } from './rates';
import { certificatesHeld } from './queue';
import { CURRENCIES, type Currency, type ForExState, type PerCurrency } from './types';

/**
 * The currencies still tied for strongest after the rules' tie-breaks: most
 * pairs on the stronger side, then most certificates in players' hands. One
 * entry when the strongest is decided; more when the last player must choose.
 */
export function strongestCandidates(state: ForExState): Currency[] {
  const wins = CURRENCIES.map((c) => pairsStronger(state.rates, c));
  const best = Math.max(...wins);
  const byPairs = CURRENCIES.filter((_, i) => wins[i] === best);
  if (byPairs.length === 1) return byPairs;
  const held = certificatesHeld(state);
  const most = Math.max(...byPairs.map((c) => held[c]));
  return byPairs.filter((c) => held[c] === most);
}

/** One currency's holding converted into the strongest, as an exact fraction num / den. */
function exactValue(rates: readonly number[], from: Currency, into: Currency, amount: number): { num: number; den: number } {
  const halves = Math.round(amount * 2);
  if (from === into) return { num: halves, den: 2 };
  const s = standing(rates, from, into);
  const r2 = rateHalvesAt(s.position);
  // Weaker into stronger: amount / rate = halves / r2. Stronger into weaker: amount * rate = halves * r2 / 4.
  return s.stronger === into ? { num: halves, den: r2 } : { num: halves * r2, den: 4 };
}

const floorDiv = (num: number, den: number): number => (num - (((num % den) + den) % den)) / den;

export interface Conversion {
  /** Each currency's holding expressed in the strongest currency (rounded down per currency with 'each'). */
  readonly parts: PerCurrency;
  readonly total: number;
}

/**
 * Converts a player's money into `into`. With 'each' (the reference) every
 * other currency is converted and rounded down on its own and the holding of
 * `into` itself counts as it is (it is not converted, so not rounded, and may
 * keep a half buck). With 'total' the exact sum is rounded down once.
 */
export function convert(rates: readonly number[], money: PerCurrency, into: Currency, rounding: 'each' | 'total'): Conversion {
  const parts = { GBP: 0, EUR: 0, USD: 0, CHF: 0, JPY: 0, CAD: 0, CNY: 0 };
  // 2 * lcm(2..16) * 2: a common denominator of every exact value.
  const common = 2882880;
  let exactSum = 0;
  let eachSum = 0;
  for (const c of CURRENCIES) {
    const { num, den } = exactValue(rates, c, into, money[c]);
    exactSum += (num * common) / den;
    parts[c] = c === into ? money[c] : rounding === 'each' ? floorDiv(num, den) : num / den;
    eachSum += parts[c];
  }
  return { parts, total: rounding === 'each' ? eachSum : floorDiv(exactSum, common) };
}

export interface Standing {
  readonly seat: number;
  readonly money: number;
  /** Certificates of the strongest currency held: the tie-break (BGA). */
  readonly strongestCertificates: number;
  readonly bankrupt: boolean;
  /** 1 for the winners; tied players share a place. */
  readonly place: number;
}

/** The final (or, before the end, provisional) standings in the given strongest currency. */
export function standings(state: ForExState, strongest: Currency): Standing[] {
  const s = state.settings;
  const bankrupt = state.end?.bankrupt ?? null;
  const rows = state.players.map((_, seat) => {
    const zero = bankrupt === seat && s.bankruptScoresZero;
    const money = zero ? 0 : convert(state.rates, state.money[seat] as PerCurrency, strongest, s.conversionRounding).total;
    return {
      seat,
      money,
      strongestCertificates: (state.certificates[seat] as PerCurrency)[strongest],
      bankrupt: bankrupt === seat,
      excluded: zero,
    };
  });
  const key = (r: (typeof rows)[number]): [number, number, number] => [
    r.excluded ? 1 : 0,
    -r.money,
    s.standingsTieBreak === 'strongestCertificates' ? -r.strongestCertificates : 0,
  ];
  const cmp = (x: (typeof rows)[number], y: (typeof rows)[number]): number => {
    const a = key(x);
    const b = key(y);
    for (let i = 0; i < 3; i++) if ((a[i] as number) !== (b[i] as number)) return (a[i] as number) - (b[i] as number);
    return 0;
  };
  const sorted = rows.slice().sort((x, y) => cmp(x, y) || x.seat - y.seat);
  return sorted.map((r) => ({
    seat: r.seat,
    money: r.money,
    strongestCertificates: r.strongestCertificates,
    bankrupt: r.bankrupt,
    place: 1 + sorted.filter((o) => cmp(o, r) < 0).length,
  }));
}

/** The seats in first place, once the game is over and the strongest currency known. */
export function winners(state: ForExState): number[] {
  const strongest = state.end?.strongest;
  if (!strongest) return [];
  return standings(state, strongest)
    .filter((r) => r.place === 1 && !(r.bankrupt && state.settings.bankruptScoresZero))
    .map((r) => r.seat);
}

/** The score sheet: each currency's holding converted into the strongest (provisional before the end), and the totals. */
export function scoreForEx(state: ForExState): ScoreSheet {
  const strongest = state.end?.strongest ?? strongestCandidates(state)[0] ?? 'GBP';
  const rows = state.players.map((_, seat) => {
    const c = convert(state.rates, state.money[seat] as PerCurrency, strongest, state.settings.conversionRounding);
    return CURRENCIES.map((cur) => c.parts[cur]);
  });
  const bySeat = new Map(standings(state, strongest).map((s) => [s.seat, s.money]));
  return {
    rounds: CURRENCIES.map((c) => `${c} in ${strongest}`),
    rows,
    totals: state.players.map((_, seat) => bySeat.get(seat) ?? 0),
    lowerIsBetter: false,
  };
}

/** How the game ended, as the stable id statistics and screens compare (null while it goes on). */
export function outcomeKind(state: ForExState): OutcomeKind | null {
  if (!state.end) return null;
  return state.end.reason === 'bankruptcy' ? 'bankrupt' : 'queue-empty';
}

export function outcomeForEx(state: ForExState): Outcome | null {
  const kind = outcomeKind(state);
  if (state.phase.kind !== 'over' || !state.end || kind === null) return null;
  const strongest = state.end.strongest ?? '?';
  const reason =
    kind === 'bankrupt'
      ? `${state.players[state.end.bankrupt ?? 0] ?? 'a player'} went bankrupt; money converted to ${strongest}`
      : `the last dividend was paid and the queue resolved; money converted to ${strongest}`;
  return { winners: winners(state), kind, reason };
}
