/**
 * Who is trading with whom: open trades in declaration order form the
 * free-for-all queue. A trade is under way when no earlier open trade
 * involves either of its players; otherwise it waits for them (CLARIFICATIONS:
 * "a trade declared against a player who is busy trading waits in a queue and
 * starts when theirs ends"). Open trades number at most one per player.
 */
import type { OpenTrade, TradesState } from './types';

export const involves = (t: OpenTrade, seat: number): boolean => t.from === seat || t.to === seat;

export function findOpen(state: TradesState, id: number): OpenTrade | null {
  return state.open.find((t) => t.id === id) ?? null;
}

/** True when the trade has started: no earlier open trade shares a player with it. */
export function isUnderWay(state: TradesState, trade: OpenTrade): boolean {
  for (const t of state.open) {
    if (t.id === trade.id) return true;
    if (involves(t, trade.from) || involves(t, trade.to)) return false;
  }
  return false;
}

/** The open trade a player takes part in, first in the queue, or null. */
export function tradeOf(state: TradesState, seat: number): OpenTrade | null {
  return state.open.find((t) => involves(t, seat)) ?? null;
}

/** The trade a player has declared and not yet finished, or null. */
export const declaredBy = (state: TradesState, seat: number): OpenTrade | null => state.open.find((t) => t.from === seat) ?? null;
