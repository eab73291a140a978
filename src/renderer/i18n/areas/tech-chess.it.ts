/** Le parole di Tech Chess (vista della partita, vista del tavolo, moduli), montate in it.ts come `techChess`. */
import type { MessagesOf } from '../shape';
import type { techChessEn } from './tech-chess.en';

export const techChessIt: MessagesOf<typeof techChessEn> = {
  where: {
    onBoard: '{{card}} è sulla scacchiera ({{square}})',
    discard: '{{card}} è negli scarti',
    expelled: '{{card}} è espulsa (fuori dal gioco)',
    otherHand: '{{card}} è nella mano di {{name}}',
    notInHand: '{{card}} non è nella mano di {{name}}',
  },
  hands: {
    show: 'Mostra le mani',
    hide: 'Nascondi le mani',
    shortcut: "Mostra o nascondi le mani distribuite dall'app (nascoste sullo schermo comune)",
    hidden: "distribuite dall'app, nascoste (K le mostra)",
    hand_one: 'Mano: {{count}} carta',
    hand_other: 'Mano: {{count}} carte',
    handOf: 'Mano di {{name}}',
    notSeen: "{{count}} non viste dall'app",
    notSeenMore: "+ {{count}} non viste dall'app",
  },
  capture: {
    title: 'Cattura: {{move}}',
    takes: 'prende',
    king: 'un re: viene espulso',
    kingAfter: '(tolto dal gioco).',
    toDiscard: 'va negli scarti.',
    needs:
      "Da sola, questa cattura lascia sotto attacco il tuo ultimo re. È legale solo se l'abilità di {{card}} toglie l'attacco: il re è giudicato dopo l'abilità.",
    capture: 'Cattura',
    useAbility: "Usa l'abilità di {{card}}…",
    cancel: 'Annulla la mossa',
    withEdits_one: 'Cattura ed esegui {{count}} modifica',
    withEdits_other: 'Cattura ed esegui {{count}} modifiche',
    skipShortcut: "Cattura senza l'abilità (saltala)",
    abilityShortcut: "Usa l'abilità della carta che cattura",
    optional: "L'abilità è facoltativa: Invio cattura senza, A la apre.",
  },
  view: {
    moveEntry: 'Inserimento della mossa',
    typedForm: 'Mossa scritta',
    typeMove: 'Scrivi una mossa',
    play: 'Gioca',
    hint: 'Casa di partenza poi casa di arrivo; oppure "upgrade <casa> <carta>", "build <casa> <carta>".',
  },
  keys: {
    group: 'Tech Chess',
    arrows: 'Muovi il cursore sulla scacchiera; Invio sceglie la casa: un pezzo, poi la sua destinazione',
    board: 'Vai alla scacchiera (cursore da tastiera)',
    typed: 'Scrivi una mossa (d1c3, upgrade b2 12sc, build d1 5sc)',
    upgrade: 'Promuovi un pedone',
    build: 'Costruisci un pedone',
    effect: "Usa l'effetto di una carta dalla mano",
  },
  confirm: {
    move: 'Giocare {{move}}, che chiude la partita',
  },
  board: {
    label: 'Scacchiera, traversa 6 in alto',
  },
};
