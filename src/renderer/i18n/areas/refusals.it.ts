/** Italiano: i testi dettagliati dei rifiuti aggiunti codice per codice (vedi refusals.en.ts). */
import type { MessagesOf } from '../shape';
import type { refusalsEn } from './refusals.en';

export const refusalsIt: MessagesOf<typeof refusalsEn> = {
  ERR_ABILITY_WITHOUT_CAPTURE: "L'abilità della carta di un pezzo si può usare solo quando cattura.",
  ERR_ALREADY_STARTED: "L'orologio è già partito; mettilo in pausa e riprendilo invece.",
  ERR_BAD_TARGET: "Per il suo effetto si rivela solo una carta della mano di cui si usa l'effetto.",
  ERR_CLOCK_NOT_RUNNING: "L'orologio non sta andando.",
  ERR_INVEST_COUNT: 'Investire compra uno o due certificati.',
  ERR_NOT_EFFECTS_PHASE: 'Gli effetti delle carte si usano solo nelle fasi degli effetti.',
  ERR_NOT_REVEAL_PHASE: 'Le mani si rivelano e si contano nella fase di rivelazione e punteggio, dopo la seconda fase degli effetti.',
  ERR_NOT_TURN_MODE: 'Passare è per la modalità a turni; in tutti contro tutti nessuno deve agire.',
  ERR_NO_EFFECT_IN_PROGRESS: "Le modifiche di un effetto si fanno mentre si risolve l'effetto di una carta (usa prima un effetto).",
  ERR_NO_FLAG_FALL: "Nessuna bandierina è caduta: il giocatore di turno ha ancora tempo sull'orologio.",
  ERR_NO_FREE_CONTRACT: 'Tutte e sei le lettere dei contratti (A-F) sono in uso: non si può fare un contratto finché uno non è saldato.',
  ERR_NO_MOVE: "Una mossa deve andare in un'altra casa.",
  ERR_NO_REVEAL_PENDING: 'Ora nessuna carta aspetta di essere rivelata dal mazzo.',
  ERR_NO_SPOT_OFFER: "Non c'è nessuna transazione a pronti in offerta.",
  ERR_QUEUE_EMPTY: 'La coda dei contratti è vuota: niente da risolvere.',
  ERR_REVEAL_PENDING:
    'Prima inserisci la carta rivelata dalla cima del mazzo: ogni scambio, e ciascuno dei primi usi di un effetto, mette la carta in cima sulla sua pila di magazzino.',
  ERR_SAME_PLACE: 'Una carta deve spostarsi in un altro posto.',
  ERR_SAME_PLAYER: 'Uno scambio è tra due giocatori diversi.',
  ERR_SPOT_ALREADY_DONE: "Una sola transazione a pronti per turno, prima dell'azione.",
  ERR_SPOT_SELF: 'Una transazione a pronti si fa con un altro giocatore.',
  ERR_STRENGTHEN_NOT_ALLOWED: 'Solo una voce Dividendi rafforza una valuta quando è risolta.',
  ERR_TOO_MANY_FLUSHES: 'Una mano conta al massimo un colore.',
  ERR_UPGRADE_TO_KING: 'Un pezzo non può essere potenziato a re (13).',
  ERR_WILDS_REMOVED: 'In questa partita le carte jolly sono tolte dal mazzo (opzione wilds = removed).',
  ERR_WILD_HAS_NO_DOMAIN: 'Una carta jolly non ha una pila di dominio verso cui spostarsi.',
  ERR_WILD_IN_HAND: 'Una carta jolly presa in mano torna su una pila di magazzino (mettila prima lì); non conta mai in una mano.',
  ERR_WILD_NEEDS_STACK: 'Una carta jolly rivelata va sulla pila di magazzino scelta dal giocatore che pesca: indica quale pila.',
  ERR_WILD_NOT_EXPELLED: 'Le carte jolly non si espellono.',
  ERR_WILD_NOT_TRADED:
    'Una carta jolly non resta mai in una mano: va su una pila di magazzino appena è pescata o ricevuta, quindi non si può mai dare in uno scambio.',
  // For-Ex
  ERR_NOT_CHOOSER: "In caso di parità sceglie la valuta più forte chi ha giocato l'ultimo turno: cioè {{player}}.",
  ERR_NOT_TIED: '{{currency}} non è tra le valute in parità per la più forte ({{tied}}).',
  ERR_DIVEST_CURRENCY: 'Dopo un disinvestimento, gli altri giocatori possono vendere solo la stessa valuta, {{currency}}.',
  ERR_NOT_SPOT_PARTNER: 'Solo {{player}}, a cui è stata offerta la transazione a pronti, può accettarla o rifiutarla.',
  ERR_SPOT_PENDING: "{{player}} non ha ancora risposto all'offerta a pronti: prima accettala, rifiutala o ritirala.",
  ERR_CONTRACT_AMOUNT: "L'importo della valuta più forte deve essere un numero intero da 1 a {{max}}; ricevuto {{amount}}.",
  ERR_PARTNER_CANNOT_PAY: '{{player}} darebbe {{amount}} {{currency}} ma ne ha solo {{held}}: entrambe le parti devono avere il denaro.',
  ERR_NO_CERTIFICATE_AVAILABLE: 'Non resta nessun certificato {{currency}} da comprare.',
  ERR_CERTIFICATE_LIMIT:
    'Un giocatore può tenere al massimo {{limit}} certificati di una valuta; {{player}} ne ha già {{held}} {{currency}}.',
  ERR_DIVEST_COUNT: 'Disinvestire vende un numero intero di certificati, almeno 1; ricevuto {{count}}.',
  ERR_NOT_ENOUGH_CERTIFICATES: '{{player}} ha {{held}} certificati {{currency}} e non può venderne {{count}}.',
  // Trades
  ERR_NOTHING_TO_PICK:
    'Lo scambio {{trade}} dà 1 carta: chi lo propone non ne sceglie nessuna alla cieca (metà di 1, per difetto); il destinatario sceglie la carta.',
  ERR_ALREADY_PICKED:
    'Le scelte alla cieca dello scambio {{trade}} sono già state pescate (posizioni {{positions}}); non si possono pescare di nuovo.',
  ERR_BAD_PLAYER: 'Il giocatore {{n}} non ha un nome.',
  ERR_CARD_IN_TWO_HANDS: '{{card}} è già inserita nella mano di {{player}}; una carta può essere in una sola mano.',
  ERR_FACE_DOWN_COUNT: 'Uno scambio facoltativo di {{n}} carte ne ha {{down}} coperte e {{up}} scoperte; questo ne ha {{given}} coperte.',
  ERR_FACE_UP_UNNAMED:
    'La carta {{card}} dello scambio facoltativo di {{player}} è scoperta, quindi tutti la vedono: indicala con il suo codice o il suo contrassegno (#3), non con «?».',
  ERR_TRADE_WAITING: 'Lo scambio {{trade}} aspetta in coda finché {{from}} e {{to}} sono liberi.',
  ERR_CHOSEN_COUNT_one: 'Nello scambio {{trade}} {{player}} sceglie {{count}} carta (metà di {{n}}, per eccesso); ne sono date {{given}}.',
  ERR_CHOSEN_COUNT_other:
    'Nello scambio {{trade}} {{player}} sceglie {{count}} carte (metà di {{n}}, per eccesso); ne sono date {{given}}.',
  ERR_NO_DECK_TRADES_LEFT: '{{player}} ha fatto {{used}} dei {{allowed}} scambi con il mazzo permessi a partita.',
  ERR_DRAW_MISMATCH: 'La carta in cima al mazzo è {{top}} (era finita in fondo ed è tornata su), non {{card}}.',
  ERR_TIME_LEFT: "L'orologio segna ancora {{left}}: gli scambi si fermano solo quando arriva a zero.",
  ERR_TRADE_IN_PROGRESS: 'Lo scambio {{trade}} ({{from}} con {{to}}) deve finire prima della prossima dichiarazione.',
  // Tech Exchange
  ERR_WRONG_STACK: '{{card}} va sulla pila di magazzino {{domain}}, la pila del suo dominio.',
  ERR_TRADING_TIME_UP: "L'orologio degli scambi ({{seconds}} s) è scaduto: niente più scambi in questa fase.",
  ERR_NOT_DONE: '{{player}} non ha annunciato di aver finito gli scambi.',
  ERR_DRAWN_WITHOUT_REDRAW: 'Una carta è indicata come pescata ({{card}}), ma il giocatore non pesca di nuovo.',
  ERR_TRADING_OVER: 'Gli scambi sono finiti: il mazzo è sceso alle sue {{tilted}} carte inclinate.',
  ERR_ALREADY_REVEALED: 'La mano di {{player}} è già inserita (annulla per correggerla).',
  ERR_HAND_NOT_REVEALED: 'Prima inserisci la mano rivelata di {{player}}.',
  ERR_ALREADY_SCORED: 'La mano di {{player}} è già contata (annulla per cambiarla).',
  ERR_ALREADY_IN_DOMAIN: '{{card}} è già sulla pila del suo dominio.',
  ERR_WILD_IN_GROUP: 'Il gruppo {{group}} contiene una carta jolly; i jolly non hanno valore né dominio e non entrano in nessun gruppo.',
  ERR_NOT_A_FLUSH: 'Il gruppo {{group}} non è un colore: le sue carte devono avere lo stesso dominio.',
  ERR_DOMAIN_NOT_IN_GROUP: 'Il gruppo {{group}} può scegliere solo il dominio di una delle sue carte ({{domains}}), non {{domain}}.',
  // Tech Grid Poker
  ERR_NO_COMPANY: '{{player}} non ha carte della compagnia da giocare.',
  ERR_NOTHING_COMMITTED: '{{player}} non ha impegnato carte della mano in questo round.',
  // Tech Chess
  ERR_KING_PROTECTED: "{{card}} è un re: i re (13) non si possono scambiare né sostituire con l'effetto di una carta.",
  ERR_CARD_EXPELLED: '{{card}} è stata espulsa: è fuori dal gioco.',
  ERR_NOT_A_PAWN: 'Una costruzione porta in gioco un pedone, una carta di valore 2-10; {{card}} non lo è.',
  ERR_BAD_MOVE_NOTATION: '"{{text}}" non è una mossa: scrivi la casa di partenza e poi quella di arrivo, ad es. d1c3.',
};
