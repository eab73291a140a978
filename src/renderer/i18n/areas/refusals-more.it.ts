/** Italian detailed refusal texts, codes raised with one message (the keys of refusals-more.en.ts). */
import type { refusalsMoreEn } from './refusals-more.en';
import type { MessagesOf } from '../shape';

export const refusalsMoreIt: MessagesOf<typeof refusalsMoreEn> = {
  ERR_BAD_ARGUMENTS: 'Impostazioni non valide: {{issues}}.',
  ERR_BAD_BOTS: 'Indica un bot per tutti i posti o uno per posto ({{count}}); ricevuti {{nameCount}}: {{names}}.',
  ERR_BAD_DECK_ID: '"{{id}}" non è un identificativo di mazzo (lettere minuscole, cifre e trattini).',
  ERR_BAD_DEPTH: 'La profondità di perft deve essere un numero intero da 0 a {{MAXPERFTDEPTH}}; ricevuto {{depth}}.',
  ERR_BAD_GAMES: 'Il numero di partite deve essere un intero da 1 a {{MAXGAMES}}; ricevuto {{games}}.',
  ERR_BAD_MATCH_ID: '"{{id}}" non è un identificativo di partita.',
  ERR_BAD_NOTE: 'Una nota deve avere da 1 a 2000 caratteri di testo.',
  ERR_BOT_NO_MOVE: 'Il bot {{name}} non ha azioni per {{value}}: il gioco non ne offre.',
  ERR_BUILD_SQUARE:
    'Una costruzione va sulla prima o seconda traversa di chi costruisce (traverse {{ranks}} per {{seatLabel}}); {{squareName}} non lo è.',
  ERR_CANCELLED: 'La simulazione è stata annullata.',
  ERR_CARD_NOT_EXPELLED: '{{card}} non è stata espulsa: {{whereIs}}.',
  ERR_CARD_NOT_IN_DISCARD: '{{card}} non è negli scarti: {{whereIs}}.',
  ERR_CARD_NOT_IN_HAND: '{{card}} non è nella mano del giocatore {{seat}}: {{why}}.',
  ERR_CARD_NOT_THERE: '{{card}} non è su {{squareName}}: {{whereIs}}.',
  ERR_COMPANY_FULL: '{{placeName}} ha già due carte.',
  ERR_EFFECT_USED:
    '{{player}} ha già usato un effetto ({{where}}) in questo giro (uno per turno); si può concatenare solo una carta appena portata da un effetto in {{where}}.',
  ERR_EVENT_TOO_LARGE: "L'evento supera i {{MAXEVENTBYTES}} byte una volta scritto; non è stato salvato.",
  ERR_ILLEGAL_PIECE_MOVE: '{{card}} non può andare da {{route}}: {{text}}.',
  ERR_MATCH_NEWER_FORMAT: '{{file}}: {{message}}',
  ERR_MATCH_NOT_EMPTY: 'La partita {{matchId}} ha dei contenuti; si può eliminare solo il file di una partita vuota, mai iniziata.',
  ERR_NO_REPLACE: 'La compagnia di {{player}} ha {{companyCount}} carta/e: la carta della mano si aggiunge senza sostituirne una.',
  ERR_NO_SUCH_EVENT: "Non c'è un evento {{seq}} da annotare: il registro ne ha {{eventCount}}.",
  ERR_NO_SUCH_MATCH: "Nella cartella dei playtest non c'è la partita {{id}}.",
  ERR_NOT_IN_LINE: 'La carta del mercato scartata deve venire da {{lineName}} della mano vincente (caselle {{slots}}).',
  ERR_NOT_SAME_VALUE: 'Il gruppo {{i}} non è un {{kind}}: le sue carte devono avere lo stesso valore.',
  ERR_NOT_UPGRADABLE: 'Si può promuovere solo un pedone 2, 3 o 4; {{squareName}} ha {{card}}.',
  ERR_NOT_YOUR_DOMAIN: '{{card}} non è dei domini di {{seatLabel}} ({{SEATDOMAINS}}).',
  ERR_OUT_FOLDER: 'Impossibile creare la cartella {{folder}}: {{value}}',
  ERR_OUT_WRITE: 'Impossibile scrivere {{file}}: {{value}}',
  ERR_OWN_PIECE: '{{squareName}} ha un tuo pezzo, {{card}}: un pezzo cattura solo un pezzo avversario.',
  ERR_PATH_BLOCKED: 'Il percorso {{route}} è bloccato su {{squareName}} ({{card}}); solo i cavalli (11) saltano i pezzi.',
  ERR_PLAYER_BUSY: '{{player}}: {{role}}; un giocatore dichiara un nuovo scambio solo quando i suoi scambi aperti sono finiti.',
  ERR_REPLACE_REQUIRED: 'Indica la carta della compagnia da sostituire ({{company}}).',
  ERR_ROW_COLUMN_EXCLUSIVITY:
    'Le carte della mano di {{player}} sono su {{lineName}}, quindi le carte della compagnia vanno su una {{other}}: se le carte della compagnia si usano con una riga, quelle della mano si usano in colonna, e viceversa.',
  ERR_SEQ_MISMATCH:
    "L'evento numero {{seq}} non segue il registro: il prossimo evento è il {{expected}}. Riapri la partita per vedere cosa è stato salvato.",
  ERR_STRENGTHEN_CHOICE_NEEDED: 'Dopo i dividendi, {{tie}}: il giocatore di turno sceglie quale si rafforza ("strengthen").',
  ERR_STRENGTHEN_NOT_TIED: '{{choice}} non può essere rafforzata dopo questi dividendi: {{why}}.',
  ERR_TOO_MANY_COPIES_one: '"{{code}}" compare {{copies}} volte, ma un Tech Deck ne contiene solo {{allowed}}.',
  ERR_TOO_MANY_COPIES_other: '"{{code}}" compare {{copies}} volte, ma {{count}} Tech Deck ne contengono solo {{allowed}}.',
  ERR_TRADE_STARTED: {
    mandatory: 'Lo scambio {{id}} è iniziato: va completato; si può ritirare solo uno scambio ancora in attesa nella coda.',
    optional: 'Lo scambio {{id}} è iniziato: va accettato o rifiutato; si può ritirare solo uno scambio ancora in attesa nella coda.',
  },
  ERR_UNKNOWN_CARD: '{{ref}} non è una carta segnata nella mano di {{name}} ({{list}}).',
  ERR_UNKNOWN_OPTION: `Non esiste l'opzione di variante "{{name}}". Opzioni note: {{map}}.`,
  ERR_VERSUS_SAME: '--versus non cambia nulla: {{map}} è già impostato.',
  ERR_WRONG_DECK: '{{code}} non è una carta di questa partita: si gioca con {{deckName}}.',
  ERR_WRONG_HAND_SIZE: {
    all: '{{player}} ha {{count}} carte: inseriscile tutte e {{count}}; ricevute {{cardCount}}.',
    allOrKept: '{{player}} ha {{count}} carte: inseriscile tutte e {{count}}, o le {{kept}} tenute dopo lo scarto; ricevute {{cardCount}}.',
  },
  ERR_WRONG_REVEAL_COUNT: {
    all_one: 'Questo effetto rivela {{count}} carta.',
    all_other: 'Questo effetto rivela {{count}} carte.',
    limited_one: 'Questo effetto rivela {{count}} carta; se ne possono pescare solo {{max}}, quindi {{max}}.',
    limited_other: 'Questo effetto rivela {{count}} carte; se ne possono pescare solo {{max}}, quindi {{max}}.',
  },
  // One wording per kind the trade is (the variant the engine passes).
  ERR_WRONG_TRADE_KIND: {
    mandatory:
      'Lo scambio {{id}} è obbligatorio: accettare e rifiutare valgono per gli scambi facoltativi; uno scambio obbligatorio si completa.',
    optional:
      'Lo scambio {{id}} è facoltativo: completare vale per gli scambi obbligatori; uno scambio facoltativo si accetta o si rifiuta.',
  },
};
