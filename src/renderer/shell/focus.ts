/**
 * Focus for a field the screen moves to (F, an offer that needs input, the
 * next card in the same field): without the browser's own scroll, which
 * centres the field and so pushes the top of the board or the seat panels
 * under the header even when the field was already in view. The field is
 * scrolled only as far as it takes to show it whole (not at all when it is).
 */
export function focusInPlace(el: Element | null | undefined): void {
  if (!(el instanceof HTMLElement)) return;
  el.focus({ preventScroll: true });
  el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}
