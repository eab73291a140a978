/**
 * A refusal in the shown language. The engine's message is the English text
 * (and the one shown in English). Another language uses, by the error's
 * code, its detailed text when the refusal carries every parameter that
 * text names (RuleError.params), else its plain text for the code, else the
 * engine's English message (a code no catalogue knows yet). A detailed text
 * that counts something is a pair of plurals (`_one`/`_other`, by the
 * `count` parameter), as i18next keys them.
 *
 * A code the engine raises with several different messages keys one
 * detailed text per message: `errors.detailed.<CODE>.<variant>`, picked by
 * the refusal's `variant` param (a stable name the call site passes with
 * the values; it is no placeholder). A code raised with one message has a
 * plain `errors.detailed.<CODE>` and no variant. A param's English value
 * the engine words (a piece kind, "row 2", "empty") is shown in the
 * language of the text it fills (engine-text.ts valueText).
 */
import type { ActionOffer } from '../../engine/core/game';
import type { RuleError } from '../../engine/core/result';
import { format, locale, template, type Language } from './index.svelte';
import { engineText, shownParams, tidy } from './engine-text';

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The parameter names a template uses. */
export const placeholders = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');

export function refusalText(error: Pick<RuleError, 'code' | 'message' | 'params'>, lang: Language = locale.current): string {
  if (lang === 'en') return error.message;
  const params = error.params ?? {};
  const key = typeof params.variant === 'string' ? `errors.detailed.${error.code}.${params.variant}` : `errors.detailed.${error.code}`;
  const detailed = template(lang, key) ?? template(lang, `${key}_other`);
  if (detailed !== undefined && placeholders(detailed).every((p) => p in params))
    return tidy(format(lang, key, shownParams(params, lang)), lang);
  return template(lang, `errors.generic.${error.code}`) ?? error.message;
}

/**
 * Why an offer is not allowed now (its disabledReason), in the shown
 * language: the refusal its action meets when that is what the engine
 * said (a rule's own message, keyed by its code), else the game's template
 * for the reason (`engine.<game>.disabled`), else the engine's English.
 */
export function disabledText(game: string, reason: string, refusal: RuleError | null, lang: Language = locale.current): string {
  if (lang === 'en') return reason;
  if (refusal !== null && refusal.message === reason) return refusalText(refusal, lang);
  return engineText(game, 'disabled', '*', reason, lang);
}

/** What offerReason needs of a match session: its game, and the check of an action (MatchSession.check). */
export interface OfferChecker {
  readonly def: { readonly id: string };
  check(action: unknown, actor?: number | null): RuleError | null;
}

/**
 * Why `offer` is not allowed now, in the shown language (null: it is
 * allowed). Its action is checked only when the reason is to be translated:
 * in English the engine's reason is shown as it is, with no validation.
 */
export function offerReason(session: OfferChecker, offer: ActionOffer, lang: Language = locale.current): string | null {
  const reason = offer.disabledReason;
  if (!reason) return null;
  if (lang === 'en') return reason;
  return disabledText(session.def.id, reason, offer.action === undefined ? null : session.check(offer.action, offer.actor), lang);
}
