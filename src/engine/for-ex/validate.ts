/**
 * For-Ex validation: every action is checked against the phase and the rules
 * of for-ex-reference.md and refused with a stable code and a plain message
 * naming the rule. Never throws on bad input.
 */
import { OK, err, refusal, type Err, type Result } from '../core/result';
import { atRate } from './rates';
import { canPay, certificatesHeld, dividendStrengthenCandidates, freeLetters } from './queue';
import { CURRENCIES, type Currency, type ForExAction, type ForExErrorCode, type ForExState, type PerCurrency } from './types';

export const INVEST_COST = 2;
export const CONTRACT_MAX = 10;

const R = {
  turn: 'For-Ex: a turn (one optional spot transaction, then one action)',
  spot: 'For-Ex: spot transaction',
  contract: 'For-Ex: make a contract',
  invest: 'For-Ex: invest',
  divest: 'For-Ex: divest',
  resolve: 'For-Ex: resolve',
  end: 'For-Ex: game end',
} as const;

/** A refusal; the closed code type makes a mistyped code a compile error. */
const no: (
  code: ForExErrorCode,
  message: string,
  rule: string,
  path?: string,
  params?: Readonly<Record<string, string | number>>,
) => Err<ForExErrorCode> = refusal;

const name = (state: ForExState, seat: number): string => state.players[seat] ?? `seat ${seat}`;

export function validateForEx(state: ForExState, action: ForExAction): Result<undefined, ForExErrorCode> {
  const phase = state.phase;
  if (phase.kind === 'over') return no('ERR_GAME_OVER', 'The game is over: no more actions.', R.end, undefined, { variant: 'gameOver' });
  if (action.player !== undefined && action.player >= state.players.length) {
    return no(
      'ERR_BAD_SEAT',
      `There is no player in seat ${action.player}; seats run from 0 to ${state.players.length - 1}.`,
      R.turn,
      'player',
      { variant: 'playerSeat', player: action.player, playerCount: state.players.length - 1 },
    );
  }
  switch (phase.kind) {
    case 'chooseStrongest': {
      if (action.type !== 'chooseStrongest') {
        return no(
          'ERR_WRONG_PHASE',
          `The game is over but for one choice: ${name(state, phase.chooser)} must choose the strongest currency among ${phase.candidates.join(', ')}.`,
          R.end,
          'type',
          { variant: 'gameOver', player: name(state, phase.chooser), candidates: phase.candidates.join(', ') },
        );
      }
      if (action.player !== phase.chooser) {
        return no(
          'ERR_NOT_CHOOSER',
          `The player who took the last turn chooses the strongest currency on a tie: that is ${name(state, phase.chooser)}.`,
          R.end,
          'player',
          { player: name(state, phase.chooser) },
        );
      }
      if (!phase.candidates.includes(action.currency)) {
        return no(
          'ERR_NOT_TIED',
          `${action.currency} is not among the currencies tied for strongest (${phase.candidates.join(', ')}).`,
          R.end,
          'currency',
          { currency: action.currency, tied: phase.candidates.join(', ') },
        );
      }
      return OK;
    }
    case 'finalResolution': {
      if (action.type !== 'resolve') {
        return no(
          'ERR_WRONG_PHASE',
          'The last dividend has been paid: there are no more turns, the rest of the Contract Queue is resolved in order ("resolve").',
          R.resolve,
          'type',
          { variant: 'lastDividend' },
        );
      }
      if (action.strengthen !== undefined)
        return no('ERR_STRENGTHEN_NOT_ALLOWED', 'Only a Dividends item strengthens a currency when resolved.', R.resolve, 'strengthen');
      return OK;
    }
    case 'divestRound': {
      if (action.type !== 'divest' && action.type !== 'pass') {
        return no(
          'ERR_WRONG_PHASE',
          `${name(state, phase.asked)} is being asked whether to divest ${phase.currency} too (divest or pass).`,
          R.divest,
          'type',
          { variant: 'beingAsked', player: name(state, phase.asked), currency: phase.currency },
        );
      }
      if (action.player !== phase.asked) {
        return no(
          'ERR_NOT_YOUR_TURN',
          `Other players are asked clockwise whether to divest ${phase.currency}; it is ${name(state, phase.asked)}'s answer now.`,
          R.divest,
          'player',
          { variant: 'otherPlayers', currency: phase.currency, player: name(state, phase.asked) },
        );
      }
      if (action.type === 'pass') return OK;
      if (action.currency !== phase.currency) {
        return no(
          'ERR_DIVEST_CURRENCY',
          `After a divest, the other players may only sell the same currency, ${phase.currency}.`,
          R.divest,
          'currency',
          { currency: phase.currency },
        );
      }
      return validateDivestCount(state, action.player, action.currency, action.count);
    }
    case 'turn':
      return validateTurn(state, phase, action);
  }
}

type TurnPhase = Extract<ForExState['phase'], { kind: 'turn' }>;

function validateTurn(state: ForExState, phase: TurnPhase, action: ForExAction): Result<undefined, ForExErrorCode> {
  const offer = phase.offer;
  if (offer) {
    if (action.type === 'spotAccept' || action.type === 'spotRefuse') {
      if (action.player !== offer.to)
        return no(
          'ERR_NOT_SPOT_PARTNER',
          `Only ${name(state, offer.to)}, to whom the spot transaction was offered, may accept or refuse it.`,
          R.spot,
          'player',
          { player: name(state, offer.to) },
        );
      if (action.type === 'spotAccept') return checkSpotFunds(state, offer.from, offer.to, offer.give, offer.receive);
      return OK;
    }
    if (action.type === 'spotWithdraw') {
      if (action.player !== offer.from)
        return no('ERR_NOT_YOUR_TURN', `Only ${name(state, offer.from)}, who made the spot offer, may withdraw it.`, R.spot, 'player', {
          variant: 'onlyWho',
          player: name(state, offer.from),
        });
      return OK;
    }
    return no(
      'ERR_SPOT_PENDING',
      `${name(state, offer.to)} has not answered the spot offer yet: accept, refuse or withdraw it first.`,
      R.spot,
      'type',
      { player: name(state, offer.to) },
    );
  }
  if (action.type === 'spotAccept' || action.type === 'spotRefuse' || action.type === 'spotWithdraw') {
    return no('ERR_NO_SPOT_OFFER', 'No spot transaction is on offer.', R.spot, 'type');
  }
  if (action.type === 'pass')
    return no('ERR_WRONG_PHASE', "Passing is only for answering another player's divest; on your turn take one action.", R.turn, 'type', {
      variant: 'passingOnly',
    });
  if (action.type === 'chooseStrongest')
    return no('ERR_WRONG_PHASE', 'The strongest currency is chosen only at the end of the game, on a tie.', R.end, 'type', {
      variant: 'strongestCurrency',
    });
  if (action.player === undefined)
    return no('ERR_NOT_YOUR_TURN', `Say who acts: it is ${name(state, phase.player)}'s turn.`, R.turn, 'player', {
      variant: 'sayWho',
      player: name(state, phase.player),
    });
  if (action.player !== phase.player)
    return no('ERR_NOT_YOUR_TURN', `It is ${name(state, phase.player)}'s turn.`, R.turn, 'player', {
      variant: 'turn',
      player: name(state, phase.player),
    });
  const me = action.player;
  switch (action.type) {
    case 'spotOffer': {
      if (phase.spotDone) return no('ERR_SPOT_ALREADY_DONE', 'Only one spot transaction per turn, before the action.', R.spot);
      if (action.partner === me) return no('ERR_SPOT_SELF', 'A spot transaction is made with another player.', R.spot, 'partner');
      if (action.partner >= state.players.length)
        return no('ERR_BAD_SEAT', `There is no player in seat ${action.partner}.`, R.spot, 'partner', {
          variant: 'playerSeat2',
          partner: action.partner,
        });
      if (action.give === action.receive)
        return no('ERR_SAME_CURRENCY', 'A spot transaction trades one currency for another.', R.spot, 'receive', {
          variant: 'spotTransaction',
        });
      const amounts = atRate(state.rates, action.give, action.receive, 1);
      return checkSpotFunds(
        state,
        me,
        action.partner,
        { currency: action.give, amount: amounts.x },
        { currency: action.receive, amount: amounts.y },
      );
    }
    case 'contract': {
      if (action.pay === action.receive)
        return no('ERR_SAME_CURRENCY', 'A contract exchanges one currency for another.', R.contract, 'receive', {
          variant: 'contractExchanges',
        });
      if (!Number.isInteger(action.amount) || action.amount < 1 || action.amount > CONTRACT_MAX) {
        return no(
          'ERR_CONTRACT_AMOUNT',
          `The amount of the stronger currency must be a whole number from 1 to ${CONTRACT_MAX}; got ${action.amount}.`,
          R.contract,
          'amount',
          { max: CONTRACT_MAX, amount: action.amount },
        );
      }
      if (freeLetters(state.queue).length === 0)
        return no(
          'ERR_NO_FREE_CONTRACT',
          'All six contract letters (A-F) are in use: no contract can be made until one is paid off.',
          R.contract,
        );
      return OK;
    }
    case 'invest':
      return validateInvest(state, me, action.currencies);
    case 'divest':
      return validateDivestCount(state, me, action.currency, action.count);
    case 'resolve':
      return validateResolve(state, action.strengthen);
  }
}

function checkSpotFunds(
  state: ForExState,
  from: number,
  to: number,
  give: { currency: Currency; amount: number },
  receive: { currency: Currency; amount: number },
): Result<undefined, ForExErrorCode> {
  if (!canPay(state.money[from] as PerCurrency, [give])) {
    return no(
      'ERR_NOT_ENOUGH_MONEY',
      `${name(state, from)} would give ${give.amount} ${give.currency} but holds only ${(state.money[from] as PerCurrency)[give.currency]}.`,
      R.spot,
      'give',
      {
        variant: 'wouldGive',
        player: name(state, from),
        amount: give.amount,
        currency: give.currency,
        value: (state.money[from] as PerCurrency)[give.currency],
      },
    );
  }
  if (!canPay(state.money[to] as PerCurrency, [receive])) {
    return no(
      'ERR_PARTNER_CANNOT_PAY',
      `${name(state, to)} would give ${receive.amount} ${receive.currency} but holds only ${(state.money[to] as PerCurrency)[receive.currency]}: both sides must hold the money.`,
      R.spot,
      'receive',
      {
        player: name(state, to),
        amount: receive.amount,
        currency: receive.currency,
        held: (state.money[to] as PerCurrency)[receive.currency],
      },
    );
  }
  return OK;
}

function validateInvest(state: ForExState, me: number, currencies: readonly Currency[]): Result<undefined, ForExErrorCode> {
  if (currencies.length < 1 || currencies.length > 2)
    return no('ERR_INVEST_COUNT', 'Invest buys one or two certificates.', R.invest, 'currencies');
  if (currencies.length === 2 && currencies[0] === currencies[1]) {
    return err('ERR_INVEST_SAME_CURRENCY', 'Two certificates bought in one action must be of different currencies.', {
      rule: R.invest,
      path: 'currencies.1',
      params: { currency: currencies[0] ?? '' },
    });
  }
  const held = state.certificates[me] as PerCurrency;
  const money = state.money[me] as PerCurrency;
  for (let i = 0; i < currencies.length; i++) {
    const c = currencies[i] as Currency;
    const path = `currencies.${i}`;
    if (state.supply[c] < 1)
      return no('ERR_NO_CERTIFICATE_AVAILABLE', `No ${c} certificate is left to buy.`, R.invest, path, { currency: c });
    if (held[c] >= state.settings.certificateLimit) {
      return no(
        'ERR_CERTIFICATE_LIMIT',
        `A player may hold at most ${state.settings.certificateLimit} certificates of one currency; ${name(state, me)} already holds ${held[c]} ${c}.`,
        R.invest,
        path,
        { limit: state.settings.certificateLimit, player: name(state, me), held: held[c], currency: c },
      );
    }
    if (money[c] < INVEST_COST)
      return no(
        'ERR_NOT_ENOUGH_MONEY',
        `A ${c} certificate costs ${INVEST_COST} ${c}; ${name(state, me)} holds ${money[c]} ${c}.`,
        R.invest,
        path,
        { variant: 'certificateCosts', c, INVESTCOST: INVEST_COST, player: name(state, me), money: money[c] },
      );
  }
  return OK;
}

function validateDivestCount(state: ForExState, seat: number, currency: Currency, count: number): Result<undefined, ForExErrorCode> {
  if (!Number.isInteger(count) || count < 1)
    return no('ERR_DIVEST_COUNT', `Divest sells a whole number of certificates, at least 1; got ${count}.`, R.divest, 'count', {
      count,
    });
  const held = (state.certificates[seat] as PerCurrency)[currency];
  if (count > held)
    return no(
      'ERR_NOT_ENOUGH_CERTIFICATES',
      `${name(state, seat)} holds ${held} ${currency} certificates and cannot sell ${count}.`,
      R.divest,
      'count',
      { player: name(state, seat), held, currency, count },
    );
  return OK;
}

function validateResolve(state: ForExState, choice: Currency | undefined): Result<undefined, ForExErrorCode> {
  const front = state.queue[0];
  if (!front) return no('ERR_QUEUE_EMPTY', 'The Contract Queue is empty: nothing to resolve.', R.resolve);
  if (front.kind !== 'dividends') {
    if (choice !== undefined)
      return no('ERR_STRENGTHEN_NOT_ALLOWED', 'Only a Dividends item strengthens a currency when resolved.', R.resolve, 'strengthen');
    return OK;
  }
  const candidates = dividendStrengthenCandidates(state);
  if (candidates.length > 1 && choice === undefined) {
    const tie =
      candidates.length === CURRENCIES.length && certificatesHeld(state)[candidates[0] as Currency] === 0
        ? 'nobody holds a certificate, so all seven currencies tie at zero'
        : `${candidates.join(', ')} tie for the most certificates held`;
    return no(
      'ERR_STRENGTHEN_CHOICE_NEEDED',
      `After the dividends, ${tie}: the acting player chooses which is strengthened ("strengthen").`,
      R.resolve,
      'strengthen',
      { tie },
    );
  }
  if (choice !== undefined && !candidates.includes(choice)) {
    const why =
      candidates.length === 0
        ? 'nobody holds a certificate, so no currency is strengthened'
        : `the most-held currency is ${candidates.join(' or ')}`;
    return no('ERR_STRENGTHEN_NOT_TIED', `${choice} cannot be strengthened after these dividends: ${why}.`, R.resolve, 'strengthen', {
      choice,
      why,
    });
  }
  return OK;
}
