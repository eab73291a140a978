/**
 * Variant options: defaults filled in, user values (typed or text from a form
 * or the command line) converted and range-checked, unknown options refused.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OptionSpec } from '../../../src/engine/core/game';
import { defaultOptions, resolveOptions } from '../../../src/engine/core/options';

const SPECS: readonly OptionSpec[] = [
  { name: 'rounds', label: 'Rounds', help: '', type: 'int', default: 3, min: 1, max: 10 },
  { name: 'mode', label: 'Mode', help: '', type: 'enum', default: 'freeForAll', choices: ['freeForAll', 'turns'] },
  { name: 'wilds', label: 'Wilds', help: '', type: 'bool', default: true },
  { name: 'note', label: 'Note', help: '', type: 'text', default: '' },
];

function refused(given: Record<string, unknown>): { code: string; message: string; path?: string } {
  const r = resolveOptions(SPECS, given);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(given)}`);
  return r.error;
}

describe('defaultOptions and resolveOptions', () => {
  it('fills in every default', () => {
    const defaults = { rounds: 3, mode: 'freeForAll', wilds: true, note: '' };
    expect(defaultOptions(SPECS)).toEqual(defaults);
    expect(resolveOptions(SPECS, {})).toEqual({ ok: true, value: defaults });
  });

  it('keeps given values and converts text from forms and the command line', () => {
    expect(resolveOptions(SPECS, { rounds: '7', mode: 'turns', wilds: 'false', note: 'x' })).toEqual({
      ok: true,
      value: { rounds: 7, mode: 'turns', wilds: false, note: 'x' },
    });
    expect(resolveOptions(SPECS, { rounds: 10, wilds: 'true' })).toEqual({
      ok: true,
      value: { rounds: 10, mode: 'freeForAll', wilds: true, note: '' },
    });
  });

  it('accepts every whole number in range, as a number or as text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.boolean(), (n, asText) => {
        const r = resolveOptions(SPECS, { rounds: asText ? String(n) : n });
        expect(r.ok && r.value['rounds']).toBe(n);
      }),
    );
  });

  it('refuses an unknown option, naming it and the known ones', () => {
    const e = refused({ round: 3 });
    expect(e.code).toBe('ERR_UNKNOWN_OPTION');
    expect(e.path).toBe('options.round');
    expect(e.message).toContain('rounds, mode, wilds, note');
    expect(refused({ __proto__x: 1 }).code).toBe('ERR_UNKNOWN_OPTION');
    expect(refused(JSON.parse('{"__proto__": {"rounds": 99}}') as Record<string, unknown>).code).toBe('ERR_UNKNOWN_OPTION');
  });

  it.each([0, 11, 2.5, '2.5', 'three', '', ' ', '0x5', '1e1', true, null, Number.NaN, Number.POSITIVE_INFINITY, [3]])(
    'refuses rounds = %j with ERR_BAD_OPTION and the range',
    (value) => {
      const e = refused({ rounds: value });
      expect(e.code).toBe('ERR_BAD_OPTION');
      expect(e.path).toBe('options.rounds');
      expect(e.message).toContain('from 1 to 10');
    },
  );

  it('refuses values outside the range, whatever they are', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 11 })), (n) => {
        expect(refused({ rounds: n }).code).toBe('ERR_BAD_OPTION');
      }),
    );
  });

  it.each([null, 'rounds=3', [['rounds', 3]], 7])('refuses options that are not an object (%j)', (given) => {
    const r = resolveOptions(SPECS, given as never);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'ERR_BAD_OPTION', path: 'options' });
  });

  it.each([
    [{ mode: 'Turns' }, 'freeForAll, turns'],
    [{ mode: 3 }, 'freeForAll, turns'],
    [{ wilds: 'yes' }, 'true or false'],
    [{ wilds: 1 }, 'true or false'],
    [{ note: 'x'.repeat(501) }, 'at most 500'],
    [{ note: 5 }, 'at most 500'],
  ])('refuses %j', (given, hint) => {
    const e = refused(given);
    expect(e.code).toBe('ERR_BAD_OPTION');
    expect(e.message).toContain(hint);
  });
});
