/**
 * Property tests over random legal For-Ex games (random-game.ts).
 *
 * Money: every change of a player's money must be one the rules make, computed
 * here independently of the engine from the state before the action:
 * - with the bank: invest (player pays 2 per certificate), divest (bank pays 2
 *   per certificate), resolving a contract (owner pays the amount to pay, if
 *   they can, and always receives the amount to receive), resolving a loan
 *   (owner pays every debt, or nothing when bankrupt), dividends (bank pays
 *   value x certificates, except currencies on the 8 space);
 * - between players: an accepted spot transaction (what one gives the other
 *   gets, so every currency's total is unchanged);
 * - nothing else moves money (offers, refusals, making a contract, passing,
 *   choosing the strongest currency).
 * Certificates: per currency, available + held + removed at setup + divested
 * is always the number per currency.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/engine/core/log';
import { forExGame, rateHistory, strengthPoint } from '../../../src/engine/for-ex/index';
import { standing } from '../../../src/engine/for-ex/rates';
import { ACTION_TYPES } from '../../../src/engine/for-ex/parse';
import { CURRENCIES, LETTERS, type Currency, type ForExAction, type ForExState } from '../../../src/engine/for-ex/types';
import { randomGame, randomGameArbitrary } from './random-game';

interface Transfer {
  readonly seat: number;
  readonly currency: Currency;
  readonly delta: number;
  readonly withBank: boolean;
}

function eightSpace(state: ForExState, c: Currency): boolean {
  return CURRENCIES.some((o) => o !== c && standing(state.rates, c, o).weaker === c && standing(state.rates, c, o).position === 10);
}

/** The money the rules move for this action, from the state before it. */
function expectedTransfers(before: ForExState, action: ForExAction): Transfer[] {
  const has = (seat: number, c: Currency): number => before.money[seat]?.[c] ?? 0;
  switch (action.type) {
    case 'invest':
      return action.currencies.map((c) => ({ seat: action.player, currency: c, delta: -2, withBank: true }));
    case 'divest':
      return [{ seat: action.player, currency: action.currency, delta: 2 * action.count, withBank: true }];
    case 'spotAccept': {
      const o = before.phase.kind === 'turn' ? before.phase.offer : null;
      if (!o) throw new Error('accept without offer');
      return [
        { seat: o.from, currency: o.give.currency, delta: -o.give.amount, withBank: false },
        { seat: o.to, currency: o.give.currency, delta: o.give.amount, withBank: false },
        { seat: o.to, currency: o.receive.currency, delta: -o.receive.amount, withBank: false },
        { seat: o.from, currency: o.receive.currency, delta: o.receive.amount, withBank: false },
      ];
    }
    case 'resolve': {
      const front = before.queue[0];
      if (!front) throw new Error('resolve of an empty queue');
      if (front.kind === 'contract') {
        const out: Transfer[] = [{ seat: front.owner, currency: front.receive.currency, delta: front.receive.amount, withBank: true }];
        if (has(front.owner, front.pay.currency) >= front.pay.amount)
          out.push({ seat: front.owner, currency: front.pay.currency, delta: -front.pay.amount, withBank: true });
        return out;
      }
      if (front.kind === 'loan') {
        const canPay = front.debts.every((d) => has(front.owner, d.currency) >= d.amount);
        return canPay ? front.debts.map((d) => ({ seat: front.owner, currency: d.currency, delta: -d.amount, withBank: true })) : [];
      }
      const value = before.settings.dividends[before.dividendsPaid] ?? 0;
      return before.certificates.flatMap((held, seat) =>
        CURRENCIES.filter((c) => !eightSpace(before, c)).map((c) => ({ seat, currency: c, delta: held[c] * value, withBank: true })),
      );
    }
    default:
      return [];
  }
}

/** Fails with a message naming what broke (plain checks: expect() in these hot loops is slow). */
function must(condition: boolean, what: () => string): void {
  if (!condition) throw new Error(what());
}

function checkStep(before: ForExState, action: ForExAction, after: ForExState): void {
  const transfers = expectedTransfers(before, action);
  for (let seat = 0; seat < before.players.length; seat++) {
    for (const c of CURRENCIES) {
      const expected =
        (before.money[seat]?.[c] ?? 0) + transfers.filter((t) => t.seat === seat && t.currency === c).reduce((s, t) => s + t.delta, 0);
      const got = after.money[seat]?.[c];
      must(got === expected, () => `${JSON.stringify(action)}: seat ${seat} holds ${got} ${c}, the rules say ${expected}`);
    }
  }
  // Between players, every currency's total is unchanged.
  for (const c of CURRENCIES)
    must(
      transfers.filter((t) => !t.withBank && t.currency === c).reduce((s, t) => s + t.delta, 0) === 0,
      () => `spot transfers of ${c} do not balance`,
    );
  checkInvariants(after);
}

function checkInvariants(s: ForExState): void {
  const per = s.settings.certificatesPerCurrency;
  for (const c of CURRENCIES) {
    const held = s.certificates.reduce((n, h) => n + h[c], 0);
    must(
      s.supply[c] + held + s.removed[c] + s.retired[c] === per,
      () => `${c} certificates: ${s.supply[c]} available + ${held} held + ${s.removed[c]} removed + ${s.retired[c]} divested != ${per}`,
    );
    must(s.supply[c] >= 0, () => `negative ${c} supply`);
    for (const h of s.certificates)
      must(h[c] >= 0 && h[c] <= s.settings.certificateLimit, () => `a player holds ${h[c]} ${c} certificates`);
    for (const m of s.money) must(m[c] >= 0 && Number.isInteger(m[c] * 2), () => `a player holds ${m[c]} ${c}`);
  }
  for (const r of s.rates) must(Number.isInteger(r) && r !== 0 && Math.abs(r) <= 10, () => `bad track ${r}`);
  const letters = s.queue.flatMap((q) => (q.kind === 'contract' ? [q.letter] : q.kind === 'loan' ? q.letters : []));
  must(new Set(letters).size === letters.length, () => `letters used twice: ${letters.join(',')}`);
  must(
    letters.every((l) => (LETTERS as readonly string[]).includes(l)),
    () => `unknown letter in ${letters.join(',')}`,
  );
  // BGA: a Loan holds only its own letter; merged contracts free theirs at once.
  if (!s.settings.mergedLoanKeepsLetters)
    for (const q of s.queue) if (q.kind === 'loan') must(q.letters.length === 1, () => `a loan holds ${q.letters.join('+')}`);
  const loanOwners = s.queue.flatMap((q) => (q.kind === 'loan' ? [q.owner] : []));
  must(new Set(loanOwners).size === loanOwners.length, () => 'two loans for one player');
  // The state never grows with the game: apply costs the same at every action.
  const size = JSON.stringify(s).length;
  must(size < 6000, () => `the state takes ${size} characters`);
  const dividendsItems = s.queue.filter((q) => q.kind === 'dividends').length;
  must(
    dividendsItems === (s.dividendsPaid < s.settings.dividends.length ? 1 : 0),
    () => `${dividendsItems} Dividends items with ${s.dividendsPaid} paid`,
  );
}

describe('For-Ex properties over random legal games', () => {
  it('moves money only as the rules say, and certificates neither appear nor vanish', () => {
    fc.assert(
      fc.property(randomGameArbitrary({ variedOptions: true }), (game) => {
        checkInvariants(game.states[0] as ForExState);
        game.events.forEach((e, i) => checkStep(game.states[i] as ForExState, e.action, game.states[i + 1] as ForExState));
      }),
      { numRuns: 60 },
    );
  });

  it('every game ends, by bankruptcy or an empty queue, with standings', () => {
    fc.assert(
      fc.property(randomGameArbitrary(), (game) => {
        expect(game.finished).toBe(true);
        const end = game.final.end;
        expect(end?.strongest).toBeTruthy();
        if (end?.reason === 'queueEmpty') expect(game.final.queue).toEqual([]);
        else expect(end?.bankrupt).not.toBeNull();
        const outcome = forExGame.outcome(game.final);
        expect(outcome?.winners.length).toBeGreaterThan(0);
        expect(forExGame.score(game.final).totals).toHaveLength(game.config.players.length);
      }),
      { numRuns: 60 },
    );
  });

  it('replaying the log, even through JSON text, gives the same state; the history agrees', () => {
    fc.assert(
      fc.property(randomGameArbitrary({ variedOptions: true }), (game) => {
        const text = game.events.map((e) => JSON.stringify(e)).join('\n');
        const events = text === '' ? [] : text.split('\n').map((l) => JSON.parse(l) as unknown as (typeof game.events)[number]);
        const r = replay(forExGame, game.config, events);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expect(r.value.failure).toBeUndefined();
        expect(r.value.state).toEqual(game.final);
        const h = rateHistory(game.config, events);
        if (!h.ok) throw new Error(h.error.message);
        const last = h.value.points[h.value.points.length - 1];
        expect(last?.strength).toEqual(strengthPoint(game.final, 0, 0, null).strength);
        expect(h.value.points.map((p) => p.turn)).toEqual(h.value.points.map((_, i) => i));
      }),
      { numRuns: 40 },
    );
  });

  it('any action on any state of a random game is applied or refused with a code, never thrown', () => {
    const rawAction = fc.oneof(
      fc.anything(),
      fc.record(
        {
          type: fc.constantFrom(...ACTION_TYPES, 'bogus'),
          player: fc.integer({ min: -1, max: 7 }),
          partner: fc.integer({ min: -1, max: 7 }),
          give: fc.constantFrom(...CURRENCIES, 'XXX'),
          receive: fc.constantFrom(...CURRENCIES),
          pay: fc.constantFrom(...CURRENCIES),
          currency: fc.constantFrom(...CURRENCIES, 'gbp'),
          strengthen: fc.constantFrom(...CURRENCIES),
          currencies: fc.array(fc.constantFrom(...CURRENCIES), { maxLength: 3 }),
          amount: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.double()),
          count: fc.oneof(fc.integer({ min: -1, max: 5 }), fc.double()),
        },
        { requiredKeys: ['type'] },
      ),
    );
    const games = [randomGame('never-throws-1', { players: 3 }), randomGame('never-throws-2', { players: 5 })];
    const states = games.flatMap((g) => g.states);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: states.length - 1 }), rawAction, (i, raw) => {
        const state = states[i] as ForExState;
        const parsed = forExGame.parseAction(raw);
        if (!parsed.ok) {
          expect(parsed.error.code).toMatch(/^ERR_[A-Z_]+$/);
          return;
        }
        const verdict = forExGame.validate(state, parsed.value, { at: 0 });
        if (!verdict.ok) {
          expect(verdict.error.code).toMatch(/^ERR_[A-Z_]+$/);
          expect(verdict.error.message.length).toBeGreaterThan(10);
          return;
        }
        const after = forExGame.apply(state, parsed.value, { at: 0 });
        checkStep(state, parsed.value, after);
        expect(after).not.toBe(state);
      }),
      { numRuns: 3000 },
    );
  });
});
