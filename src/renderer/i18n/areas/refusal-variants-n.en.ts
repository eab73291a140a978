/**
 * English detailed refusal texts of codes raised with several messages
 * (N-Z): one text per message, keyed by the refusal's `variant` param
 * (refusal.ts). Codes A-M are in refusal-variants-a.en.ts.
 */
export const refusalVariantsNEn = {
  ERR_NO_CLOCK: {
    gamePlayed: 'This game is played without a clock (option clock = 0).',
    tradingClock: 'There is no trading clock running now (option tradingClockSeconds).',
  },
  ERR_NO_EFFECT: {
    effectBeing: 'No effect is being resolved.',
    revealedHand: 'No revealed hand card is waiting for its effect.',
  },
  ERR_NO_PIECE: {
    pieceMove: 'There is no piece on {{squareName}} to move.',
    pieceUpgrade: 'There is no piece on {{squareName}} to upgrade.',
  },
  ERR_NO_SUCH_PLAYER: {
    playerSeat: 'There is no player in seat {{p}}; seats run from 0 to {{playerCount}}.',
    playerSeat2: 'There is no player in seat {{seat}}; seats run from 0 to {{playerCount}}.',
  },
  ERR_NO_SUCH_SEAT: {
    seat: 'There is no seat {{seat}}.',
    seatMatch: 'There is no seat {{seat}} in this match: it has {{playerCount}} players.',
    seatSeats: 'There is no seat {{seat}}; the seats are 0 to {{playerCount}}.',
    seatTable: 'There is no seat {{v}}: the table has {{playerCount}} players (seats 0-{{playerCount2}}).',
  },
  ERR_NO_SUCH_SLOT: {
    marketSlots: 'The market has slots 0 to 8; {{slot}} is not one.',
    marketSlots2: 'The market has slots 0 to 8 (row by row); {{slot}} is not one.',
  },
  ERR_NO_SUCH_TRADE: {
    openTrade: 'There is no open trade {{id}}.',
    openTrade2: 'There is no open trade {{trade}}.',
  },
  ERR_NOT_A_PIECE: {
    cannotStand: '{{card}} cannot stand on the board: only valued Tech Deck cards are pieces.',
    piece: '{{card}} on {{squareName}} is not a piece.',
  },
  ERR_NOT_ENOUGH_CARDS: {
    cardCannot_one: '{{player}} has {{count}} card and cannot give {{n}}.',
    cardCannot_other: '{{player}} has {{count}} cards and cannot give {{n}}.',
    deckCards: "The deck has {{deck}} cards: {{player}}'s hand can grow by at most that many.",
    deckCards2: 'The deck has {{deck}} cards; {{addedCount}} would come from it.',
    deckHold:
      '{{decks}} deck(s) hold {{totalCards}} cards, but 4 stock stack starters, {{n}} hands of {{dealSize}} and {{tradingStopsAtDeckSize}} tilted cards need {{needed}}. Use two decks or a smaller deal.',
    discardPile: 'The discard pile is empty.',
    empty: '{{where}} is empty.',
    holdsCard_one: '{{player}} holds {{count}} card, fewer than {{codeCount}}.',
    holdsCard_other: '{{player}} holds {{count}} cards, fewer than {{codeCount}}.',
    holdsCard2: '{{player}} holds {{count}} card(s): a poker hand takes 2 hand cards.',
    onlyCard_one: 'Only {{count}} card can be revealed (deck and discard); reveal as many as possible.',
    onlyCard_other: 'Only {{count}} cards can be revealed (deck and discard); reveal as many as possible.',
    playersCards:
      '{{n}} players with {{dealSize}} cards each and a 9-card market need {{needed}} cards; {{decks}} deck(s) hold {{total}}. Use two decks (option decks) or deal fewer cards.',
    playersCards2:
      '{{n}} players with {{handSize}} cards each need {{dealt}} cards, but the deck has {{TRADESDECKSIZE}}: lower handSize or seat fewer players.',
  },
  ERR_NOT_ENOUGH_MONEY: {
    certificateCosts: 'A {{c}} certificate costs {{INVESTCOST}} {{c}}; {{player}} holds {{money}} {{c}}.',
    wouldGive: '{{player}} would give {{amount}} {{currency}} but holds only {{value}}.',
  },
  ERR_NOT_IN_COMPANY: {
    company: "{{card}} is not in {{player}}'s company ({{company}}).",
    nameCard: 'Name a card of {{where}} ({{company}}).',
  },
  ERR_NOT_IN_STACK: {
    stockStack: 'The {{stack}} stock stack holds no {{card}}.',
    stockStack2: 'The {{from}} stock stack holds no {{card}}.',
    stockStack3: 'The {{domain}} stock stack holds no {{card}}.',
  },
  ERR_NOT_PENDING: {
    handCards: '{{player}} has no hand cards to return or redraw (winners must discard and redraw theirs).',
    holdsCards: '{{player}} holds {{count}} cards, within the limit of {{limit}}.',
  },
  ERR_NOT_STARTED: {
    clockBeen: 'The clock has not been started yet.',
    tradingStarted: 'Trading has not started: start the clock first.',
  },
  ERR_NOT_TRADING: {
    onlyTrading: 'Only a trading phase can be ended.',
    playersAnnounce: 'Players announce they are done, or come back, only during a trading phase.',
    tradesHappen: 'Trades happen only in the trading phases.',
  },
  ERR_NOT_YOUR_PIECE: {
    holdsPiece: "{{squareName}} holds {{card}}, a piece of {{seatLabel}}; it is {{seatLabel2}}'s turn.",
    holdsPiece2: '{{squareName}} holds {{card}}, a piece of {{seatLabel}}.',
  },
  ERR_NOT_YOUR_TURN: {
    discardsNext: '{{player}} discards the next market card (the {{axis}} winner earliest in turn order).',
    nobodyDiscards: 'Nobody discards the next market card (the row winner earliest in turn order).',
    onlyWho: 'Only {{player}}, who made the spot offer, may withdraw it.',
    otherPlayers: "Other players are asked clockwise whether to divest {{currency}}; it is {{player}}'s answer now.",
    sayWho: "Say who acts: it is {{player}}'s turn.",
    turn: "It is {{player}}'s turn.",
    turnDeclare: "It is {{player}}'s turn to declare, not {{player2}}'s.",
    turnEffects:
      "It is {{player}}'s turn for {{where}} effects. Out of turn, {{player2}} may only chain the effect of a card an effect brought into their {{where}} this phase ({{fresh}}), not {{card}}.",
    turnTurn: "It is {{player}}'s turn, not {{player2}}'s (turn order starts with the first player).",
    turnUse: "It is {{player}}'s turn to use an effect or pass (turn order from the first player).",
  },
  ERR_OPTION_CONFLICT: {
    eachPlayer:
      'Each player is dealt {{dealSize}} cards and puts 2 into the company, so at most {{keep}} can be discarded at setup; setupDiscards is {{setupDiscards}}.',
    theseOptions:
      "With these options a hand can grow to {{hand}} cards: {{n}} players' hands and companies and the market would need {{needed}} cards, and {{decks}} deck(s) hold {{total}}, so the market could not be refilled. Lower drawBelow or the hand limit, or use two decks.",
  },
  ERR_PICK_COUNT: {
    pickBlind: 'The pick-blind helper drew {{blindPositionCount}} positions for trade {{id}}.',
    tradeInitiator: "In trade {{id}} the initiator picks {{want}} of the target's cards blind ({{what}}); {{pickedCount}} given.",
  },
  ERR_PLAYER_COUNT: {
    playedPlayers: '{{name}} is played by {{minPlayers}} to {{maxPlayers}} players; got {{playerCount}}.',
    playedPlayers2: '{{name}} is played by {{minPlayers}} to {{maxPlayers}} players; got {{count}}.',
    playersWere: 'For-Ex is for {{MINPLAYERS}} to {{MAXPLAYERS}} players; {{n}} were seated.',
    techChess: 'Tech Chess is for exactly 2 players; got {{playerCount}}.',
    techExchange: 'Tech Exchange is for 2 to 6 players; {{n}} were given.',
    techGrid: 'Tech Grid Poker is for {{MINPLAYERS}} to {{MAXPLAYERS}} players; {{n}} given.',
    tradesPlayed: 'Trades is played by 3 or more players (2 allowed for testing), at most {{TRADESMAXPLAYERS}} here; got {{n}}.',
  },
  ERR_REVEAL_STARTED: {
    handAlready: "{{player}}'s hand is already entered: a wild in it goes back before the hand is revealed (undo to there).",
    handsBeing: 'Hands are being revealed; undo to correct the table before that.',
  },
  ERR_SAME_CURRENCY: {
    contractExchanges: 'A contract exchanges one currency for another.',
    spotTransaction: 'A spot transaction trades one currency for another.',
  },
  ERR_SIM_WORKER: {
    simulationWorker: 'A simulation worker stopped: {{fatal}}',
    simulationWorker2:
      'No simulation worker could play {{value}} of games ({{started}} of {{wanted}} started from {{code}}), and this thread does not play them.',
  },
  ERR_SLOT_EMPTY: {
    empty: '{{where}} is empty.',
    marketSlot: 'The market slot at {{slotName}} is already empty.',
  },
  ERR_SLOT_TAKEN: {
    alreadyHolds: '{{placeName}} already holds {{market}}: move that card away first.',
    marketSlot: 'The market slot at {{slotName}} already holds {{market}}.',
  },
  ERR_SQUARE_OCCUPIED: {
    occupiedBuild: '{{squareName}} is occupied by {{card}}; a build needs an empty square.',
    occupiedMove: '{{squareName}} is occupied by {{card}}: move that card away first.',
  },
  ERR_STACK_LIMIT_REACHED: {
    firstTrading:
      'The first trading phase paused when a stock stack reached {{firstPhaseStackLimit}} cards; trading goes on in the second trading phase, after the card effects.',
    firstTrading2: 'The first trading phase paused when a stock stack reached {{firstPhaseStackLimit}} cards.',
  },
  ERR_STORE_IO: {
    couldFind: 'Could not find a free match id after 5 tries.',
    couldRead: 'Could not read match {{id}}: {{messageOf}}',
    playtestStore: 'The playtest store could not complete {{method}}: {{messageOf}}',
  },
  ERR_TEXT_TOO_LONG: {
    cardName: 'A card name has at most 200 characters.',
    effectText: 'An effect text has at most 2000 characters.',
  },
  ERR_TIME_UP: {
    timeLimit: 'The time limit is reached: trading has stopped (trades.txt: "the game ends when the time limit is reached").',
    timeRun: "{{cap}}'s time has run out: record the flag fall.",
    tradingOver: 'Trading is over: the time limit has been reached.',
  },
  ERR_TRADE_SIZE: {
    cardGive: '{{player}} has no card to give.',
    eachPlayer: 'Each player offers 1 or {{max}} cards in a trade; {{player}} gives {{n}}.',
    eachPlayerOne: 'Each player offers 1 card in a trade; {{player}} gives {{n}}.',
    holdsCards: '{{name}} holds {{size}} cards; {{outCount}} are named here.',
    mandatoryTrade: 'A mandatory trade gives 1 to 4 cards; this one gives {{n}}.',
    optionalTrade: 'An optional trade offers 2 to 4 cards; this one offers {{n}}.',
    tradeCards: 'A trade of {{n}} cards needs {{n}} cards in both hands; hands here hold {{size}}.',
  },
  ERR_UNDO_OUT_OF_RANGE: {
    cannotKeep: 'Cannot keep {{keep}} events: the log has {{eventCount}}.',
    eventUndo: 'There is no event {{seq}} to undo to; the log has {{length}} events.',
  },
  ERR_UNKNOWN_GAME: {
    game: 'There is no game "{{game}}".',
    gameGames: 'There is no game "{{id}}". Games: {{keys}}.',
  },
  ERR_WRONG_EDIT: {
    effectCarried: "{{card}}'s effect is carried out by the referee: it calls for {{expected}}, not {{type}}.",
    effectReveals: "{{card}}'s effect reveals cards onto the stock stacks.",
  },
  ERR_WRONG_PHASE: {
    beingAsked: '{{player}} is being asked whether to divest {{currency}} too (divest or pass).',
    everyFinal: 'Every final hand is entered and the game is scored; undo to correct a hand.',
    finalHands: 'Final hands are entered after the time limit; trading is still going on.',
    firstPlayer: 'The first player is set at setup, before the first trade of the game (the marker then passes left each round).',
    gameOver: 'The game is over but for one choice: {{player}} must choose the strongest currency among {{candidates}}.',
    lastDividend:
      'The last dividend has been paid: there are no more turns, the rest of the Contract Queue is resolved in order ("resolve").',
    passingOnly: "Passing is only for answering another player's divest; on your turn take one action.",
    possibleDuring: '{{what}} is not possible during {{phaseName}}.',
    strongestCurrency: 'The strongest currency is chosen only at the end of the game, on a tie.',
  },
} as const;
