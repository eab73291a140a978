/**
 * The For-Ex turn form acts for one seat at a time: a new turn starts from a
 * fresh form (never the last player's "Divest USD (holds 0)"), and the
 * currency lists mark what the engine would refuse, with its reason; the
 * invest list leaves out a currency the player already holds the limit of.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../src/engine/core/result';
import { forExGame } from '../../src/engine/for-ex/index';
import type { ForExState, PerCurrency } from '../../src/engine/for-ex/types';
import { divestChoices, investChoices } from '../../src/renderer/games/for-ex/model';
import { TurnForm } from '../../src/renderer/games/for-ex/turn-form.svelte';

const start = (): ForExState => unwrap(forExGame.setup({ players: ['Ann', 'Bo', 'Cy'], options: {}, seed: 's', at: 0 }));
const holding = (s: ForExState, seat: number, certs: Partial<PerCurrency>): ForExState => ({
  ...s,
  certificates: s.certificates.map((h, i) => (i === seat ? { ...h, ...certs } : h)),
});

describe('For-Ex turn form', () => {
  it('starts fresh when the turn passes to another seat, or comes round again', () => {
    const f = new TurnForm();
    f.actFor(0, 1, 3);
    f.kind = 'divest';
    f.sell = 'USD';
    f.count = 3;
    f.second = 'JPY';
    f.actFor(0, 1, 3);
    expect(f.kind).toBe('divest');
    f.actFor(1, 2, 3);
    expect(f).toMatchObject({ kind: 'contract', sell: 'GBP', count: 1, second: '', partner: 2 });
    f.kind = 'invest';
    f.actFor(1, 5, 3);
    expect(f.kind).toBe('contract');
  });
});

describe('For-Ex currency choices, asked of the engine', () => {
  it('marks currencies a player cannot divest, with the reason', () => {
    const s = holding(start(), 0, { USD: 2 });
    const choices = divestChoices(s, 0);
    expect(choices.find((c) => c.currency === 'USD')).toMatchObject({ held: 2, why: null });
    const gbp = choices.find((c) => c.currency === 'GBP');
    expect(gbp?.held).toBe(0);
    expect(gbp?.why).toMatch(/\w{6,}/);
  });

  it('drops from the invest list a currency the player holds the limit of', () => {
    const s = holding(start(), 0, { USD: s0Limit() });
    const choices = investChoices(s, 0);
    expect(choices.map((c) => c.currency)).not.toContain('USD');
    expect(choices.map((c) => c.currency)).toContain('GBP');
    // The second certificate: one more of the first would reach the limit too.
    const t = holding(start(), 0, { EUR: s0Limit() - 1 });
    expect(investChoices(t, 0, 'EUR').map((c) => c.currency)).not.toContain('EUR');
    expect(investChoices(t, 0).map((c) => c.currency)).toContain('EUR');
  });
});

function s0Limit(): number {
  return start().settings.certificateLimit;
}
