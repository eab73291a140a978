/**
 * Tech Grid Poker's rules check, the shared part: the rule names, the seat,
 * turn and phase checks and the card checks every action's validation uses
 * (validate.ts holds the per-action rules). Never throws.
 */
import { err, OK, type Result } from '../core/result';
import type { GridPokerErrorCode, GridPokerState, TurnPhase } from './types';
import type { CardCode } from '../core/cards';
import { canHold, canHoldExactly, committedPlace, handPlace } from './knowledge';
import { appDeals } from './zones';

export const R = {
  setup: 'Tech Grid Poker: setup',
  market: 'Tech Grid Poker: the market',
  company: 'Tech Grid Poker: company',
  effects: 'Tech Grid Poker: company and hand effects',
  chaining: 'Tech Grid Poker: chaining effects',
  poker: 'Tech Grid Poker: poker hands',
  exclusivity: 'Tech Grid Poker: row and column exclusivity',
  reveal: 'Tech Grid Poker: reveal cards',
  best: 'Tech Grid Poker: best row and best column',
  returns: 'Tech Grid Poker: return or redraw cards',
  refill: 'Tech Grid Poker: replace scored market cards',
  improve: 'Tech Grid Poker: company improvement',
  endRound: 'Tech Grid Poker: end of round',
  dealing: 'Tech Grid Poker: dealing',
} as const;

/** When the app deals it must go on knowing every card: a discard names its cards. */
export function namedWhenAppDeals(
  state: GridPokerState,
  cards: readonly unknown[] | undefined,
  what: string,
): Result<undefined, GridPokerErrorCode> {
  if (cards || !appDeals(state)) return OK;
  return err('ERR_CARD_REQUIRED', `The app deals (option dealing: app), so it knows every card: name the cards of ${what}.`, {
    rule: R.dealing,
    path: 'cards',
    params: { variant: 'appDeals2', what },
  });
}

export const phaseNames: Record<GridPokerState['phase']['kind'], string> = {
  market: 'dealing the market',
  company: 'forming companies',
  setupDiscard: 'the setup discards',
  companyEffects: 'company effects',
  handEffects: 'hand effects',
  commit: 'committing hand cards',
  place: 'placing company cards',
  reveal: 'revealing hand cards',
  marketDiscard: 'the winners\u2019 market discards',
  returnOrRedraw: 'returning or redrawing hand cards',
  refill: 'refilling the market',
  improve: 'company improvement',
  endDiscard: 'the end-of-round discards',
  over: 'the end of the game',
};

export function wrongPhase(state: GridPokerState, what: string, rule: string): Result<never, GridPokerErrorCode> {
  return err('ERR_WRONG_PHASE', `${what} is not possible during ${phaseNames[state.phase.kind]}.`, {
    rule,
    path: 'type',
    params: { variant: 'possibleDuring', what, phaseName: phaseNames[state.phase.kind] },
  });
}

export function checkSeat(state: GridPokerState, seat: number): Result<undefined, GridPokerErrorCode> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players.length)
    return err('ERR_NO_SUCH_SEAT', `There is no seat ${seat}; the seats are 0 to ${state.players.length - 1}.`, {
      path: 'seat',
      params: { variant: 'seatSeats', seat, playerCount: state.players.length - 1 },
    });
  return OK;
}

export function checkTurn(state: GridPokerState, phase: TurnPhase, seat: number, rule: string): Result<undefined, GridPokerErrorCode> {
  if (phase.turn !== seat)
    return err(
      'ERR_NOT_YOUR_TURN',
      `It is ${state.players[phase.turn]}'s turn, not ${state.players[seat]}'s (turn order starts with the first player).`,
      { rule, path: 'seat', params: { variant: 'turnTurn', player: state.players[phase.turn], player2: state.players[seat] } },
    );
  return OK;
}

/**
 * Whether `seat`'s committed pair may be exactly these cards, as a multiset (a hand known to hold one copy of a
 * code reveals two only if another may be there). Remembered per card knowledge (knowledge.ts), so a bot that
 * asks before it reveals makes the validation that follows free.
 */
export function revealable(state: GridPokerState, seat: number, cards: readonly CardCode[]): Result<undefined, GridPokerErrorCode> {
  return canHoldExactly(state, committedPlace(seat), cards, R.reveal, 'cards');
}

export function checkCodes(
  state: GridPokerState,
  codes: readonly string[],
  n: number,
  what: string,
  rule: string,
): Result<undefined, GridPokerErrorCode> {
  if (codes.length !== n)
    return err('ERR_CARD_COUNT', `${what} takes exactly ${n} card${n === 1 ? '' : 's'}; ${codes.length} given.`, {
      rule,
      path: 'cards',
      params: { variant: 'takesExactly', what, count: n, codeCount: codes.length },
    });
  return OK;
}

export function checkHandHolds(
  state: GridPokerState,
  seat: number,
  codes: readonly string[],
  rule: string,
  path = 'cards',
): Result<undefined, GridPokerErrorCode> {
  const hand = state.hands[seat] ?? { count: 0, known: [] };
  if (codes.length > hand.count)
    return err(
      'ERR_NOT_ENOUGH_CARDS',
      `${state.players[seat]} holds ${hand.count} card${hand.count === 1 ? '' : 's'}, fewer than ${codes.length}.`,
      { rule, path, params: { variant: 'holdsCard', player: state.players[seat], count: hand.count, codeCount: codes.length } },
    );
  return canHold(state, handPlace(seat), codes, rule, path);
}
