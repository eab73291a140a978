/**
 * The "declare a trade" form's state: the kind (mandatory, optional, deck),
 * who declares and with whom, and which cards, as references the engine
 * understands (`?` for an unidentified card, a mark such as `#3`, or a code).
 * The form builds the action; the engine alone says whether it is legal.
 */
import type { CardRef, TradesAction } from '../../../engine/trades/index';

export type DeclareKind = 'mandatory' | 'optional' | 'deck';

export class DeclareForm {
  kind = $state<DeclareKind>('mandatory');
  from = $state(0);
  to = $state(1);
  /** Mandatory: every card given; optional: the face-down ones. */
  give = $state<CardRef[]>(['?']);
  /** Optional: the face-up cards. */
  faceUp = $state<CardRef[]>([]);
  /** Deck trade: the card put under the deck, and the drawn card if it is declared. */
  deckGive = $state<CardRef>('?');
  draw = $state<string[]>([]);

  /** Cards in the trade (both halves for an optional trade). */
  count = $derived(this.kind === 'deck' ? 1 : this.give.length + (this.kind === 'optional' ? this.faceUp.length : 0));

  readonly #players: number;

  constructor(players: number) {
    this.#players = players;
  }

  setKind(kind: DeclareKind): void {
    this.kind = kind;
    this.setCount(kind === 'optional' ? Math.max(2, this.count) : kind === 'mandatory' ? Math.max(1, this.count) : 1);
  }

  /** Resizes the card lists to n cards, keeping the references already chosen. */
  setCount(n: number): void {
    if (this.kind === 'optional') {
      const down = Math.ceil(n / 2);
      this.give = resize(this.give, down);
      this.faceUp = resize(this.faceUp, n - down);
    } else if (this.kind === 'mandatory') {
      this.give = resize(this.give, n);
      this.faceUp = [];
    }
  }

  setFrom(seat: number): void {
    this.from = seat;
    if (this.to === seat) this.to = (seat + 1) % this.#players;
    this.give = this.give.map(() => '?');
    this.faceUp = this.faceUp.map(() => '?');
    this.deckGive = '?';
  }

  action(): TradesAction {
    if (this.kind === 'deck')
      return { type: 'deckTrade', player: this.from, give: this.deckGive, ...(this.draw[0] ? { draw: this.draw[0] } : {}) };
    if (this.kind === 'optional')
      return { type: 'declare', kind: 'optional', from: this.from, to: this.to, give: [...this.give], faceUp: [...this.faceUp] };
    return { type: 'declare', kind: 'mandatory', from: this.from, to: this.to, give: [...this.give] };
  }

  /** After a successful declaration: same kind, fresh cards, next declarer. */
  done(): void {
    this.give = this.give.map(() => '?');
    this.faceUp = this.faceUp.map(() => '?');
    this.deckGive = '?';
    this.draw = [];
  }
}

function resize(list: readonly CardRef[], n: number): CardRef[] {
  return list.length >= n ? list.slice(0, n) : [...list, ...Array.from({ length: n - list.length }, (): CardRef => '?')];
}
