/**
 * For-Ex in the renderer: the match view (board, holdings, queue, forms,
 * history chart), the full-screen table view, and the expected next step.
 * For-Ex has no hidden information, so no action "reveals" anything.
 */
import type { GameUi } from '../types';
import ForExTable from './ForExTable.svelte';
import ForExView from './ForExView.svelte';
import { forExNextStep, fxState } from './model';

export const forExUi: GameUi = {
  View: ForExView,
  Table: ForExTable,
  isNextStep: (session, offer) => forExNextStep(fxState(session.state), offer),
  reveals: () => false,
};
