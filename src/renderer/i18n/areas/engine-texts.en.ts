/**
 * English: the engine's own words (phase names, offered actions, log
 * lines) as templates by game and stable id, exactly as the engine writes
 * them; engine-text.ts matches a line against them to show it in another
 * language. An id with several wordings holds them as alternatives.
 */
export const engineTextsEn = {
  'tech-exchange': {
    phases: {
      'trading-1': 'Trading 1',
      'effects-1': 'Effects 1',
      'trading-2': 'Trading 2',
      'effects-2': 'Effects 2',
      reveal: 'Reveal and score',
      over: 'Game over',
    },
    offers: {
      trade: 'Record a trade (1 or 2 cards each way)',
      endTrading: 'End trading (no one wants to trade)',
      setFirstPlayer: 'Set the first player (as drawn at the table)',
      placeWild: 'A wild card from a hand goes on a stock stack',
      announceDone: '{{player}} is done trading',
      reveal: 'Enter the card revealed from the deck',
      useEffect: '{{player}} uses a card effect',
      revealHand: "Enter {{player}}'s hand",
      claimScore: '{{player}} enters their own grouping',
      acceptScore: '{{player}} accepts {{score}} points',
    },
    log: {
      endTrading: 'Trading ends',
      announceDone: '{{player}} is done trading',
      passEffect: '{{player}} uses no effect',
    },
  },
  'tech-chess': {
    phases: { play: 'Play', over: 'Game over' },
    offers: {
      upgrade: 'Upgrade a 2, 3 or 4 pawn ({{left}} left)',
      build: 'Build a pawn ({{left}} left)',
      effect: 'Use a card effect from hand',
      resign: '{{seat}} resigns',
    },
    log: {
      move: {
        capture: '{{player}} moves {{card}} ({{kind}}) {{from}}-{{to}}, capturing {{taken}}',
        plain: '{{player}} moves {{card}} ({{kind}}) {{from}}-{{to}}',
      },
      resign: '{{player}} resigns',
    },
  },
  'grid-poker': {
    phases: {
      market: 'Market',
      company: 'Companies',
      'setup-discard': 'Discards',
      'company-effects': 'Company effects',
      'hand-effects': 'Hand effects',
      commit: 'Commit',
      place: 'Company cards',
      reveal: 'Reveal',
      'market-discard': 'Market discard',
      'return-or-redraw': 'Return or redraw',
      refill: 'Refill',
      improve: 'Improve',
      'end-discard': 'End of round',
      over: 'Game over',
    },
    offers: {
      fillMarket: 'Enter the card dealt to row {{row}}, column {{column}}',
      setFirstPlayer: 'Set the first player',
    },
    log: {
      fillMarket: '{{card}} dealt to the market at row {{row}}, column {{column}}',
      setFirstPlayer: '{{player}} is the first player',
      formCompany: '{{player}} forms a company of {{cards}}',
    },
  },
  'for-ex': {
    phases: {
      spot: 'Spot transaction (optional)',
      action: 'Action',
      'divest-round': 'Divest round',
      'final-resolution': 'Final resolution of the queue',
      'choose-strongest': 'Choice of the strongest currency',
      over: 'Game over',
    },
    offers: {
      spotOffer: 'Offer a spot transaction',
      contract: 'Make a contract',
      invest: 'Invest',
      resolve: { strengthening: 'Resolve, strengthening {{currency}}', plain: 'Resolve' },
    },
    log: {
      resolve: {
        nobody: '{{player}} resolves the dividends ({{amount}} per certificate): nobody holds a certificate; {{currency}} is strengthened',
      },
    },
  },
  trades: {
    phases: { ready: 'Ready to start', trading: 'Trading', 'final-hands': 'Final hands', over: 'Game over' },
    offers: {
      startClock: 'Start the clock',
      pauseClock: 'Pause the clock',
      resumeClock: 'Resume the clock',
    },
    log: {
      startClock: 'Clock started ({{time}})',
      pauseClock: 'Clock paused',
      resumeClock: 'Clock resumed',
    },
  },
} as const;
