/**
 * Every illegal Trades action is refused with its stable code, a plain
 * message naming the rule, and the offending part; the state stays exactly
 * as it was (deep-equal before and after, and deep-frozen so a mutation
 * would throw).
 */
import { describe, expect, it } from 'vitest';
import { tradesGame } from '../../../src/engine/trades/index';
import type { TradesState } from '../../../src/engine/trades/types';
import { act, config, refused, T0, table } from './helpers';

const AT = T0 + 1_000;

/** Ann (0) has received #1 and #2 from Bo (1) in a completed mandatory trade; Bo has 7H and QS from Ann. */
function afterOneTrade(): TradesState {
  let s = table();
  s = act(s, { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['7H', 'QS'] });
  return act(s, { type: 'complete', trade: 1, picked: ['?'], chosen: ['?'] });
}

describe('setup refusals', () => {
  it.each([
    [config(1), 'ERR_PLAYER_COUNT'],
    [{ ...config(8), players: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] }, 'ERR_PLAYER_COUNT'],
    [{ ...config(3), players: ['Ann', ' ', 'Cy'] }, 'ERR_BAD_PLAYER'],
    [config(3, { handSize: 0 }), 'ERR_BAD_OPTION'],
    [config(3, { deck: 'jokers' }), 'ERR_BAD_OPTION'],
    [config(3, { mode: 'chaos' }), 'ERR_BAD_OPTION'],
    [config(3, { timeLimitSeconds: 5 }), 'ERR_BAD_OPTION'],
    [config(3, { cardsPerHand: 7 }), 'ERR_UNKNOWN_OPTION'],
    [config(8), 'ERR_NOT_ENOUGH_CARDS'],
    [config(5, { handSize: 11 }), 'ERR_NOT_ENOUGH_CARDS'],
  ])('refuses %j with %s', (cfg, code) => {
    const r = tradesGame.setup(cfg);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(code);
  });

  it('accepts 2 players for testing, 8 with 6 cards, and every option at its bounds', () => {
    expect(tradesGame.setup(config(2)).ok).toBe(true);
    expect(tradesGame.setup(config(8, { handSize: 6 })).ok).toBe(true);
    expect(tradesGame.setup(config(4, { handSize: 13, deck: 'tech', mode: 'turns', deckTrades: 0, timeLimitSeconds: 10 })).ok).toBe(true);
  });
});

describe('malformed actions', () => {
  const s = table();
  it.each([
    [null, 'ERR_BAD_ACTION'],
    ['declare', 'ERR_BAD_ACTION'],
    [{ type: 'steal' }, 'ERR_BAD_ACTION'],
    [{ type: 'declare', kind: 'mandatory', from: '0', to: 1, give: ['?'] }, 'ERR_BAD_ACTION'],
    [{ type: 'declare', kind: 'mandatory', from: 0, to: 1, give: '?' }, 'ERR_BAD_ACTION'],
    [{ type: 'declare', kind: 'sneaky', from: 0, to: 1, give: ['?'] }, 'ERR_BAD_ACTION'],
    [{ type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['?'], faceUp: ['7H'] }, 'ERR_BAD_ACTION'],
    [{ type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['?', '1H'] }, 'ERR_BAD_CARD_CODE'],
    [{ type: 'deckTrade', player: 0, give: 'wild' }, 'ERR_BAD_CARD_CODE'],
    [{ type: 'deckTrade', player: 0, give: '?', draw: '?' }, 'ERR_BAD_CARD_CODE'],
    [{ type: 'enterHand', player: 0, cards: ['#1'] }, 'ERR_BAD_CARD_CODE'],
    [{ type: 'complete', trade: 0, picked: [], chosen: [] }, 'ERR_BAD_ACTION'],
    [{ type: 'pickBlind', trade: 1.5 }, 'ERR_BAD_ACTION'],
  ])('refuses %j with %s', (raw, code) => {
    refused(s, raw, code);
  });

  it('names the offending card reference', () => {
    refused(s, { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['?', '1H'] }, 'ERR_BAD_CARD_CODE', {
      path: 'give[1]',
      mention: '"1H"',
    });
  });
});

describe('the clock', () => {
  const ready = table(3, {}, false);
  it('refuses trading and clock actions before the start', () => {
    refused(ready, { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['?'] }, 'ERR_NOT_STARTED');
    refused(ready, { type: 'deckTrade', player: 0, give: '?' }, 'ERR_NOT_STARTED');
    refused(ready, { type: 'pauseClock' }, 'ERR_NOT_STARTED');
    refused(ready, { type: 'resumeClock' }, 'ERR_NOT_STARTED');
    refused(ready, { type: 'timeUp' }, 'ERR_NOT_STARTED');
  });

  it('refuses a second start, a pause while paused and a resume while running', () => {
    const s = table();
    refused(s, { type: 'startClock' }, 'ERR_ALREADY_STARTED');
    refused(s, { type: 'resumeClock' }, 'ERR_CLOCK_RUNNING');
    const paused = act(s, { type: 'pauseClock' });
    refused(paused, { type: 'pauseClock' }, 'ERR_CLOCK_PAUSED');
  });

  it('refuses new declarations while paused, but lets a trade under way finish', () => {
    let s = act(table(), { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['?', '?'] });
    s = act(s, { type: 'pauseClock' }, T0 + 2_000);
    refused(s, { type: 'declare', kind: 'mandatory', from: 2, to: 1, give: ['?'] }, 'ERR_CLOCK_PAUSED', { at: T0 + 3_000 });
    refused(s, { type: 'deckTrade', player: 2, give: '?' }, 'ERR_CLOCK_PAUSED', { at: T0 + 3_000 });
    expect(act(s, { type: 'complete', trade: 1, picked: ['?'], chosen: ['?'] }, T0 + 3_000).open).toEqual([]);
  });

  it('refuses the time-up while time is left, naming the time shown', () => {
    refused(table(), { type: 'timeUp' }, 'ERR_TIME_LEFT', { at: T0 + 60_000, mention: '4:00' });
  });

  it('refuses every trade once the clock reads zero (ctx.at), before and after the time-up is recorded', () => {
    let s = act(table(), { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['?', '?'] });
    const late = T0 + 300_000;
    refused(s, { type: 'declare', kind: 'mandatory', from: 2, to: 0, give: ['?'] }, 'ERR_TIME_UP', { at: late });
    refused(s, { type: 'deckTrade', player: 2, give: '?' }, 'ERR_TIME_UP', { at: late + 5_000 });
    refused(s, { type: 'complete', trade: 1, picked: ['?'], chosen: ['?'] }, 'ERR_TIME_UP', { at: late });
    refused(s, { type: 'pickBlind', trade: 1 }, 'ERR_TIME_UP', { at: late });
    s = act(s, { type: 'timeUp' }, late);
    expect(s.open).toEqual([]);
    refused(s, { type: 'complete', trade: 1, picked: ['?'], chosen: ['?'] }, 'ERR_TIME_UP', { at: late });
    refused(s, { type: 'deckTrade', player: 0, give: '?' }, 'ERR_TIME_UP', { at: late });
    refused(s, { type: 'timeUp' }, 'ERR_TIME_UP', { at: late });
    refused(s, { type: 'pauseClock' }, 'ERR_TIME_UP', { at: late });
    refused(s, { type: 'startClock' }, 'ERR_ALREADY_STARTED', { at: late });
  });

  it('counts only running time: a paused clock does not run out', () => {
    const paused = act(table(), { type: 'pauseClock' }, T0 + 100_000);
    refused(paused, { type: 'timeUp' }, 'ERR_TIME_LEFT', { at: T0 + 10_000_000 });
    const resumed = act(paused, { type: 'resumeClock' }, T0 + 10_000_000);
    expect(act(resumed, { type: 'timeUp' }, T0 + 10_200_000).phase).toBe('scoring');
  });
});

describe('declaring trades', () => {
  const s = table();
  it.each([
    [{ type: 'declare', kind: 'mandatory', from: 5, to: 1, give: ['?'] }, 'ERR_NO_SUCH_PLAYER', 'from'],
    [{ type: 'declare', kind: 'mandatory', from: 0, to: 3, give: ['?'] }, 'ERR_NO_SUCH_PLAYER', 'to'],
    [{ type: 'declare', kind: 'mandatory', from: 1, to: 1, give: ['?'] }, 'ERR_SELF_TRADE', 'to'],
    [{ type: 'declare', kind: 'mandatory', from: 0, to: 1, give: [] }, 'ERR_TRADE_SIZE', 'give'],
    [{ type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['?', '?', '?', '?', '?'] }, 'ERR_TRADE_SIZE', 'give'],
    [{ type: 'declare', kind: 'optional', from: 0, to: 1, give: ['?'], faceUp: [] }, 'ERR_TRADE_SIZE', 'give'],
    [{ type: 'declare', kind: 'optional', from: 0, to: 1, give: ['?', '?', '?'], faceUp: ['5D', '6D'] }, 'ERR_TRADE_SIZE', 'give'],
    [{ type: 'declare', kind: 'optional', from: 0, to: 1, give: ['?'], faceUp: ['5D', '6D'] }, 'ERR_FACE_DOWN_COUNT', 'faceUp'],
    [{ type: 'declare', kind: 'optional', from: 0, to: 1, give: ['?', '?'], faceUp: [] }, 'ERR_FACE_DOWN_COUNT', 'faceUp'],
    [{ type: 'declare', kind: 'optional', from: 0, to: 1, give: ['?', '?', '?'], faceUp: ['5D'] }, 'ERR_FACE_DOWN_COUNT', 'faceUp'],
    [{ type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['7H', '7h'] }, 'ERR_DUPLICATE_CARD', 'give[1]'],
    [{ type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['7sc'] }, 'ERR_WRONG_DECK', 'give[0]'],
    [{ type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['#1'] }, 'ERR_UNKNOWN_CARD', 'give[0]'],
  ])('refuses %j with %s at %s', (raw, code, path) => {
    refused(s, raw, code, { path });
  });

  it('refuses Standard codes in a Tech Deck match', () => {
    refused(table(3, { deck: 'tech' }), { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['7H'] }, 'ERR_WRONG_DECK', {
      mention: 'Tech Deck',
    });
  });

  it('refuses a trade larger than the hands', () => {
    refused(
      table(3, { handSize: 3 }),
      { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['?', '?', '?', '?'] },
      'ERR_TRADE_SIZE',
    );
  });

  it('refuses a card known to be in another hand', () => {
    const s1 = afterOneTrade();
    refused(s1, { type: 'declare', kind: 'mandatory', from: 2, to: 0, give: ['QS'] }, 'ERR_CARD_ELSEWHERE', {
      path: 'give[0]',
      mention: "Bo's hand",
    });
  });

  it('takes `?` as any card of a fully known hand, and refuses a code the hand cannot hold', () => {
    let s1 = table(3, { handSize: 2 });
    s1 = act(s1, { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['AS', '2S'] });
    s1 = act(s1, { type: 'complete', trade: 1, picked: ['3S'], chosen: ['4S'] });
    // Ann holds exactly 3S and 4S: an unnamed card is one of them (3S or 4S goes under the deck).
    const s2 = act(act(s1, { type: 'deckTrade', player: 0, give: '?' }), { type: 'deckTrade', player: 1, give: '?' });
    expect(s2.hands[0]?.known).toEqual([]);
    refused(s1, { type: 'deckTrade', player: 0, give: '5S' }, 'ERR_CARD_ELSEWHERE', { mention: '5S cannot be in Ann' });
  });

  it('refuses a declaration by a player busy in a trade, as initiator or target', () => {
    const busy = act(s, { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['?'] });
    refused(busy, { type: 'declare', kind: 'mandatory', from: 0, to: 2, give: ['?'] }, 'ERR_PLAYER_BUSY', { path: 'from' });
    refused(busy, { type: 'declare', kind: 'optional', from: 1, to: 2, give: ['?'], faceUp: ['5D'] }, 'ERR_PLAYER_BUSY', {
      mention: 'target of trade 1',
    });
    refused(busy, { type: 'deckTrade', player: 1, give: '?' }, 'ERR_PLAYER_BUSY', { path: 'player' });
  });
});

describe('the previous-trade rule', () => {
  it('lets a player give at most k-1 of the k cards received in their last trade', () => {
    const s = afterOneTrade();
    expect(s.hands[0]?.lastReceived).toEqual(['#1', '#2']);
    refused(s, { type: 'declare', kind: 'mandatory', from: 0, to: 2, give: ['#1', '#2'] }, 'ERR_PREVIOUS_TRADE', {
      path: 'give',
      mention: 'at most 1',
    });
    refused(s, { type: 'declare', kind: 'optional', from: 0, to: 2, give: ['#2', '?'], faceUp: ['#1'] }, 'ERR_PREVIOUS_TRADE');
    expect(act(s, { type: 'declare', kind: 'mandatory', from: 0, to: 2, give: ['#1', '?'] }).open).toHaveLength(1);
  });

  it('applies to known cards received too, and to the target who received them', () => {
    const s = afterOneTrade();
    refused(s, { type: 'declare', kind: 'mandatory', from: 1, to: 2, give: ['7H', 'QS', '?'] }, 'ERR_PREVIOUS_TRADE');
    const t = act(s, { type: 'declare', kind: 'mandatory', from: 2, to: 1, give: ['?', '?', '?', '?'] });
    refused(t, { type: 'complete', trade: 2, picked: ['?', '?'], chosen: ['7H', 'QS'] }, 'ERR_PREVIOUS_TRADE', { path: 'chosen' });
    expect(act(t, { type: 'complete', trade: 2, picked: ['?', '?'], chosen: ['7H', '?'] }).open).toEqual([]);
  });

  it('never blames blind picks, and counts them against what the target may still choose', () => {
    const s = afterOneTrade();
    const t = act(s, { type: 'declare', kind: 'mandatory', from: 2, to: 1, give: ['?', '?', '?', '?'] });
    // Both of Bo's last cards picked blind: allowed (chance), and Bo may then choose none of them.
    expect(act(t, { type: 'complete', trade: 2, picked: ['7H', 'QS'], chosen: ['?', '?'] }).open).toEqual([]);
    const one = act(s, { type: 'declare', kind: 'mandatory', from: 2, to: 1, give: ['?', '?'] });
    refused(one, { type: 'complete', trade: 2, picked: ['7H'], chosen: ['QS'] }, 'ERR_PREVIOUS_TRADE', { mention: 'at most 0' });
  });

  it('covers deck trades: a card drawn from the deck cannot go straight back', () => {
    let s = act(table(), { type: 'deckTrade', player: 0, give: '?', draw: 'KD' });
    refused(s, { type: 'deckTrade', player: 0, give: 'KD' }, 'ERR_PREVIOUS_TRADE');
    refused(s, { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['KD'] }, 'ERR_PREVIOUS_TRADE');
    s = act(s, { type: 'deckTrade', player: 0, give: '?' });
    expect(act(s, { type: 'deckTrade', player: 0, give: 'KD' }).deckTradesUsed[0]).toBe(3);
  });
});

describe('the free-for-all queue', () => {
  function queued(): TradesState {
    let s = act(table(4), { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['?', '?'] });
    s = act(s, { type: 'declare', kind: 'optional', from: 2, to: 1, give: ['?'], faceUp: ['5D'] });
    return s;
  }

  it('keeps a trade against a busy player waiting: nothing of it can be done until theirs ends', () => {
    const s = queued();
    refused(s, { type: 'accept', trade: 2, picked: ['?', '?'] }, 'ERR_TRADE_WAITING');
    refused(s, { type: 'refuse', trade: 2 }, 'ERR_TRADE_WAITING');
    refused(s, { type: 'pickBlind', trade: 2 }, 'ERR_TRADE_WAITING');
    const after = act(s, { type: 'complete', trade: 1, picked: ['?'], chosen: ['?'] });
    expect(act(after, { type: 'refuse', trade: 2 }).open).toEqual([]);
  });

  it('lets a waiting trade be withdrawn, but not one under way', () => {
    const s = queued();
    refused(s, { type: 'withdraw', trade: 1 }, 'ERR_TRADE_STARTED');
    refused(s, { type: 'withdraw', trade: 9 }, 'ERR_NO_SUCH_TRADE');
    expect(act(s, { type: 'withdraw', trade: 2 }).open.map((t) => t.id)).toEqual([1]);
  });

  it('refuses a declaration by a player waiting in the queue', () => {
    refused(queued(), { type: 'deckTrade', player: 2, give: '?' }, 'ERR_PLAYER_BUSY');
  });
});

describe('finishing trades', () => {
  const s = act(act(table(), { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['?', '?', '?', '?'] }), {
    type: 'declare',
    kind: 'optional',
    from: 2,
    to: 0,
    give: ['?', '?'],
    faceUp: ['5D'],
  });
  const opt = act(table(), { type: 'declare', kind: 'optional', from: 2, to: 0, give: ['?', '?'], faceUp: ['5D'] });
  it.each([
    [s, { type: 'complete', trade: 7, picked: [], chosen: [] }, 'ERR_NO_SUCH_TRADE', 'trade'],
    [s, { type: 'complete', trade: 1, picked: ['?'], chosen: ['?', '?'] }, 'ERR_PICK_COUNT', 'picked'],
    [s, { type: 'complete', trade: 1, picked: ['?', '?'], chosen: ['?'] }, 'ERR_CHOSEN_COUNT', 'chosen'],
    [s, { type: 'complete', trade: 1, picked: ['?', '?', '?'], chosen: ['?', '?'] }, 'ERR_PICK_COUNT', 'picked'],
    [s, { type: 'accept', trade: 1, picked: ['?', '?'] }, 'ERR_WRONG_TRADE_KIND', 'type'],
    [s, { type: 'refuse', trade: 1 }, 'ERR_WRONG_TRADE_KIND', 'type'],
    [s, { type: 'complete', trade: 1, picked: ['AS', 'AS'], chosen: ['?', '?'] }, 'ERR_DUPLICATE_CARD', 'picked[1]'],
    [s, { type: 'complete', trade: 1, picked: ['AS', '?'], chosen: ['AS', '?'] }, 'ERR_DUPLICATE_CARD', 'chosen[0]'],
    [s, { type: 'complete', trade: 1, picked: ['?', '?'], chosen: ['#4', '?'] }, 'ERR_UNKNOWN_CARD', 'chosen[0]'],
    [opt, { type: 'complete', trade: 1, picked: ['?'], chosen: ['?', '?'] }, 'ERR_WRONG_TRADE_KIND', 'type'],
    [opt, { type: 'accept', trade: 1, picked: ['?', '?'] }, 'ERR_PICK_COUNT', 'picked'],
    [opt, { type: 'accept', trade: 1, picked: ['?', '?', '?', '?'] }, 'ERR_PICK_COUNT', 'picked'],
  ])('refuses %#: %s', (state, raw, code, path) => {
    refused(state, raw, code, { path });
  });

  it('refuses a second blind draw, a draw with nothing to pick, and picks that disagree with the draw', () => {
    const picked = act(s, { type: 'pickBlind', trade: 1 });
    refused(picked, { type: 'pickBlind', trade: 1 }, 'ERR_ALREADY_PICKED');
    const single = act(table(), { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['?'] });
    refused(single, { type: 'pickBlind', trade: 1 }, 'ERR_NOTHING_TO_PICK');
    refused(picked, { type: 'complete', trade: 1, picked: ['?'], chosen: ['?', '?'] }, 'ERR_PICK_COUNT');
  });

  it("refuses a target's card known to be elsewhere (the initiator's declared card)", () => {
    const d = act(table(), { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['KH'] });
    refused(d, { type: 'complete', trade: 1, picked: [], chosen: ['KH'] }, 'ERR_CARD_ELSEWHERE', { mention: "Ann's hand" });
  });
});

describe('deck trades', () => {
  it('allows deckTrades per player, then refuses', () => {
    let s = table();
    for (let i = 0; i < 3; i++) s = act(s, { type: 'deckTrade', player: 1, give: '?' });
    refused(s, { type: 'deckTrade', player: 1, give: '?' }, 'ERR_NO_DECK_TRADES_LEFT', { mention: '3 of 3' });
    expect(act(s, { type: 'deckTrade', player: 2, give: '?' }).deckTradesUsed).toEqual([0, 3, 1]);
    refused(table(3, { deckTrades: 0 }), { type: 'deckTrade', player: 0, give: '?' }, 'ERR_NO_DECK_TRADES_LEFT');
  });

  it('refuses a deck trade when every card is in a hand', () => {
    refused(table(4, { handSize: 13 }), { type: 'deckTrade', player: 0, give: '?' }, 'ERR_DECK_EMPTY');
  });

  it('knows the top card once the deck has come round, and refuses another', () => {
    // 3 x 13 cards dealt: 13 in the deck. Ann puts AS under, then 12 more; the 14th draw is AS.
    let s = table(3, { handSize: 13, deckTrades: 100 });
    s = act(s, { type: 'deckTrade', player: 0, give: 'AS' });
    for (let i = 0; i < 12; i++) s = act(s, { type: 'deckTrade', player: 0, give: '?' });
    expect(s.deck).toEqual({ unknownTop: 0, cycled: ['AS', ...Array<null>(12).fill(null)] });
    refused(s, { type: 'deckTrade', player: 0, give: '?', draw: 'KS' }, 'ERR_DRAW_MISMATCH', { path: 'draw', mention: 'AS' });
    const drawn = act(s, { type: 'deckTrade', player: 0, give: '?' });
    expect(drawn.hands[0]?.known).toEqual(['AS']);
    expect(drawn.lastTrade?.moves[1]).toEqual({ from: 'deck', to: 0, id: 'AS' });
  });

  it('refuses a declared draw known to be elsewhere, or the card just given', () => {
    const s = afterOneTrade();
    refused(s, { type: 'deckTrade', player: 2, give: '?', draw: '7H' }, 'ERR_CARD_ELSEWHERE', { path: 'draw' });
    refused(s, { type: 'deckTrade', player: 2, give: '9C', draw: '9C' }, 'ERR_CARD_ELSEWHERE', { path: 'draw' });
    refused(s, { type: 'deckTrade', player: 2, give: '?', draw: '9sc' }, 'ERR_WRONG_DECK', { path: 'draw' });
  });
});

describe('turn mode', () => {
  const s = table(3, { mode: 'turns' });
  it('takes declarations in seat order only', () => {
    refused(s, { type: 'declare', kind: 'mandatory', from: 1, to: 2, give: ['?'] }, 'ERR_NOT_YOUR_TURN', { mention: "Ann's turn" });
    refused(s, { type: 'pass', player: 2 }, 'ERR_NOT_YOUR_TURN');
    refused(s, { type: 'deckTrade', player: 1, give: '?' }, 'ERR_NOT_YOUR_TURN');
    const passed = act(s, { type: 'pass', player: 0 });
    expect(passed.turn).toBe(1);
    refused(passed, { type: 'pass', player: 0 }, 'ERR_NOT_YOUR_TURN');
  });

  it('waits for the trade under way before the next declaration', () => {
    const d = act(s, { type: 'declare', kind: 'mandatory', from: 0, to: 2, give: ['?'] });
    expect(d.turn).toBe(0);
    refused(d, { type: 'pass', player: 1 }, 'ERR_TRADE_IN_PROGRESS');
    refused(d, { type: 'declare', kind: 'mandatory', from: 1, to: 0, give: ['?'] }, 'ERR_TRADE_IN_PROGRESS');
    expect(act(d, { type: 'complete', trade: 1, picked: [], chosen: ['?'] }).turn).toBe(1);
  });

  it('refuses a pass in free-for-all', () => {
    refused(table(), { type: 'pass', player: 0 }, 'ERR_NOT_TURN_MODE');
  });
});

it('refuses nothing silently: an accepted action at AT changes the state', () => {
  const s = table();
  expect(act(s, { type: 'deckTrade', player: 0, give: '?' }, AT)).not.toEqual(s);
});
