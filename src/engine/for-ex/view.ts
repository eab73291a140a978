/**
 * The public table of For-Ex (nothing is hidden, so every viewer sees the
 * same): the rate board of the 21 pairs, each currency against the other six,
 * holdings, the Contract Queue in order, free letters, the phase and, at the
 * end, the standings. A plain data object the UI draws as it is.
 */
import { standings, strongestCandidates, type Standing } from './scoring';
import { PAIRS, onEightSpace, pairsStronger, standing, strengthIndex } from './rates';
import { certificatesHeld, dividendsLeft, freeLetters, nextDividendValue } from './queue';
import {
  CURRENCIES,
  type Amount,
  type Currency,
  type EndInfo,
  type ForExState,
  type Letter,
  type PerCurrency,
  type Phase,
  type SpotOffer,
} from './types';

export interface PairView {
  /** "GBP/EUR": the two currencies in the board's fixed order. */
  readonly pair: string;
  readonly stronger: Currency;
  readonly weaker: Currency;
  /** Track position 1..10 (1 is 1:1, 10 is the "8" space). */
  readonly position: number;
  /** Units of the weaker currency one unit of the stronger buys. */
  readonly rate: number;
}

export interface AgainstView {
  readonly currency: Currency;
  readonly stronger: boolean;
  readonly position: number;
  readonly rate: number;
  /** How many units of `currency` one unit of this currency is worth. */
  readonly valueIn: number;
}

export interface CurrencyView {
  readonly currency: Currency;
  /** Pairs where it is the stronger side (0..6): decides the strongest currency at the end. */
  readonly pairsStronger: number;
  /** Sum of its six track positions, signed towards it (-60..60): the chart's strength. */
  readonly strength: number;
  /** On the "8" space of some pair: its certificates pay no dividend. */
  readonly onEightSpace: boolean;
  readonly against: readonly AgainstView[];
  readonly certificatesHeld: number;
  readonly certificatesAvailable: number;
  readonly certificatesRemovedAtSetup: number;
  readonly certificatesDivested: number;
}

export interface PlayerView {
  readonly seat: number;
  readonly name: string;
  readonly money: PerCurrency;
  readonly certificates: PerCurrency;
  /** Letters of the contracts and loans this player owns in the queue. */
  readonly letters: readonly Letter[];
}

export type QueueItemView =
  | {
      readonly kind: 'contract';
      readonly letter: Letter;
      readonly owner: number;
      readonly ownerName: string;
      readonly pay: Amount;
      readonly receive: Amount;
    }
  | {
      readonly kind: 'loan';
      readonly letters: readonly Letter[];
      readonly owner: number;
      readonly ownerName: string;
      readonly debts: readonly Amount[];
    }
  | { readonly kind: 'dividends'; readonly nextValue: number | null; readonly left: number };

export interface ForExView {
  readonly phase: Phase;
  readonly phaseText: string;
  readonly turn: number;
  readonly currencies: readonly Currency[];
  readonly board: readonly PairView[];
  readonly byCurrency: readonly CurrencyView[];
  readonly players: readonly PlayerView[];
  readonly queue: readonly QueueItemView[];
  readonly freeLetters: readonly Letter[];
  readonly dividendValues: readonly number[];
  readonly dividendsPaid: number;
  readonly dividendsLeft: number;
  readonly offer: SpotOffer | null;
  readonly end: EndInfo | null;
  /** Currencies tied for strongest now (one when decided). */
  readonly strongestNow: readonly Currency[];
  /** Standings in the strongest currency: final once the game is over, "if it ended now" before. */
  readonly standings: readonly Standing[];
}

export function phaseText(state: ForExState): string {
  const p = state.phase;
  const who = (seat: number): string => state.players[seat] ?? `seat ${seat}`;
  switch (p.kind) {
    case 'turn':
      return p.offer
        ? `${who(p.player)}'s turn: ${who(p.offer.to)} to answer a spot offer`
        : `${who(p.player)}'s turn${p.spotDone ? ' (spot transaction done)' : ''}`;
    case 'divestRound':
      return `${who(p.player)} divested ${p.currency}: ${who(p.asked)} may divest ${p.currency} too`;
    case 'finalResolution':
      return 'Last dividend paid: resolving the rest of the Contract Queue';
    case 'chooseStrongest':
      return `${who(p.chooser)} chooses the strongest currency among ${p.candidates.join(', ')}`;
    case 'over':
      return state.end?.reason === 'bankruptcy'
        ? `Game over: ${who(state.end.bankrupt ?? 0)} is bankrupt`
        : 'Game over: the Contract Queue is empty';
  }
}

export function viewForEx(state: ForExState): ForExView {
  const held = certificatesHeld(state);
  const board = PAIRS.map((p) => {
    const s = standing(state.rates, p.a, p.b);
    return { pair: `${p.a}/${p.b}`, stronger: s.stronger, weaker: s.weaker, position: s.position, rate: s.rate };
  });
  const byCurrency = CURRENCIES.map((c) => ({
    currency: c,
    pairsStronger: pairsStronger(state.rates, c),
    strength: strengthIndex(state.rates, c),
    onEightSpace: onEightSpace(state.rates, c),
    against: CURRENCIES.filter((o) => o !== c).map((o) => {
      const s = standing(state.rates, c, o);
      const stronger = s.stronger === c;
      return { currency: o, stronger, position: s.position, rate: s.rate, valueIn: stronger ? s.rate : 1 / s.rate };
    }),
    certificatesHeld: held[c],
    certificatesAvailable: state.supply[c],
    certificatesRemovedAtSetup: state.removed[c],
    certificatesDivested: state.retired[c],
  }));
  const ownerName = (seat: number): string => state.players[seat] ?? `seat ${seat}`;
  const queue: QueueItemView[] = state.queue.map((item) => {
    switch (item.kind) {
      case 'contract':
        return {
          kind: 'contract',
          letter: item.letter,
          owner: item.owner,
          ownerName: ownerName(item.owner),
          pay: item.pay,
          receive: item.receive,
        };
      case 'loan':
        return { kind: 'loan', letters: item.letters, owner: item.owner, ownerName: ownerName(item.owner), debts: item.debts };
      case 'dividends':
        return { kind: 'dividends', nextValue: nextDividendValue(state), left: dividendsLeft(state) };
    }
  });
  const players = state.players.map((name, seat) => ({
    seat,
    name,
    money: state.money[seat] as PerCurrency,
    certificates: state.certificates[seat] as PerCurrency,
    letters: state.queue.flatMap((item) =>
      item.kind === 'contract' && item.owner === seat ? [item.letter] : item.kind === 'loan' && item.owner === seat ? item.letters : [],
    ),
  }));
  const strongestNow = state.end?.strongest ? [state.end.strongest] : strongestCandidates(state);
  return {
    phase: state.phase,
    phaseText: phaseText(state),
    turn: state.turn,
    currencies: CURRENCIES,
    board,
    byCurrency,
    players,
    queue,
    freeLetters: freeLetters(state.queue),
    dividendValues: state.settings.dividends,
    dividendsPaid: state.dividendsPaid,
    dividendsLeft: dividendsLeft(state),
    offer: state.phase.kind === 'turn' ? state.phase.offer : null,
    end: state.end,
    strongestNow,
    standings: standings(state, strongestNow[0] ?? 'GBP'),
  };
}
