/**
 * The shared state of the match screen, reached by every shell part and game
 * component through one typed Svelte context (set once by the match frame)
 * instead of props passed down through each level. The session is read-only
 * here: its fields change only by its own methods (act, undoTo, refuse).
 */
import { createContext } from 'svelte';
import type { ActionOffer } from '../../engine/core/game';
import type { ClockShown } from '../games/types';
import type { AppState } from '../lib/app.svelte';
import type { MatchSession } from '../lib/match.svelte';

export interface MatchContext {
  readonly app: AppState;
  readonly session: MatchSession;
  /** The match's clocks now, owners named (the engine's `clocks()`, or the game UI's own while its engine has none). */
  readonly clocks: readonly ClockShown[];
  /**
   * Takes an offer as the shell does: a ready action is sent (after one
   * confirmation when the engine marks it irreversible), one that needs
   * details opens the game's form. `where` names the place a refusal shows.
   */
  take(offer: ActionOffer, where?: string): void;
  /** Asks once, then runs `run`, for a step a game's own form knows to be irreversible. */
  confirmOnce(title: string, run: () => void | Promise<unknown>): void;
}

const [getMatchContext, setMatchContext, hasMatchContext] = createContext<MatchContext>();
export { getMatchContext, hasMatchContext, setMatchContext };
