/**
 * One-line descriptions of For-Ex actions for the event log, in the words of
 * the table ("Ann makes contract B: pays 5 USD for 10 JPY").
 */
import { atRate } from './rates';
import { freeLetters } from './queue';
import { resolutionWords } from './describe-resolve';
import { INVEST_COST } from './validate';
import type { ForExAction, ForExState } from './types';

export function describeForEx(state: ForExState, action: ForExAction): string {
  const who = (seat: number | undefined): string => (seat === undefined ? 'The table' : (state.players[seat] ?? `Seat ${seat}`));
  switch (action.type) {
    case 'spotOffer': {
      const a = atRate(state.rates, action.give, action.receive, 1);
      return `${who(action.player)} offers ${who(action.partner)} ${a.x} ${action.give} for ${a.y} ${action.receive}`;
    }
    case 'spotAccept':
      return `${who(action.player)} accepts the spot transaction`;
    case 'spotRefuse':
      return `${who(action.player)} refuses the spot transaction`;
    case 'spotWithdraw':
      return `${who(action.player)} withdraws the spot offer`;
    case 'contract': {
      const a = atRate(state.rates, action.pay, action.receive, action.amount);
      const letter = freeLetters(state.queue)[0] ?? '?';
      return `${who(action.player)} makes contract ${letter}: pay ${a.x} ${action.pay}, receive ${a.y} ${action.receive}`;
    }
    case 'invest':
      return `${who(action.player)} invests in ${action.currencies.join(' then ')}`;
    case 'divest':
      return `${who(action.player)} divests ${action.count} ${action.currency}: sells ${action.count} certificate${action.count === 1 ? '' : 's'} for ${action.count * INVEST_COST} ${action.currency}`;
    case 'pass':
      return `${who(action.player)} does not divest`;
    case 'resolve': {
      const front = state.queue[0];
      const what = !front
        ? 'nothing'
        : front.kind === 'contract'
          ? `contract ${front.letter} of ${who(front.owner)}`
          : front.kind === 'loan'
            ? `the loan of ${who(front.owner)}`
            : 'the dividends';
      const result = resolutionWords(state, action.strengthen, (seat) => who(seat));
      if (result === null) return `${who(action.player)} resolves ${what}`;
      // Dividends read "resolves the dividends (2 per certificate): ..."; the others "resolves contract A of Bo: ...".
      return `${who(action.player)} resolves ${what}${front?.kind === 'dividends' ? ' ' : ': '}${result}`;
    }
    case 'chooseStrongest':
      return `${who(action.player)} names ${action.currency} the strongest currency`;
  }
}
