/**
 * The deck in use by a game view, as reactive state: the bundled deck at
 * once, then the user's edited deck when the store has one (currentDeck).
 * A deck that cannot be read leaves a problem message for the view to show,
 * and the bundled card texts stay in use.
 */
import type { DeckFile } from '../../engine/core/deck';
import type { DecksideApi } from '../../contract/api';
import { deckNames } from './card-names.svelte';
import { t } from '../i18n/index.svelte';
import { refusalText } from '../i18n/refusal';
import { bundledDeck, currentDeck } from './current-deck';

export class DeckInUse {
  /** The deck file whose card names and texts the view shows (null when not even the bundled one parses). */
  deck = $state.raw<DeckFile | null>(null);
  /** What went wrong reading the deck, for a role="alert" line; null when all is well. */
  problem = $state<string | null>(null);

  /** Call during a component's setup: loads the deck for `id` through the api `getApi` returns (again when it changes). */
  constructor(id: string, getApi: () => DecksideApi) {
    const shipped = bundledDeck(id);
    this.deck = shipped.ok ? shipped.value : null;
    this.problem = shipped.ok ? null : shipped.error.message;
    $effect(() => {
      void currentDeck(getApi(), id).then((r) => {
        if (r.ok) {
          this.deck = r.value.deck;
          // Every card chip shows the names of the deck in use (the user's edit).
          deckNames.use(r.value.deck);
        } else this.problem = t('app.deckUnreadable', { message: refusalText(r.error) });
      });
    });
  }
}
