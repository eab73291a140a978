/**
 * The catalogues: every key in both languages with the same placeholders,
 * no key the renderer never uses, a refusal text for every error code a
 * game can return, and refusals shown in Italian by code and parameters
 * (falling back as refusal.ts says), from real engine refusals.
 */
/// <reference types="vite/client" />
import { describe, expect, it as test } from 'vitest';
import { GAME_IDS } from '../../src/engine/core/game';
import { getGame } from '../../src/engine/registry';
import { choiceLabel, optionHelp, optionLabel } from '../../src/renderer/i18n/options';
import { CORE_SECTIONS, RULE_SECTIONS } from '../../src/engine/rule-sections';
import { en } from '../../src/renderer/i18n/en';
import { applyLanguage, locale, systemLanguage, t } from '../../src/renderer/i18n/index.svelte';
import { it } from '../../src/renderer/i18n/it';
import { placeholders, refusalText } from '../../src/renderer/i18n/refusal';
import { err } from '../../src/engine/core/result';
import { newGame } from '../engine/for-ex/helpers';
import { forExGame } from '../../src/engine/for-ex/index';

type Tree = { readonly [k: string]: string | Tree };

/** Every leaf of a catalogue as "a.b.c" → text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix === '' ? k : `${prefix}.${k}`;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}

const EN = leaves(en);
const IT = leaves(it);

const SOURCES: Record<string, string> = import.meta.glob('../../src/renderer/**/*.{ts,svelte}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('catalogues: English and Italian', () => {
  test('both hold exactly the same keys', () => {
    expect(EN.size).toBeGreaterThan(200);
    expect([...IT.keys()].sort()).toEqual([...EN.keys()].sort());
  });

  test('every Italian text keeps the placeholders of its English text, and is filled in', () => {
    const wrong = [...EN].filter(
      ([k, v]) =>
        placeholders(v).sort().join() !==
        placeholders(IT.get(k) ?? '')
          .sort()
          .join(),
    );
    expect(wrong).toEqual([]);
    expect([...IT].filter(([, v]) => v.trim() === '')).toEqual([]);
  });

  test('no key is unused: each (but the refusal texts, option words, engine texts and game descriptions, chosen by code, name and id) is named in a t() call of the renderer', () => {
    const code = Object.values(SOURCES).join('\n');
    const used = new Set([...code.matchAll(/\bt\(\s*'([\w.]+)'/g)].map((m) => m[1]));
    const unused = [...EN.keys()]
      .filter((k) => !['errors.', 'options.', 'engine.', 'homeGames.'].some((p) => k.startsWith(p)))
      .map((k) => k.replace(/_(one|other)$/, ''))
      .filter((k) => !used.has(k));
    expect(unused).toEqual([]);
  });

  test('every error code of every game, and of the match pipeline, has a plain text in both languages', () => {
    const codes = new Set([...GAME_IDS.flatMap((g) => Object.keys(RULE_SECTIONS[g])), ...Object.keys(CORE_SECTIONS)]);
    const missing = [...codes].filter((c) => !EN.has(`errors.generic.${c}`) || !IT.has(`errors.generic.${c}`));
    expect(missing).toEqual([]);
  });
});

const ENGINE: Record<string, string> = import.meta.glob(['../../src/engine/**/*.ts', '!../../src/engine/rule-sections/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
/** The store and the simulator refuse too (shown in the app's screens): their detailed texts follow their messages. */
const OTHERS: Record<string, string> = import.meta.glob(['../../src/store/**/*.ts', '../../src/sim/**/*.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
/** A detailed key's code and variant: `errors.detailed.CODE` or `errors.detailed.CODE.variant` (plural suffix dropped). */
function detailOf(key: string): { code: string; variant: string | undefined } {
  const [code = '', variant] = key
    .slice('errors.detailed.'.length)
    .replace(/_(one|other)$/, '')
    .split('.');
  return { code, variant };
}
/** The params a refusal site passes (the text after its message) name its variant, when the key has one. */
const hasVariant = (after: string, variant: string | undefined): boolean =>
  variant === undefined || new RegExp(`variant:\\s*'${variant}'`).test(after.split(/'ERR_/)[0] ?? '');
const ENGINE_CODE = Object.values(ENGINE).join('\n');
const SOURCE_CODE = [ENGINE_CODE, ...Object.values(OTHERS)].join('\n');
const SOURCE_CODES = new Set([...SOURCE_CODE.matchAll(/'(ERR_[A-Z0-9_]+)'/g)].map((m) => m[1] ?? ''));
/**
 * Messages with a nested template (an English fragment picked by a
 * condition, e.g. " (at path)"): this shape check cannot read them; the
 * call-site test (refusal-coverage.test.ts) checks their params.
 */
const NESTED = new Set(
  [
    'ERR_BOT_NO_MOVE',
    'ERR_VERSUS_SAME',
    'ERR_BAD_ACTION.techChess',
    'ERR_BAD_ACTION.techExchange',
    'ERR_BAD_ACTION.techGrid',
    'ERR_BAD_ACTION.tradesAction',
    'ERR_BAD_DECK_FILE.deckFile',
    'ERR_SIM_WORKER.simulationWorker2',
    // One place, two wordings by a condition: a text per wording, the variant picked by the same condition.
    'ERR_CARD_NOT_IN_GAME.cardGame2',
    'ERR_CARD_NOT_IN_GAME.wild',
    'ERR_NOT_YOUR_TURN.discardsNext',
    'ERR_NOT_YOUR_TURN.nobodyDiscards',
    'ERR_TRADE_SIZE.eachPlayer',
    'ERR_TRADE_SIZE.eachPlayerOne',
    'ERR_TRADE_STARTED.mandatory',
    'ERR_TRADE_STARTED.optional',
    'ERR_WRONG_HAND_SIZE.all',
    'ERR_WRONG_HAND_SIZE.allOrKept',
  ].map((k) => `errors.detailed.${k}`),
);
/** Every code an engine (or store, or simulator) source names as a string literal: the codes a refusal can carry. */
const ENGINE_CODES = new Set([...ENGINE_CODE.matchAll(/'(ERR_[A-Z0-9_]+)'/g)].map((m) => m[1] ?? ''));
/** The messages written out at each refusal of a code (`'ERR_X', 'message'`), as the source spells them. */
function literalMessages(code: string, variant?: string): string[] {
  const site = new RegExp(`'${code}',\\s*('(?:[^'\\\\]|\\\\.)*'|"(?:[^"\\\\]|\\\\.)*"|\`(?:[^\`\\\\]|\\\\.)*\`)`, 'g');
  // A list of codes (a type's union, a table) is not a refusal: its next item is a code, not a message.
  return [...SOURCE_CODE.matchAll(site)]
    .filter((m) => hasVariant(SOURCE_CODE.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 600), variant))
    .map((m) => m[1] ?? '')
    .filter((m) => !/^'ERR_[A-Z0-9_]+'$/.test(m));
}

describe('refusal texts for every code the engines can return', () => {
  test('every code named in the engines has a plain text in both languages', () => {
    expect(ENGINE_CODES.size).toBeGreaterThan(150);
    const missing = [...ENGINE_CODES].filter((c) => !EN.has(`errors.generic.${c}`) || !IT.has(`errors.generic.${c}`));
    expect(missing).toEqual([]);
  });

  test('every detailed text is of a code the engines return, in both languages with the same placeholders', () => {
    const detailed = [...EN.keys()].filter((k) => k.startsWith('errors.detailed.')).map((k) => detailOf(k).code);
    expect(detailed.length).toBeGreaterThan(30);
    expect(detailed.filter((c) => !SOURCE_CODES.has(c))).toEqual([]);
    expect([...EN.keys()].filter((k) => k.startsWith('errors.detailed.') && !IT.has(k))).toEqual([]);
  });

  test('a detailed text with no placeholders is the very message of every refusal of its code (so it never hides a richer one)', () => {
    const wrong: string[] = [];
    for (const [k, text] of EN) {
      if (!k.startsWith('errors.detailed.') || placeholders(text).length > 0 || NESTED.has(k)) continue;
      const { code, variant } = detailOf(k);
      const sites = literalMessages(code, variant);
      if (sites.length === 0 || sites.some((m) => m.slice(1, -1).replace(/\\(.)/g, '$1') !== text)) wrong.push(code);
    }
    expect(wrong).toEqual([]);
  });
});

/** Detailed texts that say more than the engine's own message (the count's plural, a value it leaves out). */
const FREER_THAN_ENGINE = new Set(['ERR_INVEST_SAME_CURRENCY', 'ERR_PREVIOUS_TRADE']);

describe('detailed refusal texts follow the engine', () => {
  test('each is the engine message of one refusal of its code, values as placeholders, and that refusal passes every value as a param', () => {
    const wrong: string[] = [];
    for (const [k, text] of EN) {
      if (!k.startsWith('errors.detailed.') || placeholders(text).length === 0 || NESTED.has(k)) continue;
      const { code, variant } = detailOf(k);
      if (FREER_THAN_ENGINE.has(code) || /_(one|other)$/.test(k)) continue;
      const escaped = text.split(/\{\{\s*\w+\s*\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      const shape = new RegExp(`^\`${escaped.join('\\$\\{.+?\\}')}\`$`);
      const site = new RegExp(`'${code}',\\s*(\`(?:[^\`\\\\]|\\\\.)*\`)`, 'g');
      const found = [...SOURCE_CODE.matchAll(site)].some((m) => {
        if (!shape.test(m[1] ?? '')) return false;
        const after = SOURCE_CODE.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 600);
        if (!hasVariant(after, variant)) return false;
        return placeholders(text).every((p) => new RegExp(`\\b${p}\\b\\s*[:,}]`).test(after));
      });
      if (!found) wrong.push(k);
    }
    expect(wrong).toEqual([]);
  });

  test('a detailed text that counts is a plural pair, picked by the count param', () => {
    const chosen = (count: number) =>
      refusalText(
        { code: 'ERR_CHOSEN_COUNT', message: 'English', params: { trade: 'T2', player: 'Bo', count, n: count * 2, given: 0 } },
        'it',
      );
    expect(chosen(1)).toBe('Nello scambio T2 Bo sceglie 1 carta (metà di 2, per eccesso); ne sono date 0.');
    expect(chosen(3)).toBe('Nello scambio T2 Bo sceglie 3 carte (metà di 6, per eccesso); ne sono date 0.');
  });

  test('real refusals read in Italian from their params', () => {
    const r = forExGame.validate(newGame(2), { type: 'divest', player: 0, currency: 'EUR', count: 3 }, { at: 0 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('ERR_NOT_ENOUGH_CERTIFICATES');
    expect(refusalText(r.error, 'en')).toBe(r.error.message);
    expect(refusalText(r.error, 'it')).toBe('Ann ha 0 certificati EUR e non può venderne 3.');
  });
});

describe('variant options, keyed by game and option name', () => {
  test('every option of every game has its label, help and choices in both languages, and no other', () => {
    const expected = new Set<string>();
    for (const g of GAME_IDS) {
      const def = getGame(g);
      if (!def.ok) continue;
      for (const spec of def.value.options) {
        expected.add(`options.${g}.${spec.name}.label`);
        expected.add(`options.${g}.${spec.name}.help`);
        if (spec.type === 'enum') for (const c of spec.choices) expected.add(`options.${g}.${spec.name}.choices.${c}`);
      }
    }
    expect(expected.size).toBeGreaterThan(100);
    const inEn = [...EN.keys()].filter((k) => k.startsWith('options.'));
    expect(inEn.sort()).toEqual([...expected].sort());
    expect([...expected].filter((k) => !IT.has(k))).toEqual([]);
  });

  test("the English words are the engine specs' own; Italian differs where shown", () => {
    const def = getGame('trades');
    if (!def.ok) throw new Error(def.error.message);
    const mode = def.value.options.find((o) => o.name === 'mode');
    if (mode === undefined) throw new Error('no mode option');
    applyLanguage('en');
    expect(optionLabel('trades', mode)).toBe(mode.label);
    expect(optionHelp('trades', mode)).toBe(mode.help);
    expect(choiceLabel('trades', mode, 'turns')).toBe('turns');
    applyLanguage('it');
    expect(optionLabel('trades', mode)).toBe('Modalità');
    expect(choiceLabel('trades', mode, 'turns')).toBe('a turni');
    expect(choiceLabel('trades', mode, 'unknownChoice')).toBe('unknownChoice');
    applyLanguage('en');
  });

  test('the English catalogue matches every spec text exactly', () => {
    const wrong: string[] = [];
    for (const g of GAME_IDS) {
      const def = getGame(g);
      if (!def.ok) continue;
      for (const spec of def.value.options) {
        if (EN.get(`options.${g}.${spec.name}.label`) !== spec.label) wrong.push(`${g}.${spec.name}.label`);
        if (EN.get(`options.${g}.${spec.name}.help`) !== spec.help) wrong.push(`${g}.${spec.name}.help`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the language in use', () => {
  test('system: Italian for any it-*, else English', () => {
    expect(systemLanguage(['it-IT', 'en'])).toBe('it');
    expect(systemLanguage(['de-DE', 'en-GB'])).toBe('en');
    expect(systemLanguage(['de-DE'])).toBe('en');
    expect(systemLanguage([])).toBe('en');
  });

  test('t follows the applied language, with plurals and parameters', () => {
    applyLanguage('it');
    expect(locale.current).toBe('it');
    expect(t('rules.seeRule')).toBe('Vedi la regola');
    expect(t('rules.resultCount', { count: 1 })).toBe('1 sezione');
    expect(t('rules.resultCount', { count: 3 })).toBe('3 sezioni');
    applyLanguage('en');
    expect(t('rules.seeRule')).toBe('See the rule');
    expect(t('newMatch.title', { game: 'Trades' })).toBe('New Trades match');
  });
});

describe('refusals by code and parameters', () => {
  const withParams = err('ERR_SELF_TRADE', 'Ann cannot trade with themselves: name another player (or make a deck trade).', {
    params: { player: 'Ann' },
  }).error;

  test('English shows the engine message itself', () => {
    expect(refusalText(withParams, 'en')).toBe(withParams.message);
  });

  test('Italian: the detailed text when every parameter is there, else the plain text, else the English message', () => {
    expect(refusalText(withParams, 'it')).toBe(
      'Ann non può scambiare con se stesso: indica un altro giocatore (o fai uno scambio con il mazzo).',
    );
    expect(refusalText({ code: 'ERR_SELF_TRADE', message: 'x' }, 'it')).toBe('Un giocatore non può scambiare con se stesso.');
    expect(refusalText({ code: 'ERR_NOT_A_KNOWN_CODE', message: 'Plain English.' }, 'it')).toBe('Plain English.');
  });

  test('a real For-Ex refusal carries its parameters and reads in Italian', () => {
    const r = forExGame.validate(newGame(2), { type: 'invest', player: 0, currencies: ['EUR', 'EUR'] }, { at: 0 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('ERR_INVEST_SAME_CURRENCY');
    expect(r.error.params).toEqual({ currency: 'EUR' });
    expect(refusalText(r.error, 'it')).toBe('I due certificati di un investimento devono essere di valute diverse; entrambi sono EUR.');
  });
});
