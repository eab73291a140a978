/**
 * Trades rules, apply side: carries out an action validate.ts accepted.
 * Cost is bounded by the table (at most 8 hands of 13 cards, a 52-card deck,
 * one open trade per player), never by the length of the match: no history
 * is kept in the state; the event log is the history.
 */
import { pauseCountdown, startCountdown } from '../core/clock';
import type { ActionContext } from '../core/game';
import { pickPositions } from '../core/rng';
import { moveTagged, nameIn, untag, type Knowledge } from '../core/knowledge';
import type { Result } from '../core/result';
import { handPlace, synced } from './knowledge';
import { drawTop, giveToSlot, swapKnowledge } from './moves';
import { findOpen } from './queue';
import { identify, receiveCards, removeCards, resolveRefs, type RefInput, type Resolved } from './refs';
import type { CardId, CardRef, Hand, LastTrade, Move, OpenTrade, Token, TradesAction, TradesState } from './types';
import { withState } from './shape';

/** Resolves references that validate already accepted (a failure here is a broken invariant). */
function mustResolve(state: TradesState, seat: number, refs: readonly CardRef[]): Resolved[] {
  const r = resolveRefs(
    state,
    seat,
    refs.map((ref, i): RefInput => ({ ref, path: String(i) })),
  );
  if (!r.ok) throw new Error(`Trades apply on an unvalidated action: ${r.error.code} ${r.error.message}`);
  return r.value;
}

function mustKnow(r: Result<Knowledge>): Knowledge {
  if (!r.ok) throw new Error(`Trades apply on an unvalidated action: ${r.error.code} ${r.error.message}`);
  return r.value;
}

const quiet = { names: (p: string) => p, rule: 'Trades', path: '' };

/** Names cards of a hand with the marked cards of the same action set apart (they are other cards), keeping their marks. */
function nameAside(k: Knowledge, seat: number, resolved: readonly Resolved[], codes: readonly string[]): Knowledge {
  const marks = resolved.flatMap((r) => (r.kind === 'marked' ? [r.id] : []));
  let out = k;
  for (const t of marks) out = moveTagged(out, t, 'aside', t);
  out = mustKnow(nameIn(out, handPlace(seat), codes, quiet));
  for (const t of marks) out = moveTagged(out, t, handPlace(seat), t);
  return out;
}

function withHands(state: TradesState, changes: ReadonlyMap<number, Hand>): readonly Hand[] {
  return state.hands.map((h, i) => changes.get(i) ?? h);
}

/** Gives each moved card its id in the receiver's hand: its code when known, else a fresh token. */
function idsFor(resolved: readonly Resolved[], nextToken: number): { ids: CardId[]; nextToken: number } {
  const ids: CardId[] = [];
  let t = nextToken;
  for (const r of resolved) {
    if (r.kind === 'known' || r.kind === 'declared') ids.push(r.id);
    else ids.push(`#${t++}` as Token);
  }
  return { ids, nextToken: t };
}

function nextTurn(state: TradesState): number {
  return state.options.mode === 'turns' ? (state.turn + 1) % state.players.length : state.turn;
}

function closeTrade(state: TradesState, t: OpenTrade): readonly OpenTrade[] {
  return state.open.filter((o) => o.id !== t.id);
}

/** Swaps cards between the initiator and the target of a trade and closes it. */
function swap(state: TradesState, t: OpenTrade, fromTarget: readonly CardRef[]): TradesState {
  const fromHand = state.hands[t.from] as Hand;
  const giveResolved = mustResolve(state, t.from, t.give);
  const takeResolved = mustResolve(state, t.to, fromTarget);
  const toTarget = idsFor(giveResolved, state.nextToken);
  const toInitiator = idsFor(takeResolved, toTarget.nextToken);
  const hands = new Map<number, Hand>([
    [t.from, receiveCards(removeCards(fromHand, giveResolved), toInitiator.ids)],
    [t.to, receiveCards(removeCards(state.hands[t.to] as Hand, takeResolved), toTarget.ids)],
  ]);
  const moves: Move[] = [
    ...toTarget.ids.map((id) => ({ from: t.from, to: t.to, id })),
    ...toInitiator.ids.map((id) => ({ from: t.to, to: t.from, id })),
  ];
  let knowledge = swapKnowledge(
    state.knowledge,
    { seat: t.from, resolved: giveResolved, ids: toTarget.ids },
    { seat: t.to, resolved: takeResolved, ids: toInitiator.ids },
  );
  // Both players completed a trade: their older marks lapse.
  knowledge = untag(knowledge, [...fromHand.marked, ...(state.hands[t.to] as Hand).marked]);
  return synced(
    withState(state, {
      hands: withHands(state, hands),
      open: closeTrade(state, t),
      nextToken: toInitiator.nextToken,
      turn: nextTurn(state),
      tradesCompleted: state.tradesCompleted + 1,
      lastTrade: { id: t.id, kind: t.kind, outcome: 'completed', moves },
    }),
    knowledge,
  );
}

function endWithoutMoves(state: TradesState, t: OpenTrade, outcome: LastTrade['outcome']): TradesState {
  return withState(state, { open: closeTrade(state, t), turn: nextTurn(state), lastTrade: { id: t.id, kind: t.kind, outcome, moves: [] } });
}

function deckTrade(state: TradesState, a: Extract<TradesAction, { type: 'deckTrade' }>): TradesState {
  const hand = state.hands[a.player] as Hand;
  const given = mustResolve(state, a.player, [a.give]);
  const g = given[0] as Resolved;
  const bottom = g.kind === 'known' || g.kind === 'declared' ? g.id : null;
  let { unknownTop, cycled } = state.deck;
  let drawn: CardId | null;
  if (unknownTop > 0) {
    unknownTop -= 1;
    drawn = a.draw ?? null;
    cycled = [...cycled, bottom];
  } else {
    drawn = cycled[0] ?? a.draw ?? null;
    cycled = [...cycled.slice(1), bottom];
  }
  let nextToken = state.nextToken;
  const id: CardId = drawn ?? (`#${nextToken++}` as Token);
  let knowledge = untag(giveToSlot(state, a.player, g), hand.marked);
  knowledge = drawTop(state, knowledge, a.player, drawn, drawn === null ? (id as Token) : null);
  const used = state.deckTradesUsed.map((u, i) => (i === a.player ? u + 1 : u));
  const moves: Move[] = [
    { from: a.player, to: 'deck', id: bottom },
    { from: 'deck', to: a.player, id },
  ];
  return synced(
    withState(state, {
      hands: withHands(state, new Map([[a.player, receiveCards(removeCards(hand, given), [id])]])),
      deck: { unknownTop, cycled },
      nextToken,
      deckTradesUsed: used,
      turn: nextTurn(state),
      tradesCompleted: state.tradesCompleted + 1,
      lastTrade: { id: state.nextTradeId, kind: 'deck', outcome: 'completed', moves },
      nextTradeId: state.nextTradeId + 1,
    }),
    knowledge,
  );
}

export function applyTrades(state: TradesState, action: TradesAction, ctx: ActionContext): TradesState {
  switch (action.type) {
    case 'startClock':
      return withState(state, { phase: 'trading', clock: startCountdown(state.clock, ctx.at) });
    case 'pauseClock':
      return withState(state, { clock: pauseCountdown(state.clock, ctx.at) });
    case 'resumeClock':
      return withState(state, { clock: startCountdown(state.clock, ctx.at) });
    case 'timeUp':
      // Trading stops: trades not finished are void and their cards stay where they are.
      return withState(state, { phase: 'scoring', open: [], clock: { durationMs: state.clock.durationMs, leftMs: 0, runningSince: null } });
    case 'declare': {
      const faceUp = action.kind === 'optional' ? action.faceUp : [];
      const refs = [...action.give, ...faceUp];
      const resolved = mustResolve(state, action.from, refs);
      const hand = identify(state.hands[action.from] as Hand, resolved);
      const give: CardRef[] = resolved.map((r) => r.id ?? '?');
      const trade: OpenTrade = {
        id: state.nextTradeId,
        kind: action.kind,
        from: action.from,
        to: action.to,
        give,
        faceUp: faceUp.length,
        blindPositions: null,
      };
      const declared = resolved.flatMap((r) => (r.kind === 'declared' ? [r.id] : []));
      const knowledge = declared.length ? nameAside(state.knowledge, action.from, resolved, declared) : state.knowledge;
      return synced(
        withState(state, {
          hands: withHands(state, new Map([[action.from, hand]])),
          open: [...state.open, trade],
          nextTradeId: state.nextTradeId + 1,
        }),
        knowledge,
      );
    }
    case 'pickBlind': {
      const t = findOpen(state, action.trade) as OpenTrade;
      const want = t.kind === 'mandatory' ? Math.floor(t.give.length / 2) : t.give.length;
      const [positions, rng] = pickPositions(state.rng, (state.hands[t.to] as Hand).size, want);
      const picked = { ...t, blindPositions: positions.map((p) => p + 1) };
      return withState(state, { rng, open: state.open.map((o) => (o.id === t.id ? picked : o)) });
    }
    case 'complete': {
      const t = findOpen(state, action.trade) as OpenTrade;
      return swap(state, t, [...action.picked, ...action.chosen]);
    }
    case 'accept': {
      const t = findOpen(state, action.trade) as OpenTrade;
      return swap(state, t, action.picked);
    }
    case 'refuse':
      return endWithoutMoves(state, findOpen(state, action.trade) as OpenTrade, 'refused');
    case 'withdraw': {
      // A withdrawn trade never started, so it does not move the turn on.
      const t = findOpen(state, action.trade) as OpenTrade;
      return withState(state, { open: closeTrade(state, t), lastTrade: { id: t.id, kind: t.kind, outcome: 'withdrawn', moves: [] } });
    }
    case 'deckTrade':
      return deckTrade(state, action);
    case 'pass':
      return withState(state, { turn: nextTurn(state) });
    case 'enterHand': {
      const finalHands = state.finalHands.map((h, i) => (i === action.player ? [...action.cards] : h));
      // The knowledge stays as trading left it: a hand may be entered again (a correction), checked afresh.
      return withState(state, { finalHands, phase: finalHands.every((h) => h !== null) ? 'finished' : 'scoring' });
    }
  }
}
