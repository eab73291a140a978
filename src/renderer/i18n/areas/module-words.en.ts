/** English: words built in plain .ts modules of the renderer (where a Grid Poker card is, the charts' tooltips and spoken summaries). */
export const moduleWordsEn = {
  gridPokerPlaces: {
    market: 'in the market at {{slot}}',
    company: "in {{player}}'s company",
    hand: "in {{player}}'s hand",
    discard: 'in the discard pile',
    expelled: 'expelled from the game',
    seat: 'seat {{n}}',
  },
  charts: {
    interval: '95% interval {{low}}–{{high}}',
    fairShare: 'fair share {{value}}',
  },
  lab: {
    rate: '{{set}} {{rate}} (95% {{low}}–{{high}})',
    none: '{{set}} none',
    fairShare: '{{summary}}. Fair share {{value}}.',
    difference: '{{name}}: {{value}} (95% {{low}} to {{high}})',
  },
} as const;
