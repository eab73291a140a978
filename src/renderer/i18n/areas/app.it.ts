/** Italiano: i messaggi di stato dell'app (vedi app.en.ts). */
import type { MessagesOf } from '../shape';
import type { appEn } from './app.en';

export const appIt: MessagesOf<typeof appEn> = {
  player: 'Giocatore {{n}}',
  table: 'Tavolo',
  seat: 'Posto {{n}}',
  needsPlayers: '{{game}} richiede da {{min}} a {{max}} giocatori.',
  seatName: 'Ogni posto ha bisogno del nome di un giocatore.',
  sameName: 'Due giocatori hanno lo stesso nome; dai a ciascuno un nome diverso.',
  noSeed: 'Il seme non può essere vuoto (va bene qualsiasi testo).',
  noTag: "Indica un'etichetta della versione delle regole (ad esempio v1), così i risultati di regole diverse non si mescolano mai.",
  cannotList: 'Impossibile elencare le partite di prova: {{message}}',
  cannotOpen: 'Impossibile aprire quella partita: {{message}}',
  refusedEvent:
    "L'evento {{seq}} di questo registro è rifiutato dalle regole ({{code}}: {{message}}); la partita è mostrata com'era prima di esso.",
  stillSaving: "Sto ancora salvando l'azione precedente, quindi questa non è stata fatta. Riprova tra un momento.",
  notSaved: 'Non salvata, quindi non fatta: {{message}}',
  undoNotSaved: "L'annullamento non è stato salvato, quindi non è stato fatto: {{message}}",
  deckNotSaved: 'Non salvato: {{message}}',
  deckSaved: 'Salvato {{name}} versione {{version}}.',
  deckImported: 'Importato {{name}} versione {{version}} da {{file}}; salva per tenerlo.',
  deckUnreadable: 'Il mazzo modificato non si può leggere ({{message}}); si usano i testi delle carte forniti.',
};
