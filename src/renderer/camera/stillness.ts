/**
 * Hands-free scanning: is the card held still? Frames arrive as small gray
 * thumbnails (about 64x48, see capture.ts); the mean absolute difference
 * between two successive thumbnails says how much the picture moved. Once it
 * has stayed below `stillBelow` for `stillFor` ms the detector answers
 * 'read', exactly once; it only re-arms after a real movement (above
 * `moveAbove`), so a card left under the camera is read once, not on every
 * frame, and camera noise between the two thresholds neither reads nor
 * re-arms. Time is an input (`now`, in ms): no clock is read here.
 */

export interface StillnessOptions {
  /** How long the picture must stay still before it is read, in ms. */
  readonly stillFor: number;
  /** Mean absolute difference (0..255 per pixel) at or below which two frames count as the same picture. */
  readonly stillBelow: number;
  /** Mean absolute difference above which the picture moved (a card came, went or was turned). */
  readonly moveAbove: number;
}

export const DEFAULT_STILLNESS: StillnessOptions = { stillFor: 700, stillBelow: 3, moveAbove: 8 };

/**
 * What the detector saw in the last frame: 'moving' (something moves),
 * 'steadying' (still, but not for long enough yet), 'read' (still long
 * enough: read this frame; answered once), 'done' (still, already read).
 */
export type Stillness = 'moving' | 'steadying' | 'read' | 'done';

/** Mean absolute difference of two gray images of the same size (0..255). */
export function meanAbsDiff(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length || a.length === 0) return Infinity;
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] as number) - (b[i] as number));
  return sum / a.length;
}

/** RGBA bytes (ImageData's layout) to one gray byte a pixel (Rec. 601 weights). */
export function toGray(rgba: Uint8Array | Uint8ClampedArray): Uint8Array {
  const out = new Uint8Array(rgba.length >> 2);
  for (let i = 0, j = 0; i < out.length; i++, j += 4) {
    out[i] = ((rgba[j] as number) * 77 + (rgba[j + 1] as number) * 150 + (rgba[j + 2] as number) * 29) >> 8;
  }
  return out;
}

export class StillnessDetector {
  readonly options: StillnessOptions;
  #previous: Uint8Array | null = null;
  #stillSince: number | null = null;
  #armed = true;

  constructor(options: Partial<StillnessOptions> = {}) {
    this.options = { ...DEFAULT_STILLNESS, ...options };
  }

  /** Feeds the next thumbnail, taken at `now` (ms); answers what the picture is doing. */
  feed(gray: Uint8Array, now: number): Stillness {
    const previous = this.#previous;
    this.#previous = gray;
    // The first frame, or a frame of another size (another camera): nothing to compare yet.
    if (!previous || previous.length !== gray.length) {
      this.#stillSince = null;
      this.#armed = true;
      return 'moving';
    }
    const diff = meanAbsDiff(previous, gray);
    if (diff > this.options.moveAbove) {
      this.#armed = true;
      this.#stillSince = null;
      return 'moving';
    }
    if (diff > this.options.stillBelow) {
      // A small change: not still enough to read, not enough to count as a new card.
      this.#stillSince = null;
      return this.#armed ? 'moving' : 'done';
    }
    this.#stillSince ??= now;
    if (!this.#armed) return 'done';
    if (now - this.#stillSince < this.options.stillFor) return 'steadying';
    this.#armed = false;
    return 'read';
  }

  /** Allows the picture in view to be read again (after the operator asked for another try). */
  rearm(): void {
    this.#armed = true;
    this.#stillSince = null;
  }

  /** Forgets everything (camera switched or restarted). */
  reset(): void {
    this.#previous = null;
    this.rearm();
  }
}
