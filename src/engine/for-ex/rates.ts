/**
 * The exchange-rate board. Each of the 21 pairs is kept as one signed track
 * number: +p means the pair's first currency (in CURRENCIES order) is the
 * stronger side at position p (1..10), -p means the second one is. There is no
 * 0: the 1:1 space always has an arrow, so one step from -1 is +1. Seen from a
 * currency X, the same number signed towards X ("X's view": positive when X is
 * the stronger side) makes strengthening one step up and weakening one step
 * down, clamped at 10 and -10.
 */
import { CURRENCIES, type Currency } from './types';

/** Rate by track position 1..10, in half-bucks: how many halves of the weaker one 1 buck of the stronger buys. */
const RATE_HALVES = [2, 3, 4, 5, 6, 7, 8, 10, 12, 16] as const;
export const MAX_POSITION = 10;

export interface Pair {
  readonly a: Currency;
  readonly b: Currency;
}

/** The 21 pairs in a fixed order: GBP-EUR, GBP-USD, ... CAD-CNY. */
export const PAIRS: readonly Pair[] = CURRENCIES.flatMap((a, i) => CURRENCIES.slice(i + 1).map((b) => ({ a, b })));

/** Each currency's place in CURRENCIES, and the pair index of every ordered couple (x, y) at ORDER[x] * 7 + ORDER[y] (-1: x = y). */
const ORDER = Object.fromEntries(CURRENCIES.map((c, i) => [c, i])) as Record<Currency, number>;
const PAIR_AT: readonly number[] = CURRENCIES.flatMap((x) =>
  CURRENCIES.map((y) => PAIRS.findIndex((p) => (p.a === x && p.b === y) || (p.a === y && p.b === x))),
);

/** Index into the rates array of the pair of two different currencies (a table look-up: rates are read many times an event). */
export function pairIndex(x: Currency, y: Currency): number {
  const i = PAIR_AT[ORDER[x] * CURRENCIES.length + ORDER[y]] ?? -1;
  if (i < 0) throw new Error(`pairIndex: ${x} and ${y} are not a pair`);
  return i;
}

/** The pair's track as seen from x: positive when x is the stronger side. */
export function viewFrom(rates: readonly number[], x: Currency, y: Currency): number {
  const s = rates[pairIndex(x, y)] ?? 1;
  return ORDER[x] < ORDER[y] ? s : -s;
}

export interface PairStanding {
  readonly stronger: Currency;
  readonly weaker: Currency;
  readonly position: number;
  /** Units of the weaker currency one unit of the stronger buys. */
  readonly rate: number;
}

export function standing(rates: readonly number[], x: Currency, y: Currency): PairStanding {
  const v = viewFrom(rates, x, y);
  const position = Math.abs(v);
  return v > 0
    ? { stronger: x, weaker: y, position, rate: rateAt(position) }
    : { stronger: y, weaker: x, position, rate: rateAt(position) };
}

export const rateAt = (position: number): number => rateHalvesAt(position) / 2;

export function rateHalvesAt(position: number): number {
  const r = RATE_HALVES[position - 1];
  if (r === undefined) throw new Error(`rateHalvesAt: no track position ${position}`);
  return r;
}

function setFrom(rates: number[], x: Currency, y: Currency, v: number): void {
  rates[pairIndex(x, y)] = ORDER[x] < ORDER[y] ? v : -v;
}

/** One step for x on every one of its six pairs; returns a new array. */
export function strengthen(rates: readonly number[], x: Currency): number[] {
  const out = rates.slice();
  for (const y of CURRENCIES) {
    if (y === x) continue;
    const v = viewFrom(rates, x, y);
    setFrom(out, x, y, v === -1 ? 1 : Math.min(MAX_POSITION, v + 1));
  }
  return out;
}

/** The mirror image of strengthen: one step down for x on each of its pairs. */
export function weaken(rates: readonly number[], x: Currency): number[] {
  const out = rates.slice();
  for (const y of CURRENCIES) {
    if (y === x) continue;
    const v = viewFrom(rates, x, y);
    setFrom(out, x, y, v === 1 ? -1 : Math.max(-MAX_POSITION, v - 1));
  }
  return out;
}

/** How many of its six pairs x is the stronger side of (1:1 pairs count for the arrow's side). */
export function pairsStronger(rates: readonly number[], x: Currency): number {
  let n = 0;
  for (const y of CURRENCIES) if (y !== x && viewFrom(rates, x, y) > 0) n++;
  return n;
}

/**
 * A finer strength for charts: the sum of x's six tracks seen from x
 * (-60..60). Each strengthening not held back by a cap adds 6.
 */
export function strengthIndex(rates: readonly number[], x: Currency): number {
  let sum = 0;
  for (const y of CURRENCIES) if (y !== x) sum += viewFrom(rates, x, y);
  return sum;
}

/** True when x is the weaker side of a pair at position 10 (the "8" space): its certificates pay no dividend. */
export function onEightSpace(rates: readonly number[], x: Currency): boolean {
  for (const y of CURRENCIES) if (y !== x && viewFrom(rates, x, y) === -MAX_POSITION) return true;
  return false;
}

/**
 * The amounts of a trade at the current rate: `strongAmount` of the stronger
 * of the two currencies against that times the rate of the weaker one.
 */
export function atRate(rates: readonly number[], x: Currency, y: Currency, strongAmount: number): { x: number; y: number } {
  const s = standing(rates, x, y);
  const weakAmount = (strongAmount * rateHalvesAt(s.position)) / 2;
  return s.stronger === x ? { x: strongAmount, y: weakAmount } : { x: weakAmount, y: strongAmount };
}

/** Parses text such as "GBP>USD:1, USD>CAD:2" into a full signed track array; every pair exactly once. */
export function parseRates(text: string): { ok: true; rates: number[] } | { ok: false; message: string } {
  const entries = text
    .split(/[,;\n]/)
    .map((e) => e.trim())
    .filter((e) => e !== '');
  const rates: (number | undefined)[] = PAIRS.map(() => undefined);
  for (const entry of entries) {
    const m = /^([A-Za-z]{3})\s*([<>])\s*([A-Za-z]{3})\s*[:= ]\s*(\d{1,2})$/.exec(entry);
    if (!m)
      return { ok: false, message: `"${entry}" is not a pair; write it as GBP>USD:1 (stronger side first, then the track position 1-10)` };
    const left = (m[1] as string).toUpperCase();
    const right = (m[3] as string).toUpperCase();
    const position = Number(m[4]);
    if (!isKnown(left) || !isKnown(right)) return { ok: false, message: `"${entry}": the currencies are ${CURRENCIES.join(', ')}` };
    if (left === right) return { ok: false, message: `"${entry}": a pair needs two different currencies` };
    if (position < 1 || position > MAX_POSITION)
      return { ok: false, message: `"${entry}": the track position must be from 1 to ${MAX_POSITION}` };
    const [stronger, weaker] = m[2] === '>' ? [left, right] : [right, left];
    const i = pairIndex(stronger, weaker);
    if (rates[i] !== undefined) return { ok: false, message: `"${entry}": the pair ${left}/${right} is given twice` };
    rates[i] = ORDER[stronger] < ORDER[weaker] ? position : -position;
  }
  const missing = PAIRS.filter((_, i) => rates[i] === undefined).map((p) => `${p.a}/${p.b}`);
  if (missing.length > 0) return { ok: false, message: `every one of the 21 pairs must be given; missing: ${missing.join(', ')}` };
  return { ok: true, rates: rates as number[] };
}

/** Writes a rates array in the text form parseRates reads (stronger side first). */
export function formatRates(rates: readonly number[]): string {
  return PAIRS.map((p) => {
    const s = standing(rates, p.a, p.b);
    return `${s.stronger}>${s.weaker}:${s.position}`;
  }).join(',');
}

const isKnown = (s: string): s is Currency => (CURRENCIES as readonly string[]).includes(s);

/** The starting board (BGA), as the reference's table gives it. */
export const BGA_STARTING_RATES =
  'GBP>USD:1,GBP>EUR:2,GBP>CHF:2,GBP>JPY:2,GBP>CAD:3,GBP>CNY:7,' +
  'EUR>USD:1,EUR>CHF:1,EUR>JPY:2,EUR>CAD:2,EUR>CNY:6,' +
  'USD>CAD:2,USD>CNY:6,USD>CHF:1,USD>JPY:2,' +
  'CHF>JPY:2,CHF>CAD:2,CHF>CNY:6,JPY>CAD:2,JPY>CNY:5,CAD>CNY:4';
