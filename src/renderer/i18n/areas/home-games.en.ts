/**
 * English: each game's one-line description on the home screen, by game id.
 * The engine's own description is the English shown (a test keeps these
 * copies equal to it); another language shows its key's text.
 */
export const homeGamesEn = {
  'tech-exchange': 'Real-time card trading: grow the stock stacks and score triples, quadruples and a flush.',
  'tech-chess': 'Chess on a 6x6 board with Tech Deck cards as pieces: two kings each, upgrades, builds and card effects.',
  'grid-poker': 'Poker hands on a 3x3 market of Tech Deck cards, with companies and card effects; 2-6 players, four rounds.',
  'for-ex': 'Currency trading with contracts, loans and a shifting rate board; Deckside is the bank.',
  trades: 'Trade cards against the clock; the lowest hand total wins.',
} as const;
