/**
 * The For-Ex views' helpers and the turn form: money as the table says it,
 * marks that tell currencies apart without colour, amounts at the current
 * rates, the queue in words, the expected next step, the form's actions,
 * and the engine's verdict read without touching the shell's clock.
 */
import { describe, expect, it } from 'vitest';
import type { ActionOffer, MatchConfig } from '../../src/engine/core/game';
import { unwrap } from '../../src/engine/core/result';
import { forExGame } from '../../src/engine/for-ex/index';
import type { ForExAction, ForExState } from '../../src/engine/for-ex/types';
import type { ForExView, QueueItemView } from '../../src/engine/for-ex/view';
import {
  exchange,
  forExNextStep,
  historyOf,
  LiveHistory,
  itemText,
  itemTitle,
  MARKS,
  money,
  plainResolve,
  rateText,
  strongerOf,
  turnSeat,
  verdictOf,
} from '../../src/renderer/games/for-ex/model';
import { kindOfOffer, TurnForm } from '../../src/renderer/games/for-ex/turn-form.svelte';
import { SCRIPT, SCRIPT_PLAYERS, SCRIPT_REMOVED } from './for-ex-script';

const config: MatchConfig = { players: [...SCRIPT_PLAYERS], options: { removedCertificates: SCRIPT_REMOVED }, seed: 's', at: 0 };
const start = (): ForExState => unwrap(forExGame.setup(config));
const play = (s: ForExState, a: ForExAction): ForExState => {
  unwrap(forExGame.validate(s, a, { at: 0 }));
  return forExGame.apply(s, a, { at: 0 });
};
/** The state after the first n scripted actions. */
const after = (n: number): ForExState => SCRIPT.slice(0, n).reduce(play, start());
const view = (s: ForExState): ForExView => forExGame.view(s, null) as ForExView;
/** Every offer now: the table's and each seat's (legalActions gives each actor its own). */
const offers = (s: ForExState): readonly ActionOffer[] => [
  ...forExGame.legalActions(s, null),
  ...s.players.flatMap((_, seat) => forExGame.legalActions(s, seat)),
];

describe('money and rates in words', () => {
  it('writes halves as ½', () => {
    expect([0, 0.5, 2, 4.5, 12, Number.NaN].map(money)).toEqual(['0', '½', '2', '4½', '12', '?']);
    expect(rateText(2.5)).toBe('1 : 2½');
  });

  it('gives every currency its own point shape and dash pattern (never colour alone)', () => {
    const marks = Object.values(MARKS);
    expect(marks).toHaveLength(7);
    expect(new Set(marks.map((m) => m.point)).size).toBe(7);
    expect(new Set(marks.map((m) => m.dash.join(','))).size).toBe(7);
    expect(new Set(marks.map((m) => m.symbol)).size).toBe(7);
  });

  it('computes both sides of an exchange at the current rate, either way round', () => {
    const s = start(); // GBP>CNY at position 7: 1 GBP buys 4 CNY.
    expect(exchange(s, 'GBP', 'CNY', 2)).toEqual({ give: 2, receive: 8 });
    expect(exchange(s, 'CNY', 'GBP', 2)).toEqual({ give: 8, receive: 2 });
    expect(exchange(s, 'GBP', 'JPY', 1)).toEqual({ give: 1, receive: 1.5 });
    expect(strongerOf(view(s), 'CNY', 'GBP')).toBe('GBP');
    expect(strongerOf(view(s), 'GBP', 'USD')).toBe('GBP');
  });
});

describe('the queue in words', () => {
  it('names contracts, merged loans and the dividends', () => {
    const v = view(after(11)); // Contract B turned into Ann's loan.
    const texts = v.queue.map((i) => `${itemTitle(i)}: ${itemText(i)}`);
    expect(texts).toEqual(['Dividends: next pays 2 per certificate · 4 dividends left', 'Loan B: Ann owes 3 GBP']);
    const merged: QueueItemView = {
      kind: 'loan',
      letters: ['B', 'D'],
      owner: 0,
      ownerName: 'Ann',
      debts: [
        { currency: 'GBP', amount: 5 },
        { currency: 'USD', amount: 2.5 },
      ],
    };
    expect(`${itemTitle(merged)}: ${itemText(merged)}`).toBe('Loan B+D: Ann owes 5 GBP + 2½ USD');
    const c = view(after(5)).queue[1];
    expect(c && `${itemTitle(c)}: ${itemText(c)}`).toBe('Contract A: Ann pays 1 JPY, receives 3 CNY');
  });
});

describe('who acts and what comes next', () => {
  it('follows the spot partner, the divest round and the end (who is asked: the engine flow)', () => {
    const asked = (n: number) => forExGame.flow(after(n)).turn;
    expect([asked(1), turnSeat(after(1).phase)]).toEqual([1, 0]);
    expect([asked(12), turnSeat(after(12).phase)]).toEqual([2, 1]);
    expect([asked(27), turnSeat(after(27).phase)]).toEqual([null, null]);
  });

  it('highlights accepting an open offer and resolving after the last dividend', () => {
    const open = after(1);
    expect(
      offers(open)
        .filter((o) => forExNextStep(open, o))
        .map((o) => o.type),
    ).toEqual(['spotAccept']);
    const free = start();
    expect(offers(free).some((o) => forExNextStep(free, o))).toBe(false);
    const final = after(27);
    expect(offers(final).every((o) => forExNextStep(final, o))).toBe(true);
  });

  it('resolves in one key only when no tie needs a choice', () => {
    expect(plainResolve(offers(after(8)))).toEqual({ type: 'resolve', player: 1 });
    expect(plainResolve(offers(after(13)))).toBeNull(); // USD and CAD tie at the second dividend.
    expect(plainResolve(offers(after(27)))).toEqual({ type: 'resolve' });
  });
});

describe('the turn form', () => {
  it('builds every kind of action for the player', () => {
    const f = new TurnForm();
    f.kind = 'spot';
    f.partner = 2;
    f.give = 'GBP';
    f.receive = 'JPY';
    expect(f.action(0)).toEqual({ type: 'spotOffer', player: 0, partner: 2, give: 'GBP', receive: 'JPY' });
    f.kind = 'contract';
    f.pay = 'GBP';
    f.get = 'CNY';
    f.amount = 2;
    expect(f.action(0)).toEqual({ type: 'contract', player: 0, pay: 'GBP', receive: 'CNY', amount: 2 });
    f.kind = 'invest';
    f.first = 'USD';
    expect(f.action(1)).toEqual({ type: 'invest', player: 1, currencies: ['USD'] });
    f.second = 'CNY';
    expect(f.action(1)).toEqual({ type: 'invest', player: 1, currencies: ['USD', 'CNY'] });
    f.kind = 'divest';
    f.sell = 'CNY';
    f.count = 2;
    expect(f.action(1)).toEqual({ type: 'divest', player: 1, currency: 'CNY', count: 2 });
    f.kind = 'resolve';
    expect(f.action(2)).toEqual({ type: 'resolve', player: 2 });
    f.strengthen = 'CAD';
    expect(f.action(2)).toEqual({ type: 'resolve', player: 2, strengthen: 'CAD' });
    f.done();
    expect([f.second, f.strengthen, f.count]).toEqual(['', '', 1]);
  });

  it('keeps the spot partner another seat', () => {
    const f = new TurnForm();
    f.partner = 1;
    f.fitPartner(1, 3);
    expect(f.partner).toBe(2);
    f.fitPartner(2, 3);
    expect(f.partner).toBe(0);
  });

  it('maps the frame offers that need input to their form', () => {
    expect(['spotOffer', 'contract', 'invest', 'divest', 'resolve', 'pass'].map(kindOfOffer)).toEqual([
      'spot',
      'contract',
      'invest',
      'divest',
      'resolve',
      null,
    ]);
  });
});

describe('the engine verdict and the history', () => {
  it('asks the engine: null when legal, the refusal with its code otherwise', () => {
    const s = after(5);
    expect(verdictOf(forExGame, s, { type: 'invest', player: 1, currencies: ['USD', 'CNY'] })).toBeNull();
    expect(verdictOf(forExGame, s, { type: 'invest', player: 1, currencies: ['USD', 'USD'] })?.code).toBe('ERR_INVEST_SAME_CURRENCY');
    expect(verdictOf(forExGame, s, { type: 'nonsense' })?.code).toBe('ERR_BAD_ACTION');
  });

  it('folds the log into one chart point per finished turn plus the setup', () => {
    const events = SCRIPT.slice(0, 12).map((action, i) => ({ seq: i + 1, at: 0, actor: null, action }));
    const points = historyOf(config, events);
    expect(points[0]?.turn).toBe(0);
    // After 12 events: turns 1-7 are over and turn 8 (Bo's divest) is still in its divest round.
    expect(points.map((p) => p.turn)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(points.at(-1)?.strength.GBP).toBeTypeOf('number');
  });

  it('keeps the live history equal to a full fold, action by action and after an undo', () => {
    const live = new LiveHistory();
    const events = SCRIPT.map((action, i) => ({ seq: i + 1, at: 0, actor: null, action }));
    const states = [start()];
    for (const a of SCRIPT) states.push(play(states[states.length - 1] as ForExState, a));
    for (let n = 0; n <= SCRIPT.length; n++) {
      expect(live.update(config, events.slice(0, n), states[n] as ForExState)).toEqual(historyOf(config, events.slice(0, n)));
    }
    // The same call twice changes nothing; an undo back to event 9 folds again.
    expect(live.update(config, events, states[SCRIPT.length] as ForExState)).toHaveLength(19);
    expect(live.update(config, events.slice(0, 9), states[9] as ForExState)).toEqual(historyOf(config, events.slice(0, 9)));
    expect(live.update(config, events.slice(0, 10), states[10] as ForExState)).toEqual(historyOf(config, events.slice(0, 10)));
  });

  it('gives back the very same points while no turn ends, so the chart and its table are not drawn again', () => {
    const live = new LiveHistory();
    const events = SCRIPT.map((action, i) => ({ seq: i + 1, at: 0, actor: null, action }));
    const states = [start()];
    for (const a of SCRIPT) states.push(play(states[states.length - 1] as ForExState, a));
    let before = live.update(config, [], states[0] as ForExState);
    let same = 0;
    for (let n = 1; n <= SCRIPT.length; n++) {
      const now = live.update(config, events.slice(0, n), states[n] as ForExState);
      if (now.length === before.length) {
        expect(now).toBe(before);
        same++;
      } else expect(now).not.toBe(before);
      before = now;
    }
    expect(same).toBeGreaterThan(0);
  });
});
