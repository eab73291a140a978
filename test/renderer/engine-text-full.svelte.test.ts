/**
 * Engine-written words in Italian over whole games: each game is played to
 * its end by its random bot from several seeds (dealt by the app, so every
 * card is known), and every line the engine writes on the way must read in
 * Italian: each actor's offer labels, the expected line (its seats named as
 * the screen names them), the log line of each action taken, the match
 * heading, the game's status note (Tech Exchange's and Grid Poker's
 * `note`), the reason of an action time forces and the game's end, and why
 * an offer is not allowed now. A line no template matches is shown as the engine wrote it, so
 * an Italian rendering equal to the English is a line left in English.
 */
import { describe, expect, it as test } from 'vitest';
import { GAME_IDS, type GameDefinition, type GameId, type Options } from '../../src/engine/core/game';
import type { GameSimulation } from '../../src/engine/core/bot';
import { getGame } from '../../src/engine/registry';
import { SIMULATIONS } from '../../src/engine/simulations';
import { engineText, expectedText, logText, noteText, reasonText, summaryText } from '../../src/renderer/i18n/engine-text';
import { namedSeats } from '../../src/renderer/games/index';
import { unwrap } from '../../src/engine/core/result';
import { seedRng } from '../../src/engine/core/rng';
import { check } from '../../src/engine/core/match';
import { disabledText } from '../../src/renderer/i18n/refusal';
import { gridPokerGame, type GridPokerAction, type GridPokerState } from '../../src/engine/grid-poker/index';
import { gridPokerSimulation } from '../../src/engine/grid-poker/bots';
import { forExGame } from '../../src/engine/for-ex/index';
import type { ForExAction, ForExState } from '../../src/engine/for-ex/types';
import { techChessGame } from '../../src/engine/tech-chess/index';
import type { TechChessAction } from '../../src/engine/tech-chess/types';

/** Seeds per game: three random games each keep the file within a few seconds. */
const SEEDS = ['words-1', 'words-2', 'words-3'] as const;

/** One more game of a variant whose lines differ (Trades in turns, Grid Poker with no setup discards), over the dealt options. */
const VARIANTS: Readonly<Partial<Record<GameId, Options>>> = {
  trades: { mode: 'turns' },
  'grid-poker': { setupDiscards: 0 },
};

/** More steps than any of these games takes; a game still going after them fails the test. */
const MAX_STEPS = 4000;

const PLAYERS = ['Ann', 'Bo', 'Cy'] as const;

/** English words no Italian line holds: a line translated only in part still has some. */
const ENGLISH = /\b(the|of|and|to|with|for|from|then|is|are|card|cards|trade|seat|seats|row|column|player|hand|left|pays?|paid)\b/i;

/** A Tech Chess move offered in its notation ("d1c3"), the same in every language. */
const CHESS_MOVE = /^[a-f][1-6][a-f][1-6]$/;

/** An action's type, the id its log line is keyed by. */
const typeOf = (action: unknown): string =>
  typeof action === 'object' && action !== null && 'type' in action && typeof action.type === 'string' ? action.type : '?';

/** The note a game keeps in its state for the status line, when it keeps one. */
const noteOf = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && 'note' in state && typeof state.note === 'string' && state.note !== '' ? state.note : null;

/** One random game: the English lines seen (numbers written N, so one wording is one line) and whether it ended. */
function play(game: GameId, seed: string, variant: Options = {}): { english: string[]; finished: boolean } {
  // The registry and the simulations hold every game erased (any); the engine's lines are all this test reads.
  const def: GameDefinition<unknown, unknown> = unwrap(getGame(game));
  const sim: GameSimulation<unknown, unknown> = SIMULATIONS[game];
  const players = PLAYERS.slice(0, Math.min(def.maxPlayers, PLAYERS.length));
  const name = (seat: number): string => players[seat] ?? '?';
  const english = new Set<string>();
  const seen = (kind: string, line: string, shown: string): void => {
    if (shown === line || ENGLISH.test(shown)) english.add(`${kind}: ${line.replace(/\d+/g, 'N')}`);
  };
  const look = (state: unknown, at: number): void => {
    for (const actor of [null, ...players.map((_, seat) => seat)])
      for (const o of def.legalActions(state, actor)) {
        if (!CHESS_MOVE.test(o.label)) seen(`offer ${o.type}`, o.label, engineText(game, 'offers', o.type, o.label, 'it'));
        // Why the offer is not allowed now: the refusal its action meets, as the actions panel asks for it.
        const refusal = o.action === undefined ? null : check(def, state, { action: o.action, at, actor });
        if (o.disabledReason !== undefined)
          seen(`disabled ${o.type}`, o.disabledReason, disabledText(game, o.disabledReason, refusal, 'it'));
      }
    const next = namedSeats(def.flow(state).expected, name, players.length);
    seen('expected', next, expectedText(game, next, 'it'));
    const phase = def.summary(state, at).phase;
    seen('summary', phase, summaryText(game, phase, 'it'));
    const note = noteOf(state);
    if (note !== null) seen('note', note, noteText(game, note, 'it'));
    const due = def.due(state, at);
    if (due !== null) seen('due', due.reason, reasonText(due.reason, 'it'));
    const outcome = def.outcome(state);
    if (outcome !== null) seen('outcome', outcome.reason, reasonText(outcome.reason, 'it'));
  };
  let state = unwrap(sim.setup({ players, options: { ...sim.dealtOptions, ...variant }, seed, at: 0 }));
  const bot = unwrap(sim.bot({ kind: 'random' }));
  let rng = seedRng(seed);
  let at = 0;
  for (let step = 0; step < MAX_STEPS; step++) {
    look(state, at);
    const who = sim.decider(state, at);
    if (who.kind === 'done') return { english: [...english], finished: true };
    const choice = unwrap(bot.choose(state, who.kind === 'seat' ? who.seat : null, rng, at));
    rng = choice.rng;
    const text = def.describe(state, choice.action);
    seen(`log ${typeOf(choice.action)}`, text, logText(game, choice.action, text, 'it'));
    unwrap(def.validate(state, choice.action, { at }));
    state = def.apply(state, choice.action, { at });
    at += sim.msPerAction;
  }
  return { english: [...english], finished: false };
}

describe('engine words of whole games read in Italian', () => {
  for (const game of GAME_IDS)
    test(`${game}: every offer, expected line, log line, heading, note and reason of ${SEEDS.length + 1} random games`, () => {
      const english = new Set<string>();
      const runs: [string, Options][] = [...SEEDS.map((seed): [string, Options] => [seed, {}]), ['words-variant', VARIANTS[game] ?? {}]];
      for (const [seed, variant] of runs) {
        const result = play(game, seed, variant);
        expect(result.finished, `${game} (${seed}) ended within ${MAX_STEPS} steps`).toBe(true);
        for (const line of result.english) english.add(line);
      }
      expect([...english].sort(), `${game}: lines left in English`).toEqual([]);
    });
});

/** A line in Italian as the screen shows it, checked to be another line than the engine's English and free of English words. */
const italian = (english: string, shown: string): string => {
  expect(shown, `"${english}" in Italian`).not.toBe(english);
  expect(shown, `"${english}" in Italian`).not.toMatch(ENGLISH);
  return shown;
};

describe('engine words random games seldom reach read in Italian', () => {
  const setup = { players: [...PLAYERS], options: gridPokerSimulation.dealtOptions, seed: 'words-rare', at: 0 };
  const grid = unwrap(gridPokerGame.setup(setup));
  const name = (seat: number): string => PLAYERS[seat] ?? '?';
  const gpLog = (action: GridPokerAction, state: GridPokerState = grid): string => {
    const text = gridPokerGame.describe(state, action);
    return italian(text, logText('grid-poker', action, text, 'it'));
  };
  const gpExpected = (state: GridPokerState): string => {
    const text = namedSeats(gridPokerGame.flow(state).expected, name, PLAYERS.length);
    return italian(text, expectedText('grid-poker', text, 'it'));
  };
  const gpOffers = (state: GridPokerState, seat: number): string[] =>
    gridPokerGame.legalActions(state, seat).map((o) => italian(o.label, engineText('grid-poker', 'offers', o.type, o.label, 'it')));

  test('Grid Poker: corrections, effects, chains and the end-of-round discards', () => {
    expect(gpLog({ type: 'moveCard', from: { zone: 'deck' }, to: { zone: 'hand', seat: 0 }, card: '3kn' })).toBe(
      '3kn passa dal mazzo alla mano di Ann (correzione)',
    );
    expect(gpLog({ type: 'moveCard', from: { zone: 'hand', seat: 1 }, to: { zone: 'discard' }, card: null })).toBe(
      'una carta passa dalla mano di Bo alla pila degli scarti (correzione)',
    );
    expect(gpLog({ type: 'finishEffect' })).toBe("L'effetto è risolto");
    expect(gpLog({ type: 'setupDiscard', seat: 0 })).toBe('Ann scarta 2 carte');
    expect(gpLog({ type: 'endDiscard', seat: 2, count: 1 })).toBe('Cy scarta 1 carta a fine giro');
    expect(gpLog({ type: 'endDiscard', seat: 2, count: 2 })).toBe('Cy scarta 2 carte a fine giro');
    expect(gpLog({ type: 'endDiscard', seat: 2, count: 2, cards: ['3kn', '4sc'] })).toBe('Cy scarta 3kn, 4sc a fine giro');

    // Bo resolves a hand card's effect: what is expected, what is offered, what the log says.
    const resolving: GridPokerState = {
      ...grid,
      resolving: { seat: 1, source: 'hand', card: '7te', text: null, out: true, edits: 0, inTurn: true },
    };
    expect(gpExpected(resolving)).toBe("Bo esegue l'effetto di 7te (sposta le carte che indica), poi lo chiude");
    expect(gpOffers(resolving, 1)).toEqual(["Sposta una carta per l'effetto di Bo (7te)", "Chiudi l'effetto"]);
    expect(gpLog({ type: 'finishEffect' }, resolving)).toBe("L'effetto di 7te di Bo è risolto");
    expect(gpLog({ type: 'moveCard', from: { zone: 'market', slot: 4 }, to: { zone: 'company', seat: 1 }, card: '9sc' }, resolving)).toBe(
      '9sc passa dal mercato (riga 2, colonna 2) alla compagnia di Bo (effetto di 7te)',
    );

    // Company effects with cards Bo may chain.
    const chain: GridPokerState = {
      ...grid,
      phase: { kind: 'companyEffects', turn: 0, taken: 0, used: [false, false, false], fresh: [[], ['3kn', '5sc'], ['9te']] },
    };
    expect(gpExpected(chain)).toBe(
      "Ann usa l'effetto di una carta della compagnia, o passa; Bo può usare a catena 3kn o 5sc; Cy può usare a catena 9te",
    );
    expect(gpOffers(chain, 1)).toEqual(["Bo: usa a catena l'effetto di 3kn o 5sc"]);

    // Before scoring, a market square left empty; a winners' discard with nothing left to discard.
    expect(gpExpected({ ...grid, phase: { kind: 'reveal' } })).toMatch(/^Prima di valutare le mani, inserisci la carta/);
    expect(gpExpected({ ...grid, phase: { kind: 'marketDiscard', queue: [] } })).toBe('Niente da scartare');
    // Dealt at the table: the first note asks for the market.
    const table = unwrap(gridPokerGame.setup({ ...setup, options: {} }));
    expect(italian(table.note, noteText('grid-poker', table.note, 'it'))).toMatch(
      /^Il sorteggio sceglie (Ann|Bo|Cy) come primo giocatore\. Distribuisci il mercato 3x3 scoperto e inserisci le sue carte\.$/,
    );
    expect(noteText('grid-poker', 'Setup done. Round 1: company effects.', 'it')).toBe(
      'Preparazione finita. Giro 1: effetti delle compagnie.',
    );
  });

  test('For-Ex, Tech Chess and Trades: the strongest currency, chess bookkeeping, the end of Trades', () => {
    const fx = unwrap(forExGame.setup({ players: [...PLAYERS], options: {}, seed: 'words-rare', at: 0 }));
    const choosing: ForExState = { ...fx, phase: { kind: 'chooseStrongest', chooser: 1, candidates: ['USD', 'EUR'] } };
    expect(forExGame.legalActions(choosing, 1).map((o) => engineText('for-ex', 'offers', o.type, o.label, 'it'))).toEqual([
      'USD è la più forte',
      'EUR è la più forte',
    ]);
    const fxLog = (action: ForExAction): string => {
      const text = forExGame.describe(fx, action);
      return italian(text, logText('for-ex', action, text, 'it'));
    };
    expect(fxLog({ type: 'invest', player: 0, currencies: ['USD', 'EUR', 'GBP'] })).toBe('Ann investe in USD e poi EUR e poi GBP');

    const chess = unwrap(techChessGame.setup({ players: ['Ann', 'Bo'], options: {}, seed: 'words-rare', at: 0 }));
    const chessLog = (action: TechChessAction): string => {
      const text = techChessGame.describe(chess, action);
      return italian(text, logText('tech-chess', action, text, 'it'));
    };
    expect(chessLog({ type: 'effect', card: '5sc', edits: [] })).toBe('Ann: effetto 5sc (0 modifiche)');
    expect(chessLog({ type: 'correct', edits: [], note: 'wrong square' })).toBe('Correzione (0 modifiche): wrong square');
    expect(logText('tech-chess', { type: 'clock' }, 'Clock pause', 'it')).toBe('Cronometro in pausa');
    expect(logText('tech-chess', { type: 'flag' }, 'Flag fell', 'it')).toBe('Bandierina caduta');
    expect(engineText('tech-chess', 'offers', 'resign', 'Player 2 resigns', 'it')).toBe('Giocatore 2 abbandona');

    expect(expectedText('trades', 'Game over: every final hand is entered', 'it')).toBe(
      'Partita finita: tutte le mani finali sono inserite',
    );
    // Ends and forced actions the random games did not reach.
    expect(reasonText('most points after 3 rounds (tied players share the victory)', 'it')).toBe(
      'più punti dopo 3 giri (chi è a pari merito condivide la vittoria)',
    );
    expect(reasonText('the last dividend was paid and the queue resolved; money converted to CHF', 'it')).toBe(
      "l'ultimo dividendo è pagato e la coda è risolta; il denaro è convertito in CHF",
    );
    expect(reasonText('Time is up: trading phase 2 ends', 'it')).toBe('Tempo scaduto: la fase di scambi 2 finisce');
    expect(reasonText('1 rounds played', 'it')).toBe('1 giro giocato');
    const underWay = 'Any free seat may declare a trade or trade with the deck; under way: trade 1 (Ann with Bo), trade 2 (Bo with Cy)';
    expect(expectedText('trades', underWay, 'it')).toBe(
      'Ogni posto libero può dichiarare uno scambio o scambiare con il mazzo; in corso: scambio 1 (Ann con Bo), scambio 2 (Bo con Cy)',
    );
    expect(logText('trades', { type: 'timeUp' }, 'Time up: trading stops; trade 2, trade 5 void', 'it')).toBe(
      'Tempo scaduto: gli scambi si fermano; senza effetto: scambio 2, scambio 5',
    );
  });
});
