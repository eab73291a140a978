/**
 * Tech Exchange in the renderer: its match view, table view, the trading
 * clock (until its engine states the clocks), the expected next step and the
 * actions that reveal cards.
 */
import { techExchangeGame } from '../../../engine/tech-exchange/index';
import { defineGameUi } from '../types';
import { teClocks, teNextStep, teReveals } from './model';
import TechExchangeTable from './TechExchangeTable.svelte';
import TechExchangeView from './TechExchangeView.svelte';

export const techExchangeUi = defineGameUi(techExchangeGame, {
  View: TechExchangeView,
  Table: TechExchangeTable,
  clocks: (session, now) => teClocks(session.state, now),
  timeUpText: 'Time is up: this trading phase ends.',
  isNextStep: (session, offer) => teNextStep(session.state, offer),
  reveals: teReveals,
});
