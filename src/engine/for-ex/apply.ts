/**
 * For-Ex apply: carries out an action validate accepted and moves the game to
 * its next phase (next turn, the divest round, the final resolution, the end).
 * Every step copies only fixed-size parts of the state (seven currencies, at
 * most six players, 21 pairs, a queue of at most seven items), so an action
 * costs the same at any point of the game.
 */
import { atRate, weaken, strengthen } from './rates';
import { freeLetters, resolveFront } from './queue';
import { strongestCandidates } from './scoring';
import { INVEST_COST } from './validate';
import { divestPhase, replaceAt, turnPhase, withState } from './shape';
import { plusCurrency, type Currency, type ForExAction, type ForExState, type PerCurrency, type Phase, type QueueItem } from './types';

const add = plusCurrency;

function update<T>(list: readonly T[], seat: number, f: (x: T) => T): T[] {
  return replaceAt(list, seat, f);
}

function nextTurn(state: ForExState, player: number): ForExState {
  return withState(state, {
    lastTurnPlayer: player,
    turn: state.turn + 1,
    phase: turnPhase((player + 1) % state.players.length, false, null),
  });
}

/** The next seat after `from`, clockwise and before coming back to `turnPlayer`, that holds a certificate of `currency`. */
function nextHolder(state: ForExState, from: number, turnPlayer: number, currency: Currency): number | null {
  const n = state.players.length;
  for (let k = (from + 1) % n; k !== turnPlayer; k = (k + 1) % n) {
    if ((state.certificates[k] as PerCurrency)[currency] > 0) return k;
  }
  return null;
}

/** Ends the game: the strongest currency, or the chooser's question when the tie-breaks leave a tie. */
export function finish(state: ForExState, reason: 'bankruptcy' | 'queueEmpty', bankrupt: number | null): ForExState {
  const candidates = strongestCandidates(state);
  const chooser = state.lastTurnPlayer;
  if (candidates.length > 1 && chooser !== null) {
    return withState(state, { end: { reason, bankrupt, strongest: null }, phase: { kind: 'chooseStrongest', chooser, candidates } });
  }
  return withState(state, { end: { reason, bankrupt, strongest: candidates[0] ?? null }, phase: { kind: 'over' } });
}

function sell(state: ForExState, seat: number, currency: Currency, count: number): ForExState {
  let rates = state.rates;
  for (let i = 0; i < count; i++) rates = weaken(rates, currency);
  return withState(state, {
    rates,
    money: update(state.money, seat, (m) => add(m, currency, INVEST_COST * count)),
    certificates: update(state.certificates, seat, (h) => add(h, currency, -count)),
    retired: add(state.retired, currency, count),
  });
}

function afterDivestAnswer(state: ForExState, phase: Extract<Phase, { kind: 'divestRound' }>, answered: number): ForExState {
  const next = nextHolder(state, answered, phase.player, phase.currency);
  if (next === null) return nextTurn(state, phase.player);
  return withState(state, { phase: divestPhase(phase.player, phase.currency, next) });
}

function resolve(state: ForExState, choice: Currency | undefined, actor: number | null): ForExState {
  const r = resolveFront(state, choice);
  const s = actor === null ? r.state : withState(r.state, { lastTurnPlayer: actor });
  if (r.bankrupt !== null) return finish(s, 'bankruptcy', r.bankrupt);
  if (state.phase.kind === 'finalResolution' || r.lastDividend) {
    if (s.queue.length === 0) return finish(s, 'queueEmpty', null);
    return withState(s, { phase: { kind: 'finalResolution' } });
  }
  return actor === null ? s : nextTurn(s, actor);
}

export function applyForEx(state: ForExState, action: ForExAction): ForExState {
  const phase = state.phase;
  switch (action.type) {
    case 'spotOffer': {
      if (phase.kind !== 'turn') return state;
      const amounts = atRate(state.rates, action.give, action.receive, 1);
      const offer = {
        from: action.player,
        to: action.partner,
        give: { currency: action.give, amount: amounts.x },
        receive: { currency: action.receive, amount: amounts.y },
      };
      return withState(state, { phase: turnPhase(phase.player, phase.spotDone, offer) });
    }
    case 'spotAccept': {
      if (phase.kind !== 'turn' || !phase.offer) return state;
      const { from, to, give, receive } = phase.offer;
      let money = update(state.money, from, (m) => add(add(m, give.currency, -give.amount), receive.currency, receive.amount));
      money = update(money, to, (m) => add(add(m, receive.currency, -receive.amount), give.currency, give.amount));
      return withState(state, { money, phase: turnPhase(phase.player, true, null) });
    }
    case 'spotRefuse':
      if (phase.kind !== 'turn') return state;
      return withState(state, { phase: turnPhase(phase.player, state.settings.refusedSpotCounts, null) });
    case 'spotWithdraw':
      if (phase.kind !== 'turn') return state;
      return withState(state, { phase: turnPhase(phase.player, phase.spotDone, null) });
    case 'contract': {
      const letter = freeLetters(state.queue)[0];
      if (!letter) return state;
      const amounts = atRate(state.rates, action.pay, action.receive, action.amount);
      const item: QueueItem = {
        kind: 'contract',
        letter,
        owner: action.player,
        pay: { currency: action.pay, amount: amounts.x },
        receive: { currency: action.receive, amount: amounts.y },
        madeOnTurn: state.turn,
      };
      return nextTurn(withState(state, { queue: [...state.queue, item] }), action.player);
    }
    case 'invest': {
      let s = state;
      for (const c of action.currencies) {
        s = withState(s, {
          money: update(s.money, action.player, (m) => add(m, c, -INVEST_COST)),
          certificates: update(s.certificates, action.player, (h) => add(h, c, 1)),
          supply: add(s.supply, c, -1),
          rates: strengthen(s.rates, c),
        });
      }
      return nextTurn(s, action.player);
    }
    case 'divest': {
      const sold = sell(state, action.player, action.currency, action.count);
      if (phase.kind === 'divestRound') return afterDivestAnswer(sold, phase, action.player);
      const first = nextHolder(sold, action.player, action.player, action.currency);
      if (first === null) return nextTurn(sold, action.player);
      return withState(sold, { lastTurnPlayer: action.player, phase: divestPhase(action.player, action.currency, first) });
    }
    case 'pass':
      if (phase.kind !== 'divestRound') return state;
      return afterDivestAnswer(state, phase, action.player);
    case 'resolve':
      return resolve(state, action.strengthen, phase.kind === 'turn' ? phase.player : null);
    case 'chooseStrongest':
      if (phase.kind !== 'chooseStrongest' || !state.end) return state;
      return withState(state, {
        end: { reason: state.end.reason, bankrupt: state.end.bankrupt, strongest: action.currency },
        phase: { kind: 'over' },
      });
  }
}
