/**
 * Per-game views, by game id. A registered game without an entry here is
 * played through the generic view (the engine's offered actions only).
 */
import type { GameId } from '../../engine/core/game';
import type { GameUi } from './types';
import { tradesUi } from './trades';
import { forExUi } from './for-ex';
import { gridPokerUi } from './grid-poker';
import { techExchangeUi } from './tech-exchange';
import { techChessUi } from './tech-chess';

export const GAME_UIS: Partial<Record<GameId, GameUi>> = {
  trades: tradesUi,
  'for-ex': forExUi,
  'grid-poker': gridPokerUi,
  'tech-exchange': techExchangeUi,
  'tech-chess': techChessUi,
};

/** One line per game for the home screen when the engine has not registered it yet. */
export const COMING_GAMES: Readonly<Record<GameId, { name: string; description: string }>> = {
  'tech-exchange': { name: 'Tech Exchange', description: 'Build stock stacks and trade Tech Deck cards over three rounds.' },
  'tech-chess': { name: 'Tech Chess', description: 'Chess on a 6x6 board with Tech Deck pieces, upgrades and builds.' },
  'grid-poker': { name: 'Tech Grid Poker', description: 'Poker hands made on a grid of market cards.' },
  'for-ex': { name: 'For-Ex', description: 'Trade currency certificates and contracts against a moving rate board.' },
  trades: { name: 'Trades', description: 'Timed free-for-all card swapping: lowest hand total wins.' },
};
