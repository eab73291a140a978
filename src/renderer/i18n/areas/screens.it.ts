/** Parole della cornice, dell'editor del mazzo, della fotocamera e del laboratorio, montate in it.ts come `screens`. */
import type { MessagesOf } from '../shape';
import type { screensEn } from './screens.en';

export const screensIt: MessagesOf<typeof screensEn> = {
  keys: {
    enter: 'Invio',
    backspace: 'Backspace',
    esc: 'Esc',
    space: 'Spazio',
    ctrl: 'Ctrl+{{key}}',
  },
  camera: {
    device: 'Fotocamera {{n}}',
  },
  deckEditor: {
    status: {
      printed: 'stampato',
      rulesSummary: 'riassunto delle regole',
      unknown: 'sconosciuto',
    },
  },
  lab: {
    beside: 'Simulazioni accanto alle partite giocate',
    run: '{{game}}, regole {{version}}',
    runOf_one: '({{bots}}, {{count}} partita):',
    runOf_other: '({{bots}}, {{count}} partite):',
    firstWins: 'il primo giocatore vince',
    seatWins: 'il posto 1 vince',
    bots: 'Secondo i bot {{figure}} il {{rate}}% [{{low}}-{{high}}]',
    played_one: '; nella tua {{count}} partita di prova il {{rate}}% [{{low}}-{{high}}].',
    played_other: '; nelle tue {{count}} partite di prova il {{rate}}% [{{low}}-{{high}}].',
    noPlayed: '; ancora nessuna partita di prova finita per questo gioco e questa etichetta.',
    versus: ' contro ',
  },
};
