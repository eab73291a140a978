/**
 * For-Ex states and phases built one way each: a state with some fields
 * changed is one literal with every field in the interface's order, and each
 * phase kind has one maker. Why: V8 gives an object its hidden class by how
 * it was built, and a spread (`{ ...state, phase }`) makes a class of its
 * own at each place and from each class it copies; after 300 simulated games
 * a state had come in 24 classes and a turn phase in 15, so the rules' hot
 * code (the candidates, validate, apply) kept meeting new ones, was thrown
 * out and optimised again, and that compiling cost as much CPU as the games.
 * Same values either way: only how the objects are made changes.
 */
import type { Currency, ForExState, Phase, SpotOffer } from './types';

/** `s` with the fields of `c` in place of its own (a field absent from `c` stays; no field of a state is ever undefined). */
export function withState(s: ForExState, c: Partial<ForExState>): ForExState {
  return {
    players: c.players !== undefined ? c.players : s.players,
    settings: c.settings !== undefined ? c.settings : s.settings,
    rng: c.rng !== undefined ? c.rng : s.rng,
    rates: c.rates !== undefined ? c.rates : s.rates,
    money: c.money !== undefined ? c.money : s.money,
    certificates: c.certificates !== undefined ? c.certificates : s.certificates,
    supply: c.supply !== undefined ? c.supply : s.supply,
    removed: c.removed !== undefined ? c.removed : s.removed,
    retired: c.retired !== undefined ? c.retired : s.retired,
    queue: c.queue !== undefined ? c.queue : s.queue,
    dividendsPaid: c.dividendsPaid !== undefined ? c.dividendsPaid : s.dividendsPaid,
    phase: c.phase !== undefined ? c.phase : s.phase,
    turn: c.turn !== undefined ? c.turn : s.turn,
    lastTurnPlayer: c.lastTurnPlayer !== undefined ? c.lastTurnPlayer : s.lastTurnPlayer,
    end: c.end !== undefined ? c.end : s.end,
  };
}

export type TurnPhase = Extract<Phase, { kind: 'turn' }>;
export type DivestPhase = Extract<Phase, { kind: 'divestRound' }>;

export const turnPhase = (player: number, spotDone: boolean, offer: SpotOffer | null): TurnPhase => ({
  kind: 'turn',
  player,
  spotDone,
  offer,
});

export const divestPhase = (player: number, currency: Currency, asked: number): DivestPhase => ({
  kind: 'divestRound',
  player,
  currency,
  asked,
});

/**
 * One value per seat, in a packed array. Not `map`: its array is packed when
 * V8 has optimised the call and holey when not, so the same state's money
 * came in two kinds of array by chance, and code reading `money[seat]` was
 * thrown out and run again hundreds of times in some runs and not in others.
 */
export function perSeat<T>(n: number, f: (seat: number) => T): T[] {
  const out: T[] = [];
  for (let seat = 0; seat < n; seat++) out.push(f(seat));
  return out;
}

/** `list` with the item at `seat` replaced by `f` of it (a packed copy; `list` itself when `seat` is out of range, as a copy). */
export function replaceAt<T>(list: readonly T[], seat: number, f: (x: T) => T): T[] {
  const out = list.slice();
  if (seat >= 0 && seat < list.length) out[seat] = f(list[seat] as T);
  return out;
}
