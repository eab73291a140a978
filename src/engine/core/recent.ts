/**
 * The last few answers to a costly rules question, newest first, keyed by
 * identity: up to three parts compared with `===` (a state or board object,
 * then plain values such as a time or an action's text). A small ring, not a
 * WeakMap per state: the questions about one state come together (a bot's
 * check, then the pipeline's validate and apply; the ending check and the
 * next choice), and a weak entry for every state of a long simulation costs
 * the garbage collector more than the work it saves. Its slots are reused,
 * so asking allocates nothing. The games' states are immutable, so an
 * answer kept for an object stays true.
 */
interface Slot<V> {
  a: unknown;
  b: unknown;
  c: unknown;
  value: V | undefined;
}

export class Recent<V> {
  readonly #slots: Slot<V>[];
  #next = 0;

  constructor(size: number) {
    this.#slots = Array.from({ length: size }, () => ({ a: undefined, b: undefined, c: undefined, value: undefined }));
  }

  /** The answer kept for (a, b, c), or undefined. */
  find(a: object, b?: unknown, c?: unknown): V | undefined {
    const n = this.#slots.length;
    for (let i = 1; i <= n; i++) {
      const e = this.#slots[(this.#next - i + n) % n] as Slot<V>;
      if (e.a === a && e.b === b && e.c === c) return e.value;
    }
    return undefined;
  }

  /** Keeps `value` for (a, b, c) in place of the oldest answer, and returns it. */
  keep(value: V, a: object, b?: unknown, c?: unknown): V {
    const slot = this.#slots[this.#next] as Slot<V>;
    slot.a = a;
    slot.b = b;
    slot.c = c;
    slot.value = value;
    this.#next = (this.#next + 1) % this.#slots.length;
    return value;
  }
}
