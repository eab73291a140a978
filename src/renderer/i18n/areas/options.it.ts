/** Italiano: le opzioni di variante di ogni gioco, per gioco e nome dell'opzione (vedi options.en.ts). */
import type { MessagesOf } from '../shape';
import type { optionsEn } from './options.en';

export const optionsIt: MessagesOf<typeof optionsEn> = {
  'tech-exchange': {
    decks: {
      label: 'Mazzi Tech',
      help: '0 = secondo le regole: un mazzo per 2-4 giocatori, due per 5-6.',
    },
    dealSize: {
      label: 'Carte distribuite',
      help: '0 = secondo le regole: 10 con 2 giocatori, altrimenti 8.',
    },
    rounds: {
      label: 'Round',
      help: 'La partita finisce dopo questo numero di round.',
    },
    firstPhaseStackLimit: {
      label: 'Limite di pila nella prima fase di scambio',
      help: 'La prima fase di scambio si ferma quando una pila di magazzino contiene questo numero di carte, compresa la carta iniziale di valore 1.',
    },
    tradingStopsAtDeckSize: {
      label: 'Carte inclinate',
      help: 'Gli scambi finiscono quando il mazzo di pesca scende a questo numero di carte (inclinate). 0 = secondo le regole: 1 con esattamente 4 giocatori, altrimenti 5.',
    },
    maxTradeCards: {
      label: 'Carte per lato di uno scambio',
      help: 'Uno scambio è da 1 a questo numero di carte contro da 1 a questo numero di carte.',
    },
    effectRevealers: {
      label: 'Chi usa un effetto e rivela',
      help: 'I primi giocatori (fino a questo numero) che usano un effetto in una fase rivelano una carta del mazzo sulle pile.',
    },
    tradingClockSeconds: {
      label: 'Orologio degli scambi (secondi)',
      help: 'Un orologio in tempo reale per ogni fase di scambio; quando scade non si accettano altri scambi. 0 = nessun orologio.',
    },
    wilds: {
      label: 'Carte jolly',
      help: 'Si gioca con le due carte jolly di ogni mazzo.',
    },
    dealing: {
      label: 'Distribuzione',
      help: "al tavolo: le carte si mescolano e si distribuiscono al tavolo e l'app conosce una carta quando viene nominata; app: l'app mescola (con il seme) e distribuisce a ogni round, quindi conosce ogni carta distribuita (ogni posto vede comunque solo la propria mano). Le simulazioni usano app.",
      choices: { table: 'al tavolo', app: 'app' },
    },
  },
  'tech-chess': {
    pawnMoves: {
      label: 'Mosse dei pedoni',
      help: 'Come muovono e catturano i pedoni (2-10), di una casa: avanti3 = avanti e le due diagonali in avanti; avanti3+lati aggiunge sinistra e destra; tutte8 = in ogni direzione.',
      choices: { forward3: 'avanti3', forward3sideways: 'avanti3+lati', all8: 'tutte8' },
    },
    stalemate: {
      label: 'Stallo',
      help: 'Un giocatore non sotto scacco (con uno o due re) senza mosse, costruzioni o potenziamenti legali: patta, o sconfitta per il giocatore in stallo.',
      choices: { draw: 'patta', loss: 'sconfitta' },
    },
    upgrades: {
      label: 'Potenziamenti per giocatore',
      help: 'Quante volte a partita ogni giocatore può potenziare un pedone 2, 3 o 4.',
    },
    builds: {
      label: 'Costruzioni per giocatore',
      help: 'Quante volte a partita ogni giocatore può costruire un pedone 2-10 dalla mano.',
    },
    clock: {
      label: 'Orologio (minuti)',
      help: 'Orologio da scacchi: minuti per giocatore; 0 = nessun orologio.',
    },
    clockIncrement: {
      label: "Incremento dell'orologio (secondi)",
      help: "Secondi aggiunti all'orologio di un giocatore dopo ogni suo turno.",
    },
    dealing: {
      label: 'Distribuzione',
      help: "al tavolo: le carte si mescolano e si distribuiscono al tavolo e l'app conosce una carta quando viene giocata; app: l'app mescola (con il seme) e nomina ogni carta distribuita.",
      choices: { table: 'al tavolo', app: 'app' },
    },
    handSize: {
      label: 'Carte distribuite',
      help: "Carte distribuite a ogni giocatore all'inizio.",
    },
    p1Setup: {
      label: 'Disposizione del giocatore 1',
      help: 'Le 12 carte del giocatore 1: a1-f1 poi a2-f2 (valori 1 13 12 11 13 1 / 2 3 4 4 3 2, servizi o scienza), ad es. "1se 13se 12se 11sc 13sc 1sc 2se 3se 4se 4sc 3sc 2sc". Vuoto = quella predefinita.',
    },
    p2Setup: {
      label: 'Disposizione del giocatore 2',
      help: 'Le 12 carte del giocatore 2: a6-f6 poi a5-f5 (valori 1 13 12 11 13 1 / 2 3 4 4 3 2, conoscenza o tecnologia), ad es. "1kn 13kn 12kn 11te 13te 1te 2kn 3kn 4kn 4te 3te 2te". Vuoto = quella predefinita.',
    },
  },
  'grid-poker': {
    aceHigh: {
      label: 'Asso',
      help: "entrambi: l'1 vale alto (10-11-12-13-1) o basso (1-2-3-4-5); basso: l'1 è solo basso.",
      choices: { both: 'entrambi', low: 'basso' },
    },
    wilds: {
      label: 'Carte jolly',
      help: 'jolly: un jolly prende il valore e il dominio che danno la mano migliore; tolti: i jolly sono tolti dal mazzo.',
      choices: { jokers: 'jolly', removed: 'tolti' },
    },
    pointsLow: {
      label: 'Punti fino al tris',
      help: 'Punti per la mano migliore di una riga o colonna fino al tris.',
    },
    pointsHigh: {
      label: 'Punti per una scala o meglio',
      help: 'Punti per la mano migliore di una riga o colonna superiore al tris.',
    },
    rounds: {
      label: 'Round',
      help: 'La partita finisce dopo questo numero di round.',
    },
    decks: {
      label: 'Mazzi Tech',
      help: 'Con 5-6 giocatori si consigliano due mazzi.',
    },
    dealSize: {
      label: 'Carte distribuite',
      help: 'Carte distribuite a ogni giocatore alla preparazione.',
    },
    setupDiscards: {
      label: 'Scarti alla preparazione',
      help: 'Carte che ogni giocatore scarta dopo aver formato una compagnia.',
    },
    handLimit: {
      label: 'Limite della mano (2-4 giocatori)',
      help: 'Fine del round: si scarta fino a questo numero di carte con 2-4 giocatori.',
    },
    handLimitLarge: {
      label: 'Limite della mano (5-6 giocatori)',
      help: 'Fine del round: si scarta fino a questo numero di carte con 5-6 giocatori.',
    },
    drawBelow: {
      label: 'Pesca sotto',
      help: 'Fine del round: un giocatore con meno carte di questo numero ne pesca una.',
    },
    dealing: {
      label: 'Distribuzione',
      help: "table: il mazzo si mescola e si distribuisce al tavolo e l'app conosce una carta quando viene nominata; app: l'app mescola (con seme) e distribuisce ogni carta, quindi le conosce tutte (lo schermo non mostra comunque una mano agli altri posti). Le simulazioni usano app.",
      choices: { table: 'al tavolo', app: 'app' },
    },
  },
  'for-ex': {
    certificatesPerCurrency: {
      label: 'Certificati per valuta',
      help: 'Quanti certificati ha ogni valuta nella scatola (BGA: 8).',
    },
    certificatesRemovedAtSetup: {
      label: 'Certificati tolti alla preparazione',
      help: 'Quanti certificati si tolgono prima di giocare (BGA: 6), estratti a caso se non indicati sotto.',
    },
    removedCertificates: {
      label: 'Certificati tolti (dal tavolo)',
      help: 'Le valute dei certificati tolti nel gioco fisico, separate da virgole o come lista JSON (ad es. "USD,USD,CNY,GBP,EUR,JPY" o ["USD","USD","CNY","GBP","EUR","JPY"]); il loro numero deve corrispondere all\'opzione sopra. Vuoto: Deckside li estrae a caso.',
    },
    certificateLimit: {
      label: 'Certificati di una valuta che un giocatore può tenere',
      help: 'Il limite di possesso per valuta (4).',
    },
    startingMoney: {
      label: 'Denaro iniziale',
      help: 'Bucks di ogni valuta con cui parte ogni giocatore (2).',
    },
    dividends: {
      label: 'Dividendi',
      help: 'Bucks pagati per certificato da ogni dividendo, in ordine di risoluzione, separati da virgole o come lista JSON (BGA: 0,2,2,2,3 o [0,2,2,2,3]). Il loro numero è il numero di dividendi.',
    },
    startingRates: {
      label: 'Tassi iniziali',
      help: 'Le 21 coppie, prima il lato più forte, poi la posizione sulla scala 1-10 (tabella BGA), separate da virgole o come lista JSON, ad es. "GBP>USD:1,GBP>EUR:2,..." o ["GBP>USD:1","GBP>EUR:2",...].',
    },
    conversionRounding: {
      label: 'Arrotondamento della conversione finale',
      help: 'ciascuna: ogni valuta convertita nella più forte è arrotondata per difetto a sé (riferimento); totale: la somma convertita è arrotondata per difetto una volta.',
      choices: { each: 'ciascuna', total: 'totale' },
    },
    refusedSpotCounts: {
      label: "Un'offerta a pronti rifiutata consuma la transazione a pronti",
      help: 'BGA: no, il giocatore può offrire di nuovo (a chiunque) prima della sua azione.',
    },
    bankruptScoresZero: {
      label: 'Un giocatore in bancarotta fa 0 punti',
      help: 'BGA: sì, e non può vincere.',
    },
    standingsTieBreak: {
      label: 'Parità per il maggior denaro',
      help: 'certificati più forti: vince chi ha più certificati della valuta più forte (BGA); condiviso: i giocatori in parità condividono il posto.',
      choices: { strongestCertificates: 'certificati più forti', shared: 'condiviso' },
    },
    noHoldersStrengthenNothing: {
      label: 'I dividendi senza certificati posseduti non rafforzano nulla',
      help: 'BGA: no; finché nessuno possiede un certificato tutte e sette le valute sono pari a zero e il giocatore di turno ne sceglie una da rafforzare. Sì: nessuna valuta è rafforzata.',
    },
    mergedLoanKeepsLetters: {
      label: 'Un Prestito tiene le lettere dei contratti fusi in esso',
      help: 'BGA: no; un contratto fallito fuso nel Prestito esistente del suo proprietario libera subito la sua lettera. Sì: il Prestito tiene ogni lettera fusa finché non è pagato.',
    },
  },
  trades: {
    handSize: {
      label: 'Carte per mano',
      help: 'Carte distribuite a ogni giocatore (7 nelle regole).',
    },
    deck: {
      label: 'Mazzo',
      help: 'standard: un mazzo da 52 carte (A=1, J=11, Q=12, K=13); tech: il Tech Deck senza le carte jolly.',
      choices: { standard: 'standard', tech: 'tech' },
    },
    timeLimitSeconds: {
      label: 'Tempo limite (secondi)',
      help: 'Gli scambi si fermano quando il conto alla rovescia arriva a zero (5 minuti nelle regole).',
    },
    mode: {
      label: 'Modalità',
      help: 'tutti contro tutti: chiunque dichiara in qualsiasi momento, gli scambi con un giocatore occupato aspettano in coda; a turni: dichiarazioni in ordine di posto.',
      choices: { freeForAll: 'tutti contro tutti', turns: 'a turni' },
    },
    deckTrades: {
      label: 'Scambi con il mazzo per giocatore',
      help: 'Quanti scambi con il mazzo può fare ogni giocatore (3 nelle regole).',
    },
    dealing: {
      label: 'Distribuzione',
      help: "al tavolo: le carte si mescolano e si distribuiscono al tavolo e l'app conosce una carta quando viene nominata; app: l'app mescola (con il seme) e distribuisce, quindi conosce ogni carta (ogni posto vede comunque solo la propria mano). Le simulazioni usano app.",
      choices: { table: 'al tavolo', app: 'app' },
    },
  },
};
