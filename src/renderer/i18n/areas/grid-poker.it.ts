/** Le parole di Tech Grid Poker (vista della partita e moduli), montate in it.ts come `gridPoker`. */
import type { MessagesOf } from '../shape';
import type { gridPokerEn } from './grid-poker.en';

export const gridPokerIt: MessagesOf<typeof gridPokerEn> = {
  view: {
    market: 'Mercato',
    next: 'Ora: {{phase}}',
    counts: 'Mazzo {{deck}} · scarti {{discard}}',
    outOfGame: ' · fuori dal gioco {{cards}}',
    round: ' · round {{round}} di {{rounds}}',
    over_one: 'La partita è finita dopo {{count}} round.',
    over_other: 'La partita è finita dopo {{count}} round.',
    scores: 'Foglio dei punti',
    pointsLow_one:
      'La riga migliore e la colonna migliore valgono {{count}} punto fino al tris, {{high}} per una scala o meglio; in caso di parità segnano tutti.',
    pointsLow_other:
      'La riga migliore e la colonna migliore valgono {{count}} punti fino al tris, {{high}} per una scala o meglio; in caso di parità segnano tutti.',
    linesPlayed: 'Linee giocate: {{lines}}.',
    handOn: '{{name}} mano {{line}}',
    companyOn: '{{name}} compagnia {{line}}',
  },
  keys: {
    group: 'Grid poker',
    lines: 'Carte della mano o della compagnia alla riga 1-3 (Q W E) o alla colonna 1-3 (A S D)',
    pass: 'Passa: nessun effetto, nessuna carta della mano, nessuna mano di compagnia, tieni la compagnia',
    field: 'Vai al campo carte del passo attuale',
  },
  market: {
    cardFor: 'Carta per il mercato in',
    empty_one: '({{count}} posto vuoto; clicca un posto vuoto per sceglierne un altro)',
    empty_other: '({{count}} posti vuoti; clicca un posto vuoto per sceglierne un altro)',
    fieldLabel: 'Carta del mercato per {{slot}}',
  },
  setup: {
    firstForm: 'Primo giocatore',
    drawn: 'Estratto come primo giocatore:',
    changeTo: 'Cambia in',
    setFirst: 'Imposta il primo giocatore',
    companyForm: 'Forma una compagnia',
    companyHeading: '{{name}}: scegli due carte della mano come compagnia',
    companyCards: 'Carte della compagnia di {{name}}',
    formCompany: 'Forma la compagnia di {{name}}',
    discardsGroup: 'Scarti iniziali',
    discardsHeading_one: 'Ognuno scarta {{count}} carta',
    discardsHeading_other: 'Ognuno scarta {{count}} carte',
    discardsField: 'Scarti di {{name}} (facoltativo: nominali)',
    discard: '{{name}} scarta {{count}}',
  },
  where: {
    notInHand: '{{card}} non può essere nella mano di {{name}} (le carte viste finora la mettono altrove)',
  },
};
