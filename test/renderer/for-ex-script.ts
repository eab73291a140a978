/**
 * The 3-player For-Ex game the end-to-end test plays through the UI, as the
 * engine actions each UI step must produce. Shared by the engine check
 * (for-ex-script.test.ts: the sequence is legal and reaches every part the
 * issue asks for) and the Playwright spec (test/e2e/for-ex.spec.ts), so the
 * two can never drift apart. Seats: 0 Ann, 1 Bo, 2 Cy. The removed
 * certificates are entered as on a physical table so nothing depends on the
 * seed.
 */
import type { ForExAction } from '../../src/engine/for-ex/types';

export const SCRIPT_PLAYERS = ['Ann', 'Bo', 'Cy'] as const;
export const SCRIPT_REMOVED = 'USD,USD,CNY,GBP,EUR,JPY';

export const SCRIPT: readonly ForExAction[] = [
  // Turn 1 (Ann): a refused spot offer, an accepted one, then a contract.
  { type: 'spotOffer', player: 0, partner: 1, give: 'GBP', receive: 'USD' },
  { type: 'spotRefuse', player: 1 },
  { type: 'spotOffer', player: 0, partner: 2, give: 'GBP', receive: 'JPY' },
  { type: 'spotAccept', player: 2 },
  { type: 'contract', player: 0, pay: 'JPY', receive: 'CNY', amount: 1 },
  // Turns 2-3: investments, two currencies each, strengthened in order.
  { type: 'invest', player: 1, currencies: ['USD', 'CNY'] },
  { type: 'invest', player: 2, currencies: ['CNY', 'CAD'] },
  // Turn 4: Ann promises 2 GBP she will not have: contract B.
  { type: 'contract', player: 0, pay: 'GBP', receive: 'CNY', amount: 2 },
  // Turns 5-7: the first dividend (pays 0), contract A, then contract B becomes a loan.
  { type: 'resolve', player: 1 },
  { type: 'resolve', player: 2 },
  { type: 'resolve', player: 0 },
  // Turn 8: Bo divests CNY; Cy answers in the divest round.
  { type: 'divest', player: 1, currency: 'CNY', count: 1 },
  { type: 'divest', player: 2, currency: 'CNY', count: 1 },
  // Turn 9: the second dividend, USD and CAD tied for most held: Cy strengthens CAD.
  { type: 'resolve', player: 2, strengthen: 'CAD' },
  // Turn 10: Ann buys GBP with a spot transaction and makes a contract (letter A, free again).
  { type: 'spotOffer', player: 0, partner: 1, give: 'CNY', receive: 'GBP' },
  { type: 'spotAccept', player: 1 },
  { type: 'contract', player: 0, pay: 'CNY', receive: 'GBP', amount: 1 },
  { type: 'invest', player: 1, currencies: ['EUR', 'CHF'] },
  { type: 'invest', player: 2, currencies: ['GBP', 'USD'] },
  // Turn 13: more GBP for Ann, then she repays her loan.
  { type: 'spotOffer', player: 0, partner: 2, give: 'CNY', receive: 'GBP' },
  { type: 'spotAccept', player: 2 },
  { type: 'resolve', player: 0 },
  // Turns 14-17: the third dividend, contract A, the fourth dividend; Bo makes a contract.
  { type: 'resolve', player: 1 },
  { type: 'resolve', player: 2 },
  { type: 'resolve', player: 0 },
  { type: 'contract', player: 1, pay: 'USD', receive: 'JPY', amount: 2 },
  // Turn 18: Cy resolves the fifth dividend; then the table resolves the rest.
  { type: 'resolve', player: 2 },
  { type: 'resolve' },
];

/** What the screen and the replay must show at the end: strongest currency and money in it. */
export const SCRIPT_END = { strongest: 'USD', totals: { Ann: 2, Bo: 13, Cy: 12 }, winner: 'Bo' } as const;

/**
 * A short 2-player game that ends in a bankruptcy with the strongest
 * currency tied: GBP, EUR and USD each lead five pairs (a cycle: GBP > EUR >
 * USD > GBP) and nobody holds a certificate, so the player who took the
 * last turn chooses. Also a spot offer withdrawn. Two dividends of 0, each
 * resolved while nobody holds a certificate: all seven currencies tie at
 * zero and Eli strengthens CNY, which leads no pair before or after.
 */
export const TIE_PLAYERS = ['Dee', 'Eli'] as const;
export const TIE_RATES =
  'USD>GBP:1,GBP>EUR:1,GBP>CHF:2,GBP>JPY:2,GBP>CAD:3,GBP>CNY:7,' +
  'EUR>USD:1,EUR>CHF:1,EUR>JPY:2,EUR>CAD:2,EUR>CNY:6,' +
  'USD>CAD:2,USD>CNY:6,USD>CHF:1,USD>JPY:2,' +
  'CHF>JPY:2,CHF>CAD:2,CHF>CNY:6,JPY>CAD:2,JPY>CNY:5,CAD>CNY:4';
export const TIE_OPTIONS = { dividends: '0,0', startingRates: TIE_RATES, removedCertificates: SCRIPT_REMOVED } as const;

export const TIE_SCRIPT: readonly ForExAction[] = [
  // Dee promises 10 GBP for 10 EUR (1:1): contract A.
  { type: 'contract', player: 0, pay: 'GBP', receive: 'EUR', amount: 10 },
  // Eli offers a spot transaction, thinks better of it, and resolves the first dividend.
  { type: 'spotOffer', player: 1, partner: 0, give: 'USD', receive: 'GBP' },
  { type: 'spotWithdraw', player: 1 },
  { type: 'resolve', player: 1, strengthen: 'CNY' },
  // Dee cannot pay: a loan of 11 GBP.
  { type: 'resolve', player: 0 },
  // Eli resolves the last dividend; the table resolves the loan: Dee is bankrupt.
  { type: 'resolve', player: 1, strengthen: 'CNY' },
  { type: 'resolve' },
  // GBP, EUR and USD tie for strongest: Eli, who took the last turn, names USD.
  { type: 'chooseStrongest', player: 1, currency: 'USD' },
];

/** Dee is bankrupt and scores 0 (BGA); Eli's 2 of every currency, plus nothing else, converted into USD. */
export const TIE_END = { strongest: 'USD', candidates: ['GBP', 'EUR', 'USD'], winner: 'Eli' } as const;
