/**
 * The "declare a trade" form's state: the kind (mandatory, optional, deck),
 * who declares and with whom, and which cards, as references the engine
 * understands (`?` for an unidentified card, a mark such as `#3`, or a code).
 * A face-up card is seen by the table, so it has no `?`: it starts unnamed
 * (null) and the form cannot be sent until it is named. The form builds the
 * action; the engine alone says whether it is legal.
 */
import type { CardRef, TradesAction } from '../../../engine/trades/index';

export type DeclareKind = 'mandatory' | 'optional' | 'deck';

export class DeclareForm {
  kind = $state<DeclareKind>('mandatory');
  from = $state(0);
  to = $state(1);
  /** Mandatory: every card given; optional: the face-down ones. */
  give = $state<CardRef[]>(['?']);
  /** Optional: the face-up cards, null until named. */
  faceUp = $state<(CardRef | null)[]>([]);
  /** Deck trade: the card put under the deck, and the drawn card if it is declared. */
  deckGive = $state<CardRef>('?');
  draw = $state<string[]>([]);

  /** Cards in the trade (both halves for an optional trade). */
  count = $derived(this.kind === 'deck' ? 1 : this.give.length + (this.kind === 'optional' ? this.faceUp.length : 0));

  /** The numbers (1 = first card of the offer, as the fields are labelled) of the face-up cards not yet named. */
  unnamedFaceUp = $derived(this.kind === 'optional' ? this.faceUp.flatMap((r, i) => (r === null ? [this.give.length + i + 1] : [])) : []);

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
      this.give = resize(this.give, down, '?');
      this.faceUp = resize(this.faceUp, n - down, null);
    } else if (this.kind === 'mandatory') {
      this.give = resize(this.give, n, '?');
      this.faceUp = [];
    }
  }

  setFrom(seat: number): void {
    this.from = seat;
    if (this.to === seat) this.to = (seat + 1) % this.#players;
    this.#clearCards();
  }

  /** The action to send, or null while a face-up card is unnamed (the form says so and sends nothing). */
  action(): TradesAction | null {
    if (this.kind === 'deck')
      return { type: 'deckTrade', player: this.from, give: this.deckGive, ...(this.draw[0] ? { draw: this.draw[0] } : {}) };
    if (this.kind === 'optional') {
      const faceUp = this.faceUp.filter((r): r is CardRef => r !== null);
      if (faceUp.length < this.faceUp.length) return null;
      return { type: 'declare', kind: 'optional', from: this.from, to: this.to, give: [...this.give], faceUp };
    }
    return { type: 'declare', kind: 'mandatory', from: this.from, to: this.to, give: [...this.give] };
  }

  /** After a successful declaration: same kind, fresh cards, next declarer. */
  done(): void {
    this.#clearCards();
    this.draw = [];
  }

  /** Fresh cards: face-down ones unidentified, face-up ones unnamed (another hand's cards are not this one's). */
  #clearCards(): void {
    this.give = this.give.map(() => '?');
    this.faceUp = this.faceUp.map(() => null);
    this.deckGive = '?';
  }
}

function resize<T>(list: readonly T[], n: number, fill: T): T[] {
  return list.length >= n ? list.slice(0, n) : [...list, ...Array.from({ length: n - list.length }, (): T => fill)];
}
