/**
 * What can be done now, for the UI's buttons and shortcuts, with the one
 * meaning of legalActions: actor null gets only the table's own actions (the
 * clock, the time-up), a seat only the actions that seat declares (its trades,
 * its answers as a target, its final hand); offered with a reason when they
 * are not allowed. Actions needing cards are offered without a ready
 * action; the UI collects the cards and validate has the last word.
 */
import type { ActionOffer } from '../core/game';
import { countdownRunning } from '../core/clock';
import { isUnderWay, tradeOf } from './queue';
import type { TradesAction, TradesState } from './types';

const offer = (
  type: TradesAction['type'],
  label: string,
  actor: number | null,
  extra: { action?: TradesAction; disabledReason?: string; irreversible?: true } = {},
): ActionOffer => ({
  type,
  label,
  actor,
  ...extra,
});

function tableOffers(state: TradesState): ActionOffer[] {
  switch (state.phase) {
    case 'ready':
      return [offer('startClock', 'Start the clock', null, { action: { type: 'startClock' } })];
    case 'trading':
      return [
        countdownRunning(state.clock)
          ? offer('pauseClock', 'Pause the clock', null, { action: { type: 'pauseClock' } })
          : offer('resumeClock', 'Resume the clock', null, { action: { type: 'resumeClock' } }),
        // Ends trading for good: open trades are void.
        offer('timeUp', 'Time up (when the clock shows 0:00)', null, { action: { type: 'timeUp' }, irreversible: true }),
      ];
    default:
      return [];
  }
}

/** Why a seat cannot declare now, or null. */
function declareBlock(state: TradesState, seat: number): string | null {
  if (!countdownRunning(state.clock)) return 'The clock is paused.';
  if (state.options.mode === 'turns') {
    if (state.open.length) return 'A trade is under way.';
    if (state.turn !== seat) return `It is ${state.players[state.turn]}'s turn.`;
  }
  const busy = tradeOf(state, seat);
  return busy ? `Busy in trade ${busy.id}.` : null;
}

function seatOffers(state: TradesState, seat: number): ActionOffer[] {
  if (state.phase === 'scoring') {
    const done = state.finalHands[seat] !== null;
    // The last missing hand ends the game: the scores are final.
    const last = !done && state.finalHands.every((h, s) => s === seat || h !== null);
    return [offer('enterHand', done ? 'Correct the final hand' : 'Enter the final hand', seat, last ? { irreversible: true } : {})];
  }
  if (state.phase !== 'trading') return [];
  const out: ActionOffer[] = [];
  const block = declareBlock(state, seat);
  const hand = state.hands[seat]!;
  const why = (extra: string | null): { disabledReason?: string } => {
    const reason = block ?? extra;
    return reason ? { disabledReason: reason } : {};
  };
  out.push(offer('declare', 'Mandatory trade', seat, why(null)));
  out.push(offer('declare', 'Optional trade', seat, why(hand.size < 2 ? 'An optional trade needs at least 2 cards.' : null)));
  const left = state.options.deckTrades - (state.deckTradesUsed[seat] ?? 0);
  const deckSize = state.deck.unknownTop + state.deck.cycled.length;
  out.push(
    offer(
      'deckTrade',
      `Trade with the deck (${left} left)`,
      seat,
      why(left <= 0 ? 'No deck trades left.' : deckSize === 0 ? 'The deck is empty.' : null),
    ),
  );
  if (state.options.mode === 'turns') out.push(offer('pass', 'Pass', seat, { action: { type: 'pass', player: seat }, ...why(null) }));
  for (const t of state.open) {
    const started = isUnderWay(state, t);
    if (t.from === seat) {
      const blind = t.kind === 'mandatory' ? Math.floor(t.give.length / 2) : t.give.length;
      if (started && !t.blindPositions && blind > 0)
        out.push(offer('pickBlind', `Pick blind from ${state.players[t.to]}`, seat, { action: { type: 'pickBlind', trade: t.id } }));
      if (!started) out.push(offer('withdraw', `Withdraw trade ${t.id}`, seat, { action: { type: 'withdraw', trade: t.id } }));
    }
    if (t.to === seat) {
      const waiting = started ? {} : { disabledReason: `Trade ${t.id} waits in the queue.` };
      if (t.kind === 'mandatory') out.push(offer('complete', `Complete trade ${t.id} with ${state.players[t.from]}`, seat, waiting));
      else {
        out.push(offer('accept', `Accept trade ${t.id} from ${state.players[t.from]}`, seat, waiting));
        out.push(
          offer('refuse', `Refuse trade ${t.id} from ${state.players[t.from]}`, seat, {
            action: { type: 'refuse', trade: t.id },
            ...waiting,
          }),
        );
      }
    }
  }
  return out;
}

export function tradesLegalActions(state: TradesState, actor: number | null): readonly ActionOffer[] {
  if (actor === null) return tableOffers(state);
  if (!Number.isInteger(actor) || actor < 0 || actor >= state.players.length) return [];
  return seatOffers(state, actor);
}
