/** Italiano: i pannelli comuni della partita, l'elenco delle scorciatoie e la conferma (vedi panels.en.ts). */
import type { MessagesOf } from '../shape';
import type { panelsEn } from './panels.en';

export const panelsIt: MessagesOf<typeof panelsEn> = {
  actions: {
    shortcut: 'L\'azione del tavolo con quel numero in "Azioni ora"',
    opensForm: 'Apre il modulo per farla',
    notNow: 'Non ora: {{reason}}',
    title: 'Azioni ora',
    nothingOver: 'Niente da fare: la partita è finita.',
    nothingWaiting: 'Niente da fare: in attesa.',
    table: 'Azioni del tavolo',
    forPlayer: 'Azioni di {{name}}',
  },
  log: {
    title: 'Registro degli eventi',
    list: 'Eventi, dal più recente',
    undoHereLabel: "Annulla fin qui: tieni l'evento {{seq}}, annulla i {{after}} successivi",
    undoHere: 'Annulla fin qui',
    earlier: 'Mostra {{more}} eventi precedenti ({{hidden}} non mostrati)',
    setUp: 'Partita preparata: {{players}}',
    undoAllLabel_one: "Annulla fino all'inizio: annulla {{count}} evento",
    undoAllLabel_other: "Annulla fino all'inizio: annulla tutti i {{count}} eventi",
    confirmTitle: 'Annullare questi eventi?',
    confirm_one: 'Annulla {{count}} evento',
    confirm_other: 'Annulla {{count}} eventi',
    takenBack: "Questi saranno ripresi (il registro tiene traccia dell'annullamento):",
    careful: 'Attenzione:',
    crosses:
      'questo attraversa informazioni che i giocatori hanno già visto (carte mostrate o pescate). Il tavolo va rimesso a posto a mano perché corrisponda.',
  },
  help: {
    title: 'Scorciatoie da tastiera',
    or: 'o',
    cardEntry: 'In un campo di inserimento carte',
    type: 'Scrivi un codice o il suo inizio: compaiono i completamenti (7sc, 7se)',
    choose: 'Scegli un completamento',
    add: 'Aggiungi le carte scritte; più codici su una riga vanno bene',
    remove: "Su un campo vuoto: togli l'ultima carta",
    letters: 'Le scorciatoie a lettera non fanno nulla mentre scrivi in un campo; premi',
    toLeave: 'per uscirne.',
  },
  confirm: {
    cancel: 'Annulla',
  },
};
