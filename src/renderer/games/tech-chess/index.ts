/**
 * Tech Chess in the renderer: its match view, table view and the actions
 * that reveal cards (undo asks before taking those back). The clocks and the
 * fallen flag are the engine's (`clocks`, `due`), shown by the frame. No
 * offer is marked as the next step: that is "the player to move moves",
 * which the board shows. A capture offered in "Actions now" opens the
 * capture step (its optional ability) like a clicked or typed one.
 */
import { abilityOffered, techChessGame } from '../../../engine/tech-chess/index';
import { defineGameUi } from '../types';
import { techChessReveals } from './model';
import TechChessTable from './TechChessTable.svelte';
import TechChessView from './TechChessView.svelte';

export const techChessUi = defineGameUi(techChessGame, {
  View: TechChessView,
  Table: TechChessTable,
  reveals: techChessReveals,
  // "Bo (player 2) to move: check on b6 (108 s left)" beside two clocks: three narrow lines, not cut.
  phaseLines: 3,
  opensForm: (session, offer) => {
    const a = techChessGame.parseAction(offer.action);
    return a.ok && a.value.type === 'move' && abilityOffered(session.state, a.value.from, a.value.to);
  },
});
