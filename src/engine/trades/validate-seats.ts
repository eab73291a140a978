/**
 * Trades validation: who may act and when. Seats, turn order, the trading
 * clock, a seat already in a trade, and the rule on the previous trade.
 */
import { countdownExpired, countdownRunning } from '../core/clock';
import type { ActionContext } from '../core/game';
import { err, OK, type Result } from '../core/result';
import { tradeOf } from './queue';
import { countFromLastTrade, unnamedCount, type Resolved } from './refs';
import type { Hand, OpenTrade, TradesState, TradesErrorCode } from './types';

export const name = (state: TradesState, seat: number): string => state.players[seat] ?? `seat ${seat}`;
export const hand = (state: TradesState, seat: number): Hand => state.hands[seat] as Hand;

export function checkSeat(state: TradesState, seat: number, path: string): Result<undefined, TradesErrorCode> {
  if (Number.isInteger(seat) && seat >= 0 && seat < state.players.length) return OK;
  return err('ERR_NO_SUCH_PLAYER', `There is no player in seat ${seat}; seats run from 0 to ${state.players.length - 1}.`, {
    rule: 'Trades: players',
    path,
    params: { variant: 'playerSeat2', seat, playerCount: state.players.length - 1 },
  });
}

/** Trading is open: the clock was started, has time left, and (for new declarations) is running. */
export function tradingOpen(state: TradesState, ctx: ActionContext, declaration: boolean): Result<undefined, TradesErrorCode> {
  if (state.phase === 'ready')
    return err('ERR_NOT_STARTED', 'Trading has not started: start the clock first.', {
      rule: 'Trades: time limit',
      params: { variant: 'tradingStarted' },
    });
  if (state.phase !== 'trading' || countdownExpired(state.clock, ctx.at)) {
    return err(
      'ERR_TIME_UP',
      'The time limit is reached: trading has stopped (trades.txt: "the game ends when the time limit is reached").',
      { rule: 'Trades: time limit', params: { variant: 'timeLimit' } },
    );
  }
  if (declaration && !countdownRunning(state.clock)) {
    return err('ERR_CLOCK_PAUSED', 'The clock is paused: resume it before declaring a new trade.', {
      rule: 'Trades: time limit',
      params: { variant: 'clockPaused' },
    });
  }
  return OK;
}

/** Turn mode: only the seat to play declares, and only when no trade is open. */
export function checkTurn(state: TradesState, seat: number, path: string): Result<undefined, TradesErrorCode> {
  if (state.options.mode !== 'turns') return OK;
  if (state.open.length > 0) {
    const t = state.open[0] as OpenTrade;
    return err(
      'ERR_TRADE_IN_PROGRESS',
      `Trade ${t.id} (${name(state, t.from)} with ${name(state, t.to)}) must end before the next declaration.`,
      { rule: 'Trades: turn mode', path, params: { trade: t.id, from: name(state, t.from), to: name(state, t.to) } },
    );
  }
  if (state.turn !== seat)
    return err('ERR_NOT_YOUR_TURN', `It is ${name(state, state.turn)}'s turn to declare, not ${name(state, seat)}'s.`, {
      rule: 'Trades: turn mode',
      path,
      params: { variant: 'turnDeclare', player: name(state, state.turn), player2: name(state, seat) },
    });
  return OK;
}

export function checkFree(state: TradesState, seat: number, path: string): Result<undefined, TradesErrorCode> {
  const t = tradeOf(state, seat);
  if (!t) return OK;
  const role =
    t.from === seat ? `has declared trade ${t.id} with ${name(state, t.to)}` : `is the target of trade ${t.id} from ${name(state, t.from)}`;
  return err('ERR_PLAYER_BUSY', `${name(state, seat)} ${role}; a player declares a new trade only when their open trades are over.`, {
    rule: 'Trades: free-for-all',
    path,
    params: { player: name(state, seat), role },
  });
}

/**
 * The previous-trade rule: with k cards received last time, at most k-1 go
 * in the next trade. Named cards count exactly; an unnamed (`?`) card may or
 * may not be one of them, so the rule is broken only when every way the `?`
 * cards could be read breaks it. `picked` are blind picks (never a breach, but
 * what they took counts against the target's own choice); `limit` says how
 * many of the last trade's cards `given` may hold once `p` of them were picked.
 */
export function previousTradeRule(
  state: TradesState,
  seat: number,
  picked: readonly Resolved[],
  given: readonly Resolved[],
  limit: (p: number) => number,
  path: string,
): Result<undefined, TradesErrorCode> {
  const h = hand(state, seat);
  const k = h.lastReceived.length;
  if (k === 0) return OK;
  const named = (rs: readonly Resolved[]): number => rs.filter((r) => r.kind !== 'anonymous').length;
  const pickedLast = countFromLastTrade(h, picked);
  const givenLast = countFromLastTrade(h, given);
  const lastFree = k - pickedLast - givenLast;
  const otherFree = h.size - k - (named(picked) - pickedLast) - (named(given) - givenLast);
  const up = unnamedCount(picked);
  const ug = unnamedCount(given);
  let least = Infinity;
  for (let x = 0; x <= Math.min(up, lastFree); x++) {
    for (let y = 0; y <= Math.min(ug, lastFree - x); y++) {
      if (up - x + (ug - y) > otherFree) continue;
      const used = givenLast + y;
      if (used <= limit(pickedLast + x)) return OK;
      least = Math.min(least, used);
    }
  }
  if (least === Infinity) return OK;
  const cap = limit(pickedLast + Math.min(up, lastFree));
  const max = Math.max(0, Math.min(cap, limit(pickedLast)));
  const params = { player: name(state, seat), received: k, cards: h.lastReceived.join(', '), max, given: least };
  return err(
    'ERR_PREVIOUS_TRADE',
    `${params.player} received ${k} card${k === 1 ? '' : 's'} in their last trade (${params.cards}) and may trade away at most ${max} of them now; this gives ${least}.`,
    { rule: 'Trades: previous-trade rule', path, params },
  );
}
