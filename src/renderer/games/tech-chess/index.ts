/**
 * Tech Chess in the renderer: its match view, table view and the actions
 * that reveal cards (undo asks before taking those back). The clocks and the
 * fallen flag are the engine's (`clocks`, `due`), shown by the frame. No
 * offer is marked as the next step: that is "the player to move moves",
 * which the board shows.
 */
import { techChessGame } from '../../../engine/tech-chess/index';
import { defineGameUi } from '../types';
import { techChessReveals } from './model';
import TechChessTable from './TechChessTable.svelte';
import TechChessView from './TechChessView.svelte';

export const techChessUi = defineGameUi(techChessGame, {
  View: TechChessView,
  Table: TechChessTable,
  reveals: techChessReveals,
});
