/**
 * English detailed refusal texts of codes raised with several messages
 * (A-M): one text per message, keyed by the refusal's `variant` param
 * (refusal.ts). Codes N-Z are in refusal-variants-n.en.ts.
 */
export const refusalVariantsAEn = {
  ERR_ALREADY_DONE: {
    alreadyAnnounced: '{{player}} already announced they are done trading.',
    alreadyDiscarded: '{{player}} has already discarded at setup.',
    handCards: "{{player}}'s hand cards are already revealed ({{cards}}).",
  },
  ERR_BAD_ACTION: {
    actionMalformed: 'This {{type}} action is malformed at "{{path}}": {{message}}.',
    actionObject: 'A For-Ex action is an object whose "type" is one of {{ACTIONTYPES}}.',
    mandatoryTrade: 'A mandatory trade has no face-up cards: all the offered cards lie face down.',
    techChess: 'Not a Tech Chess action{{value}}: {{message}}.',
    techExchange: 'Not a Tech Exchange action{{value}}: {{message}}.',
    techGrid: 'This is not a Tech Grid Poker action: {{message}}{{value}}.',
    tradesAction: 'This is not a Trades action: {{message}}{{value}}.',
    unlistedCode: '{{message}} (unlisted code {{code}})',
  },
  ERR_BAD_ACTION_NOTATION: {
    neitherMove: '"{{text}}" is neither a move (d1c3) nor "upgrade <square> <card>" nor "build <square> <card>".',
    writeSquare: 'Write "{{verb}} <square> <card>", e.g. "{{verb}} c2 {{value}}".',
  },
  ERR_BAD_BOT: {
    botBots: '"{{text}}" is not a bot. Bots: random, greedy, mcts, mcts:N (N iterations a move).',
    mctsNeeds: '"{{text}}": mcts needs from 1 to 1000000 iterations a move.',
  },
  ERR_BAD_CARD_CODE: {
    card: '"{{text}}" is not a card: {{why}}.',
    cardWrite:
      '"{{text}}" is not a card: write a standard card (AS, 10H, TD, KC), a Tech Deck card (7sc, 11-services), a marked card (#3) or ? for an unidentified card.',
    techDeck: '"{{card}}" is not a Tech Deck card.',
    valuedTech: '"{{card}}" is not a valued Tech Deck card.',
  },
  ERR_BAD_DECK_FILE: {
    card: 'Card {{id}} ({{path}}): {{what}}.',
    deckFile: 'The deck file is not valid{{value}}: {{message}}.',
    deckFile2: 'The deck file has one {{code}} too many: a {{value}} has {{filterCount}} of it.',
    deckFile3: 'The deck file lacks {{missing}}: a {{value}} cards.',
    jsonDamaged: '{{DECKSFOLDER}}/{{id}}.json is damaged (not valid JSON); save the deck again or import a copy.',
    jsonHolds: '{{DECKSFOLDER}}/{{id}}.json holds the deck "{{id2}}", not "{{id}}".',
    twoCards: 'Two cards of the deck file have the id "{{id}}"; ids must be unique.',
  },
  ERR_BAD_GROUP_SIZE: {
    cardsGroup: 'A {{kind}} has {{size}} cards; group {{i}} has {{n}}.',
    flushCards: 'A flush has 3 or 4 cards; group {{i}} has {{n}}.',
  },
  ERR_BAD_KEPT: {
    everyoneKeeps: 'Everyone keeps {{handSize}} cards (the smallest hand); {{keptCount}} were given.',
    mustSay: '{{player}} must say which {{handSize}} cards they keep when discarding down.',
    revealedHand: "{{c}} is not in {{player}}'s revealed hand.",
  },
  ERR_BAD_OPTION: {
    option: 'Option {{name}}: {{message}}.',
    optionMust: 'Option {{name}} ({{label}}) must be a whole number from {{min}} to {{max}}; got {{raw}}.',
    optionMust2: 'Option {{name}} ({{label}}) must be one of {{choices}}; got {{raw}}.',
    optionMust3: 'Option {{name}} ({{label}}) must be true or false; got {{raw}}.',
    optionMust4: 'Option {{name}} ({{label}}) must be text of at most 500 characters.',
    variantOptions: 'Variant options must be an object of name: value pairs; got {{value}}.',
  },
  ERR_BAD_SEAT: {
    playerSeat: 'There is no player in seat {{player}}; seats run from 0 to {{playerCount}}.',
    playerSeat2: 'There is no player in seat {{partner}}.',
  },
  ERR_BAD_SETUP: {
    optionListed: 'Option {{option}}: {{code}} is listed twice; each card exists once.',
    optionMust: 'Option {{option}} must list 12 cards (first rank then second rank, from the a-file); got {{wordCount}}.',
    optionPlayer: "Option {{option}}: {{code}} is not of player {{seat}}'s domains ({{SEATDOMAINS}}).",
    optionPosition: 'Option {{option}}: position {{i}} must hold a {{LAYOUTVALUES}} (the standard setup), not {{code}}.',
    optionTech: 'Option {{option}}: "{{word}}" is not a Tech Deck card.',
  },
  ERR_BAD_SQUARE: {
    square: '"{{square}}" is not a square.',
    squareFiles: '"{{m}}" is not a square: files run a-f and ranks 1-6.',
    squareFiles2: '"{{word}}" is not a square: files run a-f and ranks 1-6.',
    squareFiles3: '"{{from}}" is not a square: files run a-f and ranks 1-6.',
    squareFiles4: '"{{to}}" is not a square: files run a-f and ranks 1-6.',
  },
  ERR_BAD_STACKS: {
    stockStack: 'The {{d}} stock stack size must be a whole number from 0 to 200 (every card in the stack counts); got {{n}}.',
    stockStack2: 'There is no stock stack "{{k}}"; the stacks are kn, sc, te and se.',
  },
  ERR_CARD_COUNT: {
    discardsDown_one: '{{player}} discards down to {{limit}}: exactly {{count}} card, not {{count2}}.',
    discardsDown_other: '{{player}} discards down to {{limit}}: exactly {{count}} cards, not {{count2}}.',
    takesExactly_one: '{{what}} takes exactly {{count}} card; {{codeCount}} given.',
    takesExactly_other: '{{what}} takes exactly {{count}} cards; {{codeCount}} given.',
  },
  ERR_CARD_ELSEWHERE: {
    appDeals: 'The app deals: the top card of its deck is {{top}}, not {{card}}.',
    accountedFor: '{{code}} cannot be in {{place}}: every copy is accounted for elsewhere.',
    knownIn: '{{code}} cannot be in {{place}}: it is known to be in {{where}}.',
    onlyIn: '{{code}} cannot be in {{place}}: it can only be in {{where}} or {{last}}.',
    cannotHold: '{{place}} cannot hold {{codes}} all at once, given what is known of the table.',
    holds: '{{where}} holds {{market}}, not {{card}}.',
    nameCard: 'Name a card that is out of the game ({{expelled}}).',
    revealedEffect: 'The revealed effect card is {{card}}, not {{card2}}.',
  },
  ERR_CARD_NOT_IN_DECK: {
    cannotCome: '{{card}} cannot come from the deck: {{value}}.',
    cardDeck: '{{value}} is not a card of the deck "{{name}}".',
    cardDeck2: '{{code}} is not a card of the deck "{{name}}".',
    deckCard: 'The deck "{{name}}" has no card {{id}}.',
  },
  ERR_CARD_NOT_IN_GAME: {
    cardGame: '{{code}} is not a card of this game.',
    cardGame2: '{{code}} is not a card of this game.',
  },
  ERR_CARD_REQUIRED: {
    appDeals: 'The app deals (option dealing: app), so it knows every card: name the card moved from {{where}}.',
    appDeals2: 'The app deals (option dealing: app), so it knows every card: name the cards of {{what}}.',
    cardGoing: 'A card going to {{placeName}} is face up: name it.',
  },
  ERR_CLOCK_NOT_STARTED: {
    clockBeen: 'The clock has not been started yet.',
    tradingClock: 'The trading clock has not been started yet: start it first.',
  },
  ERR_CLOCK_PAUSED: {
    clockAlready: 'The clock is already paused.',
    clockPaused: 'The clock is paused: resume it before declaring a new trade.',
    tradingClock: 'The trading clock is already paused.',
  },
  ERR_CLOCK_RUNNING: {
    clockAlready: 'The clock is already running.',
    tradingClock: 'The trading clock is already running.',
  },
  ERR_CLOCK_STARTED: {
    clockAlready: 'The clock has already been started.',
    tradingClock: 'The trading clock has already been started this phase; pause or resume it.',
  },
  ERR_DECK_EMPTY: {
    deckCards: 'The deck has no cards: every card is in a hand, so there is nothing to draw.',
    deckDiscard: 'The deck and the discard are both empty.',
    deckDiscard2: 'The deck and the discard are both empty: no card can fill the slot.',
    deckDiscard3: 'The deck and the discard are both empty: there is no top card to replace it with.',
  },
  ERR_DUPLICATE_CARD: {
    enteredTwice: "{{code}} is entered twice in {{who}}'s hand; the deck has one of each card.",
    namedTwice: '{{ref}} is named twice: each card can move only once in a trade.',
    namedTwice2: '{{ref}} is {{mark}}, named twice: each card can move only once in a trade.',
  },
  ERR_EFFECT_IN_PROGRESS: {
    effectBeing: "{{player}}'s effect ({{card}}) is being resolved: finish it first (effects cannot interrupt another effect).",
    effectStill: "{{player}}'s {{card}} effect is still being resolved; finish it first.",
  },
  ERR_GAME_OVER: {
    gameOver: 'The game is over: no more actions.',
    gameOver2: 'The game is over after {{rounds}} rounds; nothing more can be played.',
    gameOver3: 'The game is over ({{reason}}); no further action is possible.',
    gameOver4: 'The game is over after {{rounds}} rounds; no more actions.',
  },
  ERR_HAND_SIZE: {
    gridPoker: "A Grid Poker hand is 5 cards (3 market cards and 2 of the player's), or 4 with a one-card company; got {{codeCount}}.",
    holdsCards: '{{place}} holds {{count}} cards; {{entered}} were entered.',
    holdsCards2: '{{who}} holds {{size}} cards; {{cardCount}} were entered.',
  },
  ERR_ILLEGAL_MOVE: {
    cannotFrom: '{{card}} cannot go from {{route}}.',
    move: 'Move {{i}} ("{{text}}"): {{why}}.',
  },
  ERR_INCONSISTENT_HAND: {
    cannotHold:
      '{{place}} cannot hold exactly {{codes}}: given where cards are known to have gone, the rest of the table would be impossible.',
    knownHold: '{{place}} is known to hold {{codes}}, which the entry lacks.',
  },
  ERR_KING_LEFT_ATTACKED: {
    kingLeft:
      'With one king left, a move may not leave it attacked: after {{squareName}}{{squareName2}} your king on {{squareName3}} would be attacked.',
    kingLeft2: 'With one king left, no action may leave it attacked: your king on {{squareName}} would be attacked.',
  },
} as const;
