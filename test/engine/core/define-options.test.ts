/** defineOptions: one declaration gives the specs, the defaults and a typed reader that falls back per option. */
import { describe, expect, it } from 'vitest';
import { defineOptions, resolveOptions } from '../../../src/engine/core/options';

const demo = defineOptions([
  { name: 'rounds', label: 'Rounds', help: '', type: 'int', default: 3, min: 1, max: 9 },
  { name: 'mode', label: 'Mode', help: '', type: 'enum', default: 'turns', choices: ['turns', 'free'] },
  { name: 'wilds', label: 'Wilds', help: '', type: 'bool', default: true },
  { name: 'title', label: 'Title', help: '', type: 'text', default: 'x' },
]);

describe('defineOptions', () => {
  it('fills every default from the specs', () => {
    expect(demo.defaults).toEqual({ rounds: 3, mode: 'turns', wilds: true, title: 'x' });
  });

  it('reads resolved options with their types, and a mistyped value takes its default', () => {
    const resolved = resolveOptions(demo.specs, { rounds: '5', mode: 'free' });
    expect(resolved.ok).toBe(true);
    if (!resolved.ok) return;
    const o = demo.read(resolved.value);
    const mode: 'turns' | 'free' = o.mode;
    expect([o.rounds, mode, o.wilds, o.title]).toEqual([5, 'free', true, 'x']);
    expect(demo.read({ rounds: 'five', mode: 'other', wilds: 1 }).rounds).toBe(3);
    expect(demo.read({ mode: 'other' }).mode).toBe('turns');
  });
});
