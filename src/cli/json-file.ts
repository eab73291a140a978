/**
 * Saying where a JSON file is broken without quoting it. V8's JSON.parse
 * messages echo a piece of the text ("Unexpected token 'S', "...SECRET"...
 * is not valid JSON"), and a file may hold things the operator did not mean
 * to paste into a bug report: errors about files give file:line:column and
 * a short reason instead.
 */

/** True when `prefix` could still begin valid JSON: it parses, or fails only for ending too soon. */
function isValidPrefix(prefix: string): boolean {
  try {
    JSON.parse(prefix);
    return true;
  } catch (e) {
    const message = e instanceof Error ? e.message : '';
    if (/end of JSON input|Unterminated string/i.test(message)) return true;
    const at = /at position (\d+)/.exec(message);
    return at !== null && Number(at[1]) >= prefix.length;
  }
}

/**
 * The offset of the first character that makes `text` invalid JSON (its
 * length when the text just ends too soon). Being a valid prefix is kept by
 * every shorter prefix, so a binary search over prefix lengths finds it with
 * about log2(length) parses.
 */
export function jsonErrorOffset(text: string): number {
  let lo = 0; // a valid prefix length
  let hi = text.length; // lengths above lo up to hi are unknown
  if (isValidPrefix(text)) return text.length;
  while (lo < hi - 1) {
    const mid = (lo + hi) >> 1;
    if (isValidPrefix(text.slice(0, mid))) lo = mid;
    else hi = mid;
  }
  // text.slice(0, lo) is valid, text.slice(0, lo + 1) is not: the fault is at lo.
  return lo;
}

/** `file:line: not valid JSON (...)` for a JSON.parse failure of `text`, without a word of the text. */
export function describeJsonError(text: string, error: unknown, file: string): string {
  if (!(error instanceof SyntaxError)) return `${file}: could not be read as JSON.`;
  const offset = jsonErrorOffset(text);
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - (before.lastIndexOf('\n') + 1) + 1;
  const reason = text.slice(offset).trim() === '' ? 'it ends too soon' : `unexpected character at column ${column}`;
  return `${file}:${line}: not valid JSON (${reason}).`;
}
