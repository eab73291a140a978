/**
 * Result: how every rule answers. Rules never throw on bad input; they return
 * an error with a stable code (for tests, logs and translations), a message in
 * plain words that names the rule, and the part of the action at fault.
 */

export interface RuleError<C extends string = string> {
  /** Stable machine code, `ERR_` + SCREAMING_SNAKE (never reworded); a game may close it to its own union. */
  readonly code: C;
  /** Plain-language reason shown to players; names the rule it comes from. */
  readonly message: string;
  /** Which rule (short reference, e.g. "Trades: previous-trade rule"). */
  readonly rule?: string;
  /** The offending part of the action, e.g. "cards[2]" or "to". */
  readonly path?: string;
  /**
   * The values the message is made of (names, counts, cards), so the app can
   * say the same in another language (keyed by code); optional, and added
   * code by code: a refusal without them is shown with its code's plain text.
   */
  readonly params?: Readonly<Record<string, string | number>>;
}

export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<C extends string = string> = { readonly ok: false; readonly error: RuleError<C> };
export type Result<T, C extends string = string> = Ok<T> | Err<C>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });

/** The shared success value of validators that only say yes or no. */
export const OK: Ok<undefined> = ok(undefined);

export const err = <C extends string>(
  code: C,
  message: string,
  extra: { rule?: string; path?: string; params?: Readonly<Record<string, string | number>> } = {},
): Err<C> => ({
  ok: false,
  error: { code, message, ...extra },
});

/**
 * A refusal from positional parts (code, message, rule, then the optional
 * path and params), leaving out the parts not given so an error never carries
 * `path: undefined`: the games' validators all refuse this way.
 */
export const refusal = <C extends string>(
  code: C,
  message: string,
  rule: string,
  path?: string,
  params?: Readonly<Record<string, string | number>>,
): Err<C> =>
  err(code, message, {
    rule,
    ...(path === undefined ? {} : { path }),
    ...(params === undefined ? {} : { params }),
  });

/** Turns a failed result into an exception, for callers that hold an invariant (tests, tooling). */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new Error(`${result.error.code}: ${result.error.message}`);
}
