/** Italiano: parole costruite nei moduli .ts del renderer (vedi module-words.en.ts). */
import type { MessagesOf } from '../shape';
import type { moduleWordsEn } from './module-words.en';

export const moduleWordsIt: MessagesOf<typeof moduleWordsEn> = {
  gridPokerPlaces: {
    market: 'nel mercato in {{slot}}',
    company: 'nella compagnia di {{player}}',
    hand: 'nella mano di {{player}}',
    discard: 'negli scarti',
    expelled: 'espulsa dalla partita',
    seat: 'posto {{n}}',
  },
  charts: {
    interval: 'intervallo al 95% {{low}}–{{high}}',
    fairShare: 'quota equa {{value}}',
  },
  lab: {
    rate: '{{set}} {{rate}} (95% {{low}}–{{high}})',
    none: '{{set}} nessuna',
    fairShare: '{{summary}}. Quota equa {{value}}.',
    difference: '{{name}}: {{value}} (95% da {{low}} a {{high}})',
  },
};
