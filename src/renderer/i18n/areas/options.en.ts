/**
 * English: the variant options of every game, by game and option name:
 * label, help and (for a list) each choice's label. The engine's option
 * specs hold the same English (the default shown when a key is missing).
 */
export const optionsEn = {
  'tech-exchange': {
    decks: {
      label: 'Tech Decks',
      help: '0 = by the rules: one deck for 2-4 players, two for 5-6.',
    },
    dealSize: {
      label: 'Cards dealt',
      help: '0 = by the rules: 10 with 2 players, else 8.',
    },
    rounds: {
      label: 'Rounds',
      help: 'The game ends after this many rounds.',
    },
    firstPhaseStackLimit: {
      label: 'First trading phase stack limit',
      help: 'The first trading phase pauses when a stock stack holds this many cards, its 1-value starter included.',
    },
    tradingStopsAtDeckSize: {
      label: 'Tilted cards',
      help: 'Trading ends when the draw deck is down to this many (tilted) cards. 0 = by the rules: 1 with exactly 4 players, else 5.',
    },
    maxTradeCards: {
      label: 'Cards per side of a trade',
      help: 'A trade is 1 to this many cards for 1 to this many cards.',
    },
    effectRevealers: {
      label: 'Effect users who reveal',
      help: 'The first this-many players to use an effect in a phase reveal a deck card onto the stacks.',
    },
    tradingClockSeconds: {
      label: 'Trading clock (seconds)',
      help: 'A real-time clock for each trading phase; when it runs out no more trades are taken. 0 = no clock.',
    },
    wilds: {
      label: 'Wild cards',
      help: 'Play with the two wild cards of each deck.',
    },
    dealing: {
      label: 'Dealing',
      help: 'table: the cards are shuffled and dealt at the table and the app learns a card when it is named; app: the app shuffles (seeded) and deals every round, so it knows every dealt card (each seat still sees only its own hand). Simulations use app.',
      choices: { table: 'table', app: 'app' },
    },
  },
  'tech-chess': {
    pawnMoves: {
      label: 'Pawn moves',
      help: 'How pawns (2-10) move and capture, one square: forward3 = forward and the two forward diagonals; forward3sideways adds left and right; all8 = any direction.',
      choices: { forward3: 'forward3', forward3sideways: 'forward3sideways', all8: 'all8' },
    },
    stalemate: {
      label: 'Stalemate',
      help: 'A player not in check (one king or two) with no legal move, build or upgrade: draw, or a loss for the stalemated player.',
      choices: { draw: 'draw', loss: 'loss' },
    },
    upgrades: {
      label: 'Upgrades per player',
      help: 'How many times per game each player may upgrade a 2, 3 or 4 pawn.',
    },
    builds: {
      label: 'Builds per player',
      help: 'How many times per game each player may build a 2-10 pawn from hand.',
    },
    clock: {
      label: 'Clock (minutes)',
      help: 'Chess clock: minutes per player; 0 = no clock.',
    },
    clockIncrement: {
      label: 'Clock increment (seconds)',
      help: 'Seconds added to a player’s clock after each of their turns.',
    },
    dealing: {
      label: 'Dealing',
      help: 'table: the cards are shuffled and dealt at the table and the app learns a card when it is played; app: the app shuffles (seeded) and names every card dealt.',
      choices: { table: 'table', app: 'app' },
    },
    handSize: {
      label: 'Cards dealt',
      help: 'Cards dealt to each player at the start.',
    },
    p1Setup: {
      label: 'Player 1 layout',
      help: 'Player 1’s 12 cards: a1-f1 then a2-f2 (values 1 13 12 11 13 1 / 2 3 4 4 3 2, services or science), e.g. "1se 13se 12se 11sc 13sc 1sc 2se 3se 4se 4sc 3sc 2sc". Empty = that default.',
    },
    p2Setup: {
      label: 'Player 2 layout',
      help: 'Player 2’s 12 cards: a6-f6 then a5-f5 (values 1 13 12 11 13 1 / 2 3 4 4 3 2, knowledge or technology), e.g. "1kn 13kn 12kn 11te 13te 1te 2kn 3kn 4kn 4te 3te 2te". Empty = that default.',
    },
  },
  'grid-poker': {
    aceHigh: {
      label: 'Ace',
      help: 'both: 1 plays high (10-11-12-13-1) or low (1-2-3-4-5); low: 1 is only low.',
      choices: { both: 'both', low: 'low' },
    },
    wilds: {
      label: 'Wild cards',
      help: 'jokers: a wild takes whatever value and domain make the best hand; removed: wilds are taken out of the deck.',
      choices: { jokers: 'jokers', removed: 'removed' },
    },
    pointsLow: {
      label: 'Points up to three of a kind',
      help: 'Points for a best row or column hand up to three of a kind.',
    },
    pointsHigh: {
      label: 'Points for a straight or better',
      help: 'Points for a best row or column hand better than three of a kind.',
    },
    rounds: {
      label: 'Rounds',
      help: 'The game ends after this many rounds.',
    },
    decks: {
      label: 'Tech Decks',
      help: 'Two decks are suggested for 5-6 players.',
    },
    dealSize: {
      label: 'Cards dealt',
      help: 'Cards dealt to each player at setup.',
    },
    setupDiscards: {
      label: 'Setup discards',
      help: 'Cards each player discards after forming a company.',
    },
    handLimit: {
      label: 'Hand limit (2-4 players)',
      help: 'End of round: discard down to this many cards with 2-4 players.',
    },
    handLimitLarge: {
      label: 'Hand limit (5-6 players)',
      help: 'End of round: discard down to this many cards with 5-6 players.',
    },
    drawBelow: {
      label: 'Draw below',
      help: 'End of round: a player with fewer cards than this draws one.',
    },
    dealing: {
      label: 'Dealing',
      help: 'table: the deck is shuffled and dealt at the table and the app learns a card when it is named; app: the app shuffles (seeded) and deals every card, so it knows them all (the screen still shows no hand to another seat). Simulations use app.',
      choices: { table: 'table', app: 'app' },
    },
  },
  'for-ex': {
    certificatesPerCurrency: {
      label: 'Certificates per currency',
      help: 'How many certificates each currency has in the box (BGA: 8).',
    },
    certificatesRemovedAtSetup: {
      label: 'Certificates removed at setup',
      help: 'How many certificates are taken out before play (BGA: 6), drawn at random unless entered below.',
    },
    removedCertificates: {
      label: 'Removed certificates (from the table)',
      help: 'The currencies of the certificates removed in the physical game, comma-separated or a JSON list (e.g. "USD,USD,CNY,GBP,EUR,JPY" or ["USD","USD","CNY","GBP","EUR","JPY"]); their number must match the option above. Empty: Deckside draws them at random.',
    },
    certificateLimit: {
      label: 'Certificates of one currency a player may hold',
      help: 'The holding limit per currency (4).',
    },
    startingMoney: {
      label: 'Starting money',
      help: 'Bucks of every currency each player starts with (2).',
    },
    dividends: {
      label: 'Dividends',
      help: 'Bucks paid per certificate by each dividend, in order of resolution, comma-separated or a JSON list (BGA: 0,2,2,2,3 or [0,2,2,2,3]). Their number is the number of dividends.',
    },
    startingRates: {
      label: 'Starting rates',
      help: 'The 21 pairs, stronger side first, then the track position 1-10 (BGA table), comma-separated or a JSON list, e.g. "GBP>USD:1,GBP>EUR:2,..." or ["GBP>USD:1","GBP>EUR:2",...].',
    },
    conversionRounding: {
      label: 'Final conversion rounding',
      help: 'each: every currency converted to the strongest is rounded down on its own (reference); total: the converted sum is rounded down once.',
      choices: { each: 'each', total: 'total' },
    },
    refusedSpotCounts: {
      label: 'A refused spot offer uses up the spot transaction',
      help: 'BGA: no, the player may offer again (to anyone) before their action.',
    },
    bankruptScoresZero: {
      label: 'A bankrupt player scores 0',
      help: 'BGA: yes, and cannot win.',
    },
    standingsTieBreak: {
      label: 'Tie for the most money',
      help: 'strongestCertificates: most certificates of the strongest currency wins (BGA); shared: tied players share the place.',
      choices: { strongestCertificates: 'strongestCertificates', shared: 'shared' },
    },
    noHoldersStrengthenNothing: {
      label: 'Dividends with no certificate held strengthen nothing',
      help: 'BGA: no; while nobody holds a certificate all seven currencies tie at zero and the acting player chooses one to strengthen. Yes: no currency is strengthened.',
    },
    mergedLoanKeepsLetters: {
      label: 'A Loan holds the letters of contracts merged into it',
      help: "BGA: no; a failed contract merged into its owner's existing Loan frees its letter at once. Yes: the Loan holds every merged letter until it is paid.",
    },
  },
  trades: {
    handSize: {
      label: 'Cards per hand',
      help: 'Cards dealt to each player (7 in the rules).',
    },
    deck: {
      label: 'Deck',
      help: 'standard: a 52-card deck (A=1, J=11, Q=12, K=13); tech: the Tech Deck without its wild cards.',
      choices: { standard: 'standard', tech: 'tech' },
    },
    timeLimitSeconds: {
      label: 'Time limit (seconds)',
      help: 'Trading stops when the countdown reaches zero (5 minutes in the rules).',
    },
    mode: {
      label: 'Mode',
      help: 'freeForAll: anyone declares at any time, trades against a busy player wait in a queue; turns: declarations in seat order.',
      choices: { freeForAll: 'freeForAll', turns: 'turns' },
    },
    deckTrades: {
      label: 'Deck trades per player',
      help: 'How many trades with the deck each player may make (3 in the rules).',
    },
    dealing: {
      label: 'Dealing',
      help: 'table: the cards are shuffled and dealt at the table and the app learns a card when it is named; app: the app shuffles (seeded) and deals, so it knows every card (each seat still sees only its own hand). Simulations use app.',
      choices: { table: 'table', app: 'app' },
    },
  },
} as const;
