import { describe, expect, it } from 'vitest';
import { Shortcuts, keyLabel } from '../../src/renderer/lib/shortcuts.svelte';
import { formatClock } from '../../src/renderer/lib/ticker.svelte';

const key = (k: string, extra: Partial<KeyboardEvent> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: null,
  ...extra,
});

describe('Shortcuts', () => {
  it('runs the most recently registered match and lists what is registered', () => {
    const s = new Shortcuts();
    const ran: string[] = [];
    const off = s.register({ key: 'u', label: 'Undo', group: 'Match', run: () => ran.push('first') });
    s.register({ key: 'u', label: 'Undo here', group: 'Form', run: () => ran.push('second') });
    expect(s.handle(key('U'))).toBe(true);
    expect(ran).toEqual(['second']);
    expect(s.list.map((x) => x.label)).toEqual(['Undo', 'Undo here']);
    off();
    expect(s.list.map((x) => x.label)).toEqual(['Undo here']);
  });

  it('tells Ctrl+Z from Z, skips disabled ones and leaves Escape to an open dialog', () => {
    const s = new Shortcuts();
    const ran: string[] = [];
    s.register(
      { key: 'z', ctrl: true, label: 'Undo', group: 'Match', run: () => ran.push('ctrl-z') },
      { key: 'x', label: 'Never', group: 'Match', run: () => ran.push('x'), enabled: () => false },
      { key: 'Escape', label: 'Blur', group: 'Match', inFields: true, run: () => ran.push('esc') },
      { key: '?', label: 'Help', group: 'All', inDialogs: true, run: () => ran.push('help') },
    );
    expect(s.handle(key('z'))).toBe(false);
    expect(s.handle(key('z', { ctrlKey: true }))).toBe(true);
    expect(s.handle(key('x'))).toBe(false);
    expect(s.handle(key('Escape'), true)).toBe(false);
    expect(s.handle(key('?'), true)).toBe(true);
    expect(ran).toEqual(['ctrl-z', 'help']);
  });

  it('passes the pressed key of a key group', () => {
    const s = new Shortcuts();
    const got: string[] = [];
    s.register({ key: '1…9', keys: ['1', '2', '3'], label: 'Table action', group: 'Match', run: (k) => got.push(k) });
    s.handle(key('2'));
    s.handle(key('4'));
    expect(got).toEqual(['2']);
    expect(keyLabel({ key: ' ' })).toBe('Space');
    expect(keyLabel({ key: 'z', ctrl: true })).toBe('Ctrl+Z');
  });
});

describe('formatClock', () => {
  it('shows minutes and seconds, rounding up, and tenths in the last ten seconds', () => {
    expect(formatClock(300_000)).toBe('5:00');
    expect(formatClock(59_001)).toBe('1:00');
    expect(formatClock(10_000)).toBe('0:10');
    expect(formatClock(9_950)).toBe('0:09.9');
    expect(formatClock(-5)).toBe('0:00.0');
  });
});
