/**
 * Typed access to the peer evaluators used as oracles and in the benchmark
 * (phe 0.6.0 and pokersolver 2.1.4, dev dependencies without type
 * declarations). phe card codes: rank index (2 = 0 .. ace = 12) * 4 + suit.
 */
import { createRequire } from 'node:module';

export interface Phe {
  /** 5 to 7 phe card codes; smaller is better. */
  evaluateCardCodes(codes: readonly number[]): number;
  /** 5 to 7 cards like 'Ah'; smaller is better. */
  evaluateCards(cards: readonly string[]): number;
}

export interface PokerSolverHand {
  readonly name: string;
  readonly rank: number;
}

export interface PokerSolver {
  readonly Hand: {
    solve(cards: readonly string[]): PokerSolverHand;
    winners(hands: readonly PokerSolverHand[]): PokerSolverHand[];
  };
}

const require = createRequire(import.meta.url);
export const phe = require('phe') as Phe;
export const pokersolver = require('pokersolver') as PokerSolver;

/** phe's code for a Tech Deck value 1..13 and domain index 0..3 (domains mapped to suits in order). */
export const pheCode = (value: number, domain: number): number => (value === 1 ? 12 : value - 2) * 4 + domain;

const RANK_CHARS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
const SUIT_CHARS = ['s', 'h', 'd', 'c'];
/** The 'Ah' style text of a Tech Deck value and domain index (phe and pokersolver read it). */
export const peerText = (value: number, domain: number): string => `${RANK_CHARS[value - 1]}${SUIT_CHARS[domain]}`;
