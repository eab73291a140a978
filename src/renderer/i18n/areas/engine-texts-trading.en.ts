/**
 * English: the words of the two trading games, For-Ex and Trades (their
 * phases, headings, expected lines, offers and log lines), as templates by
 * stable id, exactly as the engine writes them; mounted under `engine` by
 * engine-texts.en.ts. The values they name (a resolution's result, the
 * dividends paid, the trades under way) are worded under `engine.values`.
 */
export const engineTradingEn = {
  'for-ex': {
    summary: {
      offer: "{{player}}'s turn: {{to}} to answer a spot offer",
      spotDone: "{{player}}'s turn (spot transaction done)",
      turn: "{{player}}'s turn",
      divest: '{{player}} divested {{currency}}: {{asked}} may divest {{currency}} too',
      final: 'Last dividend paid: resolving the rest of the Contract Queue',
      choose: '{{player}} chooses the strongest currency among {{candidates}}',
      bankrupt: 'Game over: {{player}} is bankrupt',
      empty: 'Game over: the Contract Queue is empty',
    },
    figures: { rounds: '{{currency}} in {{strongest}}' },
    phases: {
      spot: 'Spot transaction (optional)',
      action: 'Action',
      'divest-round': 'Divest round',
      'final-resolution': 'Final resolution of the queue',
      'choose-strongest': 'Choice of the strongest currency',
      over: 'Game over',
    },
    expected: {
      over: 'Nothing: the game is over',
      spotAnswer: "{{player}} to accept or refuse {{from}}'s spot offer ({{from}} may withdraw it)",
      action: '{{player}} to take one action: contract, invest, divest or resolve',
      turn: '{{player}} to offer a spot transaction (optional), then take one action: contract, invest, divest or resolve',
      divest: '{{player}} to divest {{currency}} too, or pass',
      final: 'Resolve the front of the Contract Queue',
      choose: '{{player}} to choose the strongest currency among {{candidates}}',
    },
    offers: {
      spotOffer: 'Offer a spot transaction',
      spotAccept: 'Accept the spot transaction',
      spotRefuse: 'Refuse the spot transaction',
      spotWithdraw: 'Withdraw the spot offer',
      contract: 'Make a contract',
      invest: 'Invest',
      divest: { plain: 'Divest', count: 'Divest {{count}} {{currency}}' },
      pass: 'Do not divest',
      resolve: {
        strengthening: 'Resolve, strengthening {{currency}}',
        front: 'Resolve the front of the queue',
      },
      chooseStrongest: { named: '{{currency}} is the strongest', plain: 'Choose the strongest currency' },
    },
    log: {
      spotOffer: '{{player}} offers {{to}} {{give}} for {{receive}}',
      contract: '{{player}} makes contract {{letter}}: pay {{pay}}, receive {{receive}}',
      divest: {
        one: '{{player}} divests 1 {{currency}}: sells 1 certificate for {{amount}} {{currency}}',
        many: '{{player}} divests {{count}} {{currency}}: sells {{count}} certificates for {{amount}} {{currency}}',
      },
      spotAccept: '{{player}} accepts the spot transaction',
      spotRefuse: '{{player}} refuses the spot transaction',
      spotWithdraw: '{{player}} withdraws the spot offer',
      // Several currencies are joined by "then" (values.currencies).
      invest: '{{player}} invests in {{currencies}}',
      pass: '{{player}} does not divest',
      chooseStrongest: '{{player}} names {{currency}} the strongest currency',
      // What the resolution did: a contract's or a loan's result (values.result), each seat's dividends (values.payouts).
      resolve: {
        nobody: '{{player}} resolves the dividends ({{amount}} per certificate): nobody holds a certificate; {{currency}} is strengthened',
        dividends: '{{player}} resolves the dividends ({{amount}} per certificate): {{payouts}}',
        contract: '{{player}} resolves contract {{letter}} of {{owner}}: {{result}}',
        loan: '{{player}} resolves the loan of {{owner}}: {{result}}',
        nothing: '{{player}} resolves nothing',
      },
    },
  },
  trades: {
    summary: {
      ready: 'Ready: start the clock ({{time}})',
      timeUp: 'Time is up: trading has stopped',
      tradingTurn: 'Trading: {{time}} left, {{player}} to declare',
      trading: 'Trading: {{time}} left',
      pausedTurn: 'Paused: {{time}} left, {{player}} to declare',
      paused: 'Paused: {{time}} left',
      scoring: 'Time up: enter the final hands ({{entered}} of {{total}} entered)',
      shared: 'Finished: {{players}} share the win',
      won: 'Finished: {{player}} wins',
    },
    figures: { rounds: 'Final hand' },
    phases: { ready: 'Ready to start', trading: 'Trading', 'final-hands': 'Final hands', over: 'Game over' },
    expected: {
      start: 'Start the clock ({{time}})',
      paused: 'The clock is paused: resume it to go on trading',
      complete: '{{player}} to complete trade {{trade}} from {{from}}',
      accept: '{{player}} to accept or refuse trade {{trade}} from {{from}}',
      declare: '{{player}} to declare a trade, trade with the deck or pass',
      free: 'Any free seat may declare a trade or trade with the deck',
      // The trades under way (values.trades).
      underWay: 'Any free seat may declare a trade or trade with the deck; under way: {{trades}}',
      finalHands: 'Enter the final hands ({{players}} still to enter)',
      over: 'Game over: {{reason}}',
    },
    // Why an offer is not allowed now (its disabledReason, refusal.ts disabledText).
    disabled: {
      paused: 'The clock is paused.',
      underWay: 'A trade is under way.',
      turn: "It is {{player}}'s turn.",
      busy: 'Busy in trade {{trade}}.',
      optional: 'An optional trade needs at least 2 cards.',
      noDeckTrades: 'No deck trades left.',
      deckEmpty: 'The deck is empty.',
      queued: 'Trade {{trade}} waits in the queue.',
    },
    offers: {
      startClock: 'Start the clock',
      pauseClock: 'Pause the clock',
      resumeClock: 'Resume the clock',
      timeUp: 'Time up (when the clock shows 0:00)',
      enterHand: { correct: 'Correct the final hand', enter: 'Enter the final hand' },
      declare: { mandatory: 'Mandatory trade', optional: 'Optional trade' },
      pass: 'Pass',
      deckTrade: 'Trade with the deck ({{left}} left)',
      pickBlind: 'Pick blind from {{player}}',
      withdraw: 'Withdraw trade {{trade}}',
      complete: 'Complete trade {{trade}} with {{player}}',
      accept: 'Accept trade {{trade}} from {{player}}',
      refuse: 'Refuse trade {{trade}} from {{player}}',
    },
    log: {
      startClock: 'Clock started ({{time}})',
      timeUp: { void: 'Time up: trading stops; {{trades}} void', plain: 'Time up: trading stops' },
      declare: {
        mandatoryOne: '{{player}} declares a mandatory trade of 1 card with {{to}} (trade {{trade}})',
        mandatory: '{{player}} declares a mandatory trade of {{n}} cards with {{to}} (trade {{trade}})',
        optional: '{{player}} offers {{to}} an optional trade: {{down}} face down, {{up}} face up ({{faceUp}}) (trade {{trade}})',
      },
      // How many cards were picked blind and how many chosen (values.picked, values.chosen).
      complete: {
        open: 'trade {{trade}} ({{from}} with {{to}}) completed: {{picked}} picked blind, {{chosen}} chosen',
        plain: 'trade {{trade}} completed: {{picked}} picked blind, {{chosen}} chosen',
      },
      pauseClock: 'Clock paused',
      resumeClock: 'Clock resumed',
      pickBlind: { open: 'Blind pick drawn for trade {{trade}} ({{from}} with {{to}})', plain: 'Blind pick drawn for trade {{trade}}' },
      accept: { open: 'trade {{trade}} ({{from}} with {{to}}) accepted', plain: 'trade {{trade}} accepted' },
      refuse: { open: 'trade {{trade}} ({{from}} with {{to}}) refused', plain: 'trade {{trade}} refused' },
      withdraw: { open: 'trade {{trade}} ({{from}} with {{to}}) withdrawn', plain: 'trade {{trade}} withdrawn' },
      deckTrade: '{{player}} trades a card with the deck ({{used}} of {{allowed}})',
      pass: '{{player}} passes',
      enterHand: "{{player}}'s final hand: {{cards}} (total {{total}})",
    },
  },
} as const;
