/**
 * The renderer's notion of "now": one reactive wall-clock value refreshed on
 * every animation frame while something on screen needs it (a running clock),
 * so clocks tick smoothly without each component running its own timer.
 * Engine clocks stay pure: the UI reads them with this `now`.
 */
export class Ticker {
  now = $state(Date.now());
  #users = 0;
  #frame = 0;
  readonly #clock: () => number;

  constructor(clock: () => number = () => Date.now()) {
    this.#clock = clock;
  }

  /** Keeps `now` fresh until the returned function is called. */
  hold(): () => void {
    this.#users++;
    if (this.#users === 1) this.#loop();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#users--;
      if (this.#users === 0 && this.#frame) cancelAnimationFrame(this.#frame);
    };
  }

  /** Reads the wall clock without touching state: safe inside $derived and templates. */
  peek(): number {
    return this.#clock();
  }

  /** Reads the wall clock now (for stamping events) and refreshes `now`. */
  read(): number {
    this.now = this.#clock();
    return this.now;
  }

  #loop = (): void => {
    this.now = this.#clock();
    if (this.#users > 0) this.#frame = requestAnimationFrame(this.#loop);
  };
}

/** m:ss, or s.t in the last ten seconds so the end is visibly alive. */
export function formatClock(ms: number): string {
  const left = Math.max(0, ms);
  if (left < 10_000) {
    const tenths = Math.floor(left / 100);
    return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const total = Math.ceil(left / 1000);
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
