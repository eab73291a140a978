/**
 * Apply: the state `step` (rules.ts) answers for an action validate accepted
 * (the turn rules' verdict comes from the memo when validate has just run).
 */
import type { ActionContext } from '../core/game';
import { step } from './rules';
import type { TechChessAction, TechChessState } from './types';

export function apply(state: TechChessState, action: TechChessAction, ctx: ActionContext): TechChessState {
  const r = step(state, action, ctx);
  // apply is only called on validated actions; a refusal here is a bug in the caller.
  if (!r.ok) throw new Error(`tech-chess apply on a refused action: ${r.error.code}: ${r.error.message}`);
  return r.value;
}
