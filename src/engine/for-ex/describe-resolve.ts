/**
 * What resolving the front of the Contract Queue does, in words for the event
 * log: a contract paid, or the loan it becomes; a loan paid, or bankruptcy;
 * what each player is paid by a dividend, what pays nothing (the 8 space)
 * and which currency is strengthened. Worked out from the state before the
 * action by the same rules resolveFront applies (queue.ts), so the line says
 * what happened, not only what was declared.
 */
import { onEightSpace } from './rates';
import { canPay, dividendStrengthenCandidates, nextDividendValue } from './queue';
import { CURRENCIES, type Amount, type Currency, type ForExState, type PerCurrency } from './types';

/** "2 USD", "1.5 USD and 2 EUR". */
export function amounts(list: readonly Amount[]): string {
  const parts = list.map((a) => `${a.amount} ${a.currency}`);
  if (parts.length <= 1) return parts[0] ?? 'nothing';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** The result of resolving the front item, or null when the queue is empty. */
export function resolutionWords(state: ForExState, choice: Currency | undefined, name: (seat: number) => string): string | null {
  const [front, ...rest] = state.queue;
  if (!front) return null;
  switch (front.kind) {
    case 'contract': {
      const owner = name(front.owner);
      const money = state.money[front.owner] as PerCurrency;
      if (canPay(money, [front.pay])) return `${owner} pays ${amounts([front.pay])} and receives ${amounts([front.receive])}`;
      const debt: Amount = { currency: front.pay.currency, amount: front.pay.amount + 1 };
      const loan = rest.find((item) => item.kind === 'loan' && item.owner === front.owner);
      let owed = `loan of ${amounts([debt])}`;
      if (loan?.kind === 'loan') {
        const same = loan.debts.some((d) => d.currency === debt.currency);
        const total = same
          ? loan.debts.map((d) => (d.currency === debt.currency ? { currency: d.currency, amount: d.amount + debt.amount } : d))
          : [...loan.debts, debt];
        owed = `${amounts([debt])} added to ${owner}'s loan (now ${amounts(total)})`;
      }
      return `${owner} cannot pay ${amounts([front.pay])}: ${owed}; ${owner} still receives ${amounts([front.receive])}`;
    }
    case 'loan': {
      const owner = name(front.owner);
      if (canPay(state.money[front.owner] as PerCurrency, front.debts)) return `${owner} pays ${amounts(front.debts)}`;
      return `${owner} cannot pay ${amounts(front.debts)}: ${owner} is bankrupt and the game ends`;
    }
    case 'dividends':
      return dividendWords(state, choice, name);
  }
}

function dividendWords(state: ForExState, choice: Currency | undefined, name: (seat: number) => string): string {
  const value = nextDividendValue(state) ?? 0;
  const eight = CURRENCIES.filter((c) => onEightSpace(state.rates, c));
  const parts: string[] = [];
  let anyHeld = false;
  state.certificates.forEach((held, seat) => {
    const paid: Amount[] = [];
    let holds = false;
    for (const c of CURRENCIES) {
      if (held[c] <= 0) continue;
      holds = true;
      if (!eight.includes(c) && value > 0) paid.push({ currency: c, amount: held[c] * value });
    }
    anyHeld ||= holds;
    if (!holds) parts.push(`${name(seat)} holds no certificate`);
    else parts.push(paid.length > 0 ? `${name(seat)} is paid ${amounts(paid)}` : `${name(seat)} is paid nothing`);
  });
  if (!anyHeld) parts.splice(0, parts.length, 'nobody holds a certificate');
  const heldOnEight = eight.filter((c) => state.certificates.some((h) => h[c] > 0));
  for (const c of heldOnEight) parts.push(`${c} is on the 8 space and pays nothing`);
  const candidates = dividendStrengthenCandidates(state);
  const chosen = candidates.length === 1 ? candidates[0] : choice;
  if (chosen) parts.push(`${chosen} is strengthened`);
  // A tie with no choice given is refused by validate; the line then says nothing of strengthening.
  else if (candidates.length === 0) parts.push('nothing is strengthened');
  return `(${value} per certificate): ${parts.join('; ')}`;
}
