/**
 * Every game by id. Each game folder exports its definition from index.ts and
 * adds one line here.
 */
import type { AnyGameDefinition, GameId } from './core/game';
import { GAME_IDS } from './core/game';
import { err, ok, type Result } from './core/result';
import { tradesGame } from './trades/index';
import { forExGame } from './for-ex/index';
import { techChessGame } from './tech-chess/index';
import { techExchangeGame } from './tech-exchange/index';
import { gridPokerGame } from './grid-poker/index';

export const GAMES: Partial<Record<GameId, AnyGameDefinition>> = {
  trades: tradesGame,
  'tech-chess': techChessGame,
  'for-ex': forExGame,
  'tech-exchange': techExchangeGame,
  'grid-poker': gridPokerGame,
};

export function isGameId(id: string): id is GameId {
  return (GAME_IDS as readonly string[]).includes(id);
}

export function getGame(id: string): Result<AnyGameDefinition> {
  const game = isGameId(id) ? GAMES[id] : undefined;
  if (!game)
    return err('ERR_UNKNOWN_GAME', `There is no game "${id}". Games: ${Object.keys(GAMES).join(', ')}.`, {
      params: { variant: 'gameGames', id, keys: Object.keys(GAMES).join(', ') },
    });
  return ok(game);
}

export function allGames(): AnyGameDefinition[] {
  return GAME_IDS.flatMap((id) => GAMES[id] ?? []);
}
