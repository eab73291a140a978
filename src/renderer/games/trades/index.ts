/**
 * Trades in the renderer: its match view, table view, the expected next step
 * and the actions that reveal cards (undo asks before taking those back).
 * The countdown and time up come from the engine (clocks, due).
 */
import { tradesGame } from '../../../engine/trades/index';
import { defineGameUi } from '../types';
import { tradesNextStep, tradesReveals } from './model';
import TradesTable from './TradesTable.svelte';
import TradesView from './TradesView.svelte';

export const tradesUi = defineGameUi(tradesGame, {
  View: TradesView,
  Table: TradesTable,
  // The totals are the players' tiles' (a Trades score exists only once the hands are in).
  tableScores: false,
  reveals: tradesReveals,
  isNextStep: (_session, offer) => tradesNextStep(offer),
});
