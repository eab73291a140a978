/**
 * The corrections form's drafts: a stock stack and a hand size, each starting
 * from what the referee holds now (the real stack, the real count), so a
 * correction changes only what is wrong and never starts from a made-up 8.
 */
import type { Domain } from '../../../engine/core/cards';
import type { TechExchangeState } from '../../../engine/tech-exchange/index';

export class CorrectionsDraft {
  domain = $state<Domain>('kn');
  cards = $state<string[]>([]);
  seat = $state(0);
  count = $state(0);

  constructor(s: TechExchangeState) {
    this.pickStack(s, 'kn');
    this.pickSeat(s, 0);
  }

  /** Shows a stack as the referee has it. */
  pickStack(s: TechExchangeState, d: Domain): void {
    this.domain = d;
    this.cards = [...s.stacks[d]];
  }

  /** Shows a player's hand size as the referee counts it. */
  pickSeat(s: TechExchangeState, seat: number): void {
    this.seat = seat;
    this.count = s.hands[seat]?.count ?? 0;
  }
}
