/**
 * Keyboard shortcuts: components register the shortcuts they offer while
 * they are on screen; one keydown listener dispatches them, and the help
 * overlay lists exactly what is registered, so the list never goes stale.
 */
import { t } from '../i18n/index.svelte';
import { untrack } from 'svelte';

export interface Shortcut {
  /** The key as KeyboardEvent.key reports it ("?", "u", "Escape"). */
  readonly key: string;
  /** Several keys doing the same kind of thing ("1".."9"); `key` is then how the help names them. */
  readonly keys?: readonly string[];
  readonly label: string;
  /** Where it applies, for grouping in the help overlay. */
  readonly group: string;
  readonly run: (key: string) => void;
  /** Also fires while typing in a text field (Escape, Ctrl+Z). */
  readonly inFields?: boolean;
  /** Also fires while a dialog is open (help, table view); others wait for it to close. */
  readonly inDialogs?: boolean;
  readonly ctrl?: boolean;
  readonly enabled?: () => boolean;
}

export class Shortcuts {
  list = $state.raw<readonly Shortcut[]>([]);

  /** Adds shortcuts; returns the function that removes them (use in $effect teardown). */
  register(...items: Shortcut[]): () => void {
    // Untracked: components call this from $effect, which must not come to
    // depend on the list it changes.
    untrack(() => (this.list = [...this.list, ...items]));
    return () => untrack(() => (this.list = this.list.filter((s) => !items.includes(s))));
  }

  /** Runs the most recently registered matching shortcut; true if one ran. */
  handle(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>, dialogOpen = false): boolean {
    // Escape in a dialog belongs to the dialog (it closes it).
    if (dialogOpen && e.key === 'Escape') return false;
    // Space and Enter on a focused control belong to that control (press the button, tick the box).
    if ((e.key === ' ' || e.key === 'Enter') && isControl(e.target)) return false;
    const typing = isTextField(e.target);
    const ctrl = e.ctrlKey || e.metaKey;
    if (e.altKey) return false;
    for (let i = this.list.length - 1; i >= 0; i--) {
      const s = this.list[i] as Shortcut;
      const keys = s.keys ?? [s.key];
      if (!keys.some((k) => k.toLowerCase() === e.key.toLowerCase()) || Boolean(s.ctrl) !== ctrl) continue;
      if (typing && !s.inFields) continue;
      if (dialogOpen && !s.inDialogs) continue;
      if (s.enabled && !s.enabled()) continue;
      s.run(e.key);
      return true;
    }
    return false;
  }
}

export function keyLabel(s: Pick<Shortcut, 'key' | 'ctrl'>): string {
  const k = s.key === ' ' ? t('screens.keys.space') : s.key.length === 1 ? s.key.toUpperCase() : s.key;
  return s.ctrl ? t('screens.keys.ctrl', { key: k }) : k;
}

function isTextField(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  // Nothing is typed into a slider or a colour well: their keys are free for shortcuts (the replay's arrows step it once, not twice).
  if (target instanceof HTMLInputElement)
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color'].includes(target.type);
  return false;
}

function isControl(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  return target.closest('button, a[href], input, select, textarea, summary, [role="button"], [role="option"]') !== null;
}
