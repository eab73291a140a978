/**
 * The Rules panel's state, one for the app: whether it is open, which rules
 * file and section it shows, the search words, and the section of the last
 * refusal per game (so the key opens there even after the refusal was
 * dismissed). Kept apart from the match screen on purpose: the screen only
 * calls `noteRefusal` and `openFor`, so its layout can change freely.
 */
import type { GameId } from '../../engine/core/game';
import { isRuleFile, ruleSection, type RuleFile, type RuleRef } from '../../engine/rule-sections';

export class RulesPanelState {
  open = $state(false);
  file = $state<RuleFile>('README');
  /** The section to show (scroll to), or null for the top. */
  section = $state<string | null>(null);
  query = $state('');
  /** Bumped on every request to show a section, so asking twice for the same one scrolls again. */
  jumps = $state(0);
  // Not reactive: read only when the panel is asked to open.
  #lastRefusal: Partial<Record<GameId, RuleRef>> = {};

  /** Remembers the section behind a refusal of a game. */
  noteRefusal(game: GameId, code: string): RuleRef {
    const ref = ruleSection(game, code);
    this.#lastRefusal[game] = ref;
    return ref;
  }

  /** The section the panel opens at for a game: its last refusal's, else the game's file from the top. */
  startFor(game: GameId): RuleRef | null {
    return this.#lastRefusal[game] ?? null;
  }

  /** Opens at a section (a refusal's rule, a link inside the docs). */
  openAt(ref: RuleRef | string): void {
    const [file, id] = ref.split('#');
    this.file = file !== undefined && isRuleFile(file) ? file : 'README';
    this.section = id === undefined || id === '' ? null : id;
    this.query = '';
    this.open = true;
    this.jumps++;
  }

  /** Opens a game's rules at the section of its last refusal (or at the top). */
  openFor(game: GameId): void {
    const ref = this.startFor(game);
    if (ref) this.openAt(ref);
    else this.openAt(`${game}#`);
  }

  /** Opens at the rule of one refusal. */
  openForRefusal(game: GameId, code: string): void {
    this.openAt(this.noteRefusal(game, code));
  }

  toggleFor(game: GameId): void {
    if (this.open) this.close();
    else this.openFor(game);
  }

  close(): void {
    this.open = false;
  }
}

/** The app's one panel. */
export const rulesPanel = new RulesPanelState();
