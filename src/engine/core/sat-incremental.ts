/**
 * A CDCL solver (watched literals, first-UIP learning, an activity heap,
 * phase saving, Luby restarts), incremental as the referee's exact check of
 * card knowledge needs (knowledge-exact.ts): clauses are added as the knowledge changes, a question
 * is asked under assumptions (MiniSat's way: each assumption is decided
 * first, one level each, and one found false answers "no" for this question
 * only), and what a search learns (clauses, activities, phases) is kept for
 * the next question. A question's own clauses are guarded by an activation
 * literal: assumed true while it is asked, then fixed false, which retires
 * them for good. Solving each question afresh was exact but about 140 times
 * slower than the tables on a Trades fold, solving the whole history again at
 * every check.
 *
 * Why our own: logic-solver's MiniSat (MIT) is compiled with a fixed 64 MB
 * heap, which one long game filled, and solves afresh. The tests keep a
 * separate solver of the same kind (test/engine/core/exact/sat.ts) and
 * MiniSat itself, and check this one against both and against trying every
 * assignment.
 *
 * Literals: variable v (from 1) is `v`, its negation `-v`.
 */
/** A model (index v: variable v's value), null when unsatisfiable, 'unknown' past the budget. */
export type SatAnswer = readonly boolean[] | null | 'unknown';

const lit = (l: number): number => (l > 0 ? 2 * l : -2 * l + 1);
const neg = (x: number): number => x ^ 1;
const luby = (i: number): number => {
  let size = 1;
  let seq = 0;
  while (size < i + 1) {
    seq++;
    size = 2 * size + 1;
  }
  let x = i;
  while (size - 1 !== x) {
    size = (size - 1) >> 1;
    seq--;
    x %= size;
  }
  return 2 ** seq;
};

/** `a` with room for `size` entries (doubling), new ones `fill`; the constructor cast keeps the array's own kind. */
const grown = <A extends Int8Array | Int32Array | Float64Array>(a: A, size: number, fill: number): A => {
  if (a.length >= size) return a;
  const b = new (a.constructor as new (n: number) => A)(Math.max(size, 2 * a.length));
  b.fill(fill);
  b.set(a);
  return b;
};

export class IncrementalSat {
  private vars = 0;
  /**
   * Whether every variable is decided (a plain formula), or only those marked with `decide`: an encoding whose other
   * variables are gates of those (fixed by propagation) or counters that false satisfies has a model as soon as its
   * decision variables are set without conflict, and a question then costs a descent over those alone.
   */
  private readonly decideAll: boolean;
  private decision = new Int8Array(16);
  /** False once the clauses alone are unsatisfiable. */
  private ok = true;
  private value = new Int8Array(16); // 0 unassigned, 1 true, -1 false
  private level = new Int32Array(16);
  private reason = new Int32Array(16).fill(-1);
  private phase = new Int8Array(16).fill(-1);
  private activity = new Float64Array(16);
  private seen = new Int8Array(16);
  private slot = new Int32Array(16).fill(-1);
  private readonly heap: number[] = [];
  private readonly store: number[][] = [];
  private readonly watches: number[][] = [[], []];
  private readonly trail: number[] = [];
  private readonly limits: number[] = [];
  private head = 0;
  private inc = 1;

  constructor(options: { decideAll?: boolean } = {}) {
    this.decideAll = options.decideAll ?? true;
    this.decision.fill(this.decideAll ? 1 : 0);
  }

  /** Makes room for variables up to `v`. */
  reserve(v: number): void {
    if (v <= this.vars) return;
    const size = v + 1;
    this.decision = grown(this.decision, size, this.decideAll ? 1 : 0);
    this.value = grown(this.value, size, 0);
    this.level = grown(this.level, size, 0);
    this.reason = grown(this.reason, size, -1);
    this.phase = grown(this.phase, size, -1);
    this.activity = grown(this.activity, size, 0);
    this.seen = grown(this.seen, size, 0);
    this.slot = grown(this.slot, size, -1);
    while (this.watches.length < 2 * size) this.watches.push([]);
    for (let x = this.vars + 1; x <= v; x++) this.insert(x);
    this.vars = v;
  }

  private valueOf(x: number): number {
    const v = this.value[x >> 1] as number;
    return x & 1 ? -v : v;
  }
  private assign(x: number, why: number): void {
    const v = x >> 1;
    this.value[v] = x & 1 ? -1 : 1;
    this.level[v] = this.limits.length;
    this.reason[v] = why;
    this.trail.push(x);
  }

  /** Adds a clause for good (between questions: at the root). */
  add(clause: readonly number[]): void {
    if (!this.ok) return;
    for (const l of clause) this.reserve(Math.abs(l));
    const xs: number[] = [];
    for (const l of clause) {
      const x = lit(l);
      const v = this.valueOf(x);
      // At the root a true literal satisfies the clause for good and a false one never helps.
      if (v === 1 || xs.includes(neg(x))) return;
      if (v === 0 && !xs.includes(x)) xs.push(x);
    }
    if (xs.length === 0) {
      this.ok = false;
      return;
    }
    if (xs.length === 1) {
      this.assign(xs[0] as number, -1);
      if (this.propagate() >= 0) this.ok = false;
      return;
    }
    this.watch(xs);
  }
  private watch(xs: number[]): number {
    const ci = this.store.length;
    (this.watches[neg(xs[0] as number)] as number[]).push(ci);
    (this.watches[neg(xs[1] as number)] as number[]).push(ci);
    this.store.push(xs);
    return ci;
  }

  /** Propagates the trail; the conflicting clause's index, or -1. */
  private propagate(): number {
    const { trail, store, watches } = this;
    while (this.head < trail.length) {
      const falsified = neg(trail[this.head++] as number);
      const ws = watches[neg(falsified)] as number[];
      let keep = 0;
      for (let i = 0; i < ws.length; i++) {
        const ci = ws[i] as number;
        const c = store[ci] as number[];
        if (c[0] === falsified) {
          c[0] = c[1] as number;
          c[1] = falsified;
        }
        if (this.valueOf(c[0] as number) === 1) {
          ws[keep++] = ci;
          continue;
        }
        let moved = false;
        for (let k = 2; k < c.length; k++)
          if (this.valueOf(c[k] as number) !== -1) {
            c[1] = c[k] as number;
            c[k] = falsified;
            (watches[neg(c[1])] as number[]).push(ci);
            moved = true;
            break;
          }
        if (moved) continue;
        ws[keep++] = ci;
        if (this.valueOf(c[0] as number) === -1) {
          for (i++; i < ws.length; i++) ws[keep++] = ws[i] as number;
          ws.length = keep;
          return ci;
        }
        this.assign(c[0] as number, ci);
      }
      ws.length = keep;
    }
    return -1;
  }

  private before(a: number, b: number): boolean {
    return (this.activity[a] as number) > (this.activity[b] as number);
  }
  private up(i0: number): void {
    const { heap, slot } = this;
    let i = i0;
    const v = heap[i] as number;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const p = heap[parent] as number;
      if (!this.before(v, p)) break;
      heap[i] = p;
      slot[p] = i;
      i = parent;
    }
    heap[i] = v;
    slot[v] = i;
  }
  private down(i0: number): void {
    const { heap, slot } = this;
    let i = i0;
    const v = heap[i] as number;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= heap.length) break;
      const r = l + 1;
      const c = r < heap.length && this.before(heap[r] as number, heap[l] as number) ? r : l;
      if (!this.before(heap[c] as number, v)) break;
      heap[i] = heap[c] as number;
      slot[heap[i] as number] = i;
      i = c;
    }
    heap[i] = v;
    slot[v] = i;
  }

  /** Marks `v` a decision variable (with `decideAll` false). */
  decide(v: number): void {
    this.reserve(v);
    if (this.decision[v]) return;
    this.decision[v] = 1;
    if (this.value[v] === 0) this.insert(v);
  }
  private insert(v: number): void {
    if (this.slot[v] !== -1 || !this.decision[v]) return;
    this.heap.push(v);
    this.slot[v] = this.heap.length - 1;
    this.up(this.heap.length - 1);
  }
  private bump(v: number): void {
    this.activity[v] = (this.activity[v] as number) + this.inc;
    if ((this.activity[v] as number) > 1e100) {
      for (let i = 1; i <= this.vars; i++) this.activity[i] = (this.activity[i] as number) * 1e-100;
      this.inc *= 1e-100;
    }
    if (this.slot[v] !== -1) this.up(this.slot[v] as number);
  }
  private pick(): number {
    const { heap, slot } = this;
    while (heap.length > 0) {
      const v = heap[0] as number;
      const last = heap.pop() as number;
      slot[v] = -1;
      if (heap.length > 0) {
        heap[0] = last;
        slot[last] = 0;
        this.down(0);
      }
      if (this.value[v] !== 0) continue;
      if (this.idle?.(v)) {
        this.parked.push(v);
        continue;
      }
      return v;
    }
    return 0;
  }
  private backtrack(to: number): void {
    const { trail, limits } = this;
    if (limits.length <= to) return;
    const start = limits[to] as number;
    for (let i = trail.length - 1; i >= start; i--) {
      const v = (trail[i] as number) >> 1;
      this.phase[v] = this.value[v] as number;
      this.value[v] = 0;
      this.reason[v] = -1;
      this.insert(v);
    }
    trail.length = start;
    limits.length = to;
    this.head = start;
  }
  /** First-UIP learning: the learnt clause (asserting literal first) and the level to go back to. */
  private analyze(conflict: number): [number[], number] {
    const { store, trail, seen, level, reason } = this;
    const learnt: number[] = [0];
    let counter = 0;
    let p = -1;
    let ci = conflict;
    let idx = trail.length - 1;
    const here = this.limits.length;
    do {
      const c = store[ci] as number[];
      for (let k = p === -1 ? 0 : 1; k < c.length; k++) {
        const q = c[k] as number;
        const v = q >> 1;
        if (seen[v] || (level[v] as number) === 0) continue;
        seen[v] = 1;
        this.bump(v);
        if ((level[v] as number) >= here) counter++;
        else learnt.push(q);
      }
      while (!seen[(trail[idx] as number) >> 1]) idx--;
      p = trail[idx--] as number;
      ci = reason[p >> 1] as number;
      seen[p >> 1] = 0;
      counter--;
    } while (counter > 0);
    learnt[0] = neg(p);
    let back = 0;
    let at = 1;
    for (let k = 1; k < learnt.length; k++) {
      const lv = level[(learnt[k] as number) >> 1] as number;
      if (lv > back) [back, at] = [lv, k];
    }
    for (const q of learnt) seen[q >> 1] = 0;
    if (learnt.length > 1) [learnt[1], learnt[at]] = [learnt[at] as number, learnt[1] as number];
    return [learnt, back];
  }

  /**
   * Whether the clauses have a model where every assumption holds; `budget` conflicts at most. The clauses and what
   * was learnt stay; the solver is back at the root after.
   */
  solve(assumptions: readonly number[] = [], budget = 100_000): SatAnswer {
    if (!this.ok) return null;
    for (const a of assumptions) this.reserve(Math.abs(a));
    const answer = this.search(assumptions.map(lit), budget, true);
    this.backtrack(0);
    return answer;
  }

  /**
   * As `solve`, without building the model: whether one exists (`onModel` may read it). Decision variables for which
   * `idle` is true are left undecided for this question (a branch not asked about, whose clauses its own false
   * activation literal satisfies).
   */
  satisfiable(
    assumptions: readonly number[] = [],
    budget = 100_000,
    idle?: (v: number) => boolean,
    onModel?: (truth: (l: number) => boolean) => void,
  ): boolean | 'unknown' {
    if (!this.ok) return false;
    for (const a of assumptions) this.reserve(Math.abs(a));
    this.idle = idle ?? null;
    const answer = this.search(assumptions.map(lit), budget, false);
    // Read before backtracking: every variable a model needs is assigned now.
    if (answer !== null && answer !== 'unknown') onModel?.((l) => this.valueOf(lit(l)) === 1);
    this.backtrack(0);
    this.idle = null;
    for (const v of this.parked.splice(0)) this.insert(v);
    return answer === 'unknown' ? answer : answer !== null;
  }
  private idle: ((v: number) => boolean) | null = null;
  /** Idle variables taken off the heap during a question, put back after it. */
  private readonly parked: number[] = [];

  private search(assumed: readonly number[], budget: number, withModel: boolean): SatAnswer {
    let conflicts = 0;
    let restart = 0;
    let untilRestart = 100 * luby(restart);
    for (;;) {
      const conflict = this.propagate();
      if (conflict >= 0) {
        conflicts++;
        if (this.limits.length === 0) {
          this.ok = false;
          return null;
        }
        if (conflicts > budget) return 'unknown';
        const [learnt, back] = this.analyze(conflict);
        this.backtrack(back);
        if (learnt.length === 1) this.assign(learnt[0] as number, -1);
        else this.assign(learnt[0] as number, this.watch(learnt));
        this.inc /= 0.95;
        if (--untilRestart <= 0) {
          this.backtrack(0);
          untilRestart = 100 * luby(++restart);
        }
        continue;
      }
      // The assumptions first, a level each (one already true still takes its level, so levels match indexes).
      const next = this.limits.length;
      if (next < assumed.length) {
        const a = assumed[next] as number;
        const v = this.valueOf(a);
        if (v === -1) return null;
        this.limits.push(this.trail.length);
        if (v === 0) this.assign(a, -1);
        continue;
      }
      const v = this.pick();
      if (v === 0) {
        if (!withModel) return [];
        const model: boolean[] = [false];
        for (let i = 1; i <= this.vars; i++) model.push(this.value[i] === 1);
        return model;
      }
      this.limits.push(this.trail.length);
      this.assign(this.phase[v] === 1 ? 2 * v : 2 * v + 1, -1);
    }
  }
}
