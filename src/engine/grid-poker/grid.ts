/**
 * The reveal of the grid poker phase: every player hand on every line is
 * evaluated; the best row hand and the best column hand win, ties shared
 * (every tied player scores; the tied player earliest in turn order discards
 * the market card: CLARIFICATIONS.md). Points: `pointsLow` for a winning hand
 * up to three of a kind, `pointsHigh` for a straight or better.
 */
import { CATEGORIES } from './evaluator-tables';
import { cardId } from './evaluator-hand';
import { pokerEvaluator } from './evaluator';
import type { AxisResult, Axis, GridPokerState, Line, LineHand } from './types';
import { lineSlots, orderOf } from './zones';

const THREE = CATEGORIES.indexOf('three-of-a-kind');

/** Points for winning with a hand of this category. */
export function pointsFor(state: GridPokerState, category: LineHand['category']): number {
  return CATEGORIES.indexOf(category) <= THREE ? state.options.pointsLow : state.options.pointsHigh;
}

/** Every player hand on the lines, in turn order; null when a card needed is missing (an empty market slot, an unrevealed hand). */
export function lineHands(state: GridPokerState): LineHand[] | null {
  const grid = state.grid;
  if (!grid) return [];
  const ev = pokerEvaluator(state.options);
  const seats = grid.entries.map((_, seat) => seat).sort((a, b) => orderOf(state, a) - orderOf(state, b));
  const out: LineHand[] = [];
  for (const seat of seats) {
    const entry = grid.entries[seat];
    if (!entry) continue;
    const plays: [LineHand['source'], Line, readonly string[] | null][] = [];
    if (entry.hand) plays.push(['hand', entry.hand.line, entry.hand.cards]);
    // A company emptied since it was placed (a correction, an effect) plays no hand.
    const company = state.companies[seat] ?? [];
    if (entry.company && company.length > 0) plays.push(['company', entry.company, company]);
    for (const [source, line, own] of plays) {
      const market = lineSlots(line).map((s) => state.market[s] ?? null);
      if (own === null || market.some((c) => c === null)) return null;
      const cards = [...(market as string[]), ...own];
      const ids: number[] = [];
      for (const c of cards) {
        const id = cardId(c);
        if (!id.ok) return null;
        ids.push(id.value);
      }
      const strength = ev.strength(ids);
      if (strength < 0) return null;
      out.push({ seat, source, line, cards, category: CATEGORIES[strength >>> 20] as LineHand['category'], strength });
    }
  }
  return out;
}

/** The best hand of one axis among the line hands (ties all win, listed in turn order). */
export function axisResult(state: GridPokerState, hands: readonly LineHand[], axis: Axis): AxisResult {
  const mine = hands.filter((h) => h.line.axis === axis);
  const best = mine.reduce((m, h) => Math.max(m, h.strength), -1);
  const winners = mine.filter((h) => h.strength === best);
  const first = winners[0];
  return { axis, hands: mine, winners, points: first ? pointsFor(state, first.category) : 0 };
}
