/**
 * Tech Exchange in the renderer: its match view, table view, the expected
 * next step and the actions that reveal cards. The trading clock and its
 * time up come from the engine (clocks, due).
 */
import { techExchangeGame } from '../../../engine/tech-exchange/index';
import { defineGameUi } from '../types';
import { teNextStep, teReveals } from './model';
import TechExchangeTable from './TechExchangeTable.svelte';
import TechExchangeView from './TechExchangeView.svelte';

export const techExchangeUi = defineGameUi(techExchangeGame, {
  View: TechExchangeView,
  Table: TechExchangeTable,
  // "Round 1: first card-effects phase: Ann resolves 13sc": two lines, not cut.
  phaseLines: 2,
  // Its table view shows the score sheet under the stacks and players.
  tableScores: false,
  isNextStep: (session, offer) => teNextStep(session.state, offer),
  reveals: teReveals,
});
