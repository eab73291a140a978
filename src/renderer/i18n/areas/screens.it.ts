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
    bots_one: '({{bots}}, {{count}} partita):',
    bots_other: '({{bots}}, {{count}} partite):',
    versus: ' contro ',
  },
};
