/**
 * Figures a game counts event by event during the one replay that makes a
 * record (its state keeps no history to read them from at the end). Keyed by
 * game; a game not listed has only its end-of-match figures.
 */
import type { GameId } from '../engine/core/game';
import { FOR_EX_EVENT_FIGURES, forExEventFigures } from '../engine/for-ex/insight';
import type { ForExAction, ForExState } from '../engine/for-ex/types';

export interface EventFigures {
  readonly names: readonly string[];
  /** Adds the event's figures to `counts`; before/after are the game's states (after === before: refused). */
  readonly count: (before: unknown, after: unknown, action: unknown, counts: Record<string, number>) => void;
}

export const EVENT_FIGURES: Partial<Record<GameId, EventFigures>> = {
  'for-ex': {
    names: FOR_EX_EVENT_FIGURES,
    // The fold hands back the states and actions of the game named by the record's header, For-Ex here.
    count: (before, after, action, counts) =>
      forExEventFigures(before as ForExState, after as ForExState, action as ForExAction | null, counts),
  },
};
