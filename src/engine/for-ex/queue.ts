/**
 * The Contract Queue: contract letters, and resolving the front item
 * (contract paid or turned into a loan, loan paid or bankruptcy, dividends paid
 * then the most-held currency strengthened). Shared by validate (which needs
 * to know about dividend ties) and apply.
 */
import { onEightSpace, strengthen } from './rates';
import { perSeat, replaceAt, withState } from './shape';
import {
  CURRENCIES,
  LETTERS,
  type Amount,
  type ContractItem,
  type Currency,
  type ForExState,
  type Letter,
  type LoanItem,
  type PerCurrency,
  type QueueItem,
  plusCurrency,
} from './types';

/** Letters held by contracts and loans in the queue. */
export function lettersInUse(queue: readonly QueueItem[]): Set<Letter> {
  const used = new Set<Letter>();
  for (const item of queue) {
    if (item.kind === 'contract') used.add(item.letter);
    else if (item.kind === 'loan') for (const l of item.letters) used.add(l);
  }
  return used;
}

export function freeLetters(queue: readonly QueueItem[]): Letter[] {
  const used = lettersInUse(queue);
  return LETTERS.filter((l) => !used.has(l));
}

export const dividendsLeft = (state: ForExState): number => state.settings.dividends.length - state.dividendsPaid;

/** The value the next dividend pays per certificate, or null when none is left. */
export const nextDividendValue = (state: ForExState): number | null => state.settings.dividends[state.dividendsPaid] ?? null;

/** Certificates in players' hands, per currency. */
export function certificatesHeld(state: ForExState): Record<Currency, number> {
  const out = { GBP: 0, EUR: 0, USD: 0, CHF: 0, JPY: 0, CAD: 0, CNY: 0 };
  for (const held of state.certificates) for (const c of CURRENCIES) out[c] += held[c];
  return out;
}

/**
 * The currencies that tie for the most certificates in players' hands after
 * a dividend. When nobody holds any certificate all seven tie at zero (BGA),
 * so the acting player chooses among them; under noHoldersStrengthenNothing
 * the list is empty and nothing is strengthened.
 */
export function dividendStrengthenCandidates(state: ForExState): Currency[] {
  const held = certificatesHeld(state);
  const most = Math.max(...CURRENCIES.map((c) => held[c]));
  if (most === 0 && state.settings.noHoldersStrengthenNothing) return [];
  return CURRENCIES.filter((c) => held[c] === most);
}

export const canPay = (money: PerCurrency, amounts: readonly Amount[]): boolean => amounts.every((a) => money[a.currency] >= a.amount);

const addMoney = plusCurrency;

function withMoney(all: readonly PerCurrency[], seat: number, f: (m: PerCurrency) => PerCurrency): PerCurrency[] {
  return replaceAt(all, seat, f);
}

/** What resolving the front item changed, for the state and the event description. */
export interface Resolution {
  readonly state: ForExState;
  readonly bankrupt: number | null;
  readonly lastDividend: boolean;
}

/** Resolves the front item. The caller has validated the action (front exists, tie choice given when needed). */
export function resolveFront(state: ForExState, strengthenChoice: Currency | undefined): Resolution {
  // slice, not a rest element or a spread: an empty copy keeps the kind of array of a full one, where `[...[]]` makes
  // another (V8), and the candidates' `state.queue[0]` on the two kinds was thrown out and run again hundreds of times.
  const front = state.queue[0];
  const rest = state.queue.slice(1);
  if (!front) throw new Error('resolveFront: the queue is empty');
  switch (front.kind) {
    case 'contract':
      return { state: resolveContract(state, front, rest), bankrupt: null, lastDividend: false };
    case 'loan': {
      if (!canPay(state.money[front.owner] as PerCurrency, front.debts)) return { state, bankrupt: front.owner, lastDividend: false };
      const money = withMoney(state.money, front.owner, (m) => front.debts.reduce((acc, d) => addMoney(acc, d.currency, -d.amount), m));
      return { state: withState(state, { money, queue: rest }), bankrupt: null, lastDividend: false };
    }
    case 'dividends':
      return resolveDividends(state, rest, strengthenChoice);
  }
}

function resolveContract(state: ForExState, contract: ContractItem, rest: readonly QueueItem[]): ForExState {
  const owner = contract.owner;
  const paid = canPay(state.money[owner] as PerCurrency, [contract.pay]);
  const money = withMoney(state.money, owner, (m) => {
    const afterPay = paid ? addMoney(m, contract.pay.currency, -contract.pay.amount) : m;
    return addMoney(afterPay, contract.receive.currency, contract.receive.amount);
  });
  if (paid) return withState(state, { money, queue: rest });
  const debt: Amount = { currency: contract.pay.currency, amount: contract.pay.amount + 1 };
  const existing = rest.findIndex((item) => item.kind === 'loan' && item.owner === owner);
  if (existing < 0) {
    const loan: LoanItem = { kind: 'loan', letters: [contract.letter], owner, debts: [debt] };
    return withState(state, { money, queue: [...rest, loan] });
  }
  // BGA: the failed contract's letter is free at once (it is no longer in the queue); the Loan keeps its own.
  const keep = state.settings.mergedLoanKeepsLetters ? contract.letter : null;
  // A copy with the one item replaced (not map, whose array is of another kind than the queue's others: see resolveFront).
  const queue = rest.slice();
  const merged = rest[existing];
  if (merged?.kind === 'loan') queue[existing] = mergeLoan(merged, keep, debt);
  return withState(state, { money, queue });
}

/** Adds a debt to a loan (same currency summed, another beside it); `letter`, when given, is held by the loan too. */
function mergeLoan(loan: LoanItem, letter: Letter | null, debt: Amount): LoanItem {
  const same = loan.debts.some((d) => d.currency === debt.currency);
  const debts = same
    ? loan.debts.map((d) => (d.currency === debt.currency ? { currency: d.currency, amount: d.amount + debt.amount } : d))
    : [...loan.debts, debt];
  return { kind: 'loan', letters: letter === null ? loan.letters : [...loan.letters, letter], owner: loan.owner, debts };
}

function resolveDividends(state: ForExState, rest: readonly QueueItem[], choice: Currency | undefined): Resolution {
  const value = nextDividendValue(state) ?? 0;
  const paying = CURRENCIES.filter((c) => !onEightSpace(state.rates, c));
  const money = perSeat(state.money.length, (seat) => {
    const m = state.money[seat] as PerCurrency;
    const held = state.certificates[seat] as PerCurrency;
    let out = m;
    for (const c of paying) if (held[c] > 0 && value > 0) out = addMoney(out, c, held[c] * value);
    return out;
  });
  const candidates = dividendStrengthenCandidates(state);
  const chosen = candidates.length === 1 ? candidates[0] : choice;
  const rates = chosen ? strengthen(state.rates, chosen) : state.rates;
  const dividendsPaid = state.dividendsPaid + 1;
  const lastDividend = dividendsPaid >= state.settings.dividends.length;
  const queue: QueueItem[] = lastDividend ? rest.slice() : [...rest, { kind: 'dividends' }];
  return { state: withState(state, { money, rates, dividendsPaid, queue }), bankrupt: null, lastDividend };
}
