/**
 * What the Trades table shows: the public view (per seat or for the
 * referee) and the header summary (describe.ts writes the log lines).
 */
import { countdownExpired, countdownLeft, countdownRunning, type Countdown } from '../core/clock';
import type { TableSummary } from '../core/game';
import { handTotal, tradesOutcome } from './scoring';
import { tradesPhaseId } from './flow';
import { isUnderWay } from './queue';
import { anonymousCount } from './refs';
import type { CardCode } from '../core/cards';
import type { CardId, CardRef, LastTrade, TradeKind, TradesState, TradesPhase } from './types';
import { formatClock } from './clock';

export interface TradesPlayerView {
  readonly seat: number;
  readonly name: string;
  readonly handSize: number;
  /** Declared cards in the hand; hidden (null) from other seats. */
  readonly known: readonly CardCode[] | null;
  readonly marked: readonly CardId[];
  readonly unidentified: number;
  /** Ids received in the last trade (codes shown as ? to other seats): at most length - 1 may go in the next one. */
  readonly lastReceived: readonly CardRef[];
  readonly deckTradesLeft: number;
  readonly busyIn: number | null;
  readonly finalHand: readonly CardCode[] | null;
  readonly total: number | null;
}

export interface TradesOpenView {
  readonly id: number;
  readonly kind: TradeKind;
  readonly from: number;
  readonly to: number;
  readonly cards: number;
  /** Face-up cards of an optional trade (public); face-down ones are never shown to other seats. */
  readonly faceUp: readonly CardRef[];
  readonly status: 'under way' | 'waiting';
  readonly blindPositions: readonly number[] | null;
}

export interface TradesView {
  readonly phase: TradesPhase;
  readonly mode: TradesState['options']['mode'];
  readonly clock: Countdown;
  readonly turn: number | null;
  readonly players: readonly TradesPlayerView[];
  readonly deck: { readonly size: number; readonly cycledKnown: readonly (CardCode | null)[] };
  readonly open: readonly TradesOpenView[];
  readonly lastTrade: LastTrade | null;
}

export function tradesView(state: TradesState, viewer: number | null): TradesView {
  return {
    phase: state.phase,
    mode: state.options.mode,
    clock: state.clock,
    turn: state.options.mode === 'turns' && state.phase === 'trading' ? state.turn : null,
    players: state.players.map((name, seat) => {
      const h = state.hands[seat]!;
      const final = state.finalHands[seat] ?? null;
      return {
        seat,
        name,
        handSize: h.size,
        known: viewer === null || viewer === seat ? h.known : null,
        marked: h.marked,
        unidentified: anonymousCount(h),
        lastReceived:
          viewer === null || viewer === seat ? h.lastReceived : h.lastReceived.map((id): CardRef => (id.startsWith('#') ? id : '?')),
        deckTradesLeft: state.options.deckTrades - (state.deckTradesUsed[seat] ?? 0),
        busyIn: state.open.find((t) => t.from === seat || t.to === seat)?.id ?? null,
        finalHand: final,
        total: final ? handTotal(final) : null,
      };
    }),
    deck: { size: state.deck.unknownTop + state.deck.cycled.length, cycledKnown: viewer === null ? state.deck.cycled : [] },
    open: state.open.map((t) => ({
      id: t.id,
      kind: t.kind,
      from: t.from,
      to: t.to,
      cards: t.give.length,
      faceUp: t.give.slice(t.give.length - t.faceUp),
      status: isUnderWay(state, t) ? 'under way' : 'waiting',
      blindPositions: t.blindPositions,
    })),
    lastTrade: state.lastTrade,
  };
}

export function tradesSummary(state: TradesState, now: number): TableSummary {
  return { ...phaseSummary(state, now), phaseId: tradesPhaseId(state) };
}

function phaseSummary(state: TradesState, now: number): TableSummary {
  const turn = state.options.mode === 'turns' && state.phase === 'trading' ? state.turn : null;
  switch (state.phase) {
    case 'ready':
      return { phase: `Ready: start the clock (${formatClock(state.clock.durationMs)})`, turn: null, finished: false };
    case 'trading': {
      if (countdownExpired(state.clock, now)) return { phase: 'Time is up: trading has stopped', turn: null, finished: false };
      const left = formatClock(countdownLeft(state.clock, now));
      const who = turn !== null ? `, ${state.players[turn]} to declare` : '';
      return { phase: countdownRunning(state.clock) ? `Trading: ${left} left${who}` : `Paused: ${left} left${who}`, turn, finished: false };
    }
    case 'scoring': {
      const entered = state.finalHands.filter((h) => h !== null).length;
      return { phase: `Time up: enter the final hands (${entered} of ${state.players.length} entered)`, turn: null, finished: false };
    }
    case 'finished': {
      const o = tradesOutcome(state);
      const names = (o?.winners ?? []).map((w) => state.players[w]).join(' and ');
      return { phase: `Finished: ${names} ${o && o.winners.length > 1 ? 'share the win' : 'wins'}`, turn: null, finished: true };
    }
  }
}
