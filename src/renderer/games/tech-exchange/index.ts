/**
 * Tech Exchange in the renderer: its match view, table view, the trading
 * clock, the expected next step and the actions that reveal cards.
 */
import type { GameUi } from '../types';
import { teClocks, teNextStep, teReveals, teState } from './model';
import TechExchangeTable from './TechExchangeTable.svelte';
import TechExchangeView from './TechExchangeView.svelte';

export const techExchangeUi: GameUi = {
  View: TechExchangeView,
  Table: TechExchangeTable,
  clocks: (session, now) => teClocks(teState(session.state), now),
  timeUpText: 'Time is up: this trading phase ends.',
  isNextStep: (session, offer) => teNextStep(teState(session.state), offer),
  reveals: teReveals,
};
