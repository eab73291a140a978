/**
 * Whether the hands the app dealt (dealing = app) are shown on the shared
 * screen. The screen is seen by both players, so they are hidden unless the
 * operator asks (the K key or the button); the choice holds for one match,
 * in the match view and the table view alike, and a new match starts hidden.
 */
class HandsShown {
  #match = $state<string | null>(null);
  #shown = $state(false);

  /** True when the hands of `matchId` are shown. */
  shownFor(matchId: string): boolean {
    return this.#match === matchId && this.#shown;
  }

  toggle(matchId: string): void {
    this.#shown = this.#match === matchId ? !this.#shown : true;
    this.#match = matchId;
  }
}

export const handsShown = new HandsShown();
