/**
 * The end-of-game line every screen shows (match screen, table view, replay,
 * Tech Chess's announcement), built once from the engine's outcome so the
 * banner always agrees with the score sheet's winner marks: a tie the rules
 * call a draw but that still lists winners reads as a shared win, never as a
 * bare "Draw" beside named winners.
 */
import type { Outcome } from '../../engine/core/game';

/** "Ann", "Ann and Bo", "Ann, Bo and Cy". */
export function namesList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The headline for a finished game, with players by name. */
export function outcomeHeadline(outcome: Pick<Outcome, 'winners' | 'draw'>, name: (seat: number) => string): string {
  const names = outcome.winners.map(name);
  if (names.length === 0) return outcome.draw ? 'Draw' : 'No winner';
  if (names.length === 1) return `Winner: ${namesList(names)}`;
  return outcome.draw ? `Draw: ${namesList(names)} share the win` : `Winners: ${namesList(names)} (tie)`;
}
