import { describe, expect, it } from 'vitest';
import { play } from '../../src/engine/core/game';
import { unwrap } from '../../src/engine/core/result';
import { techExchangeGame as game, type TechExchangeState } from '../../src/engine/tech-exchange/index';
import { seatToggle, teNextStep, teReveals } from '../../src/renderer/games/tech-exchange/model';
import { CorrectionsDraft } from '../../src/renderer/games/tech-exchange/corrections-form.svelte';
import { TradeForm } from '../../src/renderer/games/tech-exchange/trade-form.svelte';

const start = (options: Record<string, number> = {}): TechExchangeState =>
  unwrap(game.setup({ players: ['Ann', 'Bo', 'Cy'], options, seed: 'x', at: 1000 }));
const act = (s: TechExchangeState, a: unknown, at = 1000): TechExchangeState => unwrap(play(game, s, unwrap(game.parseAction(a)), { at }));

describe('Tech Exchange view helpers', () => {
  it('follows the phase flow and highlights the engine offer that comes next', () => {
    let s = start();
    expect(game.flow(s).current).toBe('trading-1');
    const next = (st: TechExchangeState) =>
      [null, ...st.players.map((_, seat) => seat)]
        .flatMap((who) => game.legalActions(st, who))
        .filter((o) => teNextStep(st, o))
        .map((o) => o.type);
    expect(next(s)).toEqual(['trade']);
    s = act(s, { type: 'trade', a: 0, b: 1, aGives: 1, bGives: 1 });
    expect(next(s)).toEqual(['reveal']);
    s = act(act(s, { type: 'reveal', card: '5kn' }), { type: 'endTrading' });
    expect(game.flow(s).current).toBe('effects-1');
    expect(next(s)).toEqual(['useEffect']);
  });

  it('offers a seat only its own actions (the table gets the shared ones once)', () => {
    const s = act(start(), { type: 'trade', a: 0, b: 1, aGives: 1, bGives: 1 });
    expect(game.legalActions(s, 1)).toEqual([]);
    expect(game.legalActions(s, null).map((o) => o.type)).toEqual(['reveal']);
    const trading = start();
    expect(game.legalActions(trading, 2).map((o) => o.type)).toEqual(['announceDone']);
  });

  it('says which actions reveal cards (undo asks before taking them back)', () => {
    expect(teReveals({ type: 'reveal', card: '5kn' })).toBe(true);
    expect(teReveals({ type: 'revealHand', seat: 0, cards: [] })).toBe(true);
    expect(teReveals({ type: 'trade', a: 0, b: 1, aGives: 1, bGives: 1 })).toBe(false);
    expect(teReveals({ type: 'trade', a: 0, b: 1, aGives: ['5kn'], bGives: 1 })).toBe(true);
    expect(teReveals({ type: 'announceDone', seat: 0 })).toBe(false);
  });
});

describe('TradeForm', () => {
  it('builds counts or named cards, keeps the two players apart, and cycles counts up to the option', () => {
    const f = new TradeForm(3, 2);
    expect(f.action()).toEqual({ type: 'trade', a: 0, b: 1, aGives: 1, bGives: 1 });
    f.setB(0);
    expect([f.a, f.b]).toEqual([1, 0]);
    f.nextB();
    expect(f.b).toBe(2);
    f.cycle('a');
    expect(f.aCount).toBe(2);
    f.cycle('a');
    expect(f.aCount).toBe(1);
    f.bCards = ['7sc', '4kn'];
    expect(f.action()).toEqual({ type: 'trade', a: 1, b: 2, aGives: 1, bGives: ['7sc', '4kn'] });
    f.done();
    expect(f.action()).toMatchObject({ bGives: 1 });
  });
});

describe('the trading clock running out', () => {
  it('lets the table end trading, logged as the clock running out, and refuses trades after 0:00', () => {
    // The clock waits for the operator's start (at 1 s here), then runs out at 11 s.
    const s = act(start({ tradingClockSeconds: 10 }), { type: 'startClock' }, 1_000);
    expect(game.clocks(s, 11_000)[0]?.leftMs).toBe(0);
    const late = game.validate(s, { type: 'trade', a: 0, b: 1, aGives: 1, bGives: 1 }, { at: 11_000 });
    expect(late.ok ? null : late.error.code).toBe('ERR_TRADING_TIME_UP');
    const ended = act(s, { type: 'endTrading' }, 11_000);
    expect(game.flow(ended).current).toBe('effects-1');
    expect(ended.note).toMatch(/clock ran out/);
  });
});

describe('Tech Exchange corrections and the done buttons', () => {
  it('the hand-size correction starts at the real count of the chosen player, the stack at the real stack', () => {
    const s = act(act(start(), { type: 'trade', a: 0, b: 1, aGives: 2, bGives: 1 }), { type: 'reveal', card: '5kn' });
    const d = new CorrectionsDraft(s);
    expect(d.count).toBe(s.hands[0]?.count);
    expect(d.cards).toEqual([...s.stacks.kn]);
    d.pickSeat(s, 1);
    expect(d.count).toBe(s.hands[1]?.count);
    expect(d.count).not.toBe(8);
  });

  it('offers "done" only when the engine does: never while a revealed card waits to be entered', () => {
    const s = start();
    expect(seatToggle(game.legalActions(s, 0))?.action).toEqual({ type: 'announceDone', seat: 0 });
    const pending = act(s, { type: 'trade', a: 0, b: 1, aGives: 1, bGives: 1 });
    expect(seatToggle(game.legalActions(pending, 0))).toBeNull();
  });
});
