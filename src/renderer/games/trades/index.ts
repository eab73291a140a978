/**
 * Trades in the renderer: its match view, table view, clock reading and the
 * actions that reveal cards (undo asks before taking those back).
 */
import type { GameUi } from '../types';
import { tradesClock, tradesNextStep, tradesReveals, tradesState } from './model';
import TradesTable from './TradesTable.svelte';
import TradesView from './TradesView.svelte';

export const tradesUi: GameUi = {
  View: TradesView,
  Table: TradesTable,
  clocks: (session, now) => [tradesClock(tradesState(session.state), now)],
  timeUpText: 'Time is up: trading stops.',
  reveals: tradesReveals,
  isNextStep: (_session, offer) => tradesNextStep(offer),
};
