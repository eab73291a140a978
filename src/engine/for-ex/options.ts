/**
 * For-Ex variant options (CLARIFICATIONS.md, For-Ex; every (BGA) fact of the
 * reference is a default the user can change) and their parsing into the
 * match settings. List-like options are text, either comma-separated or a
 * JSON list, parsed here with errors that say what is wrong and how to write
 * it.
 */
import type { Options } from '../core/game';
import { defineOptions, type OptionsOf } from '../core/options';
import { err, ok, type Result } from '../core/result';
import { BGA_STARTING_RATES, parseRates } from './rates';
import { CURRENCIES, isCurrency, type Currency, type ForExSettings } from './types';

/** The option specs, declared once: the defaults and the typed reader come from them (core/options.ts). */
export const FOR_EX = defineOptions([
  {
    name: 'certificatesPerCurrency',
    label: 'Certificates per currency',
    help: 'How many certificates each currency has in the box (BGA: 8).',
    type: 'int',
    default: 8,
    min: 1,
    max: 20,
  },
  {
    name: 'certificatesRemovedAtSetup',
    label: 'Certificates removed at setup',
    help: 'How many certificates are taken out before play (BGA: 6), drawn at random unless entered below.',
    type: 'int',
    default: 6,
    min: 0,
    max: 140,
  },
  {
    name: 'removedCertificates',
    label: 'Removed certificates (from the table)',
    help: 'The currencies of the certificates removed in the physical game, comma-separated or a JSON list (e.g. "USD,USD,CNY,GBP,EUR,JPY" or ["USD","USD","CNY","GBP","EUR","JPY"]); their number must match the option above. Empty: Deckside draws them at random.',
    type: 'text',
    default: '',
  },
  {
    name: 'certificateLimit',
    label: 'Certificates of one currency a player may hold',
    help: 'The holding limit per currency (4).',
    type: 'int',
    default: 4,
    min: 1,
    max: 20,
  },
  {
    name: 'startingMoney',
    label: 'Starting money',
    help: 'Bucks of every currency each player starts with (2).',
    type: 'int',
    default: 2,
    min: 0,
    max: 1000,
  },
  {
    name: 'dividends',
    label: 'Dividends',
    help: 'Bucks paid per certificate by each dividend, in order of resolution, comma-separated or a JSON list (BGA: 0,2,2,2,3 or [0,2,2,2,3]). Their number is the number of dividends.',
    type: 'text',
    default: '0,2,2,2,3',
  },
  {
    name: 'startingRates',
    label: 'Starting rates',
    help: 'The 21 pairs, stronger side first, then the track position 1-10 (BGA table), comma-separated or a JSON list, e.g. "GBP>USD:1,GBP>EUR:2,..." or ["GBP>USD:1","GBP>EUR:2",...].',
    type: 'text',
    default: BGA_STARTING_RATES,
  },
  {
    name: 'conversionRounding',
    label: 'Final conversion rounding',
    help: 'each: every currency converted to the strongest is rounded down on its own (reference); total: the converted sum is rounded down once.',
    type: 'enum',
    default: 'each',
    choices: ['each', 'total'],
  },
  {
    name: 'refusedSpotCounts',
    label: 'A refused spot offer uses up the spot transaction',
    help: 'BGA: no, the player may offer again (to anyone) before their action.',
    type: 'bool',
    default: false,
  },
  { name: 'bankruptScoresZero', label: 'A bankrupt player scores 0', help: 'BGA: yes, and cannot win.', type: 'bool', default: true },
  {
    name: 'standingsTieBreak',
    label: 'Tie for the most money',
    help: 'strongestCertificates: most certificates of the strongest currency wins (BGA); shared: tied players share the place.',
    type: 'enum',
    default: 'strongestCertificates',
    choices: ['strongestCertificates', 'shared'],
  },
  {
    name: 'noHoldersStrengthenNothing',
    label: 'Dividends with no certificate held strengthen nothing',
    help: 'BGA: no; while nobody holds a certificate all seven currencies tie at zero and the acting player chooses one to strengthen. Yes: no currency is strengthened.',
    type: 'bool',
    default: false,
  },
  {
    name: 'mergedLoanKeepsLetters',
    label: 'A Loan holds the letters of contracts merged into it',
    help: "BGA: no; a failed contract merged into its owner's existing Loan frees its letter at once. Yes: the Loan holds every merged letter until it is paid.",
    type: 'bool',
    default: false,
  },
]);

export const FOR_EX_OPTIONS = FOR_EX.specs;

/** The options as the rules read them, typed from the specs. */
export type ForExOptions = OptionsOf<typeof FOR_EX.specs>;

const bad = (name: string, message: string) =>
  err('ERR_BAD_OPTION', `Option ${name}: ${message}.`, {
    path: `options.${name}`,
    rule: 'For-Ex: setup and variant options',
    params: { variant: 'option', name, message },
  });

type ListResult<T> = { ok: true; list: T[] } | { ok: false; message: string };

/**
 * Splits a list option into its items: a JSON list when the text starts with
 * "[" (items numbers or text), else text separated by commas, semicolons or
 * spaces (`separators`). Text that starts with "[" but is not JSON is refused
 * rather than split, so a typo never turns into a different list.
 */
export function listItems(text: string, example: string, separators: RegExp = /[,;\s]+/): ListResult<string> {
  const trimmed = text.trim();
  if (!trimmed.startsWith('[')) {
    return {
      ok: true,
      list: trimmed
        .split(separators)
        .map((p) => p.trim())
        .filter((p) => p !== ''),
    };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return { ok: false, message: `${JSON.stringify(trimmed)} is not a valid JSON list; write it as e.g. ${example}` };
  }
  if (!Array.isArray(parsed))
    return { ok: false, message: `${JSON.stringify(trimmed)} is not a valid JSON list; write it as e.g. ${example}` };
  const list: string[] = [];
  for (const [i, item] of parsed.entries()) {
    if (typeof item === 'number' || typeof item === 'string') list.push(String(item).trim());
    else return { ok: false, message: `item ${i + 1} of the list is ${JSON.stringify(item)}; each item must be a number or text` };
  }
  return { ok: true, list };
}

/** Parses "USD, usd,CNY" or ["USD","usd","CNY"] into currencies; empty text gives []. */
export function parseCurrencyList(text: string): ListResult<Currency> {
  const items = listItems(text, '["USD","USD","CNY"] or USD,USD,CNY');
  if (!items.ok) return items;
  const list: Currency[] = [];
  for (const item of items.list) {
    const p = item.toUpperCase();
    if (!isCurrency(p)) return { ok: false, message: `"${item}" is not a currency; the currencies are ${CURRENCIES.join(', ')}` };
    list.push(p);
  }
  return { ok: true, list };
}

/** Parses "0,2,2,2,3" or [0,2,2,2,3]: at least one dividend, each a whole number of bucks 0..100. */
export function parseDividends(text: string): ListResult<number> {
  const items = listItems(text, '[0,2,2,2,3] or 0,2,2,2,3');
  if (!items.ok) return items;
  const parts = items.list;
  if (parts.length === 0) return { ok: false, message: 'give at least one dividend value, e.g. "0,2,2,2,3"' };
  if (parts.length > 20) return { ok: false, message: 'at most 20 dividends' };
  const list: number[] = [];
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p) || Number(p) > 100)
      return { ok: false, message: `"${p}" is not a dividend value; each is a whole number of bucks from 0 to 100` };
    list.push(Number(p));
  }
  return { ok: true, list };
}

type RatesResult = { ok: true; rates: number[] } | { ok: false; message: string };

/**
 * The last texts read and what they gave: every match set up again (each log of a first look at thousands)
 * reads the same few boards, and reading one is most of a setup's work. Small and bounded; each answer is a
 * copy, so no caller shares an array.
 */
const ratesRead = new Map<string, RatesResult>();
const RATES_KEPT = 16;

/** Parses the starting rates, "GBP>USD:1,..." or ["GBP>USD:1",...] (parseRates reads the pairs). */
export function parseStartingRates(text: string): RatesResult {
  let read = ratesRead.get(text);
  if (!read) {
    // Pairs are separated by commas, semicolons or new lines: a space may sit inside a pair ("GBP > USD : 1").
    const items = listItems(text, '["GBP>USD:1","GBP>EUR:2",...] or GBP>USD:1,GBP>EUR:2,...', /[,;\n]/);
    read = items.ok ? parseRates(items.list.join(',')) : items;
    if (ratesRead.size >= RATES_KEPT) ratesRead.clear();
    ratesRead.set(text, read);
  }
  return read.ok ? { ok: true, rates: read.rates.slice() } : read;
}

/** Settings from options already completed by resolveOptions (core/options.ts). */
export function settingsFrom(resolved: Options): Result<ForExSettings, 'ERR_BAD_OPTION'> {
  const options = FOR_EX.read(resolved);
  const perCurrency = options.certificatesPerCurrency;
  const removedCount = options.certificatesRemovedAtSetup;
  if (removedCount > perCurrency * CURRENCIES.length) {
    return bad(
      'certificatesRemovedAtSetup',
      `cannot remove ${removedCount} certificates: there are only ${perCurrency * CURRENCIES.length} (${perCurrency} per currency)`,
    );
  }
  const removedText = options.removedCertificates;
  let removedCertificates: Currency[] | null = null;
  if (removedText.trim() !== '') {
    const parsed = parseCurrencyList(removedText);
    if (!parsed.ok) return bad('removedCertificates', parsed.message);
    if (parsed.list.length !== removedCount) {
      return bad(
        'removedCertificates',
        `${parsed.list.length} certificates are listed but certificatesRemovedAtSetup is ${removedCount}; list exactly that many`,
      );
    }
    for (const c of CURRENCIES) {
      const n = parsed.list.filter((x) => x === c).length;
      if (n > perCurrency)
        return bad('removedCertificates', `${n} ${c} certificates are listed but there are only ${perCurrency} of each currency`);
    }
    removedCertificates = parsed.list;
  }
  const dividends = parseDividends(options.dividends);
  if (!dividends.ok) return bad('dividends', dividends.message);
  const rates = parseStartingRates(options.startingRates);
  if (!rates.ok) return bad('startingRates', rates.message);
  return ok({
    certificatesPerCurrency: perCurrency,
    certificatesRemovedAtSetup: removedCount,
    removedCertificates,
    certificateLimit: options.certificateLimit,
    startingMoney: options.startingMoney,
    dividends: dividends.list,
    startingRates: rates.rates,
    conversionRounding: options.conversionRounding,
    refusedSpotCounts: options.refusedSpotCounts,
    bankruptScoresZero: options.bankruptScoresZero,
    standingsTieBreak: options.standingsTieBreak,
    noHoldersStrengthenNothing: options.noHoldersStrengthenNothing,
    mergedLoanKeepsLetters: options.mergedLoanKeepsLetters,
  });
}
