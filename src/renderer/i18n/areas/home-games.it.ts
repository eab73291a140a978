/** Italiano: la descrizione di ogni gioco nella schermata iniziale (vedi home-games.en.ts). */
import type { MessagesOf } from '../shape';
import type { homeGamesEn } from './home-games.en';

export const homeGamesIt: MessagesOf<typeof homeGamesEn> = {
  'tech-exchange': 'Scambi di carte in tempo reale: fai crescere le pile e segna tris, poker e colore.',
  'tech-chess':
    'Scacchi su una scacchiera 6x6 con le carte del Tech Deck come pezzi: due re a testa, promozioni, costruzioni ed effetti delle carte.',
  'grid-poker':
    'Mani di poker su un mercato 3x3 di carte del Tech Deck, con compagnie ed effetti delle carte; da 2 a 6 giocatori, quattro giri.',
  'for-ex': 'Commercio di valute con contratti, prestiti e un tabellone dei cambi che si muove; Deckside fa da banca.',
  trades: 'Scambia carte contro il tempo; vince il totale più basso in mano.',
};
