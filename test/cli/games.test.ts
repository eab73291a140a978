/** The `games` command: one JSON line per registered game with its options. */
import { expect, it } from 'vitest';
import { makeGamesCommand } from '../../src/cli/commands/games';
import { GAME_IDS } from '../../src/engine/core/game';
import { allGames } from '../../src/engine/registry';
import { counterGame } from '../store/counter-game';
import { memoryIO } from './io';

it('prints one JSON line per game with its options, types and defaults', async () => {
  const io = memoryIO();
  expect(await makeGamesCommand(() => [counterGame])([], io)).toBe(0);
  expect(io.stdout.map((l) => JSON.parse(l))).toEqual([
    {
      id: 'trades',
      name: 'Counter',
      description: counterGame.description,
      minPlayers: 2,
      maxPlayers: 4,
      deck: null,
      options: [{ name: 'target', type: 'int', default: 10, min: 3, max: 1_000_000, label: 'Target', help: 'The total that wins.' }],
    },
  ]);
  expect(io.stderr).toEqual([]);
});

it('lists every registered game, each option with a type and a default that fits it', async () => {
  const io = memoryIO();
  expect(await makeGamesCommand()([], io)).toBe(0);
  const lines = io.stdout.map(
    (l) => JSON.parse(l) as { id: string; options: { type: string; default: unknown; choices?: string[]; min?: number; max?: number }[] },
  );
  expect(lines.map((g) => g.id)).toEqual(allGames().map((g) => g.id));
  for (const game of lines) {
    expect(GAME_IDS).toContain(game.id);
    for (const o of game.options) {
      if (o.type === 'int') {
        const d = o.default as number;
        expect(Number.isInteger(d) && d >= o.min! && d <= o.max!).toBe(true);
      }
      if (o.type === 'enum') expect(o.choices).toContain(o.default);
      if (o.type === 'bool') expect(typeof o.default).toBe('boolean');
      if (o.type === 'text') expect(typeof o.default).toBe('string');
    }
  }
});

it('refuses arguments with a usage error', async () => {
  const io = memoryIO();
  expect(await makeGamesCommand(() => [])(['extra'], io)).toBe(2);
  expect(io.stderr.join('\n')).toContain('usage: deckside games');
});
