/** The playtest list shows only the options that differ from the game's defaults, long values shortened. */
import { expect, it } from 'vitest';
import { defaultOptions } from '../../src/engine/core/options';
import { forExGame } from '../../src/engine/for-ex/index';
import { tradesGame } from '../../src/engine/trades';
import { changedOptions, optionsSummary } from '../../src/insight/option-diff';

it('lists only what differs from the defaults', () => {
  const all = { ...defaultOptions(tradesGame.options), handSize: 5 };
  expect(changedOptions('trades', all)).toEqual([{ name: 'handSize', value: '5' }]);
  expect(optionsSummary('trades', all)).toBe('handSize=5');
  expect(optionsSummary('trades', defaultOptions(tradesGame.options))).toBe('defaults');
});

it('shortens a long value (the full one stays available)', () => {
  const rates = 'x'.repeat(330);
  const all = { ...defaultOptions(forExGame.options), startingRates: rates };
  const [only] = changedOptions('for-ex', all);
  expect(only?.value).toBe(rates);
  expect(optionsSummary('for-ex', all).length).toBeLessThan(60);
});
