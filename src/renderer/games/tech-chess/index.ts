/**
 * Tech Chess in the renderer: its match view, table view, the two players'
 * chess clocks, and the actions that reveal cards (undo asks before taking
 * those back). No offer is marked as the next step: that is "the player to
 * move moves", which the board shows.
 */
import type { GameUi } from '../types';
import { tcState, techChessClocks, techChessReveals } from './model';
import TechChessTable from './TechChessTable.svelte';
import TechChessView from './TechChessView.svelte';

export const techChessUi: GameUi = {
  View: TechChessView,
  Table: TechChessTable,
  clocks: (session, now) => techChessClocks(tcState(session.state), session.players, now),
  timeUpText: 'Time is up: a flag has fallen.',
  reveals: techChessReveals,
};
