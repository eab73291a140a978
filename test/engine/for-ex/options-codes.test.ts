/**
 * For-Ex options are declared once (defineOptions): the specs the CLI and the
 * docs list are unchanged, the defaults come from them, and the settings read
 * the typed options. The refusal codes are a closed list: the type rejects a
 * mistyped code, and the docs' refusal table names exactly the action codes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Result } from '../../../src/engine/core/result';
import { forExGame } from '../../../src/engine/for-ex/index';
import { FOR_EX, settingsFrom } from '../../../src/engine/for-ex/options';
import { BGA_STARTING_RATES } from '../../../src/engine/for-ex/rates';
import { FOR_EX_ERROR_CODES, type ForExErrorCode } from '../../../src/engine/for-ex/types';
import { validateForEx } from '../../../src/engine/for-ex/validate';
import { configFor, newGame } from './helpers';

describe('For-Ex options, declared once', () => {
  it('keeps the option specs: names, types, defaults and ranges', () => {
    const brief = forExGame.options.map((o) => [
      o.name,
      o.type,
      o.default,
      o.type === 'int' ? `${o.min}-${o.max}` : o.type === 'enum' ? o.choices.join('|') : '',
    ]);
    expect(brief).toEqual([
      ['certificatesPerCurrency', 'int', 8, '1-20'],
      ['certificatesRemovedAtSetup', 'int', 6, '0-140'],
      ['removedCertificates', 'text', '', ''],
      ['certificateLimit', 'int', 4, '1-20'],
      ['startingMoney', 'int', 2, '0-1000'],
      ['dividends', 'text', '0,2,2,2,3', ''],
      ['startingRates', 'text', BGA_STARTING_RATES, ''],
      ['conversionRounding', 'enum', 'each', 'each|total'],
      ['refusedSpotCounts', 'bool', false, ''],
      ['bankruptScoresZero', 'bool', true, ''],
      ['standingsTieBreak', 'enum', 'strongestCertificates', 'strongestCertificates|shared'],
      ['noHoldersStrengthenNothing', 'bool', false, ''],
      ['mergedLoanKeepsLetters', 'bool', false, ''],
    ]);
    expect(forExGame.options).toBe(FOR_EX.specs);
  });

  it('the settings at the defaults come from the specs alone', () => {
    const s = settingsFrom({});
    expect(s.ok && s.value).toMatchObject({
      certificatesPerCurrency: 8,
      certificatesRemovedAtSetup: 6,
      removedCertificates: null,
      certificateLimit: 4,
      startingMoney: 2,
      dividends: [0, 2, 2, 2, 3],
      conversionRounding: 'each',
      refusedSpotCounts: false,
      bankruptScoresZero: true,
      standingsTieBreak: 'strongestCertificates',
      noHoldersStrengthenNothing: false,
      mergedLoanKeepsLetters: false,
    });
    expectTypeOf(FOR_EX.defaults.conversionRounding).toEqualTypeOf<'each' | 'total'>();
    expectTypeOf(FOR_EX.defaults.startingMoney).toEqualTypeOf<number>();
  });

  it('reads chosen options (converted from text by the core) into the settings', () => {
    const s = newGame(2, { startingMoney: '5', conversionRounding: 'total', refusedSpotCounts: 'true', bankruptScoresZero: false });
    expect(s.settings).toMatchObject({ startingMoney: 5, conversionRounding: 'total', refusedSpotCounts: true, bankruptScoresZero: false });
    expect(s.money[0]?.GBP).toBe(5);
  });
});

describe('For-Ex refusal codes, closed', () => {
  it('validate returns only For-Ex codes, and a mistyped code does not compile', () => {
    expectTypeOf(validateForEx).returns.toEqualTypeOf<Result<undefined, ForExErrorCode>>();
    // @ts-expect-error a typo is not a For-Ex refusal code
    const typo: ForExErrorCode = 'ERR_GAME_OVR';
    expect(FOR_EX_ERROR_CODES).not.toContain(typo);
  });

  it('setup refusals carry For-Ex codes', () => {
    const codes = [
      forExGame.setup(configFor(1)),
      forExGame.setup(configFor(3, { nope: 1 })),
      forExGame.setup(configFor(3, { startingMoney: 'lots' })),
      forExGame.setup(configFor(3, { dividends: '[0,2' })),
    ].map((r) => (r.ok ? 'ok' : r.error.code));
    expect(codes).toEqual(['ERR_PLAYER_COUNT', 'ERR_UNKNOWN_OPTION', 'ERR_BAD_OPTION', 'ERR_BAD_OPTION']);
    for (const c of codes) expect(FOR_EX_ERROR_CODES).toContain(c);
  });

  it('the docs name every code: the refusal table the action codes, the options section the setup ones', () => {
    const doc = readFileSync(new URL('../../../docs/for-ex-actions.md', import.meta.url), 'utf8');
    const table = doc.slice(doc.indexOf('## Refusal codes'));
    const inTable = [...table.matchAll(/^\| `(ERR_[A-Z_]+)` \|/gm)].map((m) => m[1]);
    const setupOnly = ['ERR_BAD_OPTION', 'ERR_UNKNOWN_OPTION', 'ERR_PLAYER_COUNT'];
    expect(new Set([...inTable, ...setupOnly])).toEqual(new Set(FOR_EX_ERROR_CODES));
    for (const c of setupOnly) expect(doc).toContain(`\`${c}\``);
  });
});
