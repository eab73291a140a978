/** English: how the renderer names a card it draws (src/renderer/lib/cards.ts), not a deck file's own names. */
export const cardNamesEn = {
  tech: '{{value}} of {{domain}}',
  standard: '{{rank}} of {{suit}}',
  wild: 'wild card',
  wildRow: 'wild',
  ranks: { A: 'ace', J: 'jack', Q: 'queen', K: 'king' },
  suits: { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' },
} as const;
