/**
 * Trades rules, validation side: every action is checked against the rules
 * of trades.txt and CLARIFICATIONS.md and refused with a stable code, a plain
 * message naming the rule, and the offending part. Validation never changes
 * the state; apply.ts carries out what is accepted here.
 */
import type { ActionContext } from '../core/game';
import { err, OK, type Result } from '../core/result';
import { validateFinalHand } from './final-hands';
import { findOpen, isUnderWay } from './queue';
import { validateClock } from './clock';
import { resolveRefs } from './refs';
import type { TradesAction, TradesState, TradesErrorCode } from './types';
import { checkPickCount, inputs, startedTrade, validateComplete, validateDeckTrade, validateDeclare } from './validate-exchange';
import { checkSeat, checkTurn, tradingOpen } from './validate-seats';

export function validateTrades(state: TradesState, action: TradesAction, ctx: ActionContext): Result<undefined, TradesErrorCode> {
  switch (action.type) {
    case 'startClock':
    case 'pauseClock':
    case 'resumeClock':
    case 'timeUp':
      return validateClock(state, action, ctx);
    case 'declare':
      return validateDeclare(state, action, ctx);
    case 'pickBlind': {
      const gate = tradingOpen(state, ctx, false);
      if (!gate.ok) return gate;
      const t = startedTrade(state, action.trade, null);
      if (!t.ok) return t;
      const blind = t.value.kind === 'mandatory' ? Math.floor(t.value.give.length / 2) : t.value.give.length;
      if (blind === 0) {
        return err(
          'ERR_NOTHING_TO_PICK',
          `Trade ${action.trade} gives 1 card: the initiator picks none blind (half of 1, rounded down); the target chooses the card.`,
          {
            rule: 'Trades: mandatory trade',
            path: 'trade',
            params: { trade: action.trade },
          },
        );
      }
      if (t.value.blindPositions) {
        return err(
          'ERR_ALREADY_PICKED',
          `The blind picks of trade ${action.trade} are drawn already (positions ${t.value.blindPositions.join(', ')}); they cannot be drawn again.`,
          {
            rule: 'Trades: pick blind',
            path: 'trade',
            params: { trade: action.trade, positions: t.value.blindPositions.join(', ') },
          },
        );
      }
      return OK;
    }
    case 'complete':
      return validateComplete(state, action, ctx);
    case 'accept': {
      const gate = tradingOpen(state, ctx, false);
      if (!gate.ok) return gate;
      const found = startedTrade(state, action.trade, 'optional');
      if (!found.ok) return found;
      const t = found.value;
      const n = t.give.length;
      const count = checkPickCount(t, action.picked, n, `as many as offered`);
      if (!count.ok) return count;
      const resolved = resolveRefs(state, t.to, inputs(action.picked, 'picked'));
      return resolved.ok ? OK : resolved;
    }
    case 'refuse': {
      const gate = tradingOpen(state, ctx, false);
      if (!gate.ok) return gate;
      const found = startedTrade(state, action.trade, 'optional');
      return found.ok ? OK : found;
    }
    case 'withdraw': {
      const gate = tradingOpen(state, ctx, false);
      if (!gate.ok) return gate;
      const t = findOpen(state, action.trade);
      if (!t)
        return err('ERR_NO_SUCH_TRADE', `There is no open trade ${action.trade}.`, {
          rule: 'Trades: trades',
          path: 'trade',
          params: { variant: 'openTrade2', trade: action.trade },
        });
      if (isUnderWay(state, t)) {
        return err(
          'ERR_TRADE_STARTED',
          `Trade ${t.id} has started: it must be ${t.kind === 'mandatory' ? 'completed' : 'accepted or refused'}; only a trade still waiting in the queue can be withdrawn.`,
          {
            rule: 'Trades: free-for-all',
            path: 'trade',
            params: { variant: t.kind === 'mandatory' ? 'mandatory' : 'optional', id: t.id },
          },
        );
      }
      return OK;
    }
    case 'deckTrade':
      return validateDeckTrade(state, action, ctx);
    case 'pass': {
      const gate = tradingOpen(state, ctx, true);
      if (!gate.ok) return gate;
      if (state.options.mode !== 'turns')
        return err('ERR_NOT_TURN_MODE', 'Passing is for turn mode; in free-for-all nobody has to act.', {
          rule: 'Trades: turn mode',
          path: 'type',
        });
      const s = checkSeat(state, action.player, 'player');
      if (!s.ok) return s;
      return checkTurn(state, action.player, 'player');
    }
    case 'enterHand':
      return validateFinalHand(state, action);
  }
}
