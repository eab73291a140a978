/**
 * The typing half of card entry: what was typed, the completions offered for
 * it (`7s` offers `7sc`, `7se`), and turning a line of typed codes into
 * canonical cards with a plain reason for any that is not a card, or is a
 * card that cannot be here (the form says which: on the board, in another
 * hand). Completions leave those out.
 */
import { t } from '../i18n/index.svelte';
import { complete, normalize, splitCodes, type DeckName } from './cards';

/** Why a card cannot be entered here (it is on the board, on a stack, in another hand), or null when it can. */
export type CardUnavailable = (code: string) => string | null;

export class CardEntryState {
  readonly deck: DeckName;
  /** Read on each keystroke: the form's knowledge of where cards are changes as the match goes on. */
  readonly unavailable: () => CardUnavailable | undefined;
  text = $state('');
  /** Index of the highlighted completion. */
  active = $state(0);
  error = $state<string | null>(null);

  /** Completions for the last word typed. */
  suggestions: readonly string[] = $derived(this.#suggest());

  /** When true, a typed card that cannot be here is passed on: the referee refuses it with its rule. */
  readonly typedToReferee: () => boolean;
  constructor(
    deck: DeckName,
    unavailable: () => CardUnavailable | undefined = () => undefined,
    typedToReferee: () => boolean = () => false,
  ) {
    this.deck = deck;
    this.unavailable = unavailable;
    this.typedToReferee = typedToReferee;
  }

  #suggest(): string[] {
    const words = splitCodes(this.text);
    const last = /\s$/.test(this.text) ? '' : (words[words.length - 1] ?? '');
    // Cards that cannot be here are left out of the completions.
    const why = this.unavailable();
    return complete(this.deck, last)
      .filter((c) => !why?.(c))
      .slice(0, 8);
  }

  move(by: number): void {
    const n = this.suggestions.length;
    if (n > 0) this.active = (this.active + by + n) % n;
  }

  /**
   * Reads the typed line: every complete code becomes a card; the last word,
   * when it is only a prefix, takes the highlighted completion. Returns the
   * cards (canonical codes) and clears the text, or keeps the text and sets
   * `error` when a word is not a card.
   */
  accept(): string[] {
    const words = splitCodes(this.text);
    if (words.length === 0) return [];
    const cards: string[] = [];
    for (let i = 0; i < words.length; i++) {
      const w = words[i] as string;
      const exact = normalize(this.deck, w);
      if (exact.ok) {
        const why = this.typedToReferee() ? null : this.unavailable()?.(exact.value);
        if (why) {
          this.error = t('frame.cannotEnter', { code: exact.value, why });
          return [];
        }
        cards.push(exact.value);
        continue;
      }
      const isLast = i === words.length - 1;
      const pick = isLast ? this.suggestions[this.active] : undefined;
      if (pick) {
        cards.push(pick);
        continue;
      }
      this.error = exact.error.message;
      return [];
    }
    this.text = '';
    this.active = 0;
    this.error = null;
    return cards;
  }
}
