/** For-Ex's own screen words (Italian): the same keys as for-ex.en.ts. */
import type { MessagesOf } from '../shape';
import type { forExEn } from './for-ex.en';

export const forExIt: MessagesOf<typeof forExEn> = {
  holdings: 'Patrimoni',
  holdingsNote: 'denaro in unità · ▮ certificati',
  toPlay: 'di turno',
  winner: 'vincitore',
  turnBadge: 'turno',
  divestedBadge: 'ha venduto',
  letters: 'Lettere',
  cell_one: '{{name}}: {{money}} {{currency}}, {{count}} certificato',
  cell_other: '{{name}}: {{money}} {{currency}}, {{count}} certificati',
  toBuy: 'Certificati da comprare',
  toBuyTitle: '{{held}} posseduti, {{removed}} tolti alla preparazione, {{divested}} venduti',
  eightMark: 'sulla casella 8: i suoi certificati non pagano dividendi',
  eightLegend: '⊘ sulla casella 8: {{currencies}} non pagano dividendi',
  queueEight: '{{currencies}} sulla casella 8: nessun dividendo per {{them}}',
  resolveFront: 'Risolvi la testa della coda',
  it: 'essa',
  them: 'esse',
} as const;
