/**
 * An independent exact referee for card knowledge, as a test oracle: the
 * history of knowledge changes (core/knowledge.ts) written as a SAT problem
 * and solved by MiniSat (logic-solver). A variable says "this card is in this
 * place" after a change; each change relates the new variables to the old
 * (an unnamed move: exactly n of the cards that were in `from` are now in
 * `to`, the rest stay; a tagged card is one of the moved ones and moves
 * alone later), and a question is satisfiable exactly when some world fits
 * every change so far. Unlike the brute-force oracle (knowledge-worlds.ts) it
 * reaches whole Trades games, where the cases cap (knowledge-cases.ts) makes
 * the referee over-approximate, so it can tell where the cap accepted an
 * impossible hand and check that no possible one is ever refused.
 *
 * Not the referee's own: logic-solver's MiniSat runs in a fixed 64 MB heap
 * (a long game's encoding can exhaust it) and building its formulas takes
 * about 0.3 s a Trades game. One copy per code (Trades' decks) only.
 */
import * as LogicModule from 'logic-solver';
import type { CardCode } from '../../../src/engine/core/cards';
import type { Change } from '../../../src/engine/core/knowledge-change-log';

/**
 * logic-solver is CommonJS: vitest's interop puts its exports on the namespace, Node's own loader (the benches under
 * tsx) only on `default`.
 */
const Logic: typeof LogicModule =
  'Solver' in LogicModule ? LogicModule : (LogicModule as unknown as { default: typeof LogicModule }).default;

export type { Change } from '../../../src/engine/core/knowledge-change-log';

interface TagInfo {
  place: string;
  /** Per card: "the tagged card is this one". */
  readonly vars: readonly LogicModule.Term[];
}

export class SatKnowledge {
  private readonly solver = new Logic.Solver();
  private serial = 0;
  /** Per place, per card: the literal "this card is here now". */
  private readonly where = new Map<string, LogicModule.Term[]>();
  private readonly tags = new Map<string, TagInfo>();
  /** The codes, one card each. */
  readonly cards: readonly CardCode[];

  constructor(start: Change) {
    if (start.op !== 'unknownTable' && start.op !== 'placedKnowledge') throw new Error(`a history starts with a table, not ${start.op}`);
    const [copies, places] = start.args;
    if (Object.values(copies).some((n) => n > 1)) throw new Error('the SAT oracle takes one copy per code');
    this.cards = Object.keys(copies).filter((c) => (copies[c] ?? 0) > 0);
    for (const [p] of places)
      this.where.set(
        p,
        this.cards.map(() => this.fresh()),
      );
    for (let i = 0; i < this.cards.length; i++)
      this.solver.require(Logic.exactlyOne(places.map(([p]) => this.column(p)[i] as LogicModule.Term)));
    for (const [p, count] of places) this.solver.require(Logic.equalBits(Logic.sum(this.column(p)), Logic.constantBits(count)));
    if (start.op === 'placedKnowledge') for (const [p, codes] of start.args[2]) this.solver.require(this.holds(p, codes));
  }

  private fresh(): string {
    return `v${++this.serial}`;
  }
  /** A new variable equal to `t`. */
  private named(t: LogicModule.Term): string {
    const x = this.fresh();
    this.solver.require(Logic.equiv(x, t));
    return x;
  }
  private column(place: string): LogicModule.Term[] {
    let c = this.where.get(place);
    if (!c) this.where.set(place, (c = this.cards.map(() => Logic.FALSE)));
    return c;
  }
  private at(place: string, code: CardCode): LogicModule.Term {
    const i = this.cards.indexOf(code);
    return i < 0 ? Logic.FALSE : (this.column(place)[i] as LogicModule.Term);
  }

  /** "`place` holds at least these codes." */
  holds(place: string, codes: readonly CardCode[]): LogicModule.Term {
    return Logic.and(codes.map((c) => this.at(place, c)));
  }
  /** "`place` holds exactly these codes." */
  exactly(place: string, codes: readonly CardCode[]): LogicModule.Term {
    const col = this.column(place);
    return Logic.and(this.cards.map((c, i) => (codes.includes(c) ? (col[i] as LogicModule.Term) : Logic.not(col[i] as LogicModule.Term))));
  }
  /** Whether some world fits every change so far and `t`. */
  possible(t: LogicModule.Term): boolean {
    return this.solver.solveAssuming(t) !== null;
  }

  // The same dispatch over the changes as exact/cnf.ts, kept apart on purpose: the two referees check each other.
  apply(c: Change): void {
    switch (c.op) {
      case 'unknownTable':
      case 'placedKnowledge':
        throw new Error('a table starts a history');
      case 'nameIn':
        return this.solver.require(this.holds(c.args[0], c.args[1]));
      case 'assignExactly':
        return this.solver.require(this.exactly(c.args[0], c.args[1]));
      case 'moveNamed': {
        const [from, to, codes] = c.args;
        this.solver.require(this.holds(from, codes));
        for (const code of codes) {
          const i = this.cards.indexOf(code);
          this.column(from)[i] = Logic.FALSE;
          this.column(to)[i] = Logic.TRUE;
        }
        return;
      }
      case 'moveUnnamed':
        return this.moveUnnamed(...c.args);
      case 'moveTagged':
        return this.moveTagged(...c.args);
      case 'untag':
        for (const tag of c.args[0]) this.tags.delete(tag);
        return;
      case 'relocate':
        return this.gather([c.args[0]], c.args[1], true);
      case 'shuffleInto':
        return this.gather(c.args[0], c.args[1], false);
    }
  }

  private moveUnnamed(from: string, to: string, n: number, tags: readonly string[] = []): void {
    const f = this.column(from);
    const t = this.column(to);
    const moved: LogicModule.Term[] = [];
    for (let i = 0; i < this.cards.length; i++) {
      const was = f[i] as LogicModule.Term;
      if (was === Logic.FALSE) {
        moved.push(Logic.FALSE);
        continue;
      }
      const stays = this.fresh();
      this.solver.require(Logic.implies(stays, was));
      const goes = this.named(Logic.and(was, Logic.not(stays)));
      t[i] = this.named(Logic.or(t[i] as LogicModule.Term, goes));
      f[i] = stays;
      moved.push(goes);
    }
    this.solver.require(Logic.equalBits(Logic.sum(moved), Logic.constantBits(n)));
    // Tags of the cards left behind lapse: the referee can no longer tell them apart.
    for (const [tag, info] of [...this.tags]) if (info.place === from) this.tags.delete(tag);
    const given = tags.map((tag) => {
      const vars = moved.map((m) => (m === Logic.FALSE ? Logic.FALSE : this.fresh()));
      this.solver.require(Logic.exactlyOne(vars));
      vars.forEach((x, i) => x !== Logic.FALSE && this.solver.require(Logic.implies(x, moved[i] as LogicModule.Term)));
      this.tags.set(tag, { place: to, vars });
      return vars;
    });
    if (given.length > 1)
      for (let i = 0; i < this.cards.length; i++) this.solver.require(Logic.atMostOne(given.map((v) => v[i] as LogicModule.Term)));
  }

  private moveTagged(tag: string, to: string, newTag?: string): void {
    const info = this.tags.get(tag);
    if (!info) throw new Error(`the SAT oracle lost tag ${tag}`);
    const f = this.column(info.place);
    const t = this.column(to);
    info.vars.forEach((x, i) => {
      if (x === Logic.FALSE) return;
      this.solver.require(Logic.implies(x, f[i] as LogicModule.Term));
      // Moved to where it is, the card stays (from and to are then one column, which moving would empty).
      if (info.place === to) return;
      t[i] = this.named(Logic.or(t[i] as LogicModule.Term, Logic.and(f[i] as LogicModule.Term, x)));
      f[i] = this.named(Logic.and(f[i] as LogicModule.Term, Logic.not(x)));
    });
    this.tags.delete(tag);
    info.place = to;
    if (newTag !== undefined) this.tags.set(newTag, info);
  }

  /** Every card of `froms` now in `to`; a relocation keeps tags, a shuffle loses them. */
  private gather(froms: readonly string[], to: string, keepTags: boolean): void {
    const t = this.column(to);
    for (const from of froms) {
      if (from === to) continue;
      const f = this.column(from);
      for (let i = 0; i < this.cards.length; i++)
        if (f[i] !== Logic.FALSE) {
          t[i] = this.named(Logic.or(t[i] as LogicModule.Term, f[i] as LogicModule.Term));
          f[i] = Logic.FALSE;
        }
      for (const [tag, info] of [...this.tags])
        if (info.place === from) {
          if (keepTags) info.place = to;
          else this.tags.delete(tag);
        }
    }
  }
}
