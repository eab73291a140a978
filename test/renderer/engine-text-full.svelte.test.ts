/**
 * Engine-written words in Italian over whole games: each game is played to
 * its end by its random bot from several seeds (dealt by the app, so every
 * card is known), and every line the engine writes on the way must read in
 * Italian: each actor's offer labels, the expected line (its seats named as
 * the screen names them), the log line of each action taken, the match
 * heading and the game's status note (Tech Exchange's and Grid Poker's
 * `note`). A line no template matches is shown as the engine wrote it, so
 * an Italian rendering equal to the English is a line left in English.
 */
import { describe, expect, it as test } from 'vitest';
import { GAME_IDS, type GameDefinition, type GameId } from '../../src/engine/core/game';
import type { GameSimulation } from '../../src/engine/core/bot';
import { getGame } from '../../src/engine/registry';
import { SIMULATIONS } from '../../src/engine/simulations';
import { engineText, expectedText, logText, noteText, summaryText } from '../../src/renderer/i18n/engine-text';
import { namedSeats } from '../../src/renderer/games/index';
import { unwrap } from '../../src/engine/core/result';
import { seedRng } from '../../src/engine/core/rng';

/** Seeds per game: three random games each keep the file within a few seconds. */
const SEEDS = ['words-1', 'words-2', 'words-3'] as const;

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
function play(game: GameId, seed: string): { english: string[]; finished: boolean } {
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
      for (const o of def.legalActions(state, actor))
        if (!CHESS_MOVE.test(o.label)) seen(`offer ${o.type}`, o.label, engineText(game, 'offers', o.type, o.label, 'it'));
    const next = namedSeats(def.flow(state).expected, name, players.length);
    seen('expected', next, expectedText(game, next, 'it'));
    const phase = def.summary(state, at).phase;
    seen('summary', phase, summaryText(game, phase, 'it'));
    const note = noteOf(state);
    if (note !== null) seen('note', note, noteText(game, note, 'it'));
  };
  let state = unwrap(sim.setup({ players, options: sim.dealtOptions, seed, at: 0 }));
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
    test(`${game}: every offer, expected line, log line, heading and note of ${SEEDS.length} random games`, () => {
      const english = new Set<string>();
      for (const seed of SEEDS) {
        const result = play(game, seed);
        expect(result.finished, `${game} (${seed}) ended within ${MAX_STEPS} steps`).toBe(true);
        for (const line of result.english) english.add(line);
      }
      expect([...english].sort(), `${game}: lines left in English`).toEqual([]);
    });
});
