/** Italian: the engine's own words by game and stable id (the keys of engine-texts.en.ts). */
import type { engineTextsEn } from './engine-texts.en';
import type { MessagesOf } from '../shape';

export const engineTextsIt: MessagesOf<typeof engineTextsEn> = {
  'tech-exchange': {
    phases: {
      'trading-1': 'Scambi 1',
      'effects-1': 'Effetti 1',
      'trading-2': 'Scambi 2',
      'effects-2': 'Effetti 2',
      reveal: 'Rivelazione e punteggio',
      over: 'Partita finita',
    },
    offers: {
      trade: 'Registra uno scambio (1 o 2 carte per parte)',
      endTrading: 'Chiudi gli scambi (nessuno vuole scambiare)',
      setFirstPlayer: 'Stabilisci il primo giocatore (come estratto al tavolo)',
      placeWild: 'Una jolly da una mano va su una pila di riserva',
      announceDone: '{{player}} ha finito di scambiare',
      reveal: 'Inserisci la carta rivelata dal mazzo',
      useEffect: "{{player}} usa l'effetto di una carta",
      revealHand: 'Inserisci la mano di {{player}}',
      claimScore: '{{player}} inserisce il proprio raggruppamento',
      acceptScore: '{{player}} accetta {{score}} punti',
    },
    log: {
      endTrading: 'Gli scambi finiscono',
      announceDone: '{{player}} ha finito di scambiare',
      passEffect: '{{player}} non usa effetti',
    },
  },
  'tech-chess': {
    phases: { play: 'Gioco', over: 'Partita finita' },
    offers: {
      upgrade: 'Promuovi un pedone 2, 3 o 4 (ne restano {{left}})',
      build: 'Costruisci un pedone (ne restano {{left}})',
      effect: "Usa l'effetto di una carta dalla mano",
      resign: '{{seat}} abbandona',
    },
    log: {
      move: {
        capture: '{{player}} muove {{card}} ({{kind}}) {{from}}-{{to}}, catturando {{taken}}',
        plain: '{{player}} muove {{card}} ({{kind}}) {{from}}-{{to}}',
      },
      resign: '{{player}} abbandona',
    },
  },
  'grid-poker': {
    phases: {
      market: 'Mercato',
      company: 'Compagnie',
      'setup-discard': 'Scarti',
      'company-effects': 'Effetti delle compagnie',
      'hand-effects': 'Effetti della mano',
      commit: 'Impegno',
      place: 'Carte della compagnia',
      reveal: 'Rivelazione',
      'market-discard': 'Scarto dal mercato',
      'return-or-redraw': 'Restituire o ripescare',
      refill: 'Riempimento',
      improve: 'Miglioramento',
      'end-discard': 'Fine del giro',
      over: 'Partita finita',
    },
    offers: {
      fillMarket: 'Inserisci la carta distribuita in riga {{row}}, colonna {{column}}',
      setFirstPlayer: 'Stabilisci il primo giocatore',
    },
    log: {
      fillMarket: '{{card}} distribuita al mercato in riga {{row}}, colonna {{column}}',
      setFirstPlayer: '{{player}} è il primo giocatore',
      formCompany: '{{player}} forma una compagnia con {{cards}}',
    },
  },
  'for-ex': {
    phases: {
      spot: 'Transazione a pronti (facoltativa)',
      action: 'Azione',
      'divest-round': 'Giro di disinvestimento',
      'final-resolution': 'Risoluzione finale della coda',
      'choose-strongest': 'Scelta della valuta più forte',
      over: 'Partita finita',
    },
    offers: {
      spotOffer: 'Offri una transazione a pronti',
      contract: 'Fai un contratto',
      invest: 'Investi',
      resolve: { strengthening: 'Risolvi, rafforzando {{currency}}', plain: 'Risolvi' },
    },
    log: {
      resolve: {
        nobody: '{{player}} risolve i dividendi ({{amount}} per certificato): nessuno ha certificati; {{currency}} si rafforza',
      },
    },
  },
  trades: {
    phases: { ready: 'Pronti a iniziare', trading: 'Scambi', 'final-hands': 'Mani finali', over: 'Partita finita' },
    offers: {
      startClock: 'Fai partire il cronometro',
      pauseClock: 'Metti in pausa il cronometro',
      resumeClock: 'Fai ripartire il cronometro',
    },
    log: {
      startClock: 'Cronometro avviato ({{time}})',
      pauseClock: 'Cronometro in pausa',
      resumeClock: 'Cronometro ripartito',
    },
  },
};
