/** Italian detailed refusal texts of codes raised with several messages, A-M (the keys of refusal-variants-a.en.ts). */
import type { refusalVariantsAEn } from './refusal-variants-a.en';
import type { MessagesOf } from '../shape';

export const refusalVariantsAIt: MessagesOf<typeof refusalVariantsAEn> = {
  ERR_ALREADY_DONE: {
    alreadyAnnounced: '{{player}} ha già annunciato di aver finito gli scambi.',
    alreadyDiscarded: '{{player}} ha già scartato alla preparazione.',
    handCards: 'Le carte della mano di {{player}} sono già rivelate ({{cards}}).',
  },
  ERR_BAD_ACTION: {
    actionMalformed: 'Questa azione {{type}} non è ben formata in "{{path}}": {{message}}.',
    actionObject: `Un'azione di For-Ex è un oggetto il cui "type" è uno tra {{ACTIONTYPES}}.`,
    mandatoryTrade: 'Uno scambio obbligatorio non ha carte scoperte: tutte le carte offerte stanno coperte.',
    techChess: "Non è un'azione di Tech Chess{{value}}: {{message}}.",
    techExchange: "Non è un'azione di Tech Exchange{{value}}: {{message}}.",
    techGrid: "Non è un'azione di Tech Grid Poker: {{message}}{{value}}.",
    tradesAction: "Non è un'azione di Trades: {{message}}{{value}}.",
    unlistedCode: '{{message}} (codice non in elenco {{code}})',
  },
  ERR_BAD_ACTION_NOTATION: {
    neitherMove: '"{{text}}" non è né una mossa (d1c3) né "upgrade <casa> <carta>" né "build <casa> <carta>".',
    writeSquare: 'Scrivi "{{verb}} <casa> <carta>", per esempio "{{verb}} c2 {{value}}".',
  },
  ERR_BAD_BOT: {
    botBots: '"{{text}}" non è un bot. Bot: random, greedy, mcts, mcts:N (N iterazioni per mossa).',
    mctsNeeds: '"{{text}}": mcts vuole da 1 a 1000000 iterazioni per mossa.',
  },
  ERR_BAD_CARD_CODE: {
    card: '"{{text}}" non è una carta: {{why}}.',
    cardWrite:
      '"{{text}}" non è una carta: scrivi una carta standard (AS, 10H, TD, KC), una carta del Tech Deck (7sc, 11-services), una carta segnata (#3) o ? per una carta non identificata.',
    techDeck: '"{{card}}" non è una carta del Tech Deck.',
    valuedTech: '"{{card}}" non è una carta del Tech Deck con valore.',
  },
  ERR_BAD_DECK_FILE: {
    card: 'Carta {{id}} ({{path}}): {{what}}.',
    deckFile: 'Il file del mazzo non è valido{{value}}: {{message}}.',
    deckFile2: 'Il file del mazzo ha un {{code}} di troppo: un {{value}} ne ha {{filterCount}}.',
    deckFile3: 'Al file del mazzo manca {{missing}}: un {{value}} carte.',
    jsonDamaged: '{{DECKSFOLDER}}/{{id}}.json è danneggiato (JSON non valido); salva di nuovo il mazzo o importane una copia.',
    jsonHolds: '{{DECKSFOLDER}}/{{id}}.json contiene il mazzo "{{id2}}", non "{{id}}".',
    twoCards: `Due carte del file del mazzo hanno l'identificativo "{{id}}"; gli identificativi devono essere unici.`,
  },
  ERR_BAD_GROUP_SIZE: {
    cardsGroup: 'Un {{kind}} ha {{size}} carte; il gruppo {{i}} ne ha {{n}}.',
    flushCards: 'Un colore ha 3 o 4 carte; il gruppo {{i}} ne ha {{n}}.',
  },
  ERR_BAD_KEPT: {
    everyoneKeeps: 'Tutti tengono {{handSize}} carte (la mano più piccola); ne sono state date {{keptCount}}.',
    mustSay: '{{player}} deve dire quali {{handSize}} carte tiene quando scarta.',
    revealedHand: '{{c}} non è nella mano rivelata di {{player}}.',
  },
  ERR_BAD_OPTION: {
    option: 'Opzione {{name}}: {{message}}.',
    optionMust: "L'opzione {{name}} ({{label}}) deve essere un numero intero da {{min}} a {{max}}; ricevuto {{raw}}.",
    optionMust2: "L'opzione {{name}} ({{label}}) deve essere uno tra {{choices}}; ricevuto {{raw}}.",
    optionMust3: "L'opzione {{name}} ({{label}}) deve essere vero o falso; ricevuto {{raw}}.",
    optionMust4: "L'opzione {{name}} ({{label}}) deve essere un testo di al massimo 500 caratteri.",
    variantOptions: 'Le opzioni di variante devono essere un oggetto di coppie nome: valore; ricevuto {{value}}.',
  },
  ERR_BAD_SEAT: {
    playerSeat: "Non c'è nessun giocatore al posto {{player}}; i posti vanno da 0 a {{playerCount}}.",
    playerSeat2: "Non c'è nessun giocatore al posto {{partner}}.",
  },
  ERR_BAD_SETUP: {
    optionListed: 'Opzione {{option}}: {{code}} è elencata due volte; ogni carta esiste una volta sola.',
    optionMust: "L'opzione {{option}} deve elencare 12 carte (prima traversa poi seconda, dalla colonna a); ricevute {{wordCount}}.",
    optionPlayer: 'Opzione {{option}}: {{code}} non è dei domini del giocatore {{seat}} ({{SEATDOMAINS}}).',
    optionPosition: 'Opzione {{option}}: la posizione {{i}} deve avere un {{LAYOUTVALUES}} (la disposizione standard), non {{code}}.',
    optionTech: 'Opzione {{option}}: "{{word}}" non è una carta del Tech Deck.',
  },
  ERR_BAD_SQUARE: {
    square: '"{{square}}" non è una casa.',
    squareFiles: '"{{m}}" non è una casa: le colonne vanno da a a f e le traverse da 1 a 6.',
    squareFiles2: '"{{word}}" non è una casa: le colonne vanno da a a f e le traverse da 1 a 6.',
    squareFiles3: '"{{from}}" non è una casa: le colonne vanno da a a f e le traverse da 1 a 6.',
    squareFiles4: '"{{to}}" non è una casa: le colonne vanno da a a f e le traverse da 1 a 6.',
  },
  ERR_BAD_STACKS: {
    stockStack:
      'La dimensione della pila di riserva {{d}} deve essere un numero intero da 0 a 200 (conta ogni carta della pila); ricevuto {{n}}.',
    stockStack2: 'Non esiste la pila di riserva "{{k}}"; le pile sono kn, sc, te e se.',
  },
  ERR_CARD_COUNT: {
    discardsDown_one: '{{player}} scarta fino a {{limit}}: esattamente {{count}} carta, non {{count2}}.',
    discardsDown_other: '{{player}} scarta fino a {{limit}}: esattamente {{count}} carte, non {{count2}}.',
    takesExactly_one: '{{what}} richiede esattamente {{count}} carta; ricevute {{codeCount}}.',
    takesExactly_other: '{{what}} richiede esattamente {{count}} carte; ricevute {{codeCount}}.',
  },
  ERR_CARD_ELSEWHERE: {
    appDeals: "Distribuisce l'app: la carta in cima al suo mazzo è {{top}}, non {{card}}.",
    accountedFor: '{{code}} non può essere in {{place}}: ogni copia è già altrove.',
    knownIn: '{{code}} non può essere in {{place}}: si sa che è in {{where}}.',
    onlyIn: '{{code}} non può essere in {{place}}: può essere solo in uno di questi posti: {{where}} o {{last}}.',
    cannotHold: '{{place}} non può avere {{codes}} tutte insieme, per quanto si sa del tavolo.',
    holds: '{{where}} ha {{market}}, non {{card}}.',
    nameCard: 'Indica una carta fuori dal gioco ({{expelled}}).',
    revealedEffect: 'La carta effetto rivelata è {{card}}, non {{card2}}.',
  },
  ERR_CARD_NOT_IN_DECK: {
    cannotCome: '{{card}} non può venire dal mazzo: {{value}}.',
    cardDeck: '{{value}} non è una carta del mazzo "{{name}}".',
    cardDeck2: '{{code}} non è una carta del mazzo "{{name}}".',
    deckCard: 'Il mazzo "{{name}}" non ha la carta {{id}}.',
  },
  ERR_CARD_NOT_IN_GAME: {
    cardGame: '{{code}} non è una carta di questo gioco.',
    cardGame2: '{{code}} non è una carta di questo gioco.',
  },
  ERR_CARD_REQUIRED: {
    appDeals: "Distribuisce l'app (opzione dealing: app), quindi conosce ogni carta: indica la carta spostata da {{where}}.",
    appDeals2: "Distribuisce l'app (opzione dealing: app), quindi conosce ogni carta: indica le carte di {{what}}.",
    cardGoing: 'Una carta che va in {{placeName}} è scoperta: indicala.',
  },
  ERR_CLOCK_NOT_STARTED: {
    clockBeen: 'Il cronometro non è ancora partito.',
    tradingClock: 'Il cronometro degli scambi non è ancora partito: fallo partire prima.',
  },
  ERR_CLOCK_PAUSED: {
    clockAlready: 'Il cronometro è già in pausa.',
    clockPaused: 'Il cronometro è in pausa: fallo ripartire prima di dichiarare un nuovo scambio.',
    tradingClock: 'Il cronometro degli scambi è già in pausa.',
  },
  ERR_CLOCK_RUNNING: {
    clockAlready: 'Il cronometro sta già andando.',
    tradingClock: 'Il cronometro degli scambi sta già andando.',
  },
  ERR_CLOCK_STARTED: {
    clockAlready: 'Il cronometro è già partito.',
    tradingClock: 'Il cronometro degli scambi è già partito in questa fase; mettilo in pausa o fallo ripartire.',
  },
  ERR_DECK_EMPTY: {
    deckCards: "Il mazzo non ha carte: ogni carta è in una mano, quindi non c'è niente da pescare.",
    deckDiscard: 'Il mazzo e gli scarti sono entrambi vuoti.',
    deckDiscard2: 'Il mazzo e gli scarti sono entrambi vuoti: nessuna carta può riempire la casella.',
    deckDiscard3: "Il mazzo e gli scarti sono entrambi vuoti: non c'è una carta in cima con cui sostituirla.",
  },
  ERR_DUPLICATE_CARD: {
    enteredTwice: '{{code}} è inserita due volte nella mano di {{who}}; il mazzo ha una sola copia di ogni carta.',
    namedTwice: '{{ref}} è indicata due volte: ogni carta può muoversi una volta sola in uno scambio.',
    namedTwice2: '{{ref}} è {{mark}}, indicata due volte: ogni carta può muoversi una volta sola in uno scambio.',
  },
  ERR_EFFECT_IN_PROGRESS: {
    effectBeing: "Si sta risolvendo l'effetto di {{player}} ({{card}}): finiscilo prima (un effetto non può interromperne un altro).",
    effectStill: "L'effetto {{card}} di {{player}} è ancora in corso; finiscilo prima.",
  },
  ERR_GAME_OVER: {
    gameOver: "La partita è finita: nessun'altra azione.",
    gameOver2: 'La partita è finita dopo {{rounds}} giri; non si può giocare altro.',
    gameOver3: "La partita è finita ({{reason}}); nessun'altra azione è possibile.",
    gameOver4: "La partita è finita dopo {{rounds}} giri; nessun'altra azione.",
  },
  ERR_HAND_SIZE: {
    gridPoker:
      'Una mano di Grid Poker è di 5 carte (3 del mercato e 2 del giocatore), o 4 con una compagnia di una carta; ricevute {{codeCount}}.',
    holdsCards: '{{place}} ha {{count}} carte; ne sono state inserite {{entered}}.',
    holdsCards2: '{{who}} ha {{size}} carte; ne sono state inserite {{cardCount}}.',
  },
  ERR_ILLEGAL_MOVE: {
    cannotFrom: '{{card}} non può andare da {{route}}.',
    move: 'Mossa {{i}} ("{{text}}"): {{why}}.',
  },
  ERR_INCONSISTENT_HAND: {
    cannotHold:
      '{{place}} non può avere esattamente {{codes}}: date le carte di cui si sa dove sono andate, il resto del tavolo sarebbe impossibile.',
    knownHold: "Si sa che {{place}} ha {{codes}}, che mancano nell'inserimento.",
  },
  ERR_KING_LEFT_ATTACKED: {
    kingLeft:
      'Con un solo re rimasto, una mossa non può lasciarlo sotto attacco: dopo {{squareName}}{{squareName2}} il tuo re su {{squareName3}} sarebbe attaccato.',
    kingLeft2: 'Con un solo re rimasto, nessuna azione può lasciarlo sotto attacco: il tuo re su {{squareName}} sarebbe attaccato.',
  },
};
