/**
 * The Rules panel's state: a refusal opens it at its code's section; the key
 * (openFor) opens at the last refusal of that game, else at the top of the
 * game's file; links inside the docs move it; an unknown file falls back to
 * the index rather than showing nothing.
 */
import { describe, expect, it } from 'vitest';
import { RulesPanelState } from '../../src/renderer/rules/rules-panel.svelte';

describe('RulesPanelState', () => {
  it('opens at the section of a refusal, and the key comes back there', () => {
    const p = new RulesPanelState();
    p.openFor('trades');
    expect([p.open, p.file, p.section]).toEqual([true, 'trades', null]);
    p.close();
    p.openForRefusal('trades', 'ERR_PREVIOUS_TRADE');
    expect([p.file, p.section]).toEqual(['trades', 'previous-trade']);
    p.close();
    p.openFor('trades');
    expect([p.open, p.file, p.section]).toEqual([true, 'trades', 'previous-trade']);
    // Another game's last refusal is its own.
    p.openFor('for-ex');
    expect([p.file, p.section]).toEqual(['for-ex', null]);
  });

  it('a remembered refusal (noted, not opened) is where the key opens; each jump is counted', () => {
    const p = new RulesPanelState();
    p.noteRefusal('tech-chess', 'ERR_KING_LEFT_ATTACKED');
    expect(p.open).toBe(false);
    const before = p.jumps;
    p.toggleFor('tech-chess');
    expect([p.open, p.file, p.section]).toEqual([true, 'tech-chess', 'check']);
    expect(p.jumps).toBe(before + 1);
    p.toggleFor('tech-chess');
    expect(p.open).toBe(false);
  });

  it('links between files, and an unknown file falls back to the index', () => {
    const p = new RulesPanelState();
    p.openAt('tech-deck#notation');
    expect([p.file, p.section]).toEqual(['tech-deck', 'notation']);
    p.openAt('nowhere#x');
    expect([p.file, p.section]).toEqual(['README', 'x']);
  });
});
