/**
 * Grid Poker: every error code (GridPokerErrorCode) to the section of
 * docs/rules/grid-poker.md that states its rule, plus the deck checks of
 * setup that are not in the union yet.
 */
import type { GridPokerErrorCode } from '../grid-poker/types';
import type { RuleRef } from './types';

type SetupCode = 'ERR_HAND_SIZE' | 'ERR_TOO_MANY_COPIES' | 'ERR_WILDS_REMOVED';

export const GRID_POKER_SECTIONS: Readonly<Record<GridPokerErrorCode | SetupCode, RuleRef>> = {
  ERR_BAD_ACTION: 'grid-poker#actions',
  ERR_BAD_CARD_CODE: 'tech-deck#notation',
  ERR_PLAYER_COUNT: 'grid-poker#setup',
  ERR_BAD_OPTION: 'grid-poker#options',
  ERR_UNKNOWN_OPTION: 'grid-poker#options',
  ERR_OPTION_CONFLICT: 'README#setup-checks',
  ERR_NOT_ENOUGH_CARDS: 'grid-poker#setup',
  ERR_HAND_SIZE: 'grid-poker#deal',
  ERR_TOO_MANY_COPIES: 'tech-deck#two-decks',
  ERR_WILDS_REMOVED: 'grid-poker#wilds',
  ERR_GAME_OVER: 'grid-poker#game-end',
  ERR_WRONG_PHASE: 'grid-poker#round',
  ERR_NO_SUCH_SEAT: 'grid-poker#setup',
  ERR_NOT_YOUR_TURN: 'grid-poker#round',
  ERR_ALREADY_DONE: 'grid-poker#round',
  ERR_NOT_PENDING: 'grid-poker#round',
  ERR_CARD_COUNT: 'grid-poker#commit',
  ERR_CARD_ELSEWHERE: 'README#card-knowledge',
  ERR_CARD_NOT_IN_GAME: 'README#card-knowledge',
  ERR_NO_SUCH_SLOT: 'grid-poker#market',
  ERR_SLOT_TAKEN: 'grid-poker#market',
  ERR_SLOT_EMPTY: 'grid-poker#market',
  ERR_DECK_EMPTY: 'README#deck-running-out',
  ERR_EFFECT_IN_PROGRESS: 'grid-poker#chaining',
  ERR_EFFECT_USED: 'grid-poker#company-effects',
  ERR_NO_EFFECT: 'grid-poker#company-effects',
  ERR_NOT_IN_COMPANY: 'grid-poker#company',
  ERR_NO_COMPANY: 'grid-poker#company',
  ERR_ROW_COLUMN_EXCLUSIVITY: 'grid-poker#exclusivity',
  ERR_NOTHING_COMMITTED: 'grid-poker#commit',
  ERR_NOT_IN_LINE: 'grid-poker#best-line',
  ERR_NO_REPLACE: 'grid-poker#return-or-redraw',
  ERR_REPLACE_REQUIRED: 'grid-poker#return-or-redraw',
  ERR_SAME_PLACE: 'grid-poker#actions',
  ERR_BAD_TARGET: 'grid-poker#actions',
  ERR_CARD_REQUIRED: 'grid-poker#actions',
  ERR_COMPANY_FULL: 'grid-poker#company',
};
