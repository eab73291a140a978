/**
 * Receiving side of the API, shared by the IPC handlers (Electron main) and
 * the HTTP routes (browser mode): checks the method name and its arguments
 * against the shared schemas, then calls the host's implementation. The
 * transports only add their own gate (sender frame, token) and their own
 * framing (a Result over IPC, a status code over HTTP).
 */
import type { RuleError, Result } from '../engine/core/result';
import { API_METHODS, type ApiMethod, type DecksideApi } from '../contract/api';
import { API_ARGS, describeIssues, MAX_JSON_DEPTH, nestingProblem, TOO_DEEP } from '../contract/schemas';

export type Dispatched =
  /** The method ran; its Result (success or refusal) goes back as is. */
  | { readonly kind: 'result'; readonly result: Result<unknown> }
  /** No such method. */
  | { readonly kind: 'unknown-method'; readonly error: RuleError }
  /** The arguments failed the schema: nothing ran. */
  | { readonly kind: 'bad-arguments'; readonly error: RuleError }
  /** The implementation threw (a bug): reported without its internals. */
  | { readonly kind: 'internal'; readonly error: RuleError };

export function isApiMethod(name: string): name is ApiMethod {
  return (API_METHODS as readonly string[]).includes(name);
}

export async function dispatch(
  impl: DecksideApi,
  method: string,
  args: unknown,
  onInternalError: (e: unknown) => void = () => {},
): Promise<Dispatched> {
  if (!isApiMethod(method)) {
    return { kind: 'unknown-method', error: { code: 'ERR_UNKNOWN_METHOD', message: `There is no API method "${method.slice(0, 60)}".` } };
  }
  // Depth first, without recursion: the schemas (and JSON.stringify when the
  // store writes) recurse, and a value thousands deep would overflow them.
  const tooDeep = nestingProblem(args, MAX_JSON_DEPTH);
  if (tooDeep !== null) return { kind: 'bad-arguments', error: { code: TOO_DEEP, message: `Bad arguments for ${method}: ${tooDeep}.` } };
  let parsed: ReturnType<(typeof API_ARGS)[typeof method]['safeParse']>;
  try {
    parsed = API_ARGS[method].safeParse(args);
  } catch {
    return {
      kind: 'bad-arguments',
      error: { code: 'ERR_BAD_ARGUMENTS', message: `Bad arguments for ${method}: they could not be checked.` },
    };
  }
  if (!parsed.success) {
    return {
      kind: 'bad-arguments',
      error: { code: 'ERR_BAD_ARGUMENTS', message: `Bad arguments for ${method}: ${describeIssues(parsed.error)}.` },
    };
  }
  // The schema of `method` produced the tuple this very method takes (checked
  // at compile time in ./schemas.ts); TypeScript cannot follow the
  // correlation through the indexed call, hence the widened function type.
  const fn = impl[method] as (...a: unknown[]) => Promise<Result<unknown>>;
  try {
    return { kind: 'result', result: await fn.apply(impl, parsed.data as unknown[]) };
  } catch (e) {
    onInternalError(e);
    return {
      kind: 'internal',
      error: {
        code: 'ERR_INTERNAL',
        message: `Deckside hit an internal error in ${method} (logged by the app); the call did not complete.`,
      },
    };
  }
}
