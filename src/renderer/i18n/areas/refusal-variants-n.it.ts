/** Italian detailed refusal texts of codes raised with several messages, N-Z (the keys of refusal-variants-n.en.ts). */
import type { refusalVariantsNEn } from './refusal-variants-n.en';
import type { MessagesOf } from '../shape';

export const refusalVariantsNIt: MessagesOf<typeof refusalVariantsNEn> = {
  ERR_NO_CLOCK: {
    gamePlayed: 'Questa partita si gioca senza cronometro (opzione clock = 0).',
    tradingClock: "Ora non c'è un cronometro degli scambi in funzione (opzione tradingClockSeconds).",
  },
  ERR_NO_EFFECT: {
    effectBeing: 'Non si sta risolvendo nessun effetto.',
    revealedHand: 'Nessuna carta rivelata della mano aspetta il suo effetto.',
  },
  ERR_NO_PIECE: {
    pieceMove: "Non c'è nessun pezzo da muovere su {{squareName}}.",
    pieceUpgrade: "Non c'è nessun pezzo da promuovere su {{squareName}}.",
  },
  ERR_NO_SUCH_PLAYER: {
    playerSeat: "Non c'è nessun giocatore al posto {{p}}; i posti vanno da 0 a {{playerCount}}.",
    playerSeat2: "Non c'è nessun giocatore al posto {{seat}}; i posti vanno da 0 a {{playerCount}}.",
  },
  ERR_NO_SUCH_SEAT: {
    seat: 'Non esiste il posto {{seat}}.',
    seatMatch: 'In questa partita non esiste il posto {{seat}}: ha {{playerCount}} giocatori.',
    seatSeats: 'Non esiste il posto {{seat}}; i posti vanno da 0 a {{playerCount}}.',
    seatTable: 'Non esiste il posto {{v}}: al tavolo ci sono {{playerCount}} giocatori (posti 0-{{playerCount2}}).',
  },
  ERR_NO_SUCH_SLOT: {
    marketSlots: 'Il mercato ha le caselle da 0 a 8; {{slot}} non è una di queste.',
    marketSlots2: 'Il mercato ha le caselle da 0 a 8 (riga per riga); {{slot}} non è una di queste.',
  },
  ERR_NO_SUCH_TRADE: {
    openTrade: "Non c'è uno scambio aperto {{id}}.",
    openTrade2: "Non c'è uno scambio aperto {{trade}}.",
  },
  ERR_NOT_A_PIECE: {
    cannotStand: '{{card}} non può stare sulla scacchiera: solo le carte del Tech Deck con valore sono pezzi.',
    piece: '{{card}} su {{squareName}} non è un pezzo.',
  },
  ERR_NOT_ENOUGH_CARDS: {
    cardCannot_one: '{{player}} ha {{count}} carta e non può darne {{n}}.',
    cardCannot_other: '{{player}} ha {{count}} carte e non può darne {{n}}.',
    deckCards: 'Il mazzo ha {{deck}} carte: la mano di {{player}} può crescere al massimo di tante.',
    deckCards2: 'Il mazzo ha {{deck}} carte; ne verrebbero {{addedCount}}.',
    deckHold:
      '{{decks}} mazzo/i contengono {{totalCards}} carte, ma 4 carte iniziali delle pile di riserva, {{n}} mani da {{dealSize}} e {{tradingStopsAtDeckSize}} carte inclinate ne richiedono {{needed}}. Usa due mazzi o una distribuzione più piccola.',
    discardPile: 'La pila degli scarti è vuota.',
    empty: '{{where}} è vuoto.',
    holdsCard_one: '{{player}} ha {{count}} carta, meno di {{codeCount}}.',
    holdsCard_other: '{{player}} ha {{count}} carte, meno di {{codeCount}}.',
    holdsCard2: '{{player}} ha {{count}} carta/e: una mano di poker richiede 2 carte della mano.',
    onlyCard_one: 'Si può rivelare solo {{count}} carta (mazzo e scarti); rivelane quante più possibile.',
    onlyCard_other: 'Si possono rivelare solo {{count}} carte (mazzo e scarti); rivelane quante più possibile.',
    playersCards:
      '{{n}} giocatori con {{dealSize}} carte ciascuno e un mercato di 9 carte richiedono {{needed}} carte; {{decks}} mazzo/i ne contengono {{total}}. Usa due mazzi (opzione decks) o distribuisci meno carte.',
    playersCards2:
      '{{n}} giocatori con {{handSize}} carte ciascuno richiedono {{dealt}} carte, ma il mazzo ne ha {{TRADESDECKSIZE}}: abbassa handSize o fai sedere meno giocatori.',
  },
  ERR_NOT_ENOUGH_MONEY: {
    certificateCosts: 'Un certificato {{c}} costa {{INVESTCOST}} {{c}}; {{player}} ha {{money}} {{c}}.',
    wouldGive: '{{player}} darebbe {{amount}} {{currency}} ma ne ha solo {{value}}.',
  },
  ERR_NOT_IN_COMPANY: {
    company: '{{card}} non è nella compagnia di {{player}} ({{company}}).',
    nameCard: 'Indica una carta di {{where}} ({{company}}).',
  },
  ERR_NOT_IN_STACK: {
    stockStack: 'La pila di riserva {{stack}} non contiene {{card}}.',
    stockStack2: 'La pila di riserva {{from}} non contiene {{card}}.',
    stockStack3: 'La pila di riserva {{domain}} non contiene {{card}}.',
  },
  ERR_NOT_PENDING: {
    handCards: '{{player}} non ha carte della mano da restituire o ripescare (i vincitori devono scartare e ripescare le loro).',
    holdsCards: '{{player}} ha {{count}} carte, entro il limite di {{limit}}.',
  },
  ERR_NOT_STARTED: {
    clockBeen: 'Il cronometro non è ancora partito.',
    tradingStarted: 'Gli scambi non sono iniziati: fai partire prima il cronometro.',
  },
  ERR_NOT_TRADING: {
    onlyTrading: 'Si può chiudere solo una fase di scambi.',
    playersAnnounce: 'I giocatori annunciano di aver finito, o tornano a scambiare, solo durante una fase di scambi.',
    tradesHappen: 'Gli scambi avvengono solo nelle fasi di scambio.',
  },
  ERR_NOT_YOUR_PIECE: {
    holdsPiece: '{{squareName}} ha {{card}}, un pezzo di {{seatLabel}}; è il turno di {{seatLabel2}}.',
    holdsPiece2: '{{squareName}} ha {{card}}, un pezzo di {{seatLabel}}.',
  },
  ERR_NOT_YOUR_TURN: {
    discardsNext: "{{player}} scarta la prossima carta del mercato (il vincitore per {{axis}} che viene prima nell'ordine di turno).",
    nobodyDiscards: "Nessuno scarta la prossima carta del mercato (il vincitore per riga che viene prima nell'ordine di turno).",
    onlyWho: "Solo {{player}}, che ha fatto l'offerta a pronti, può ritirarla.",
    otherPlayers: 'Agli altri giocatori si chiede in senso orario se disinvestire {{currency}}; ora tocca a {{player}} rispondere.',
    sayWho: "Di' chi agisce: è il turno di {{player}}.",
    turn: 'È il turno di {{player}}.',
    turnDeclare: 'Tocca a {{player}} dichiarare, non a {{player2}}.',
    turnEffects:
      "È il turno di {{player}} per gli effetti ({{where}}). Fuori turno, {{player2}} può solo concatenare l'effetto di una carta portata da un effetto in {{where}} in questa fase ({{fresh}}), non {{card}}.",
    turnTurn: "È il turno di {{player}}, non di {{player2}} (l'ordine di turno parte dal primo giocatore).",
    turnUse: 'Tocca a {{player}} usare un effetto o passare (ordine di turno dal primo giocatore).',
  },
  ERR_OPTION_CONFLICT: {
    eachPlayer:
      'Ogni giocatore riceve {{dealSize}} carte e ne mette 2 nella compagnia, quindi alla preparazione se ne possono scartare al massimo {{keep}}; setupDiscards è {{setupDiscards}}.',
    theseOptions:
      'Con queste opzioni una mano può arrivare a {{hand}} carte: le mani e le compagnie di {{n}} giocatori e il mercato richiederebbero {{needed}} carte, e {{decks}} mazzo/i ne contengono {{total}}, quindi il mercato non si potrebbe riempire. Abbassa drawBelow o il limite della mano, o usa due mazzi.',
  },
  ERR_PICK_COUNT: {
    pickBlind: 'La scelta alla cieca ha estratto {{blindPositionCount}} posizioni per lo scambio {{id}}.',
    tradeInitiator:
      'Nello scambio {{id}} chi lo propone sceglie alla cieca {{want}} carte del destinatario ({{what}}); ricevute {{pickedCount}}.',
  },
  ERR_PLAYER_COUNT: {
    playedPlayers: '{{name}} si gioca da {{minPlayers}} a {{maxPlayers}} giocatori; ricevuti {{playerCount}}.',
    playedPlayers2: '{{name}} si gioca da {{minPlayers}} a {{maxPlayers}} giocatori; ricevuti {{count}}.',
    playersWere: 'For-Ex è per {{MINPLAYERS}}-{{MAXPLAYERS}} giocatori; ne sono seduti {{n}}.',
    techChess: 'Tech Chess è per esattamente 2 giocatori; ricevuti {{playerCount}}.',
    techExchange: 'Tech Exchange è per 2-6 giocatori; ne sono stati indicati {{n}}.',
    techGrid: 'Tech Grid Poker è per {{MINPLAYERS}}-{{MAXPLAYERS}} giocatori; indicati {{n}}.',
    tradesPlayed: 'Trades si gioca in 3 o più (2 ammessi per le prove), al massimo {{TRADESMAXPLAYERS}} qui; ricevuti {{n}}.',
  },
  ERR_REVEAL_STARTED: {
    handAlready:
      'La mano di {{player}} è già inserita: una jolly che contiene torna indietro prima che la mano sia rivelata (annulla fino a lì).',
    handsBeing: 'Si stanno rivelando le mani; annulla per correggere il tavolo prima di allora.',
  },
  ERR_SAME_CURRENCY: {
    contractExchanges: "Un contratto scambia una valuta con un'altra.",
    spotTransaction: "Una transazione a pronti scambia una valuta con un'altra.",
  },
  ERR_SIM_WORKER: {
    simulationWorker: 'Un processo di simulazione si è fermato: {{fatal}}',
    simulationWorker2:
      'Nessun processo di simulazione ha potuto giocare {{value}} di partite ({{started}} di {{wanted}} avviate da {{code}}), e questo thread non le gioca.',
  },
  ERR_SLOT_EMPTY: {
    empty: '{{where}} è vuoto.',
    marketSlot: 'La casella del mercato in {{slotName}} è già vuota.',
  },
  ERR_SLOT_TAKEN: {
    alreadyHolds: '{{placeName}} ha già {{market}}: sposta prima quella carta.',
    marketSlot: 'La casella del mercato in {{slotName}} ha già {{market}}.',
  },
  ERR_SQUARE_OCCUPIED: {
    occupiedBuild: '{{squareName}} è occupata da {{card}}; una costruzione richiede una casa vuota.',
    occupiedMove: '{{squareName}} è occupata da {{card}}: sposta prima quella carta.',
  },
  ERR_STACK_LIMIT_REACHED: {
    firstTrading:
      'La prima fase di scambi si è fermata quando una pila di riserva è arrivata a {{firstPhaseStackLimit}} carte; gli scambi continuano nella seconda fase di scambi, dopo gli effetti delle carte.',
    firstTrading2: 'La prima fase di scambi si è fermata quando una pila di riserva è arrivata a {{firstPhaseStackLimit}} carte.',
  },
  ERR_STORE_IO: {
    couldFind: 'Nessun identificativo di partita libero trovato dopo 5 tentativi.',
    couldRead: 'Impossibile leggere la partita {{id}}: {{messageOf}}',
    playtestStore: "L'archivio dei playtest non ha potuto completare {{method}}: {{messageOf}}",
  },
  ERR_TEXT_TOO_LONG: {
    cardName: 'Il nome di una carta ha al massimo 200 caratteri.',
    effectText: 'Il testo di un effetto ha al massimo 2000 caratteri.',
  },
  ERR_TIME_UP: {
    timeLimit: 'Il tempo limite è scaduto: gli scambi sono finiti (trades.txt: "la partita finisce quando si raggiunge il tempo limite").',
    timeRun: 'Il tempo di {{cap}} è finito: registra la caduta della bandierina.',
    tradingOver: 'Gli scambi sono finiti: il tempo limite è stato raggiunto.',
  },
  ERR_TRADE_SIZE: {
    cardGive: '{{player}} non ha carte da dare.',
    eachPlayer: 'In uno scambio ogni giocatore offre 1 o {{max}} carte; {{player}} ne dà {{n}}.',
    eachPlayerOne: 'In uno scambio ogni giocatore offre 1 carta; {{player}} ne dà {{n}}.',
    holdsCards: '{{name}} ha {{size}} carte; qui ne sono indicate {{outCount}}.',
    mandatoryTrade: 'Uno scambio obbligatorio dà da 1 a 4 carte; questo ne dà {{n}}.',
    optionalTrade: 'Uno scambio facoltativo offre da 2 a 4 carte; questo ne offre {{n}}.',
    tradeCards: 'Uno scambio di {{n}} carte richiede {{n}} carte in entrambe le mani; qui le mani ne hanno {{size}}.',
  },
  ERR_UNDO_OUT_OF_RANGE: {
    cannotKeep: 'Impossibile tenere {{keep}} eventi: il registro ne ha {{eventCount}}.',
    eventUndo: "Non c'è un evento {{seq}} a cui tornare; il registro ha {{length}} eventi.",
  },
  ERR_UNKNOWN_GAME: {
    game: 'Non esiste il gioco "{{game}}".',
    gameGames: 'Non esiste il gioco "{{id}}". Giochi: {{keys}}.',
  },
  ERR_WRONG_EDIT: {
    effectCarried: "L'effetto di {{card}} lo esegue l'arbitro: richiede {{expected}}, non {{type}}.",
    effectReveals: "L'effetto di {{card}} rivela carte sulle pile di riserva.",
  },
  ERR_WRONG_PHASE: {
    beingAsked: 'Si sta chiedendo a {{player}} se disinvestire anche {{currency}} (divest o pass).',
    everyFinal: 'Ogni mano finale è inserita e la partita ha il punteggio; annulla per correggere una mano.',
    finalHands: 'Le mani finali si inseriscono dopo il tempo limite; gli scambi sono ancora in corso.',
    firstPlayer:
      'Il primo giocatore si stabilisce alla preparazione, prima del primo scambio della partita (il segnalino passa poi a sinistra a ogni giro).',
    gameOver: 'La partita è finita tranne una scelta: {{player}} deve scegliere la valuta più forte tra {{candidates}}.',
    lastDividend: `L'ultimo dividendo è stato pagato: non ci sono più turni, il resto della Coda dei Contratti si risolve in ordine ("resolve").`,
    passingOnly: "Passare serve solo a rispondere al disinvestimento di un altro giocatore; nel tuo turno fai un'azione.",
    possibleDuring: '{{what}}: non è possibile durante {{phaseName}}.',
    strongestCurrency: 'La valuta più forte si sceglie solo alla fine della partita, in caso di parità.',
  },
};
