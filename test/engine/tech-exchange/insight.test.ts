/** Tech Exchange card effects from the deck file, and its insight for the playtest statistics. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseDeckFile } from '../../../src/engine/core/deck';
import { unwrap } from '../../../src/engine/core/result';
import { useEffectAction } from '../../../src/engine/tech-exchange/effects';
import { techExchangeGame as game } from '../../../src/engine/tech-exchange/index';
import { act, acts, start } from './helpers';

const deck = unwrap(
  parseDeckFile(JSON.parse(readFileSync(fileURLToPath(new URL('../../../resources/decks/tech-deck.json', import.meta.url)), 'utf8'))),
);

describe('Tech Exchange card effects from the deck file', () => {
  it('builds the useEffect action with the card text and its structured effect (13sc)', () => {
    const a = unwrap(useEffectAction(deck, 1, '13-science'));
    expect(a).toMatchObject({ type: 'useEffect', seat: 1, card: '13sc', effect: { kind: 'replaceStackCard' } });
    expect(a.text).toMatch(/top card of the deck/);
    expect(unwrap(useEffectAction(deck, 0, '5kn'))).toEqual({ type: 'useEffect', seat: 0, card: '5kn', text: null });
    expect(useEffectAction(deck, 0, 'zz').ok).toBe(false);
    // The action as built is accepted by the engine as a log line.
    expect(game.parseAction(JSON.parse(JSON.stringify(a))).ok).toBe(true);
  });
});

describe('Tech Exchange insight for the playtest statistics', () => {
  it('counts trades per round, effects used with their cards, and wilds placed', () => {
    let s = start(3);
    s = acts(s, [
      { type: 'trade', a: 0, b: 1, aGives: 1, bGives: 1 },
      { type: 'reveal', card: 'wild', stack: 'kn' },
      { type: 'reveal', card: '5sc' },
      { type: 'endTrading' },
    ]);
    s = act(s, { type: 'useEffect', seat: s.effects?.turn ?? 0, card: '9se' });
    const i = game.insight?.(s);
    expect(i).toMatchObject({ firstPlayer: s.firstPlayer, turns: 1, figures: { trades: 1, effectsUsed: 1, wildsPlaced: 1 } });
    expect(i?.cards).toEqual([{ code: '9se', seat: s.effects?.resolving?.seat, use: 'played' }]);
  });
});
