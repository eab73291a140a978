/**
 * `deckside simulate`: its arguments as architecture.md gives them, the one
 * JSON object it prints (on the race fixture of test/sim), refusals with the
 * reason and exit 2, progress on standard error only.
 */
import { describe, expect, it } from 'vitest';
import { makeSimulateCommand, parseSimulateArgs, progressReporter } from '../../src/cli/commands/simulate';
import { main } from '../../src/cli/main';
import { simulationSource } from '../sim/race-game';
import { memoryIO } from './io';

const command = makeSimulateCommand({ source: simulationSource, sourceUrl: new URL('../sim/race-game.ts', import.meta.url).href });

describe('deckside simulate', () => {
  it('reads every flag of the contract, in both spellings', () => {
    expect(
      parseSimulateArgs([
        'trades',
        '--games',
        '30',
        '--seed=abc',
        '--players',
        '2',
        '--bots',
        'random,greedy',
        '--option',
        'target=6',
        '--option=maxTurns=9',
        '--versus',
        'target=8',
        '--out',
        '/tmp/x',
        '--workers',
        '1',
      ]),
    ).toEqual({
      request: {
        game: 'trades',
        games: 30,
        seed: 'abc',
        players: 2,
        bots: ['random', 'greedy'],
        options: { target: '6', maxTurns: '9' },
        versus: { target: '8' },
        workers: 1,
      },
      out: '/tmp/x',
    });
    expect(parseSimulateArgs(['trades'])).toMatchObject({ request: { games: 100, seed: '1', bots: [], options: {} }, out: null });
  });

  it('prints one JSON object with the contract fields', async () => {
    const io = memoryIO();
    const code = await command(['trades', '--games', '20', '--bots', 'random,greedy', '--versus', 'target=7', '--workers', '0'], io);
    expect(code).toBe(0);
    expect(io.stdout).toHaveLength(1);
    const s = JSON.parse(io.stdout[0] as string) as Record<string, unknown>;
    for (const k of ['game', 'games', 'players', 'seed', 'options', 'bots', 'seats', 'draws', 'length', 'perSecond', 'versus']) {
      expect(s, k).toHaveProperty(k);
    }
    expect(s).toMatchObject({ game: 'trades', games: 20, players: 2, seed: '1', bots: ['random', 'greedy'] });
    const seats = s.seats as {
      seat: number;
      bot: string;
      wins: number;
      games: number;
      rate: number;
      interval: { low: number; high: number };
    }[];
    expect(seats.map((x) => Object.keys(x).sort())).toEqual([0, 1].map(() => ['bot', 'games', 'interval', 'rate', 'seat', 'wins']));
    expect(Object.keys(s.length as object)).toEqual(expect.arrayContaining(['mean', 'median', 'p90', 'unit']));
    expect(io.stderr).toEqual([]);
  });

  it('refuses bad flags, games, bots and options with the reason and exit 2', async () => {
    const cases: [string[], RegExp][] = [
      [['trades', '--speed', '3'], /Unknown option "--speed"/],
      [['trades', '--games', 'ten'], /--games takes a whole number/],
      [['trades', '--option', 'target'], /name=value/],
      [[], /needs a game/],
      [['trades', '--bots', 'smart'], /There is no bot "smart"/],
      [['trades', '--option', 'target=99'], /ERR_BAD_OPTION/],
      [['trades', '--players', '5'], /ERR_PLAYER_COUNT/],
    ];
    for (const [args, message] of cases) {
      const io = memoryIO();
      expect(await command(args, io), args.join(' ')).toBe(2);
      expect(io.stdout).toEqual([]);
      expect(io.stderr.join('\n')).toMatch(message);
    }
    const io = memoryIO();
    expect(await main(['simulate', 'chess'], io)).toBe(2);
    expect(io.stderr.join('\n')).toMatch(/ERR_UNKNOWN_GAME/);
  });

  it('reports progress on standard error once a run lasts over a second, at most once a second', () => {
    const io = memoryIO();
    let t = 0;
    const report = progressReporter(io, () => t);
    report({ done: 1, total: 10, elapsedMs: 100 });
    t = 1500;
    report({ done: 5, total: 10, elapsedMs: 1500 });
    t = 1700;
    report({ done: 6, total: 10, elapsedMs: 1700 });
    t = 3000;
    report({ done: 10, total: 10, elapsedMs: 3000 });
    expect(io.stderr).toEqual(['simulate: 5/10 games, about 2 s left', 'simulate: 10/10 games']);
  });
});
