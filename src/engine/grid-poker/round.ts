/**
 * The round: what happens when a phase is over. Setup (market, deal,
 * companies, discards), then each round: company effects, hand effects, grid
 * poker (commit, place, reveal, market discard, return or redraw, refill),
 * company improvement, end of round (discard down, draw below, pass the first
 * player marker), and the game end after the last round.
 */
import type { GridPokerState, GridEntry, MarketDiscardDue, Phase, TurnPhase } from './types';
import { axisResult, lineHands } from './grid';
import { committedPlace, DISCARD, know } from './knowledge';
import { drawable, drawToHand, resized, seatInOrder, settle } from './zones';
import { withState } from './shape';

const allFalse = (n: number): boolean[] => Array.from({ length: n }, () => false);

export const turnStart = (state: GridPokerState): TurnPhase => ({ turn: state.firstPlayer, taken: 0 });

/** The next seat of a turn phase, skipping seats `skip` says have nothing to do; null when every seat has acted. */
export function nextTurn(state: GridPokerState, phase: TurnPhase, skip: (seat: number) => boolean = () => false): TurnPhase | null {
  let taken = phase.taken + 1;
  while (taken < state.players.length && skip(seatInOrder(state, taken))) taken++;
  return taken >= state.players.length ? null : { turn: seatInOrder(state, taken), taken };
}

export const handLimit = (state: GridPokerState): number =>
  state.players.length >= 5 ? state.options.handLimitLarge : state.options.handLimit;

/** Cards a player discards at setup: `setupDiscards` (setup checks the deal allows it), or all that is left if a correction took some away. */
export const setupDiscardCount = (state: GridPokerState, seat: number): number =>
  Math.min(state.options.setupDiscards, state.hands[seat]?.count ?? 0);

/** A hand category in words for status lines ("full-house" is a code; players read "full house"). */
export const categoryWords = (category: string): string => category.replace(/-/g, ' ');

const withPhase = (state: GridPokerState, phase: Phase, note: string): GridPokerState => withState(state, { phase, note });

/** The market is full at setup: deal the hands, then companies in turn order. */
export function afterMarketSetup(state: GridPokerState): GridPokerState {
  let s = state;
  for (let k = 0; k < s.players.length; k++) s = drawToHand(s, seatInOrder(s, k), s.options.dealSize);
  return withPhase(
    s,
    { kind: 'company', ...turnStart(s) },
    `${s.options.dealSize} cards dealt to each player; companies are formed in turn order.`,
  );
}

export function afterCompanies(state: GridPokerState): GridPokerState {
  if (state.options.setupDiscards === 0) return enterCompanyEffects(state, 'Companies formed.');
  return withPhase(
    state,
    { kind: 'setupDiscard', done: allFalse(state.players.length) },
    `Companies formed; every player discards ${state.options.setupDiscards} cards.`,
  );
}

export function enterCompanyEffects(state: GridPokerState, note: string): GridPokerState {
  return withPhase(
    state,
    { kind: 'companyEffects', ...turnStart(state), used: allFalse(state.players.length), fresh: state.players.map(() => []) },
    `${note} Round ${state.round}: company effects.`,
  );
}

export function enterHandEffects(state: GridPokerState): GridPokerState {
  return withPhase(
    state,
    { kind: 'handEffects', ...turnStart(state), used: allFalse(state.players.length), fresh: state.players.map(() => []) },
    `Round ${state.round}: hand effects.`,
  );
}

export function enterCommit(state: GridPokerState): GridPokerState {
  const entries: GridEntry[] = state.players.map(() => ({ hand: null, company: null }));
  return withPhase(
    withState(state, { grid: { entries, rows: null, columns: null } }),
    { kind: 'commit', ...turnStart(state) },
    `Round ${state.round}: grid poker. Players commit hand cards to a row or column.`,
  );
}

export function enterPlace(state: GridPokerState): GridPokerState {
  return withPhase(state, { kind: 'place', ...turnStart(state) }, 'Players place their company cards next to a row or column.');
}

export function enterReveal(state: GridPokerState): GridPokerState {
  const waiting = state.grid?.entries.some((e) => e.hand && e.hand.cards === null) ?? false;
  if (waiting) return withPhase(state, { kind: 'reveal' }, 'Committed hand cards are revealed: enter them.');
  return score(state);
}

/** Every hand is known: evaluate the lines, award the points, then the winners discard market cards. */
export function score(state: GridPokerState): GridPokerState {
  const grid = state.grid;
  const hands = lineHands(state);
  if (!grid || hands === null)
    return withPhase(
      state,
      { kind: 'reveal' },
      drawable(state) > 0
        ? 'A market slot is empty: fill it before the hands are evaluated.'
        : 'A market slot is empty and the deck and the discard are too: a correction must put a card there before the hands are evaluated.',
    );
  const rows = axisResult(state, hands, 'row');
  const columns = axisResult(state, hands, 'column');
  const roundRow = (state.scores[state.round - 1] ?? []).slice();
  for (const r of [rows, columns]) for (const w of r.winners) roundRow[w.seat] = (roundRow[w.seat] ?? 0) + r.points;
  const scores = state.scores.map((row, i) => (i === state.round - 1 ? roundRow : row));
  const tallies: Record<string, number> = { ...state.tallies };
  const scoredCards = state.scoredCards.slice();
  for (const r of [rows, columns]) {
    for (const w of r.winners) {
      for (const key of [`won:${w.category}`, `wonWith:${w.source}`]) tallies[key] = (tallies[key] ?? 0) + 1;
      for (const code of w.cards.slice(3)) scoredCards.push({ code, seat: w.seat });
    }
  }
  const s: GridPokerState = withState(state, { grid: { ...grid, rows, columns }, scores, tallies, scoredCards });
  const said = [rows, columns]
    .map((r) =>
      r.winners.length === 0
        ? `no ${r.axis} hand`
        : `best ${r.axis}: ${r.winners.map((w) => s.players[w.seat]).join(' and ')} (${categoryWords(r.winners[0]?.category ?? 'high-card')}, ${r.points} point${r.points === 1 ? '' : 's'})`,
    )
    .join('; ');
  if (state.round >= state.options.rounds) {
    return withPhase(s, { kind: 'over' }, `${said}. Round ${state.round} was the last: the game is over.`);
  }
  const queue: MarketDiscardDue[] = [];
  for (const r of [rows, columns]) {
    const first = r.winners[0];
    if (first) queue.push({ seat: first.seat, line: first.line, axis: r.axis });
  }
  if (queue.length > 0) return withPhase(s, { kind: 'marketDiscard', queue }, `${said}.`);
  return enterReturn(withState(s, { note: said }));
}

/** Winners with hand cards discard them and draw two; the others who committed hand cards choose. */
export function enterReturn(state: GridPokerState): GridPokerState {
  const grid = state.grid;
  if (!grid) return enterRefill(state);
  const handWinners = new Set<number>();
  for (const r of [grid.rows, grid.columns]) for (const w of r?.winners ?? []) if (w.source === 'hand') handWinners.add(w.seat);
  let s = state;
  for (let k = 0; k < s.players.length; k++) {
    const seat = seatInOrder(s, k);
    const cards = grid.entries[seat]?.hand?.cards;
    if (!handWinners.has(seat) || !cards) continue;
    s = settle(
      drawToHand({ ...know(s, committedPlace(seat), DISCARD, cards), discard: resized(s.discard, cards.length) }, seat, cards.length),
      seat,
    );
  }
  const pending = grid.entries.map((e, seat) => e.hand !== null && !handWinners.has(seat));
  if (pending.some(Boolean))
    return withPhase(
      s,
      { kind: 'returnOrRedraw', pending },
      'Players who did not win with their hand cards return them to hand or discard and redraw.',
    );
  return enterRefill(s);
}

export function enterRefill(state: GridPokerState): GridPokerState {
  if (state.market.some((c) => c === null))
    return withPhase(state, { kind: 'refill' }, 'Replace the discarded market cards from the top of the deck: enter them.');
  return enterImprove(state);
}

export function enterImprove(state: GridPokerState): GridPokerState {
  return withPhase(
    state,
    { kind: 'improve', ...turnStart(state) },
    'Company improvement: each player may replace a company card with a hand card.',
  );
}

export function enterEndDiscard(state: GridPokerState): GridPokerState {
  const limit = handLimit(state);
  if (state.hands.some((h) => h.count > limit))
    return withPhase(state, { kind: 'endDiscard' }, `End of round: players discard down to ${limit} cards.`);
  return endRound(state);
}

/** Draw below the minimum, pass the first player marker to the left, start the next round. */
export function endRound(state: GridPokerState): GridPokerState {
  let s = state;
  for (let k = 0; k < s.players.length; k++) {
    const seat = seatInOrder(s, k);
    if ((s.hands[seat]?.count ?? 0) < s.options.drawBelow) s = drawToHand(s, seat, 1);
  }
  const firstPlayer = (s.firstPlayer + 1) % s.players.length;
  s = withState(s, { firstPlayer, round: s.round + 1, grid: null, resolving: null });
  return enterCompanyEffects(s, `The first player marker passes to ${s.players[firstPlayer]}.`);
}

/**
 * A phase that waits for the table (the market full, every committed hand
 * revealed, every hand within the limit) goes on as soon as the wait is
 * over, whichever action ended it: the action the phase asks for, or a
 * correction that did the same.
 */
export function resume(state: GridPokerState): GridPokerState {
  if (state.resolving) return state;
  const full = state.market.every((c) => c !== null);
  switch (state.phase.kind) {
    case 'market':
      return full ? afterMarketSetup(state) : state;
    case 'refill':
      return full ? enterImprove(state) : state;
    case 'reveal':
      // score() itself waits while a market slot is empty.
      return state.grid?.entries.some((e) => e.hand && !e.hand.cards) ? state : score(state);
    case 'endDiscard':
      return state.hands.some((h) => h.count > handLimit(state)) ? state : endRound(state);
    default:
      return state;
  }
}
