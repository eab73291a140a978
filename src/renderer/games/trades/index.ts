/**
 * Trades in the renderer: its match view, table view, clock reading (until
 * its engine states the clocks) and the actions that reveal cards (undo asks
 * before taking those back).
 */
import { tradesGame } from '../../../engine/trades/index';
import { defineGameUi } from '../types';
import { tradesClock, tradesNextStep, tradesReveals } from './model';
import TradesTable from './TradesTable.svelte';
import TradesView from './TradesView.svelte';

export const tradesUi = defineGameUi(tradesGame, {
  View: TradesView,
  Table: TradesTable,
  clocks: (session, now) => [tradesClock(session.state, now)],
  timeUpText: 'Time is up: trading stops.',
  reveals: tradesReveals,
  isNextStep: (_session, offer) => tradesNextStep(offer),
});
