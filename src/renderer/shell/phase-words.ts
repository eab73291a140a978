/**
 * Words of the phase bar: whether the engine's expected line says anything
 * the phase heading does not. Beside two clocks the bar is narrow, and a line
 * that only repeats the heading ("Bo to move: check on b6" under "Bo (player
 * 2) to move: check on b6 (120 s left)") would take the phases' room and be
 * cut for nothing, so it is left out.
 */

/** The words of a line, lower case, punctuation dropped (letters and digits of any language). */
const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** True when every word of `expected` is already in `heading` (an empty line repeats anything). */
export function repeatsHeading(expected: string, heading: string): boolean {
  const inHeading = new Set(words(heading));
  return words(expected).every((w) => inHeading.has(w));
}
