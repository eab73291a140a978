/** Guided edits in plain words, for the edit list, the capture and effect panels. */
import type { Edit, Zone } from '../../../engine/tech-chess/index';
import { t } from '../../i18n/index.svelte';

export function formatZone(z: Zone): string {
  switch (z.zone) {
    case 'hand':
      return t('techChess.edits.handOf', { n: z.seat + 1 });
    case 'board':
      return z.square;
    case 'deck':
      return t('techChess.edits.theDeck');
    case 'discard':
      return t('techChess.edits.theDiscard');
    case 'expelled':
      return t('techChess.edits.expelledZone');
  }
}

export function formatEdit(e: Edit): string {
  if (e.op === 'draw') return t('techChess.edits.draws', { n: e.seat + 1, count: e.count });
  if (e.op === 'reshuffle') return t('techChess.edits.shuffles');
  return t('techChess.edits.moves', { card: e.card, from: formatZone(e.from), to: formatZone(e.to) });
}
