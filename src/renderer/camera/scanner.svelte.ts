/**
 * One scanning session for one card entry: send a frame to the recognizer,
 * hold its answer (a card with its confidence, or "unsure" with the best
 * candidates) until the operator confirms it with Enter or corrects it by
 * typing. Nothing counts until it is confirmed.
 */
import type { CardScan, ScanDeck, ScanGuide } from '../../contract/api';
import { CardEntryState } from '../lib/card-entry.svelte';
import { cardFace } from '../lib/cards';
import type { CameraApi } from './api';
import { t } from '../i18n/index.svelte';

export type ScanPhase = 'idle' | 'reading' | 'result' | 'failed';

/** The recognizer's refusals in the operator's words. */
export function scanFailure(code: string, message: string): string {
  switch (code) {
    case 'ERR_NO_CARD':
      return t('cameraScreens.noCard');
    case 'ERR_NO_CARD_IN_GUIDE':
      return t('cameraScreens.noCardInGuide');
    case 'ERR_RECOGNIZER_START':
      return t('cameraScreens.readerStart', { message });
    case 'ERR_TRANSPORT':
      return t('cameraScreens.readerSilent', { message });
    default:
      return t('cameraScreens.unreadable', { message });
  }
}

/** "87%" */
export const percent = (confidence: number): string => `${Math.round(Math.max(0, Math.min(1, confidence)) * 100)}%`;

export class ScanState {
  readonly deck: ScanDeck;
  readonly #api: CameraApi;
  phase = $state<ScanPhase>('idle');
  result = $state.raw<CardScan | null>(null);
  /** Why the last scan gave no card (no card in view, reader failed). */
  failure = $state<string | null>(null);
  /** The size of the picture the last result was read on (its outline's corners are in its pixels). */
  frameSize = $state.raw<{ readonly width: number; readonly height: number } | null>(null);
  /** The last card confirmed, for the "added" line. */
  added = $state<string | null>(null);
  handsFree = $state(false);
  /** Correcting by typing: the same completion as card entry. */
  readonly typing: CardEntryState;

  /** The card Enter confirms: only a sure reading (an unsure one is picked from its candidates or typed). */
  readonly sure = $derived(this.phase === 'result' ? (this.result?.card ?? null) : null);

  constructor(deck: ScanDeck, api: CameraApi) {
    this.deck = deck;
    this.#api = api;
    this.typing = new CardEntryState(deck);
  }

  /**
   * Sends one frame (JPEG/PNG base64) to the recognizer; a scan already
   * running wins. With the guide frame (shares of the picture), the card
   * inside it is read and cards beside it are ignored.
   */
  async read(
    imageBase64: string | null,
    view: { readonly guide: ScanGuide | null; readonly width: number; readonly height: number } | null = null,
  ): Promise<void> {
    if (this.phase === 'reading') return;
    if (!imageBase64) {
      this.phase = 'failed';
      this.failure = t('cameraScreens.noPictureScan');
      return;
    }
    this.phase = 'reading';
    this.failure = null;
    this.added = null;
    const r = view ? await this.#api.recognize(this.deck, imageBase64, view.guide) : await this.#api.recognize(this.deck, imageBase64);
    this.frameSize = view ? { width: view.width, height: view.height } : null;
    if (r.ok) {
      this.result = r.value;
      this.phase = 'result';
    } else {
      this.result = null;
      this.failure = scanFailure(r.error.code, r.error.message);
      this.phase = 'failed';
    }
  }

  /** The operator confirmed `code` (the scan, a candidate or a typed card): ready for the next card. */
  confirmed(code: string): void {
    this.added = code;
    this.result = null;
    this.failure = null;
    this.phase = 'idle';
  }

  /** Words for a screen reader and the result line: "7 of clubs (7C), 98% sure". */
  describe(scan: CardScan): string {
    if (scan.card)
      return t('cameraScreens.describeCard', { name: cardFace(scan.card).name, card: scan.card, percent: percent(scan.confidence) });
    return scan.candidates.length > 0
      ? t('cameraScreens.describeUnsure', { percent: percent(scan.confidence), candidates: scan.candidates.slice(0, 3).join(', ') })
      : t('cameraScreens.noCandidate');
  }
}
