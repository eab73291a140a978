/**
 * Tech Chess: every error code (TechChessErrorCode) to the section of
 * docs/rules/tech-chess.md that states its rule, plus the codes of the
 * notation and perft readers that tools meet (they are not in the union).
 */
import type { TechChessErrorCode } from '../tech-chess/types';
import type { RuleRef } from './types';

type ToolCode = 'ERR_BAD_ACTION_NOTATION' | 'ERR_BAD_MOVE_NOTATION' | 'ERR_BAD_DEPTH';

export const TECH_CHESS_SECTIONS: Readonly<Record<TechChessErrorCode | ToolCode, RuleRef>> = {
  ERR_ABILITY_WITHOUT_CAPTURE: 'tech-chess#abilities',
  ERR_BAD_ACTION: 'tech-chess#actions',
  ERR_BAD_ACTION_NOTATION: 'tech-chess#actions',
  ERR_BAD_MOVE_NOTATION: 'tech-chess#actions',
  ERR_BAD_DEPTH: 'tech-chess#actions',
  ERR_BAD_CARD_CODE: 'tech-deck#notation',
  ERR_BAD_OPTION: 'tech-chess#options',
  ERR_BAD_SETUP: 'tech-chess#setup',
  ERR_BAD_SQUARE: 'tech-chess#board',
  ERR_BUILD_LIMIT: 'tech-chess#build',
  ERR_BUILD_SQUARE: 'tech-chess#build',
  ERR_CARD_EXPELLED: 'tech-chess#effects',
  ERR_CARD_NOT_EXPELLED: 'tech-chess#effects',
  ERR_CARD_NOT_IN_DECK: 'tech-chess#dealing',
  ERR_CARD_NOT_IN_DISCARD: 'tech-chess#effects',
  ERR_CARD_NOT_IN_HAND: 'tech-chess#effects',
  ERR_CARD_NOT_THERE: 'tech-chess#corrections',
  ERR_CLOCK_NOT_RUNNING: 'tech-chess#clock',
  ERR_CLOCK_NOT_STARTED: 'tech-chess#clock',
  ERR_CLOCK_RUNNING: 'tech-chess#clock',
  ERR_CLOCK_STARTED: 'tech-chess#clock',
  ERR_GAME_OVER: 'tech-chess#winning',
  ERR_ILLEGAL_MOVE: 'tech-chess#moving',
  ERR_ILLEGAL_PIECE_MOVE: 'tech-chess#pieces',
  ERR_KING_LEFT_ATTACKED: 'tech-chess#check',
  ERR_KING_PROTECTED: 'tech-chess#corner-cases',
  ERR_NOT_A_PAWN: 'tech-chess#upgrade',
  ERR_NOT_A_PIECE: 'tech-chess#effects',
  ERR_NOT_UPGRADABLE: 'tech-chess#upgrade',
  ERR_NOT_YOUR_DOMAIN: 'tech-chess#domains',
  ERR_NOT_YOUR_PIECE: 'tech-chess#turn',
  ERR_NO_CLOCK: 'tech-chess#clock',
  ERR_NO_FLAG_FALL: 'tech-chess#clock',
  ERR_NO_MOVE: 'tech-chess#turn',
  ERR_NO_PIECE: 'tech-chess#moving',
  ERR_OWN_PIECE: 'tech-chess#capture',
  ERR_PATH_BLOCKED: 'tech-chess#pieces',
  ERR_PLAYER_COUNT: 'tech-chess#overview',
  ERR_SQUARE_OCCUPIED: 'tech-chess#moving',
  ERR_TIME_UP: 'tech-chess#clock',
  ERR_UNKNOWN_OPTION: 'tech-chess#options',
  ERR_UPGRADE_LIMIT: 'tech-chess#upgrade',
  ERR_UPGRADE_TO_KING: 'tech-chess#upgrade',
};
