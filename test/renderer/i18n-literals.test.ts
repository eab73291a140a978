/**
 * No literal English on screen: every word a component shows (text, the
 * attributes a user reads or hears, the labels its rune modules build) goes
 * through `t()`, so the Italian catalogue covers the whole interface. The
 * scan (literal-text.ts) reads each file with Svelte's own parser; what it
 * finds must be on the short allow-list below, each entry with its reason,
 * and every entry must still be found (a stale one fails too).
 */
/// <reference types="vite/client" />
import { describe, expect, it as test } from 'vitest';
import { literalsOf } from './literal-text';

// Components, rune modules and the plain .ts modules that build words (not the catalogues themselves).
const FILES: Record<string, string> = import.meta.glob(
  ['../../src/renderer/**/*.svelte', '../../src/renderer/**/*.ts', '!../../src/renderer/i18n/**', '!../../src/renderer/**/*.d.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

/** Literal texts that are not words to translate, and why. */
const ALLOWED: Readonly<Record<string, string>> = {
  Deckside: "the app's name",
  'Tech Deck': "a deck's name, printed on its box",
  'Standard 52': "a deck's name",
  'Tech Exchange': "a game's name, the same in every language",
  'Tech Chess': "a game's name, the same in every language",
  'Tech Grid Poker': "a game's name, the same in every language",
  'For-Ex': "a game's name (the shortcut group of its view)",
  '5sc': 'a card code, the example in the edit form',
  'the file': "the default file name inside an import refusal's English message (refusals are shown by their code)",
  Fr: "the Swiss franc's symbol on the For-Ex charts",
  '600 12px system-ui, sans-serif': "a canvas font (the charts' CSS), no words",
  '<span class="outside-link">…</span>': "the rules panel's markup for a link, its words from the rules text",
};

const found = Object.entries(FILES).flatMap(([path, source]) => literalsOf(path.replace('../../src/renderer/', ''), source));

describe('the renderer shows no literal English', () => {
  test('the scan reads every component, rune module and plain .ts module (cards, charts, models)', () => {
    for (const f of ['lib/cards.ts', 'insight/charts.ts', 'games/grid-poker/model.ts'])
      expect(
        Object.keys(FILES).some((p) => p.endsWith(`/src/renderer/${f}`)),
        f,
      ).toBe(true);
    expect(Object.keys(FILES).length).toBeGreaterThan(120);
  });

  test('every literal word on screen is keyed (or on the allow-list, with its reason)', () => {
    const wrong = found.filter((l) => !Object.hasOwn(ALLOWED, l.text)).map((l) => `${l.file}:${l.line} ${JSON.stringify(l.text)}`);
    expect(wrong).toEqual([]);
  });

  test('every allow-list entry is still needed', () => {
    const texts = new Set(found.map((l) => l.text));
    expect(Object.keys(ALLOWED).filter((k) => !texts.has(k))).toEqual([]);
  });
});

describe('the scan finds what it looks for', () => {
  const scan = (source: string, file = 'X.svelte') => literalsOf(file, source).map((l) => l.text);

  test('text, seen attributes, component labels and shown expressions', () => {
    expect(
      scan(`<script lang="ts">let x = $state(0);</script>
<h2>Moves</h2><button aria-label="Undo the move" title={x ? 'Yes' : 'No'}>↶</button>
<CardEntry label="Card from hand" /><p>{x === 1 ? 'one card' : \`\${x} cards\`}</p><p>{['a', 'b'].join(' and ')}</p>`),
    ).toEqual(['Moves', 'Undo the move', 'Yes', 'No', 'Card from hand', 'one card', '… cards', ' and ']);
  });

  test('script strings that read as words, in components and rune modules', () => {
    expect(scan(`export function f(n: number) { return n ? 'Done.' : \`\${n} moves left\`; }`, 'x.svelte.ts')).toEqual([
      'Done.',
      '… moves left',
    ]);
  });

  test('not: t() keys, markup attributes, comparisons, codes, symbols, refusal messages', () => {
    expect(
      scan(`<script lang="ts">import { t } from './i18n';
let s = $state('upgrade');
const r = () => session.refuse('x', { code: 'ERR_NO_CARD', message: 'Name the card.' });
</script>
<div class="seat panel" id="tc-setup">{t('techChess.moves.title')} {s === 'upgrade' ? '⇧' : '●'} <kbd>P</kbd> d1c3</div>`),
    ).toEqual([]);
  });
});
