/**
 * For-Ex bots (core/bots.ts, core/mcts.ts). For-Ex hides nothing (the app is
 * the bank and every amount is public; the removed certificates are drawn by
 * the engine at setup), so it is always dealt by the app and the determinizer
 * is the identity. The moves are legalActionsOf (every legal action, fully
 * formed); the evaluation is a player's money at the current rates, in USD,
 * less what they owe the queue.
 */
import type { BotGame } from '../core/bots';
import type { Decider, GameSimulation } from '../core/bot';
import { makeBot } from '../core/bots';
import { ok } from '../core/result';
import { randomInt, type RngState } from '../core/rng';
import { forExGame } from './index';
import { actorOf, candidatesOf, legalActionsOf } from './legal';
import { validateForEx } from './validate';
import { convert } from './scoring';
import { setupForEx } from './setup';
import type { Currency, ForExAction, ForExState, PerCurrency } from './types';

const MS_PER_ACTION = 4000;

/** The seat (or the table) that answers now. With a spot offer pending, its target answers. */
function deciderOf(state: ForExState): Decider {
  const p = state.phase;
  switch (p.kind) {
    case 'over':
      return { kind: 'done' };
    case 'finalResolution':
      return { kind: 'table' };
    case 'chooseStrongest':
      return { kind: 'seat', seat: p.chooser };
    case 'divestRound':
      return { kind: 'seat', seat: p.asked };
    case 'turn':
      return { kind: 'seat', seat: p.offer ? p.offer.to : p.player };
  }
}

function moves(state: ForExState, actor: number | null): ForExAction[] {
  const d = deciderOf(state);
  if (d.kind === 'done') return [];
  if (d.kind === 'table' ? actor !== null : actor !== d.seat) return [];
  return legalActionsOf(state).filter((a) => actorOf(a) === actor);
}

/** What `seat` owes the queue (contracts to pay, loans), in USD at the current rates. */
function owedUsd(state: ForExState, seat: number): number {
  const owed: Record<Currency, number> = { GBP: 0, EUR: 0, USD: 0, CHF: 0, JPY: 0, CAD: 0, CNY: 0 };
  let owesSomething = false;
  for (const item of state.queue) {
    if (item.kind === 'contract' && item.owner === seat) {
      owed[item.pay.currency] += item.pay.amount;
      owesSomething = true;
    }
    if (item.kind === 'loan' && item.owner === seat)
      for (const d of item.debts) {
        owed[d.currency] += d.amount;
        owesSomething = true;
      }
  }
  return owesSomething ? convert(state.rates, owed, 'USD', 'total').total : 0;
}

/** Money at the current rates in USD, less debts to the queue; a bankrupt player is far behind. */
export function moneyValue(state: ForExState, seat: number): number {
  if (state.end?.bankrupt === seat) return -1000;
  const money = state.money[seat] as PerCurrency;
  return convert(state.rates, money, 'USD', 'total').total - owedUsd(state, seat);
}

export const forExBotGame: BotGame<ForExState, ForExAction> = {
  def: forExGame,
  players: (s) => s.players.length,
  decider: (s) => deciderOf(s),
  moves: (s, actor, rng: RngState) => [moves(s, actor), rng],
  randomMove(s, actor, rng) {
    const d = deciderOf(s);
    if (d.kind === 'done' || (d.kind === 'table' ? actor !== null : actor !== d.seat)) return [null, rng];
    // Uniform over the legal actions: draw among the candidates, judge only the one drawn, strike out a refused
    // one and draw again (rejection sampling), instead of validating all of them first.
    const c = candidatesOf(s);
    const list = c.actions.filter((a) => actorOf(a) === actor);
    let r = rng;
    while (list.length > 0) {
      let i: number;
      [i, r] = randomInt(r, list.length);
      const a = list[i] as ForExAction;
      if (c.judged || validateForEx(s, a).ok) return [a, r];
      list[i] = list[list.length - 1] as ForExAction;
      list.pop();
    }
    return [null, r];
  },
  evaluate: moneyValue,
  evaluationScale: 4,
  determinize: (s, _seat, rng) => [s, rng],
  msPerAction: MS_PER_ACTION,
  rolloutDepth: 60,
};

export const forExSimulation: GameSimulation<ForExState, ForExAction> = {
  dealtOptions: {},
  setup: setupForEx,
  decider: (s) => deciderOf(s),
  msPerAction: MS_PER_ACTION,
  bot: (spec) => ok(makeBot(forExBotGame, spec)),
};
