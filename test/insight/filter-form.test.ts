/** Record filters read from the filter form's fields. */
import { describe, expect, it } from 'vitest';
import {
  describeFilter,
  emptyFields,
  filterChoices,
  filterFromFields,
  parseDay,
  unknownOptionsWarning,
} from '../../src/insight/filter-form';
import { matchesFilter } from '../../src/insight/records';
import { rec } from './fixtures';

describe('filters from the form', () => {
  it('empty fields select everything', () => {
    expect(filterFromFields(emptyFields())).toEqual({});
    expect(describeFilter({})).toBe('all playtests');
  });

  it('reads every field', () => {
    const f = filterFromFields({
      game: 'trades',
      rulesVersion: ' v2 ',
      player: 'Bo',
      options: 'handSize=7, deck = standard',
      from: '2026-11-01',
      to: '2026-11-30',
      finishedOnly: true,
    });
    expect(f).toEqual({
      game: 'trades',
      rulesVersion: 'v2',
      player: 'Bo',
      options: { handSize: '7', deck: 'standard' },
      from: new Date(2026, 10, 1).getTime(),
      to: new Date(2026, 11, 1).getTime(),
      finishedOnly: true,
    });
    expect(describeFilter(f as Exclude<typeof f, string>)).toBe(
      'trades, rules v2, handSize=7, deck=standard, with Bo, from 2026-11-01, to 2026-11-30, finished only',
    );
  });

  it('the "to" day is included whole, and the filter selects the right records', () => {
    const f = filterFromFields({ ...emptyFields(), to: '2026-11-30', options: 'handSize=7' });
    if (typeof f === 'string') throw new Error(f);
    const late = rec({ startedAt: new Date(2026, 10, 30, 23, 59).getTime(), options: { handSize: 7 } });
    const next = rec({ startedAt: new Date(2026, 11, 1, 0, 0).getTime(), options: { handSize: 7 } });
    const other = rec({ startedAt: new Date(2026, 10, 2).getTime(), options: { handSize: 5 } });
    expect([late, next, other].map((r) => matchesFilter(r, f))).toEqual([true, false, false]);
  });

  it('refuses bad input with a reason', () => {
    expect(filterFromFields({ ...emptyFields(), game: 'chess' })).toBe('There is no game "chess".');
    expect(filterFromFields({ ...emptyFields(), options: 'handSize' })).toMatch(/name=value/);
    expect(filterFromFields({ ...emptyFields(), from: '30/11/2026' })).toMatch(/date like 2026-11-30/);
    expect(filterFromFields({ ...emptyFields(), from: '2026-12-01', to: '2026-11-01' })).toBe('"To" is before "From".');
    expect(parseDay('2026-02-30')).toBeNull();
  });

  it('offers the values the folder holds', () => {
    const c = filterChoices([
      rec({ game: 'trades', rulesVersion: 'v2', players: ['Cy', 'Ann'], options: { handSize: 7 } }),
      rec({ game: 'for-ex', rulesVersion: 'v1', players: ['Bo'], options: { handSize: 5, fast: true } }),
    ]);
    expect(c).toEqual({
      games: ['for-ex', 'trades'],
      rulesVersions: ['v1', 'v2'],
      players: ['Ann', 'Bo', 'Cy'],
      options: ['fast=true', 'handSize=5', 'handSize=7'],
    });
  });
});

describe('variant options in a filter', () => {
  it('match case-insensitively and name the options no game knows', () => {
    const r = rec({ game: 'for-ex', options: { conversionRounding: 'each' } });
    expect(matchesFilter(r, { options: { ConversionRounding: 'EACH' } })).toBe(true);
    expect(matchesFilter(r, { options: { conversionRounding: 'total' } })).toBe(false);
    expect(unknownOptionsWarning({ game: 'for-ex', options: { conversionrounding: 'each' } })).toBeNull();
    expect(unknownOptionsWarning({ game: 'for-ex', options: { speed: 'fast' } })).toMatch(/^No option named "speed" in For-Ex/);
  });
});
