/**
 * Tech Grid Poker in the renderer: its match view, the full-screen table
 * view, the expected next step among the engine's offers, and the actions
 * that show cards (undo asks before taking those back).
 */
import type { GameUi } from '../types';
import GridPokerTable from './GridPokerTable.svelte';
import GridPokerView from './GridPokerView.svelte';
import { gpState, gridPokerNextStep, gridPokerReveals } from './model';

export const gridPokerUi: GameUi = {
  View: GridPokerView,
  Table: GridPokerTable,
  isNextStep: (session, offer) => gridPokerNextStep(gpState(session.state), offer),
  reveals: gridPokerReveals,
};
