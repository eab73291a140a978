/**
 * A card knowledge's history as clauses for the exact check
 * (knowledge-exact.ts), added to one incremental solver (sat-incremental.ts)
 * as the history grows. Every physical copy is an item; a literal per item
 * and place says "this copy is here now", and each change makes new literals
 * for the places it touches, tied to the old ones: an unnamed move of n
 * cards makes exactly n of the copies that were in `from` be in `to` and
 * keeps the rest; a named move takes copies of those codes from `from`; a
 * tagged card is one copy among those that moved with the tag and moves
 * alone later; a relocation or shuffle pours one place into another.
 *
 * A game's knowledge branches (validation tries an action, play takes
 * another), so each change is a node with an activation literal guarding
 * all its clauses, and its columns are copied where it changes them: a
 * question at a node assumes the literals of its path and leaves every other
 * branch free. Constants fold as clauses are made (a copy certainly not in a
 * place has the constant false there); cardinalities are unary counters.
 * The tests' second referee (test/engine/core/exact/cnf.ts) encodes the same
 * changes for a fresh solve, written apart so that the two check each other.
 */
import type { CardCode } from './cards';
import { knownIn, placesOf, type Knowledge } from './knowledge-cases';
import type { Change, Trail } from './knowledge-change-log';
import { IncrementalSat } from './sat-incremental';
import { and, atLeast, atMost, exactly as exactlyOf, FALSE, or, TRUE, type ClauseSink, type Literal } from './knowledge-gates';
import { holdsIn, playOn, type WitnessWorld } from './knowledge-witness';
import { countOf } from './zone';

/** A tag's literals (per item: "the tagged card is this copy") and the place its card is in. */
interface TagVars {
  readonly lits: readonly Literal[];
  readonly placeOf: string;
}
/** One change encoded: its activation literal (TRUE for the first table), its parent, and the columns after it. */
interface Node {
  readonly guard: Literal;
  readonly parent: Node | null;
  readonly where: Map<string, Literal[]>;
  readonly tags: Map<string, TagVars>;
}

export class KnowledgeClauses {
  private readonly sat = new IncrementalSat({ decideAll: false });
  private vars = 0;
  /** The copies: item i is one copy of codes[i]. */
  private readonly codes: CardCode[] = [];
  private readonly items = new Map<CardCode, number[]>();
  private readonly nodes = new WeakMap<Trail, Node>();
  /** Worlds known to fit a trail's history (knowledge-witness.ts). */
  private readonly worlds = new WeakMap<Trail, WitnessWorld>();
  /** The node being encoded: its guard goes into every clause, its columns are the ones written. */
  private at: Node;
  private copied = new Set<string>();
  /** The guard of the node that made each choice variable (0: the first table's), so a question decides its path's only. */
  private owner = new Int32Array(1024);
  /** Gates and counts write through this (knowledge-gates.ts): gates are set by propagation, never decided. */
  private readonly sink: ClauseSink = { fresh: () => this.fresh(), clause: (ls) => this.clause(ls) };
  /** Guards of the path asked about, during a question. */
  private readonly onPath = new Set<number>();

  constructor(root: Trail) {
    const start = root.change;
    if (start.op !== 'unknownTable' && start.op !== 'placedKnowledge') throw new Error(`a history starts with a table, not ${start.op}`);
    const [copies, places] = start.args;
    for (const code of Object.keys(copies).sort())
      for (let j = 0; j < (copies[code] ?? 0); j++) {
        let list = this.items.get(code);
        if (!list) this.items.set(code, (list = []));
        list.push(this.codes.length);
        this.codes.push(code);
      }
    this.at = { guard: TRUE, parent: null, where: new Map(), tags: new Map() };
    for (const [p] of places)
      this.at.where.set(
        p,
        this.codes.map(() => this.fresh(true)),
      );
    for (let i = 0; i < this.codes.length; i++)
      exactlyOf(
        this.sink,
        places.map(([p]) => this.column(p)[i] as Literal),
        1,
      );
    for (const [p, count] of places) exactlyOf(this.sink, this.column(p), count);
    if (start.op === 'placedKnowledge') for (const [p, codes] of start.args[2]) this.holds(p, codes);
    this.nodes.set(root, this.at);
  }

  /** The node of a trail, its history encoded first where it is not yet. */
  private nodeOf(t: Trail): Node {
    const had = this.nodes.get(t);
    if (had) return had;
    if (!t.parent) throw new Error('a trail of another first table');
    const parent = this.nodeOf(t.parent);
    this.at = { guard: this.fresh(), parent, where: new Map(parent.where), tags: new Map(parent.tags) };
    this.copied = new Set();
    this.apply(t.change);
    this.fold(t.knowledge);
    this.nodes.set(t, this.at);
    return this.at;
  }

  /**
   * The tables' word on the columns this change wrote: where they say a code cannot be, no copy of it is (they
   * over-approximate, so that holds in every world); where they know its only copy is, it is. Literals become
   * constants (tied to the old ones by a clause), so the later changes' gates and counters shrink.
   */
  private fold(k: Knowledge): void {
    for (const place of this.copied) {
      const col = this.at.where.get(place) as Literal[];
      const known = new Set(knownIn(k, place));
      col.forEach((l, i) => {
        if (l === TRUE || l === FALSE) return;
        const code = this.codes[i] as CardCode;
        if (!placesOf(k, code).includes(place)) {
          this.clause([-l]);
          col[i] = FALSE;
        } else if ((this.items.get(code) ?? []).length === 1 && known.has(code)) {
          this.clause([l]);
          col[i] = TRUE;
        }
      });
    }
  }

  /**
   * Whether some world fits the whole history of `t` with `place` holding at least (or exactly) `codes`: true,
   * false, or 'unknown' when the solver gave up within its budget.
   */
  possible(t: Trail, place: string, codes: readonly CardCode[], exactly: boolean, budget: number): boolean | 'unknown' {
    const w = this.witnessAt(t);
    if (w !== null && holdsIn(w, codes, this.codes, place, exactly)) {
      this.byWitness++;
      return true;
    }
    const node = this.nodeOf(t);
    const assumptions: Literal[] = [];
    for (let n: Node | null = node; n; n = n.parent) if (n.guard !== TRUE) assumptions.push(n.guard);
    const col = node.where.get(place) ?? this.codes.map(() => FALSE);
    const want = countOf(codes);
    // A question's own clauses (a count among copies) are guarded by a literal of its own, retired after.
    let question: Literal | null = null;
    for (const code of exactly ? this.items.keys() : want.keys()) {
      const m = want.get(code) ?? 0;
      const lits = (this.items.get(code) ?? []).map((i) => col[i] as Literal);
      if (m > lits.length) return false;
      if (m === lits.length || m === 0) {
        if (m === 0 && !exactly) continue;
        for (const l of lits) {
          const need = m === 0 ? -l : l;
          if (need === FALSE) return false;
          if (need !== TRUE) assumptions.push(need);
        }
        continue;
      }
      if (question === null) {
        this.at = { guard: this.fresh(), parent: null, where: new Map(), tags: new Map() };
        question = this.at.guard;
      }
      if (exactly) exactlyOf(this.sink, lits, m);
      else atLeast(this.sink, lits, m);
    }
    if (question !== null) assumptions.push(question);
    this.onPath.clear();
    for (let n: Node | null = node; n; n = n.parent) if (n.guard !== TRUE) this.onPath.add(n.guard);
    const answer = this.sat.satisfiable(
      assumptions,
      budget,
      (v) => {
        const g = this.owner[v] as number;
        return g !== 0 && !this.onPath.has(g);
      },
      (truth) => this.worlds.set(t, this.worldOf(node, truth)),
    );
    if (question !== null) this.sat.add([-question]);
    return answer;
  }

  /** Questions the witness answered (a diagnostic). */
  byWitness = 0;

  /** A world of `t`'s history: the nearest one known on its trail, carried forward (null when none or it fails). */
  private witnessAt(t: Trail): WitnessWorld | null {
    const chain: Trail[] = [];
    let a: Trail | null = t;
    while (a && !this.worlds.has(a)) {
      chain.push(a);
      a = a.parent;
    }
    let w = a ? (this.worlds.get(a) ?? null) : null;
    for (let i = chain.length - 1; i >= 0 && w !== null; i--) {
      const step = chain[i] as Trail;
      w = playOn(w, step.change, this.codes);
      if (w !== null) this.worlds.set(step, w);
    }
    return w;
  }

  /** The world a model describes at a node: each item's place and each tag's item. */
  private worldOf(node: Node, truth: (l: Literal) => boolean): WitnessWorld {
    const holds = (l: Literal): boolean => (l === TRUE ? true : l === FALSE ? false : truth(l));
    const at: string[] = this.codes.map(() => '');
    for (const [p, col] of node.where) col.forEach((l, i) => holds(l) && (at[i] = p));
    const tags = new Map<string, { item: number; placeOf: string }>();
    for (const [tag, vars] of node.tags) {
      const item = vars.lits.findIndex(holds);
      if (item >= 0) tags.set(tag, { item, placeOf: vars.placeOf });
    }
    return { at, tags };
  }

  /** A new variable: a choice (decided by the solver) or a gate or counter of others (set by propagation). */
  private fresh(choice = false): Literal {
    const v = ++this.vars;
    if (choice) {
      if (v >= this.owner.length) {
        const more = new Int32Array(2 * v);
        more.set(this.owner);
        this.owner = more;
      }
      this.owner[v] = this.at.guard === TRUE ? 0 : this.at.guard;
      this.sat.decide(v);
    }
    return v;
  }
  /** A place's column as the current node has it (read only). */
  private column(place: string): Literal[] {
    return this.at.where.get(place) ?? this.codes.map(() => FALSE);
  }
  /** A place's column for the current node to change: copied once per node, so other branches keep theirs. */
  private writable(place: string): Literal[] {
    if (this.at.guard === TRUE || this.copied.has(place)) {
      let c = this.at.where.get(place);
      if (!c) this.at.where.set(place, (c = this.codes.map(() => FALSE)));
      return c;
    }
    const c = this.column(place).slice();
    this.at.where.set(place, c);
    this.copied.add(place);
    return c;
  }
  /** Adds a clause, guarded by the current node (constants folded: a true literal drops it, false ones drop out). */
  private clause(ls: readonly Literal[]): void {
    if (ls.includes(TRUE)) return;
    const xs = ls.filter((l) => l !== FALSE);
    if (this.at.guard !== TRUE) xs.push(-this.at.guard);
    this.sat.add(xs);
  }
  /** `place` holds at least these codes. */
  private holds(place: string, codes: readonly CardCode[]): void {
    const col = this.column(place);
    for (const [code, m] of countOf(codes))
      atLeast(
        this.sink,
        (this.items.get(code) ?? []).map((i) => col[i] as Literal),
        m,
      );
  }
  /** `place` holds exactly these codes. */
  private holdsExactly(place: string, codes: readonly CardCode[]): void {
    const col = this.column(place);
    const want = countOf(codes);
    for (const [code, items] of this.items)
      exactlyOf(
        this.sink,
        items.map((i) => col[i] as Literal),
        want.get(code) ?? 0,
      );
  }

  private apply(c: Change): void {
    switch (c.op) {
      case 'unknownTable':
      case 'placedKnowledge':
        throw new Error('a table starts a history');
      case 'nameIn':
        return this.holds(c.args[0], c.args[1]);
      case 'assignExactly':
        return this.holdsExactly(c.args[0], c.args[1]);
      case 'moveNamed':
        return this.moveNamed(...c.args);
      case 'moveUnnamed':
        return this.moveUnnamed(...c.args);
      case 'moveTagged':
        return this.moveTagged(...c.args);
      case 'untag':
        for (const tag of c.args[0]) this.at.tags.delete(tag);
        return;
      case 'relocate':
        return this.pour([c.args[0]], c.args[1], true);
      case 'shuffleInto':
        return this.pour(c.args[0], c.args[1], false);
    }
  }

  private moveNamed(from: string, to: string, codes: readonly CardCode[]): void {
    const f = this.writable(from);
    const t = this.writable(to);
    for (const [code, m] of countOf(codes)) {
      const items = this.items.get(code) ?? [];
      // Which copies go: m of those in `from` (one copy: that one).
      const chosen = items.length === m ? items.map(() => TRUE) : items.map(() => this.fresh(true));
      exactlyOf(this.sink, chosen, m);
      items.forEach((i, j) => {
        const x = chosen[j] as Literal;
        this.clause(x !== TRUE ? [-x, f[i] as Literal] : [f[i] as Literal]);
        t[i] = or(this.sink, t[i] as Literal, x);
        f[i] = and(this.sink, f[i] as Literal, -x);
      });
    }
  }

  private moveUnnamed(from: string, to: string, n: number, tags: readonly string[] = []): void {
    const f = this.writable(from);
    const t = this.writable(to);
    const moved: Literal[] = f.map((was) => {
      if (was === FALSE) return FALSE;
      const goes = this.fresh(true);
      this.clause([-goes, was]);
      return goes;
    });
    exactlyOf(this.sink, moved, n);
    moved.forEach((goes, i) => {
      if (goes === FALSE) return;
      t[i] = or(this.sink, t[i] as Literal, goes);
      f[i] = and(this.sink, f[i] as Literal, -goes);
    });
    // Tags of cards left behind lapse, as in the tables.
    for (const [tag, vars] of [...this.at.tags]) if (vars.placeOf === from) this.at.tags.delete(tag);
    const given = tags.slice(0, n).map((tag) => {
      const lits = moved.map((m) => (m === FALSE ? FALSE : this.fresh(true)));
      exactlyOf(this.sink, lits, 1);
      lits.forEach((x, i) => x !== FALSE && this.clause([-x, moved[i] as Literal]));
      this.at.tags.set(tag, { lits, placeOf: to });
      return lits;
    });
    if (given.length > 1)
      for (let i = 0; i < this.codes.length; i++)
        atMost(
          this.sink,
          given.map((v) => v[i] as Literal),
          1,
        );
  }

  private moveTagged(tag: string, to: string, newTag?: string): void {
    const vars = this.at.tags.get(tag);
    // A tag the history lost: nothing ties its card (the tables keep a tag only while sure of it).
    if (!vars) return;
    const f = this.writable(vars.placeOf);
    const t = this.writable(to);
    vars.lits.forEach((x, i) => {
      if (x === FALSE) return;
      this.clause([-x, f[i] as Literal]);
      // Moved to where it is, the card stays (from and to are then one column, which moving would empty).
      if (vars.placeOf === to) return;
      t[i] = or(this.sink, t[i] as Literal, x);
      f[i] = and(this.sink, f[i] as Literal, -x);
    });
    this.at.tags.delete(tag);
    if (newTag !== undefined) this.at.tags.set(newTag, { lits: vars.lits, placeOf: to });
  }

  private pour(froms: readonly string[], to: string, keepTags: boolean): void {
    const t = this.writable(to);
    for (const from of froms) {
      if (from === to) continue;
      const f = this.writable(from);
      f.forEach((x, i) => {
        t[i] = or(this.sink, t[i] as Literal, x);
        f[i] = FALSE;
      });
      for (const [tag, vars] of [...this.at.tags])
        if (vars.placeOf === from) {
          if (keepTags) this.at.tags.set(tag, { lits: vars.lits, placeOf: to });
          else this.at.tags.delete(tag);
        }
    }
  }
}
