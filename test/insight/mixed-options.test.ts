/** One rules version tag should mean one set of options: the dashboard warns when it does not. */
import { expect, it } from 'vitest';
import { mixedOptionWarnings } from '../../src/insight/mixed-options';
import type { GameId } from '../../src/engine/core/game';
import { rec } from './fixtures';

const name = (g: GameId) => (g === 'trades' ? 'Trades' : g);

it('says nothing when every tag has one set of options', () => {
  const records = [
    rec({ matchId: 'a', rulesVersion: 'v1', options: { handSize: 7 } }),
    rec({ matchId: 'b', rulesVersion: 'v1', options: { handSize: 7 } }),
    rec({ matchId: 'c', rulesVersion: 'v2', options: { handSize: 8 } }),
  ];
  expect(mixedOptionWarnings(records, name)).toEqual([]);
});

it('names the game, the tag and the options that differ, with how many playtests each', () => {
  const records = [
    rec({ matchId: 'a', rulesVersion: 'v1', options: { handSize: 7, deck: 'standard' } }),
    rec({ matchId: 'b', rulesVersion: 'v1', options: { deck: 'standard', handSize: 8 } }),
    rec({ matchId: 'c', rulesVersion: 'v1', options: { handSize: 7, deck: 'standard' } }),
    // The same playtest twice (in both compared sets) counts once.
    rec({ matchId: 'c', rulesVersion: 'v1', options: { handSize: 7, deck: 'standard' } }),
    rec({ matchId: 'd', game: 'for-ex', rulesVersion: 'v1', options: { handSize: 9 } }),
  ];
  expect(mixedOptionWarnings(records, name)).toEqual([
    'Trades rules v1 mixes different options (handSize 7 in 2 playtests, 8 in 1 playtest): give each set of rules its own tag.',
  ]);
});
