/**
 * Tech Grid Poker in the renderer: its match view, the full-screen table
 * view, the expected next step among the engine's offers, and the actions
 * that show cards (undo asks before taking those back).
 */
import { gridPokerGame } from '../../../engine/grid-poker/index';
import { defineGameUi } from '../types';
import GridPokerTable from './GridPokerTable.svelte';
import GridPokerView from './GridPokerView.svelte';
import { gridPokerNextStep, gridPokerReveals } from './model';

export const gridPokerUi = defineGameUi(gridPokerGame, {
  View: GridPokerView,
  Table: GridPokerTable,
  // Its standings are the scores (total large, rounds small), beside the market.
  tableScores: false,
  isNextStep: (session, offer) => gridPokerNextStep(session.state, offer),
  reveals: gridPokerReveals,
});
