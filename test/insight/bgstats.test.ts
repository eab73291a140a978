/** The BG Stats export of a playtest (push play link format). */
import { describe, expect, it } from 'vitest';
import {
  BGSTATS_LINK_PREFIX,
  BGSTATS_WEB_PREFIX,
  bgStatsDate,
  bgStatsLink,
  bgStatsPlay,
  parseBgStatsLink,
  type BgStatsPlay,
} from '../../src/insight/bgstats';
import { rec } from './fixtures';

describe('BG Stats push play', () => {
  it('carries game, players, scores, winners, start player, duration, date and comments', () => {
    const play = bgStatsPlay(rec({ firstPlayer: 1, winners: [0], totals: [10, 20, 30] }), {
      gameName: 'Trades',
      location: 'Club room',
      comments: 'players confused at trade 3',
    }) as BgStatsPlay;
    expect(play.sourceName).toBe('Deckside');
    expect(play.game).toEqual({ name: 'Trades', sourceGameId: 'deckside-trades', highestWins: false, noPoints: false });
    expect(play.players.map((p) => p.name)).toEqual(['Ann', 'Bo', 'Cy']);
    expect(play.playDate).toBe('2026-11-30 10:00:00');
    // 12 min 20 s rounds to 12.
    expect(play.durationMin).toBe(12);
    expect(play.comments).toBe('Rules v1\nplayers confused at trade 3');
    // Lower is better in Trades: 10 ranks first.
    expect(play.players.map((p) => [p.score, p.winner, p.startPlayer, p.rank])).toEqual([
      ['10', true, false, 1],
      ['20', false, true, 2],
      ['30', false, false, 3],
    ]);
    expect(play.location).toBe('Club room');
    expect(play.sourcePlayId).toMatch(/^deckside-/);
  });

  it('ties share the win and the rank; a game without scores says noPoints; highest wins unless lower is better', () => {
    const play = bgStatsPlay(rec({ winners: [0, 2], totals: null, lowerIsBetter: false, firstPlayer: null }), {
      gameName: 'Tech Chess',
    }) as BgStatsPlay;
    expect(play.players.map((p) => [p.winner, p.rank])).toEqual([
      [true, 1],
      [false, 2],
      [true, 1],
    ]);
    expect(play.players.every((p) => p.score === '' && !p.startPlayer)).toBe(true);
    expect(play.game.noPoints).toBe(true);
    expect(play.game.highestWins).toBe(true);
    expect(play.location).toBeUndefined();
    const tied = bgStatsPlay(rec({ winners: [1, 2], totals: [5, 9, 9], lowerIsBetter: false }), { gameName: 'X' }) as BgStatsPlay;
    expect(tied.players.map((p) => p.rank)).toEqual([3, 1, 1]);
  });

  it('refuses an unfinished match with a reason', () => {
    expect(bgStatsPlay(rec({ finished: false, winners: [] }), { gameName: 'Trades' })).toBe(
      'Only a finished match can be pushed to BG Stats.',
    );
  });

  it('writes the date in the given wall-clock offset', () => {
    expect(bgStatsDate(Date.UTC(2026, 0, 1, 23, 30, 5), 60)).toBe('2026-01-02 00:30:05');
    expect(bgStatsDate(Date.UTC(2026, 0, 1, 0, 30, 5), -120)).toBe('2025-12-31 22:30:05');
  });

  it('puts the JSON in a createPlay link that reads back the same, with text safely encoded', () => {
    const play = bgStatsPlay(rec({ players: ['Ann & Bo?', 'Zoë #1', 'C=D'] }), { gameName: 'Trades', comments: 'a&b=c?d' }) as BgStatsPlay;
    const link = bgStatsLink(play);
    expect(link.startsWith('bgstats://app.bgstatsapp.com/createPlay.html?data=%7B')).toBe(true);
    expect(link.slice(BGSTATS_LINK_PREFIX.length)).not.toMatch(/[&?#= ]/);
    expect(parseBgStatsLink(link)).toEqual(play);
    expect(parseBgStatsLink(bgStatsLink(play, BGSTATS_WEB_PREFIX))).toEqual(play);
    expect(parseBgStatsLink('https://example.com')).toBeNull();
  });
});
