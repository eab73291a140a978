/**
 * What a game brings to the renderer besides its engine definition: its
 * match view, an optional full-screen table view, the expected next step and
 * which actions reveal hidden information (undo asks before crossing those).
 * An entry is made with `defineGameUi(def, parts)`, which keeps the
 * definition and its components together with one state, action and view
 * type, so no screen casts what the game gives it. Each game lives in
 * games/<game-id>/ and adds one line to index.ts.
 */
import type { Component } from 'svelte';
import type { ActionOffer, GameDefinition } from '../../engine/core/game';
import type { AppState } from '../lib/app.svelte';
import type { MatchSession } from '../lib/match.svelte';

/** A clock as the frame shows it: the engine's reading (core/flow.ts) with the owner named. */
export interface ClockShown {
  readonly id: string;
  readonly label: string;
  readonly leftMs: number;
  readonly durationMs: number;
  readonly running: boolean;
  /** Shown after the label when the clock is stopped ("not started"); "paused" by default. */
  readonly note?: string;
  /** The logged action that pauses or resumes it, when the rules allow one now. */
  readonly toggle?: { readonly label: string; readonly action?: unknown; readonly actor: number | null } | null;
}

export interface GameViewProps<S = unknown, A = unknown, V = unknown> {
  readonly session: MatchSession<S, A, V>;
  readonly app: AppState;
}

export interface GameUiParts<S, A, V> {
  readonly View: Component<GameViewProps<S, A, V>>;
  readonly Table?: Component<GameViewProps<S, A, V>>;
  /** False when the game's table view shows the scores itself (the frame shows them otherwise). */
  readonly tableScores?: boolean;
  /** Two (or three beside two clocks: Tech Chess) for a game whose phase line is long: the heading wraps at a fixed height of that many lines, never cut. */
  readonly phaseLines?: 1 | 2 | 3;
  /** The expected next step among the offers, to highlight it (none when nothing stands out). */
  isNextStep?(session: MatchSession<S, A, V>, offer: ActionOffer): boolean;
  /**
   * True for an offer the engine made ready that the game's view still takes
   * a step for (a Tech Chess capture: its optional ability): the frame hands
   * it to the view (session.requestInput) instead of sending it.
   */
  opensForm?(session: MatchSession<S, A, V>, offer: ActionOffer): boolean;
  /** True when undoing this action would take back information the players have seen. */
  reveals?(action: A): boolean;
}

export interface GameUi<S, A, V> extends GameUiParts<S, A, V> {
  readonly def: GameDefinition<S, A, V>;
}

/** A game's UI entry: its definition and its components, with one S, A and V. */
export function defineGameUi<S, A, V>(def: GameDefinition<S, A, V>, parts: GameUiParts<S, A, V>): GameUi<S, A, V> {
  return { def, ...parts };
}

/**
 * A UI entry with its types erased, for the registry (like AnyGameDefinition).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds games of different S, A and V; `uiOf` hands an entry out only for its own definition (the same object), so a View is only ever given a session of its own game.
export type AnyGameUi = GameUi<any, any, any>; // any: erased per game, see the line above
