/**
 * The "record a trade" form's state: the two players, how many cards each
 * gives (1 or 2), and the cards' identities when the table names them
 * (optional). It builds the engine's trade action; the engine alone says
 * whether it is legal.
 */
import type { TechExchangeAction } from '../../../engine/tech-exchange/index';

export class TradeForm {
  a = $state(0);
  b = $state(1);
  aCount = $state(1);
  bCount = $state(1);
  aCards = $state<string[]>([]);
  bCards = $state<string[]>([]);

  readonly #players: number;
  readonly #max: number;

  constructor(players: number, maxCards: number) {
    this.#players = players;
    this.#max = Math.max(1, maxCards);
  }

  get maxCards(): number {
    return this.#max;
  }

  /** Next player as A (skipping B). */
  nextA(): void {
    this.setA((this.a + 1) % this.#players);
  }

  /** Next player as B (skipping A). */
  nextB(): void {
    let b = (this.b + 1) % this.#players;
    if (b === this.a) b = (b + 1) % this.#players;
    this.b = b;
  }

  setA(seat: number): void {
    this.a = seat;
    if (this.b === seat) this.b = (seat + 1) % this.#players;
    this.aCards = [];
  }

  setB(seat: number): void {
    this.b = seat;
    if (this.a === seat) this.a = (seat + 1) % this.#players;
    this.bCards = [];
  }

  /** Cycles a side's count 1, 2, ... up to the option's maximum. */
  cycle(side: 'a' | 'b'): void {
    if (side === 'a') this.aCount = (this.aCount % this.#max) + 1;
    else this.bCount = (this.bCount % this.#max) + 1;
  }

  action(): TechExchangeAction {
    return {
      type: 'trade',
      a: this.a,
      b: this.b,
      aGives: this.aCards.length > 0 ? [...this.aCards] : this.aCount,
      bGives: this.bCards.length > 0 ? [...this.bCards] : this.bCount,
    };
  }

  /** After a recorded trade: same players and counts (trades often repeat), no identities. */
  done(): void {
    this.aCards = [];
    this.bCards = [];
  }
}
