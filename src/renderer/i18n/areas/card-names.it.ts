/** Italiano: come il renderer nomina una carta (vedi card-names.en.ts). */
import type { MessagesOf } from '../shape';
import type { cardNamesEn } from './card-names.en';

export const cardNamesIt: MessagesOf<typeof cardNamesEn> = {
  tech: '{{value}} di {{domain}}',
  standard: '{{rank}} di {{suit}}',
  wild: 'carta jolly',
  wildRow: 'jolly',
  ranks: { A: 'asso', J: 'fante', Q: 'donna', K: 're' },
  suits: { S: 'picche', H: 'cuori', D: 'quadri', C: 'fiori' },
};
