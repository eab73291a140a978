/**
 * The end-of-game line every screen shows (match screen, table view, replay,
 * Tech Chess's announcement), built once from the engine's outcome so the
 * banner always agrees with the score sheet's winner marks: a tie the rules
 * call a draw but that still lists winners reads as a shared win, never as a
 * bare "Draw" beside named winners.
 */
import type { Outcome } from '../../engine/core/game';
import { t } from '../i18n/index.svelte';

/** The words of the headline, so a screen can pass them (by default: the shown language's, below). */
export interface HeadlineWords {
  readonly and: string;
  readonly draw: string;
  readonly noWinner: string;
  readonly winner: (names: string) => string;
  readonly sharedDraw: (names: string) => string;
  readonly tie: (names: string) => string;
}

/** The headline's words in the language shown now (the default of outcomeHeadline). */
export function headlineWords(): HeadlineWords {
  return {
    and: t('home.and'),
    draw: t('match.draw'),
    noWinner: t('match.noWinner'),
    winner: (names) => t('match.winner', { names }),
    sharedDraw: (names) => t('match.sharedDraw', { names }),
    tie: (names) => t('match.tie', { names }),
  };
}

/** "Ann", "Ann and Bo", "Ann, Bo and Cy". */
export function namesList(names: readonly string[], and = ' and '): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')}${and}${names[names.length - 1]}`;
}

/** The headline for a finished game, with players by name. */
export function outcomeHeadline(
  outcome: Pick<Outcome, 'winners' | 'draw'>,
  name: (seat: number) => string,
  words: HeadlineWords = headlineWords(),
): string {
  const names = outcome.winners.map(name);
  if (names.length === 0) return outcome.draw ? words.draw : words.noWinner;
  const list = namesList(names, words.and);
  if (names.length === 1) return words.winner(list);
  return outcome.draw ? words.sharedDraw(list) : words.tie(list);
}
