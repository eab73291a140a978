/**
 * The app's languages (English, Italian) on i18next.
 *
 * Why i18next: it is the most used and best kept JavaScript i18n library,
 * framework-free (so it fits Svelte 5 through one rune, below, with no
 * Svelte-version-bound wrapper), and its types check keys and
 * interpolation against the resources (CustomTypeOptions in i18next.d.ts),
 * so `t('home.title')` with a mistyped key fails to compile. The catalogues
 * are plain TypeScript modules bundled with the renderer: nothing is
 * downloaded or read at run time, and no plugin or backend is used.
 *
 * Reactivity: `t` reads `locale.current`, a $state, so every template that
 * calls it re-renders when the language changes.
 *
 * The language setting ("system", "en", "it") is stored with the other
 * settings (settings.json through the API); "system" follows the system's
 * language (navigator.languages), Italian for any `it-*`, else English.
 */
import i18next from 'i18next';
import { en } from './en';
import { it } from './it';

export const LANGUAGES = ['en', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export type LanguageSetting = Language | 'system';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en }, it: { translation: it } },
  // Svelte escapes every value it puts in the page; escaping here too would show "&amp;".
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

class Locale {
  current = $state<Language>('en');
  setting = $state<LanguageSetting>('system');
}

/** The language shown now, and the setting it comes from. */
export const locale = new Locale();

/** The system's language, from the browser's list: Italian for any it-*, else English. */
export function systemLanguage(langs: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages): Language {
  for (const l of langs) {
    const base = l.toLowerCase().split('-')[0];
    if (base === 'it') return 'it';
    if (base === 'en') return 'en';
  }
  return 'en';
}

/** Applies a language setting: the shown language follows it (system: the system's). */
export function applyLanguage(setting: LanguageSetting): void {
  const lang = setting === 'system' ? systemLanguage() : setting;
  void i18n.changeLanguage(lang);
  locale.setting = setting;
  locale.current = lang;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/**
 * Translates a key of the catalogues. Typed as i18next's own typed `t`
 * (keys and options checked); the wrapper only adds the read of the
 * reactive locale, so the cast keeps the very same signature.
 */
// i18next's typed `t` is a set of generic overloads no plain wrapper can restate;
// the wrapper passes its arguments through untouched, so the cast is exact.
const untypedT = i18n.t.bind(i18n) as unknown as (...args: unknown[]) => unknown;
export const t = ((...args: unknown[]) => {
  void locale.current;
  return untypedT(...args);
}) as unknown as typeof i18n.t;

/** The raw template of a key in a language, or undefined (for the refusal texts' parameter check). */
export function template(lang: Language, key: string): string | undefined {
  const v: unknown = i18n.getResource(lang, 'translation', key);
  return typeof v === 'string' ? v : undefined;
}

/** Formats with the shown language's interpolation (for templates picked by hand). */
export function format(lang: Language, key: string, params: Readonly<Record<string, unknown>>): string {
  // A key made at run time (from an error code) cannot be checked by the key types; callers check it with template() first.
  const loose = i18n.getFixedT(lang) as unknown as (key: string, options: Readonly<Record<string, unknown>>) => string;
  return loose(key, params);
}
