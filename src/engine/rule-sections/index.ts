/**
 * Where each refusal's rule is written: per game, every error code it can
 * return mapped to a section of docs/rules (a RuleRef, `<file>#<id>`), and
 * the lookup the app uses to open the Rules panel at that section. Codes of
 * the shared match pipeline fall back to CORE_SECTIONS; an unknown code
 * falls back to the game's overview, so a link never dangles.
 */
import type { GameId } from '../core/game';
import type { RuleError } from '../core/result';
import { FOR_EX_SECTIONS } from './for-ex';
import { GRID_POKER_SECTIONS } from './grid-poker';
import { TECH_CHESS_SECTIONS } from './tech-chess';
import { TECH_EXCHANGE_SECTIONS } from './tech-exchange';
import { TRADES_SECTIONS } from './trades';
import { CORE_SECTIONS, type RuleRef } from './types';

export { CORE_SECTIONS, isRuleFile, RULE_FILES, splitRuleRef, type RuleFile, type RuleRef } from './types';

export const RULE_SECTIONS: Readonly<Record<GameId, Readonly<Record<string, RuleRef>>>> = {
  'tech-exchange': TECH_EXCHANGE_SECTIONS,
  'tech-chess': TECH_CHESS_SECTIONS,
  'grid-poker': GRID_POKER_SECTIONS,
  'for-ex': FOR_EX_SECTIONS,
  trades: TRADES_SECTIONS,
};

/** The section that states the rule behind an error code of a game. */
export function ruleSection(game: GameId, code: RuleError['code']): RuleRef {
  const own = RULE_SECTIONS[game][code];
  if (own !== undefined) return own;
  const core: Readonly<Record<string, RuleRef>> = CORE_SECTIONS;
  return core[code] ?? `${game}#overview`;
}
