import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../src/renderer/i18n/index.svelte';
import { domainName } from '../../src/renderer/games/tech-chess/model';
import { CardEntryState } from '../../src/renderer/lib/card-entry.svelte';
import { cardFace, complete, pickerRows } from '../../src/renderer/lib/cards';

describe('card completion', () => {
  it('offers the Tech Deck domains that start with what was typed', () => {
    expect(complete('tech-deck', '7s')).toEqual(['7sc', '7se']);
    expect(complete('tech-deck', '13')).toEqual(['13kn', '13sc', '13te', '13se']);
  });

  it('puts an exact code first and accepts the long forms', () => {
    expect(complete('standard-52', '7s')[0]).toBe('7S');
    expect(complete('tech-deck', '7-science')).toEqual(['7sc']);
  });

  it('offers nothing for text that starts no card', () => {
    expect(complete('tech-deck', 'x')).toEqual([]);
    expect(complete('standard-52', '')).toEqual([]);
  });
});

describe('CardEntryState', () => {
  it('leaves a card that cannot be here out of the completions; typed, it is refused, or passed on to the referee when asked', () => {
    const onStack = (code: string): string | null => (code === '5kn' ? 'it is on the kn stack' : null);
    const local = new CardEntryState('tech-deck', () => onStack);
    local.text = '5';
    expect(local.suggestions).not.toContain('5kn');
    expect(local.suggestions).toContain('5sc');
    local.text = '5kn';
    expect(local.accept()).toEqual([]);
    expect(local.error).toBe('5kn cannot be entered here: it is on the kn stack.');
    const referee = new CardEntryState(
      'tech-deck',
      () => onStack,
      () => true,
    );
    referee.text = '5';
    expect(referee.suggestions).not.toContain('5kn');
    referee.text = '5kn';
    expect(referee.accept()).toEqual(['5kn']);
    expect(referee.error).toBeNull();
  });

  it('takes the highlighted completion of a prefix', () => {
    const e = new CardEntryState('tech-deck');
    e.text = '7s';
    expect(e.suggestions).toEqual(['7sc', '7se']);
    e.move(1);
    expect(e.accept()).toEqual(['7se']);
    expect(e.text).toBe('');
  });

  it('reads several codes on one line, any spelling, canonical out', () => {
    const e = new CardEntryState('standard-52');
    e.text = 'as, 10h  td qd';
    expect(e.accept()).toEqual(['AS', '10H', '10D', 'QD']);
    expect(e.error).toBeNull();
  });

  it('keeps the text and says why when a word is not a card', () => {
    const e = new CardEntryState('standard-52');
    e.text = 'AS 1X 2H';
    expect(e.accept()).toEqual([]);
    expect(e.text).toBe('AS 1X 2H');
    expect(e.error).toMatch(/"1X" is not a card/);
  });

  it('wraps the highlight around the completions', () => {
    const e = new CardEntryState('standard-52');
    e.text = 'k';
    expect(e.suggestions).toEqual(['KS', 'KH', 'KD', 'KC']);
    e.move(-1);
    expect(e.active).toBe(3);
  });
});

describe('card faces', () => {
  afterEach(() => applyLanguage('en'));

  it('always write the value and the domain or suit letters', () => {
    expect(cardFace('7sc')).toMatchObject({ value: '7', mark: 'sc', name: '7 of science' });
    expect(cardFace('QH')).toMatchObject({ value: 'Q', mark: 'H', name: 'queen of hearts' });
    expect(cardFace('wild')).toMatchObject({ mark: 'wild' });
  });

  it('are named in the shown language (the picker rows too); English as before', () => {
    applyLanguage('it');
    expect(cardFace('7sc').name).toBe('7 di scienza');
    expect(cardFace('QH').name).toBe('donna di cuori');
    expect(cardFace('10C').name).toBe('10 di fiori');
    expect(cardFace('wild').name).toBe('carta jolly');
    expect(pickerRows('tech-deck').map((r) => r.title)).toEqual(['conoscenza', 'scienza', 'tecnologia', 'servizi', 'jolly']);
    expect(pickerRows('standard-52').map((r) => r.title)).toEqual(['picche', 'cuori', 'quadri', 'fiori']);
    // The Tech Chess setup legend names each seat's domains with the same words.
    expect(['se', 'sc'].map(domainName).join(' e ')).toBe('servizi e scienza');
    applyLanguage('en');
    expect(cardFace('wild').name).toBe('wild card');
    expect(pickerRows('tech-deck').map((r) => r.title)).toEqual(['knowledge', 'science', 'technology', 'services', 'wild']);
    expect(domainName('se')).toBe('services');
  });

  it('give the picker one row per domain or suit with every card', () => {
    expect(pickerRows('standard-52').map((r) => r.codes.length)).toEqual([13, 13, 13, 13]);
    expect(pickerRows('tech-deck').flatMap((r) => r.codes)).toHaveLength(53);
  });
});
