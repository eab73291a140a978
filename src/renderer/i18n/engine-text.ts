/**
 * Engine-written words in the shown language: phase names (flow()), the
 * labels of the offered actions and the match log's lines (describe()).
 * The engine's English stays the text shown in English and the default in
 * any other language. Each text is keyed by a stable id the engine gives
 * with it (a phase's id, an offer's or a logged action's type) under its
 * game: `engine.<game>.<phases|offers|log|figures>.<id>` (figures: the score
 * sheet's column titles, id `rounds`); Tech Deck domain names are
 * `engine.domains.<domain>`; the clocks' words (label, toggle, note), alike
 * in every game, are `engine.common.clocks.<label|toggle|note>`; the flow's expected line
 * has no id of its own, so every template under `engine.<game>.expected` is
 * tried (id `*`); the match heading (the summary's phase line) likewise
 * under `engine.<game>.summary`, where a line no whole template matches is
 * read as a head and the tails the engine appends to it (a clock's time
 * left, a check, who resolves an effect: `engine.<game>.summary.tail`),
 * each tail put in the shown language after its head; a game's status note
 * (`engine.<game>.notes`) and why an offer is not allowed now
 * (`engine.<game>.disabled`, refusal.ts) are read the same way. A game's end
 * or a forced action's reason is a value (`engine.values.reason`). The key holds one English
 * template (or several, as an object of alternatives) whose {{params}} are
 * the values of the engine's line; the line is matched against it, and the
 * same key's Italian is filled with those values. A line no template
 * matches (a new wording, a value with no pattern yet) is shown as the
 * engine wrote it.
 */
import { format, locale, template, type Language } from './index.svelte';
import { en } from './en';
import { DOMAIN_NAMES, type Domain } from '../../engine/core/cards';

export type EngineTextKind = 'phases' | 'expected' | 'offers' | 'log' | 'figures' | 'clocks' | 'summary' | 'notes' | 'disabled';

type Tree = { readonly [k: string]: string | Tree };
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English template as a pattern: each placeholder matches a value (shortest first), the rest literally. */
function pattern(tpl: string): { re: RegExp; names: string[] } {
  const names: string[] = [];
  const parts = tpl.split(PLACEHOLDER);
  const src = parts.map((p, i) => (i % 2 === 1 ? (names.push(p), '(.+?)') : escape(p))).join('');
  return { re: new RegExp(`^${src}$`), names };
}

/** The keys (with their English template) under one id: the id itself, or each alternative of it. */
function candidates(game: string, kind: string, id: string): [string, string][] {
  const base = id === '*' ? `engine.${game}.${kind}` : `engine.${game}.${kind}.${id}`;
  const node = (en as unknown as Tree).engine;
  const v = (id === '*' ? [game, kind] : [game, kind, id]).reduce<string | Tree | undefined>(
    (t, k) => (t === undefined || typeof t === 'string' ? undefined : t[k]),
    node,
  );
  if (typeof v === 'string') return [[base, v]];
  if (v === undefined) return [];
  return Object.entries(v).flatMap(([k, tpl]) => (typeof tpl === 'string' ? [[`${base}.${k}`, tpl] as [string, string]] : []));
}

/** The engine's line in the shown language (its English when no template of its id matches). */
export function engineText(game: string, kind: EngineTextKind, id: string, english: string, lang: Language = locale.current): string {
  if (lang === 'en') return english;
  for (const [key, tpl] of candidates(game, kind, id)) {
    const { re, names } = pattern(tpl);
    const m = re.exec(english);
    if (m === null) continue;
    if (template(lang, key) === undefined) return english;
    return tidy(format(lang, key, values(names, m, lang)), lang);
  }
  return english;
}

/** A match's values by placeholder name, each in the shown language (valueText). */
const values = (names: readonly string[], m: RegExpExecArray, lang: Language): Record<string, string> =>
  Object.fromEntries(names.map((n, i) => [n, valueText(n, m[i + 1] ?? '', lang)]));

/**
 * A value the engine wrote into a line or a refusal (a piece kind, a Grid
 * Poker line, a phase's name, a game's end) in the shown language, by the
 * name of its param: the templates under `engine.values.<param>`; any
 * other value (a player's name, a card code, a number) as it is.
 */
export function valueText(param: string, value: string, lang: Language = locale.current): string {
  if (lang === 'en') return value;
  if (LISTS.has(param)) return value.replace(/ and (?=\S)/g, ` ${template(lang, 'engine.common.and') ?? 'and'} `);
  const keys = candidates('values', ALIASES[param] ?? param, '*');
  const done = whole(keys, value, lang);
  if (done !== undefined || keys.length === 0) return done ?? value;
  // A list the engine joined ("Cy's hand, the deck"): each item on its own (a comma inside brackets is no separator).
  const items = value.split(/, (?![^(]*\))/);
  return items.length > 1 ? items.map((v) => whole(keys, v, lang) ?? v).join(', ') : value;
}

/**
 * Params whose values are lists of names, codes or amounts the engine
 * joined with "and" (Trades' winners, Grid Poker's cards, chess squares,
 * For-Ex's debts and dividends paid).
 */
const LISTS: ReadonlySet<string> = new Set(['players', 'cards', 'squares', 'debts', 'owed', 'paid']);

/**
 * Params whose values are worded as another's: the places a card can be
 * (knowledge.ts names them place, where and last; a Grid Poker move names
 * two), a Grid Poker line's result (one for the rows, one for the
 * columns), the first item of a list read item by item (a dividend's
 * payouts, Trades' trades).
 */
const ALIASES: Readonly<Record<string, string>> = {
  where: 'place',
  last: 'place',
  placeFrom: 'place',
  placeTo: 'place',
  bestRow: 'axisResult',
  bestColumn: 'axisResult',
  payout: 'payouts',
  tradeItem: 'trades',
};

/** Italian's article after a preposition, joined as written ("in la mano" is "nella mano"); "in fuori dal gioco" is "fuori dal gioco". */
const JOINED: Readonly<Record<string, string>> = { in: 'ne', di: 'de', da: 'da', a: 'a', su: 'su' };
const ARTICLE = /\b(in|di|da|a|su) (il|lo|la|i|gli|le|l')(?=(?<=')|\s)/g;

/** A line in the shown language, tidied: in Italian, a preposition before a place's article joins it, and a line starts with a capital. */
export function tidy(text: string, lang: Language): string {
  if (lang !== 'it') return text;
  const joined = text.replace(/\bin fuori dal gioco\b/g, 'fuori dal gioco').replace(ARTICLE, (_, p: string, a: string) => {
    const base = JOINED[p] ?? p;
    if (a === 'il') return `${base === 'ne' ? 'nel' : `${base}l`}`;
    if (a === 'i' || a === 'gli') return `${base}${a}`;
    if (a === "l'") return `${base}ll'`;
    return `${base}l${a}`;
  });
  return /^(il|lo|la|i|gli|le|l')\b/.test(joined) ? joined.charAt(0).toUpperCase() + joined.slice(1) : joined;
}

/** A refusal's or a line's params with their values in the shown language (strings only; numbers and the variant as they are). */
export function shownParams(params: Readonly<Record<string, unknown>>, lang: Language = locale.current): Record<string, unknown> {
  if (lang === 'en') return { ...params };
  return Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'string' && k !== 'variant' ? valueText(k, v, lang) : v]),
  );
}

/** A logged action's line in the shown language, keyed by the action's type. */
export function logText(game: string, action: unknown, english: string, lang: Language = locale.current): string {
  const type = typeof action === 'object' && action !== null && 'type' in action && typeof action.type === 'string' ? action.type : '';
  return type === '' ? english : engineText(game, 'log', type, english, lang);
}

/** A line as the shown language's template of the first of `keys` whose English matches it whole; undefined when none does. */
function whole(keys: readonly [string, string][], english: string, lang: Language): string | undefined {
  for (const [key, tpl] of keys) {
    const { re, names } = pattern(tpl);
    const m = re.exec(english);
    if (m === null || template(lang, key) === undefined) continue;
    return format(lang, key, values(names, m, lang));
  }
  return undefined;
}

/** A line (a heading, a note) as a whole template of its kind, or a translated head followed by one tail (the shortest tail tried first). */
function heading(game: string, kind: 'summary' | 'notes', english: string, lang: Language, depth: number): string | undefined {
  const done = whole(candidates(game, kind, '*'), english, lang);
  if (done !== undefined || depth === 0) return done;
  const tails = candidates(game, kind, 'tail');
  for (let at = english.length - 1; at > 0; at--) {
    const tail = whole(tails, english.slice(at), lang);
    if (tail === undefined) continue;
    const head = heading(game, kind, english.slice(0, at), lang, depth - 1);
    if (head !== undefined) return head + tail;
  }
  return undefined;
}

/** The match heading (the summary's phase line, its players already named by the engine) in the shown language. */
export const summaryText = (game: string, english: string, lang: Language = locale.current): string =>
  lang === 'en' ? english : (heading(game, 'summary', english, lang, 3) ?? english);

/**
 * A game's status note (Tech Exchange's word on the last phase change:
 * `engine.<game>.notes`, with the sentences the engine appends to a note
 * under `notes.tail`) in the shown language.
 */
export const noteText = (game: string, english: string, lang: Language = locale.current): string =>
  lang === 'en' ? english : tidy(heading(game, 'notes', english, lang, 3) ?? english, lang);

/** The flow's expected line (its seats already named) in the shown language. */
export const expectedText = (game: string, english: string, lang: Language = locale.current): string =>
  engineText(game, 'expected', '*', english, lang);

/**
 * Why a game ended (its outcome's reason) or why time forces an action (a
 * due action's reason), in the shown language: a value, not a line (it is
 * shown in brackets after a headline, so it keeps the engine's lower case).
 */
export const reasonText = (english: string, lang: Language = locale.current): string => valueText('reason', english, lang);

/** A Tech Deck domain's name (knowledge, science, technology, services) in the shown language. */
export const domainName = (d: Domain, lang: Language = locale.current): string =>
  lang === 'en' ? DOMAIN_NAMES[d] : (template(lang, `engine.domains.${d}`) ?? DOMAIN_NAMES[d]);

/** A clock's words (its label, its toggle's label or its note) in the shown language. */
export const clockText = (part: 'label' | 'toggle' | 'note', english: string, lang: Language = locale.current): string =>
  engineText('common', 'clocks', part, english, lang);

/** A game's one-line description (the engine's English) in the shown language, keyed by the game's id. */
export const gameDescription = (game: string, english: string, lang: Language = locale.current): string =>
  lang === 'en' ? english : (template(lang, `homeGames.${game}`) ?? english);
