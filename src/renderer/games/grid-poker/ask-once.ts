/**
 * Grid Poker's forms ask once, as "Actions now" does, before a step the
 * engine marks irreversible (it ends the round or the game). The engine
 * decides which: a form's action is matched to the offer it completes (the
 * same ready action, else an offer of that type waiting for its cards).
 */
import type { ActionOffer } from '../../../engine/core/game';
import { gridPokerGame, type GridPokerState } from '../../../engine/grid-poker/index';

/** A plain object's fields, for comparing actions (an offer's action is untyped). */
const fields = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' ? { ...v } : {});

/** The form's action is the ready offer's: every field the offer names has the same value (a form may add the cards it named). */
const completes = (offered: unknown, action: unknown): boolean => {
  const a = fields(action);
  return Object.entries(fields(offered)).every(([k, v]) => JSON.stringify(a[k]) === JSON.stringify(v));
};

/** The engine's irreversible offer this form step is, or undefined when it needs no asking. */
export function irreversibleStep(state: GridPokerState, action: unknown, actor: number | null): ActionOffer | undefined {
  const offers = gridPokerGame.legalActions(state, actor).filter((o) => !o.disabledReason);
  // A ready offer this action completes says it all (keeping the company is not putting a card in it).
  const ready = offers.find((o) => o.action !== undefined && completes(o.action, action));
  if (ready) return ready.irreversible ? ready : undefined;
  const type = fields(action)['type'];
  return offers.find((o) => o.action === undefined && o.irreversible === true && o.type === type);
}

/** The frame's ask-once dialog, when the form is inside a match frame. */
export type ConfirmOnce = ((title: string, run: () => Promise<unknown>) => void) | null;

/**
 * Sends a form's step; an irreversible one goes to the frame's dialog first
 * and the promise settles (with the send's result) once it is confirmed, so
 * the form clears only after the step was taken. Cancelled, it never settles
 * and the form keeps what was typed.
 */
export function sendStep(
  state: GridPokerState,
  act: (action: unknown, actor: number | null, where: string) => Promise<boolean>,
  confirmOnce: ConfirmOnce,
  action: unknown,
  actor: number | null,
  where: string,
): Promise<boolean> {
  const asked = confirmOnce ? irreversibleStep(state, action, actor) : undefined;
  if (!asked || !confirmOnce) return act(action, actor, where);
  return new Promise((resolve) => confirmOnce(asked.label, async () => resolve(await act(action, actor, where))));
}
