/** Guided edits in plain words, for the edit list, the capture and effect panels. */
import type { Edit, Zone } from '../../../engine/tech-chess/index';

export function formatZone(z: Zone): string {
  switch (z.zone) {
    case 'hand':
      return `player ${z.seat + 1}'s hand`;
    case 'board':
      return z.square;
    case 'deck':
      return 'the deck';
    case 'discard':
      return 'the discard pile';
    case 'expelled':
      return 'expelled';
  }
}

export function formatEdit(e: Edit): string {
  if (e.op === 'draw') return `Player ${e.seat + 1} draws ${e.count} card${e.count === 1 ? '' : 's'}`;
  if (e.op === 'reshuffle') return 'Shuffle the discard pile into the deck';
  return `Move ${e.card} from ${formatZone(e.from)} to ${formatZone(e.to)}`;
}
