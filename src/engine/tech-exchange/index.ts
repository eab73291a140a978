/**
 * Tech Exchange (Ben Cheung), refereed: the game's definition for the
 * registry. Rules: docs/rules/tech-exchange.md.
 */
import type { GameDefinition } from '../core/game';
import { stateCheckedExactly } from '../core/knowledge';
import { ok } from '../core/result';
import { parseTechExchangeAction } from './actions';
import { applyTechExchange } from './apply';
import { clocksOf, dueOf, syncClock } from './clock';
import { flowOf } from './flow';
import { insightOf, track } from './insight';
import { TECH_EXCHANGE } from './options';
import { setupTechExchange } from './setup';
import type { TechExchangeAction, TechExchangeState } from './types';
import { validateTechExchange } from './validate';
import { describeAction } from './describe';
import { legalActionsOf } from './legal';
import { migrateLog } from './migrate';
import { outcomeOf, scoreSheetOf } from './scoring';
import { summaryOf, viewOf } from './view';

export type { TechExchangeAction, TechExchangeState } from './types';
/** What the view shows: the UI reads it typed. */
export type TechExchangeView = ReturnType<typeof viewOf>;
export { bestGrouping, checkGrouping } from './scoring';

export const techExchangeGame: GameDefinition<TechExchangeState, TechExchangeAction, TechExchangeView> = {
  id: 'tech-exchange',
  name: 'Tech Exchange',
  description: 'Real-time card trading: grow the stock stacks and score triples, quadruples and a flush.',
  minPlayers: 2,
  maxPlayers: 6,
  options: TECH_EXCHANGE.specs,
  deck: 'tech-deck',
  setup: setupTechExchange,
  parseAction: parseTechExchangeAction,
  validate: (state, action, ctx) => {
    const verdict = validateTechExchange(state, action, ctx.at);
    return verdict.ok ? ok(undefined) : verdict;
  },
  apply: (state, action, ctx) => track(state, syncClock(state, applyTechExchange(state, action, ctx.at)), action),
  insight: insightOf,
  legalActions: legalActionsOf,
  flow: flowOf,
  clocks: clocksOf,
  due: dueOf,
  view: viewOf,
  summary: summaryOf,
  outcome: outcomeOf,
  score: scoreSheetOf,
  describe: describeAction,
  // The seat of setFirstPlayer is the marker's new holder, not a player acting.
  actingSeat: (a) => (a.type !== 'setFirstPlayer' && 'seat' in a ? a.seat : undefined),
  checkedExactly: stateCheckedExactly,
  // Logs from before the startClock action pause a clock never started (migrate.ts).
  migrateLog,
};
// What the renderer needs besides the definition (it imports a game only through this file).
export type * from './types';
export type { GroupKind, HandScore } from './scoring';
export { useEffectAction } from './effects';
export { cardUnavailableIn, DECK, handPlace } from './knowledge';
