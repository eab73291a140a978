/**
 * Tech Exchange: every error code its parse, setup, validate and scoring
 * return, to the section of docs/rules/tech-exchange.md that states its
 * rule. The game has no closed code union on this branch yet, so the codes
 * are listed here; test/docs/rule-sections.test.ts checks that every code
 * written in src/engine/tech-exchange/ is a key.
 */
import type { RuleRef } from './types';

export const TECH_EXCHANGE_SECTIONS = {
  ERR_ALREADY_DONE: 'tech-exchange#announcing',
  ERR_ALREADY_IN_DOMAIN: 'tech-exchange#replace-exchange',
  ERR_ALREADY_REVEALED: 'tech-exchange#reveal',
  ERR_ALREADY_SCORED: 'tech-exchange#scoring',
  ERR_BAD_ACTION: 'tech-exchange#actions',
  ERR_BAD_CARD_CODE: 'tech-deck#notation',
  ERR_BAD_OPTION: 'tech-exchange#options',
  ERR_UNKNOWN_OPTION: 'tech-exchange#options',
  ERR_BAD_GROUP_SIZE: 'tech-exchange#groups',
  ERR_BAD_KEPT: 'tech-exchange#reset',
  ERR_BAD_STACKS: 'tech-exchange#setup',
  ERR_CARD_NOT_IN_DECK: 'tech-deck#deck-file',
  ERR_CARD_NOT_IN_HAND: 'tech-exchange#trade-size',
  ERR_CLOCK_PAUSED: 'tech-exchange#trading-clock',
  ERR_CLOCK_RUNNING: 'tech-exchange#trading-clock',
  ERR_DECK_EMPTY: 'README#deck-running-out',
  ERR_DOMAIN_NOT_IN_GROUP: 'tech-exchange#groups',
  ERR_EFFECT_IN_PROGRESS: 'tech-exchange#effect-order',
  ERR_GAME_OVER: 'tech-exchange#game-end',
  ERR_HAND_NOT_REVEALED: 'tech-exchange#reveal',
  ERR_NOT_A_FLUSH: 'tech-exchange#groups',
  ERR_NOT_DONE: 'tech-exchange#announcing',
  ERR_NOT_EFFECTS_PHASE: 'tech-exchange#effects',
  ERR_NOT_ENOUGH_CARDS: 'README#deck-running-out',
  ERR_NOT_IN_STACK: 'tech-exchange#replace-exchange',
  ERR_NOT_REVEAL_PHASE: 'tech-exchange#reveal',
  ERR_NOT_SAME_VALUE: 'tech-exchange#groups',
  ERR_NOT_TRADING: 'tech-exchange#end-of-trading',
  ERR_NOT_YOUR_TURN: 'tech-exchange#effect-order',
  ERR_NO_CLOCK: 'tech-exchange#trading-clock',
  ERR_NO_EFFECT_IN_PROGRESS: 'tech-exchange#effect-order',
  ERR_NO_REVEAL_PENDING: 'tech-exchange#trade-reveal',
  ERR_NO_SUCH_SEAT: 'tech-exchange#setup',
  ERR_PLAYER_COUNT: 'tech-exchange#setup',
  ERR_REVEAL_PENDING: 'tech-exchange#trade-reveal',
  ERR_REVEAL_STARTED: 'tech-exchange#reveal',
  ERR_SAME_PLAYER: 'tech-exchange#trade-size',
  ERR_STACK_LIMIT_REACHED: 'tech-exchange#effect-reveal',
  ERR_TOO_MANY_FLUSHES: 'tech-exchange#groups',
  ERR_TRADE_SIZE: 'tech-exchange#trade-size',
  ERR_TRADING_OVER: 'tech-exchange#end-of-trading',
  ERR_TRADING_TIME_UP: 'tech-exchange#trading-clock',
  ERR_WILD_HAS_NO_DOMAIN: 'tech-exchange#wilds',
  ERR_WILD_IN_GROUP: 'tech-exchange#wilds',
  ERR_WILD_IN_HAND: 'tech-exchange#wilds',
  ERR_WILD_NEEDS_STACK: 'tech-exchange#wilds',
  ERR_WILD_NOT_EXPELLED: 'tech-exchange#wilds',
  ERR_WILD_NOT_TRADED: 'tech-exchange#wilds',
  ERR_WRONG_EDIT: 'tech-exchange#corner-cases',
  ERR_WRONG_HAND_SIZE: 'tech-exchange#reveal',
  ERR_WRONG_REVEAL_COUNT: 'tech-exchange#reveal',
  ERR_WRONG_STACK: 'tech-exchange#replace-exchange',
} as const satisfies Readonly<Record<string, RuleRef>>;

export type TechExchangeSectionCode = keyof typeof TECH_EXCHANGE_SECTIONS;
