/**
 * What a game brings to the renderer besides its engine definition: its
 * match view, an optional full-screen table view, how to read its clocks,
 * and which actions reveal hidden information (undo asks before crossing
 * those). Each game lives in games/<game-id>/ and adds one line to index.ts.
 */
import type { Component } from 'svelte';
import type { ActionOffer } from '../../engine/core/game';
import type { AppState } from '../lib/app.svelte';
import type { MatchSession } from '../lib/match.svelte';

export interface ClockReading {
  readonly id: string;
  readonly label: string;
  readonly leftMs: number;
  readonly durationMs: number;
  readonly running: boolean;
  /** Shown after the label when the clock is stopped ("not started"); "paused" by default. */
  readonly note?: string;
  /** The logged action that pauses or resumes it, when the rules allow one now. */
  readonly toggle?: { readonly label: string; readonly action: unknown; readonly actor: number | null } | null;
}

export interface GameViewProps {
  readonly session: MatchSession;
  readonly app: AppState;
}

export interface GameUi {
  readonly View: Component<GameViewProps>;
  readonly Table?: Component<GameViewProps>;
  /** The game's clocks at `now` (none for untimed games). */
  clocks?(session: MatchSession, now: number): readonly ClockReading[];
  /** The expected next step among the offers, to highlight it (none when nothing stands out). */
  isNextStep?(session: MatchSession, offer: ActionOffer): boolean;
  /** The banner when a clock reaches zero (default "Time is up."), in the game's own words. */
  readonly timeUpText?: string;
  /** True when undoing this action would take back information the players have seen. */
  reveals?(action: unknown): boolean;
}
