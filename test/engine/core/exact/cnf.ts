/**
 * Card knowledge's history as a satisfiability problem, in clauses (solved by
 * sat.ts): the second exact referee of the tests, written apart from the
 * first (knowledge-sat.ts, MiniSat through logic-solver's formulas), which it
 * is checked against, and the groundwork of an exact check in the referee
 * itself. Every physical copy is an item; a
 * literal per item and place says "this copy is here now", and each change
 * makes new literals for the places it touches, tied to the old ones: an
 * unnamed move of n cards makes exactly n of the copies that were in `from`
 * now be in `to` and keeps the rest; a named move takes copies of those codes
 * from `from`; a tagged card is one copy among those that moved with the tag,
 * and moves alone later; a relocation or shuffle pours one place into
 * another. The clauses are satisfiable exactly when some world fits every
 * change, and a model is such a world (`worldOf`).
 *
 * Constants fold as the clauses are made (a copy certainly not in a place
 * has the constant false there); cardinalities use counters. Questions are
 * asked by adding their clauses after `mark()` and taking them back with
 * `reset()`.
 */
import type { CardCode } from '../../../../src/engine/core/cards';
import type { Change } from '../../../../src/engine/core/knowledge-change-log';

/** Where every copy is (item i is a copy of codes[i]) and which copy each tag names: a model read as a world. */
export interface World {
  readonly codes: readonly CardCode[];
  readonly at: readonly string[];
  readonly tags: Readonly<Record<string, number>>;
}

const TRUE = 0x7fffffff;
const FALSE = -TRUE;
type Literal = number;
/** A tag's literals (per item: "the tagged card is this copy") and the place its card is in. */
type TagVars = Literal[] & { placeOf: string };

export class Cnf {
  readonly clauses: number[][] = [];
  vars = 0;
  /** The copies: item i is one copy of codes[i]. */
  readonly codes: CardCode[] = [];
  private readonly where = new Map<string, Literal[]>();
  private readonly tagVars = new Map<string, TagVars>();

  constructor(start: Change) {
    if (start.op !== 'unknownTable' && start.op !== 'placedKnowledge') throw new Error(`a history starts with a table, not ${start.op}`);
    const [copies, places] = start.args;
    for (const code of Object.keys(copies).sort()) for (let j = 0; j < (copies[code] ?? 0); j++) this.codes.push(code);
    for (const [p] of places)
      this.where.set(
        p,
        this.codes.map(() => this.fresh()),
      );
    for (let i = 0; i < this.codes.length; i++)
      this.exactly(
        places.map(([p]) => this.column(p)[i] as Literal),
        1,
      );
    for (const [p, count] of places) this.exactly(this.column(p), count);
    if (start.op === 'placedKnowledge') for (const [p, codes] of start.args[2]) this.holds(p, codes);
  }

  /** Where the clauses and variables end now. */
  mark(): { readonly vars: number; readonly clauses: number } {
    return { vars: this.vars, clauses: this.clauses.length };
  }
  /** Takes back what was added since `m` (a question's clauses). */
  reset(m: { readonly vars: number; readonly clauses: number }): void {
    this.vars = m.vars;
    this.clauses.length = m.clauses;
  }

  fresh(): Literal {
    return ++this.vars;
  }
  private column(place: string): Literal[] {
    let c = this.where.get(place);
    if (!c) this.where.set(place, (c = this.codes.map(() => FALSE)));
    return c;
  }
  /** Adds a clause (constants folded: a true literal drops it, false ones drop out). */
  clause(ls: readonly Literal[]): void {
    if (ls.includes(TRUE)) return;
    this.clauses.push(ls.filter((l) => l !== FALSE));
  }
  private and(a: Literal, b: Literal): Literal {
    if (a === FALSE || b === FALSE) return FALSE;
    if (a === TRUE) return b;
    if (b === TRUE) return a;
    const v = this.fresh();
    this.clause([-v, a]);
    this.clause([-v, b]);
    this.clause([v, -a, -b]);
    return v;
  }
  private or(a: Literal, b: Literal): Literal {
    return -this.and(-a, -b);
  }
  /** At most k of the literals (a sequential counter). */
  private atMost(ls: readonly Literal[], k: number): void {
    let k2 = k;
    const xs: Literal[] = [];
    for (const l of ls) {
      if (l === TRUE) k2--;
      else if (l !== FALSE) xs.push(l);
    }
    if (k2 < 0) return this.clause([]);
    if (k2 >= xs.length) return;
    if (k2 === 0) {
      for (const x of xs) this.clause([-x]);
      return;
    }
    // s[i][j]: at least j+1 of the first i+1 literals are true.
    let prev: Literal[] = [];
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i] as Literal;
      const s = Array.from({ length: k2 }, () => this.fresh());
      this.clause([-x, s[0] as Literal]);
      for (let j = 0; j < k2; j++) if (i > 0) this.clause([-(prev[j] as Literal), s[j] as Literal]);
      for (let j = 1; j < k2; j++) if (i > 0) this.clause([-x, -(prev[j - 1] as Literal), s[j] as Literal]);
      if (i > 0) this.clause([-x, -(prev[k2 - 1] as Literal)]);
      if (i === 0) for (let j = 1; j < k2; j++) this.clause([-(s[j] as Literal)]);
      prev = s;
    }
  }
  private atLeast(ls: readonly Literal[], k: number): void {
    if (k <= 0) return;
    if (k === 1) return this.clause(ls.slice());
    this.atMost(
      ls.map((l) => -l),
      ls.length - k,
    );
  }
  /**
   * Exactly k of the literals: a unary counter, "at least j of the first i" for j up to k+1, each an equivalence
   * (so it propagates both ways), then at least k and not k+1.
   */
  private exactly(ls: readonly Literal[], k: number): void {
    let atLeast: Literal[] = [TRUE, ...Array.from({ length: k + 1 }, () => FALSE)];
    for (const x of ls) {
      if (x === FALSE) continue;
      const next = atLeast.slice();
      for (let j = 1; j <= k + 1; j++) next[j] = this.or(atLeast[j] as Literal, this.and(x, atLeast[j - 1] as Literal));
      atLeast = next;
    }
    this.clause([atLeast[k] as Literal]);
    this.clause([-(atLeast[k + 1] as Literal)]);
  }
  /** The items of each code, with how many of each are asked for. */
  private wanted(codes: readonly CardCode[]): Map<CardCode, number> {
    const m = new Map<CardCode, number>();
    for (const c of codes) m.set(c, (m.get(c) ?? 0) + 1);
    return m;
  }
  private itemsOf(code: CardCode): number[] {
    const out: number[] = [];
    this.codes.forEach((c, i) => c === code && out.push(i));
    return out;
  }
  /** `place` holds at least these codes. */
  holds(place: string, codes: readonly CardCode[]): void {
    const col = this.column(place);
    for (const [code, m] of this.wanted(codes))
      this.atLeast(
        this.itemsOf(code).map((i) => col[i] as Literal),
        m,
      );
  }
  /** `place` holds exactly these codes. */
  holdsExactly(place: string, codes: readonly CardCode[]): void {
    const col = this.column(place);
    const want = this.wanted(codes);
    for (const code of new Set(this.codes))
      this.exactly(
        this.itemsOf(code).map((i) => col[i] as Literal),
        want.get(code) ?? 0,
      );
  }

  // The same dispatch over the changes as knowledge-sat.ts, kept apart on purpose: the two referees check each other.
  apply(c: Change): void {
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
        for (const tag of c.args[0]) this.tagVars.delete(tag);
        return;
      case 'relocate':
        return this.pour([c.args[0]], c.args[1], true);
      case 'shuffleInto':
        return this.pour(c.args[0], c.args[1], false);
    }
  }

  private moveNamed(from: string, to: string, codes: readonly CardCode[]): void {
    const f = this.column(from);
    const t = this.column(to);
    for (const [code, m] of this.wanted(codes)) {
      const items = this.itemsOf(code);
      // Which copies go: m of those in `from` (one copy: that one).
      const chosen = items.length === m ? items.map(() => TRUE) : items.map(() => this.fresh());
      this.exactly(chosen, m);
      items.forEach((i, j) => {
        const x = chosen[j] as Literal;
        if (x !== TRUE) this.clause([-x, f[i] as Literal]);
        else this.clause([f[i] as Literal]);
        t[i] = this.or(t[i] as Literal, x);
        f[i] = this.and(f[i] as Literal, -x);
      });
    }
  }

  private moveUnnamed(from: string, to: string, n: number, tags: readonly string[] = []): void {
    const f = this.column(from);
    const t = this.column(to);
    const moved: Literal[] = f.map((was) => {
      if (was === FALSE) return FALSE;
      const goes = this.fresh();
      this.clause([-goes, was]);
      return goes;
    });
    this.exactly(moved, n);
    moved.forEach((goes, i) => {
      if (goes === FALSE) return;
      t[i] = this.or(t[i] as Literal, goes);
      f[i] = this.and(f[i] as Literal, -goes);
    });
    // Tags of cards left behind lapse, as in the tables.
    for (const [tag, vars] of [...this.tagVars]) if (vars.placeOf === from) this.tagVars.delete(tag);
    const given = tags.map((tag) => {
      const vars: TagVars = Object.assign(
        moved.map((m) => (m === FALSE ? FALSE : this.fresh())),
        { placeOf: to },
      );
      this.exactly(vars, 1);
      vars.forEach((x, i) => x !== FALSE && this.clause([-x, moved[i] as Literal]));
      this.tagVars.set(tag, vars);
      return vars;
    });
    if (given.length > 1)
      for (let i = 0; i < this.codes.length; i++)
        this.atMost(
          given.map((v) => v[i] as Literal),
          1,
        );
  }

  private moveTagged(tag: string, to: string, newTag?: string): void {
    const vars = this.tagVars.get(tag);
    // A tag the history lost: nothing ties its card (the tables keep a tag only while sure of it).
    if (!vars) return;
    const f = this.column(vars.placeOf);
    const t = this.column(to);
    vars.forEach((x, i) => {
      if (x === FALSE) return;
      this.clause([-x, f[i] as Literal]);
      // Moved to where it is, the card stays (from and to are then one column, which moving would empty).
      if (vars.placeOf === to) return;
      t[i] = this.or(t[i] as Literal, x);
      f[i] = this.and(f[i] as Literal, -x);
    });
    this.tagVars.delete(tag);
    vars.placeOf = to;
    if (newTag !== undefined) this.tagVars.set(newTag, vars);
  }

  private pour(froms: readonly string[], to: string, keepTags: boolean): void {
    const t = this.column(to);
    for (const from of froms) {
      if (from === to) continue;
      const f = this.column(from);
      f.forEach((x, i) => {
        t[i] = this.or(t[i] as Literal, x);
        f[i] = FALSE;
      });
      for (const [tag, vars] of [...this.tagVars])
        if (vars.placeOf === from) {
          if (keepTags) vars.placeOf = to;
          else this.tagVars.delete(tag);
        }
    }
  }

  /** The world a model describes, now: each item's place and each tag's item. */
  worldOf(model: readonly boolean[]): World {
    const truth = (l: Literal): boolean => (l === TRUE ? true : l === FALSE ? false : l > 0 ? model[l] === true : model[-l] === false);
    const at: string[] = this.codes.map(() => '');
    for (const [p, col] of this.where) col.forEach((l, i) => truth(l) && (at[i] = p));
    const tags: Record<string, number> = {};
    for (const [tag, vars] of this.tagVars) {
      const i = vars.findIndex(truth);
      if (i >= 0) tags[tag] = i;
    }
    return { codes: this.codes, at, tags };
  }
}
