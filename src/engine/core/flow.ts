/**
 * What the engine states about the flow of a match, so that no screen works
 * it out for itself: the phases (for one shared phase bar), the clocks (for
 * one shared clock face, with the action that pauses or resumes each), the
 * action time forces (a fallen flag, time up: the session sends it, no view
 * does) and how a game ended, as a stable id.
 */
import type { ActionOffer } from './game';

/** One phase of the game, in the order play goes through them. */
export interface PhaseStep {
  /** Stable id (`trading-1`, `reveal`, `effects`): screens compare ids, never labels. */
  readonly id: string;
  /** Plain words for the phase bar ("First trading phase"). */
  readonly label: string;
}

/** The phases of the current round (or of the game), which one is current and what is expected next. */
export interface Flow {
  readonly phases: readonly PhaseStep[];
  /** The id of the current phase (one of `phases`). */
  readonly current: string;
  /** What the table is expected to do next, in plain words ("Ann to move", "Reveal a card from the deck"). */
  readonly expected: string;
  /** The seat expected to act, or null when anyone (or the table) may act. */
  readonly turn: number | null;
  readonly round?: number;
  readonly rounds?: number;
  readonly finished: boolean;
}

/** One clock of the match at a given time. */
export interface ClockReading {
  /** Stable id (`p1`, `trading`). */
  readonly id: string;
  /** Plain words; seat owners are named by the UI from `owner`. */
  readonly label: string;
  /** The seat the clock belongs to, or null for a table clock (a phase countdown). */
  readonly owner: number | null;
  readonly leftMs: number;
  /** The full time of the clock (0 when it has none, e.g. an untimed phase). */
  readonly durationMs: number;
  readonly running: boolean;
  /** Why it is stopped when it is ("not started", "paused", "flag fell"). */
  readonly note?: string;
  /** The logged action that pauses, resumes or starts it, when the rules allow one now. */
  readonly toggle: ActionOffer | null;
}

/** An action that time forces now (the session sends it as soon as it is due). */
export interface DueAction<A> {
  readonly action: A;
  /** The seat it is declared for, or null for the table. */
  readonly actor: number | null;
  /** Plain words for the banner and the log ("Time is up: trading stops"). */
  readonly reason: string;
}

/**
 * How a game ended, as a stable id for statistics and screens; `Outcome.reason`
 * keeps the words for people.
 */
export type OutcomeKind =
  | 'kings-captured'
  | 'checkmate'
  | 'stalemate'
  | 'lone-kings'
  | 'flag'
  | 'resigned'
  | 'bankrupt'
  | 'queue-empty'
  | 'time-up'
  | 'rounds-done'
  | 'agreed';
