/**
 * For-Ex in the renderer: the match view (board, holdings, queue, forms,
 * history chart), the full-screen table view, and the expected next step.
 * For-Ex has no hidden information, so no action "reveals" anything.
 */
import { forExGame } from '../../../engine/for-ex/index';
import { defineGameUi } from '../types';
import ForExTable from './ForExTable.svelte';
import ForExView from './ForExView.svelte';
import { forExNextStep } from './model';

export const forExUi = defineGameUi(forExGame, {
  View: ForExView,
  Table: ForExTable,
  // "Round 2 of 5: Bo's turn, spot transaction (optional)" and the divest rounds' lines: two lines, not cut.
  phaseLines: 2,
  // Its standings are the scores (the score sheet's seven currency columns do not fit beside the board).
  tableScores: false,
  isNextStep: (session, offer) => forExNextStep(session.state, offer),
  reveals: () => false,
});
