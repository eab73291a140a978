/**
 * The end-to-end test's Tech Exchange game (3 players, 3 rounds), as the
 * engine's actions: the vitest in tech-exchange-script.test.ts plays it with
 * the engine alone, and test/e2e/tech-exchange.spec.ts plays the same game
 * through the UI. Round 1 has trades, a stack reaching the first phase's
 * limit, an effect the engine carries out (13sc) and a guided one (4kn), a
 * wild placed on a chosen stack, "done" and back, and a hand discarded down
 * to the smallest size; rounds 2 and 3 are short.
 */
export const SCRIPT_SEED = 'x';
export const SCRIPT_PLAYERS = ['Ann', 'Bo', 'Cy'] as const;
/** Seed "x" gives Ann the first-player marker in round 1 (then Bo, then Cy). */
export const SCRIPT_FIRST = 0;

/** The revealed hands, by round and seat (typed on one line in the UI). */
export const HANDS: readonly (readonly (readonly string[])[])[] = [
  [
    ['2kn', '2sc', '2te', '3kn', '3sc', '3te', '3se', '11kn', '12kn'],
    ['5sc', '5te', '5se', '6sc', '6te', '6se', '7kn', '7te'],
    ['8kn', '8sc', '8te', '11te', '12te', '13te', '9kn'],
  ],
  [
    ['2kn', '2sc', '2te', '3kn', '3sc', '3te', '3se', '11kn'],
    ['5sc', '5te', '5se', '6sc', '6te', '6se', '7kn', '7te'],
    ['8kn', '8sc', '8te', '11te', '12te', '13te', '9kn', '9sc'],
  ],
  [
    ['2kn', '2sc', '2te', '3kn', '3sc', '3te', '3se', '11kn'],
    ['5sc', '5te', '5se', '6sc', '6te', '6se', '7kn', '7te'],
    ['8kn', '8sc', '8te', '11te', '12te', '13te', '9kn', '9sc'],
  ],
];

/** The suggested scores the players accept, by round and seat, and the totals. */
export const ROUND_SCORES = [
  [28, 24, 24],
  [11, 12, 6],
  [14, 12, 9],
] as const;
export const TOTALS = [53, 48, 39] as const;

const scoring = (round: number): unknown[] =>
  [0, 1, 2].flatMap((seat) => [
    { type: 'revealHand', seat, cards: HANDS[round]?.[seat] },
    { type: 'acceptScore', seat },
  ]);

const passes = (seats: number[]): unknown[] => seats.map((seat) => ({ type: 'passEffect', seat }));

/** A short round: one trade, trading ended by the table, no effects, hands scored. */
const shortRound = (round: number, first: number, revealed: string): unknown[] => {
  const order = [first, (first + 1) % 3, (first + 2) % 3];
  return [
    { type: 'trade', a: 0, b: 2, aGives: 1, bGives: 1 },
    { type: 'reveal', card: revealed },
    { type: 'endTrading' },
    ...passes(order),
    { type: 'endTrading' },
    ...passes(order),
    ...scoring(round),
  ];
};

export const SCRIPT: readonly unknown[] = [
  // Round 1, first trading phase: two trades; the kn stack reaches 3 cards.
  { type: 'trade', a: 0, b: 1, aGives: 1, bGives: 1 },
  { type: 'reveal', card: '5kn' },
  { type: 'trade', a: 1, b: 2, aGives: 2, bGives: 2 },
  { type: 'reveal', card: '6kn' },
  // First effects phase: Ann uses AI (13sc), carried out by the engine; she is the first user, so a card is revealed.
  {
    type: 'useEffect',
    seat: 0,
    card: '13sc',
    text: "Replace a neutral card in play (a stock stack card) with the top card of the deck; if that card does not match the stack's domain, move it to the stack of its own domain. (Summary of tech-exchange.txt; the printed text is unknown.)",
    effect: { kind: 'replaceStackCard' },
  },
  { type: 'replaceStackCard', stack: 'kn', card: '5kn', revealed: '7sc' },
  { type: 'reveal', card: '8se' },
  ...passes([1, 2]),
  // Second trading phase: a 1-for-2 trade, a wild revealed (onto te), then the next card; Bo is done and back; all done.
  { type: 'trade', a: 0, b: 2, aGives: 1, bGives: 2 },
  { type: 'reveal', card: 'wild', stack: 'te' },
  { type: 'reveal', card: '9te' },
  { type: 'announceDone', seat: 1 },
  { type: 'resumeTrading', seat: 1 },
  { type: 'announceDone', seat: 0 },
  { type: 'announceDone', seat: 1 },
  { type: 'announceDone', seat: 2 },
  // Second effects phase: Ann passes, Bo uses 4kn (text unknown: guided), then reveals; Cy passes.
  ...passes([0]),
  { type: 'useEffect', seat: 1, card: '4kn', text: null },
  { type: 'finishEffect' },
  { type: 'reveal', card: '10te' },
  ...passes([2]),
  ...scoring(0),
  ...shortRound(1, 1, '10se'),
  ...shortRound(2, 2, '10sc'),
];
