/**
 * Validate: the verdict of `step` on an action (rules.ts), with the game's
 * closed error codes. The turn rules are memoised per state and action, so
 * the apply that follows an accepted validate does not judge the move again.
 */
import type { ActionContext } from '../core/game';
import { OK, type Result } from '../core/result';
import { step } from './rules';
import type { TechChessAction, TechChessErrorCode, TechChessState } from './types';

export function validate(state: TechChessState, action: TechChessAction, ctx: ActionContext): Result<undefined, TechChessErrorCode> {
  const r = step(state, action, ctx);
  return r.ok ? OK : r;
}
