import { describe, expect, it } from 'vitest';
import { tradesGame } from '../../src/engine/trades';
import { NewMatchForm } from '../../src/renderer/lib/new-match.svelte';

describe('NewMatchForm', () => {
  it('starts from the game: three seats and every option at its default', () => {
    const f = new NewMatchForm(tradesGame);
    expect(f.players).toEqual(['Player 1', 'Player 2', 'Player 3']);
    expect(f.options).toEqual({
      handSize: 7,
      deck: 'standard',
      timeLimitSeconds: 300,
      mode: 'freeForAll',
      deckTrades: 3,
      dealing: 'table',
    });
    expect(f.problem).toBeNull();
  });

  it('builds the match to create, seats in order', () => {
    const f = new NewMatchForm(tradesGame);
    f.players = ['Ann', 'Bo', 'Cy'];
    f.moveSeat(2, -1);
    f.options.timeLimitSeconds = 30;
    f.seed = 'abc';
    const m = f.build(1234);
    expect(m).toMatchObject({
      game: 'trades',
      seed: 'abc',
      rulesVersion: 'v1',
      startedAt: 1234,
      players: [
        { name: 'Ann', seat: 0 },
        { name: 'Cy', seat: 1 },
        { name: 'Bo', seat: 2 },
      ],
      options: { timeLimitSeconds: 30 },
    });
  });

  it('says why it cannot start: same names, an option out of range, a setup the rules refuse', () => {
    const f = new NewMatchForm(tradesGame);
    f.players = ['Ann', 'ann', 'Cy'];
    expect(f.problem).toMatch(/same name/);
    f.players = ['Ann', 'Bo', 'Cy'];
    f.options.timeLimitSeconds = 5;
    expect(f.problem).toMatch(/timeLimitSeconds/);
    f.options.timeLimitSeconds = 60;
    f.options.handSize = 13;
    f.addPlayer();
    f.addPlayer();
    expect(f.problem).toMatch(/need 65 cards/);
    expect(f.build(0)).toBe(f.problem);
  });

  it('keeps the player count within the game limits', () => {
    const f = new NewMatchForm(tradesGame);
    f.removePlayer(0);
    f.removePlayer(0);
    expect(f.players).toHaveLength(2);
    for (let i = 0; i < 10; i++) f.addPlayer();
    expect(f.players).toHaveLength(8);
  });
});

describe('NewMatchForm.offerLast', () => {
  it("offers the game's own last tag together with the options it was played with", () => {
    const f = new NewMatchForm(tradesGame);
    f.offerLast({ rulesVersion: 'v2', options: { handSize: 5, timeLimitSeconds: 120 } });
    expect(f.rulesVersion).toBe('v2');
    expect(f.options).toMatchObject({ handSize: 5, timeLimitSeconds: 120, deck: 'standard' });
  });

  it('keeps the defaults when there is no last match of this game, and drops options the game no longer has', () => {
    const f = new NewMatchForm(tradesGame);
    f.offerLast(undefined);
    expect(f.rulesVersion).toBe('v1');
    f.offerLast({ rulesVersion: 'v3', options: { gone: 1, handSize: 'seven' } });
    expect(f.rulesVersion).toBe('v3');
    expect(f.options).toEqual({
      handSize: 7,
      deck: 'standard',
      timeLimitSeconds: 300,
      mode: 'freeForAll',
      deckTrades: 3,
      dealing: 'table',
    });
  });
});
