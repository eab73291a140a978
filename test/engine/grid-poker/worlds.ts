/**
 * An independent, brute-force model of where Grid Poker's cards can be: the
 * set of every table (how many copies of each code lie in each place)
 * consistent with what was seen, kept explicitly. Only for small games (a
 * few codes with several copies each), where the set stays small. It knows
 * nothing of the referee's lots and bins: it is told each action and the
 * state the rules reached, and follows the cards the rules' text moves.
 */
import type { CardCode } from '../../../src/engine/core/cards';
import type { GridPokerAction, GridPokerState, Place } from '../../../src/engine/grid-poker/types';

/** A table: place -> copies of each code (indexed as `codes`). */
type Table = Record<string, number[]>;

export class Worlds {
  tables: Table[];
  constructor(
    readonly codes: readonly CardCode[],
    readonly places: readonly string[],
    copies: readonly number[],
  ) {
    const t: Table = {};
    for (const p of places) t[p] = codes.map(() => 0);
    t['deck'] = copies.slice();
    this.tables = [t];
  }

  private ix(code: CardCode): number {
    return this.codes.indexOf(code);
  }

  count(place: string): number {
    return (this.tables[0]?.[place] ?? []).reduce((a, b) => a + b, 0);
  }

  private dedupe(tables: Table[]): void {
    const seen = new Map<string, Table>();
    for (const t of tables) seen.set(this.places.map((p) => (t[p] ?? []).join('.')).join('|'), t);
    this.tables = [...seen.values()];
  }

  private static clone(t: Table): Table {
    const out: Table = {};
    for (const [p, v] of Object.entries(t)) out[p] = v.slice();
    return out;
  }

  /** A table holds at least these codes in `place`. */
  private holds(t: Table, place: string, codes: readonly CardCode[]): boolean {
    const need = this.codes.map(() => 0);
    for (const c of codes) {
      const i = this.ix(c);
      if (i < 0) return false;
      need[i] = (need[i] ?? 0) + 1;
    }
    return need.every((n, i) => ((t[place] as number[])[i] ?? 0) >= n);
  }

  may(place: string, codes: readonly CardCode[]): boolean {
    return this.tables.some((t) => this.holds(t, place, codes));
  }

  /** Every copy of `code` lies face up or named in place (the same in every table), outside `hidden`. */
  located(code: CardCode, hidden: readonly string[]): boolean {
    const i = this.ix(code);
    const first = this.tables[0];
    const out = this.places.filter((p) => !hidden.includes(p));
    const total = out.reduce((n, p) => n + ((first?.[p] as number[])[i] ?? 0), 0);
    return (
      this.tables.every((t) => out.every((p) => (t[p] as number[])[i] === (first?.[p] as number[])[i])) &&
      total === this.places.reduce((n, p) => n + ((first?.[p] as number[])[i] ?? 0), 0)
    );
  }

  exactly(place: string, codes: readonly CardCode[]): boolean {
    return codes.length === this.count(place) && this.may(place, codes);
  }

  /** Named cards move (only tables where they are there remain). */
  named(from: string, to: string, codes: readonly CardCode[]): void {
    this.tables = this.tables
      .filter((t) => this.holds(t, from, codes))
      .map((t) => {
        const u = Worlds.clone(t);
        for (const c of codes) {
          const i = this.ix(c);
          (u[from] as number[])[i] = ((u[from] as number[])[i] ?? 0) - 1;
          (u[to] as number[])[i] = ((u[to] as number[])[i] ?? 0) + 1;
        }
        return u;
      });
    this.dedupe(this.tables);
  }

  /** `n` unnamed cards move: every choice of n of the place's cards. */
  unnamed(from: string, to: string, n: number): void {
    if (n <= 0) return;
    const out: Table[] = [];
    for (const t of this.tables) {
      const src = t[from] as number[];
      const taken = src.map(() => 0);
      const pick = (i: number, left: number): void => {
        if (left === 0) {
          const u = Worlds.clone(t);
          u[from] = src.map((c, j) => c - (taken[j] ?? 0));
          u[to] = (t[to] as number[]).map((c, j) => c + (taken[j] ?? 0));
          out.push(u);
          return;
        }
        if (i >= src.length) return;
        for (let k = Math.min(left, src[i] ?? 0); k >= 0; k--) {
          taken[i] = k;
          pick(i + 1, left - k);
        }
        taken[i] = 0;
      };
      pick(0, n);
    }
    this.dedupe(out);
  }

  /** Every card of `from` joins `to` (the discard shuffled into a new deck). */
  merge(from: string, to: string): void {
    this.tables = this.tables.map((t) => {
      const u = Worlds.clone(t);
      u[to] = (u[to] as number[]).map((n, i) => n + ((u[from] as number[])[i] ?? 0));
      u[from] = (u[from] as number[]).map(() => 0);
      return u;
    });
    this.dedupe(this.tables);
  }

  keepExactly(place: string, codes: readonly CardCode[]): void {
    this.tables = this.tables.filter((t) => this.holds(t, place, codes));
  }

  readyDeck(): void {
    if (this.count('deck') === 0 && this.count('discard') > 0) this.merge('discard', 'deck');
  }

  /** Draws `k` unnamed cards, the discard shuffled in when the deck runs out. */
  draw(to: string, k: number): void {
    let left = k;
    while (left > 0) {
      this.readyDeck();
      const take = Math.min(left, this.count('deck'));
      if (take === 0) return;
      this.unnamed('deck', to, take);
      left -= take;
    }
  }

  /** A random table, for random-but-possible card names. */
  sample(pick: (n: number) => number): Table {
    return this.tables[pick(this.tables.length)] as Table;
  }
}

const where = (p: Place): string => {
  switch (p.zone) {
    case 'hand':
    case 'company':
      return `${p.zone}:${p.seat}`;
    case 'expelled':
      return 'out';
    default:
      return p.zone;
  }
};

/** Follows one action of the rules, and what the rules then did by themselves (the deal, the winners' redraw, the round's draws). */
export function follow(w: Worlds, prev: GridPokerState, a: GridPokerAction, next: GridPokerState): void {
  switch (a.type) {
    case 'fillMarket':
      w.readyDeck();
      w.named('deck', 'market', [a.card]);
      break;
    case 'formCompany':
      w.named(`hand:${a.seat}`, `company:${a.seat}`, a.cards);
      break;
    case 'setupDiscard':
    case 'endDiscard':
      if (a.cards) w.named(`hand:${a.seat}`, 'discard', a.cards);
      else w.unnamed(`hand:${a.seat}`, 'discard', (prev.hands[a.seat]?.count ?? 0) - (next.hands[a.seat]?.count ?? 0));
      break;
    case 'useEffect':
      if (prev.phase.kind === 'handEffects') w.named(`hand:${a.seat}`, 'resolving', [a.card]);
      break;
    case 'moveCard': {
      const card =
        a.card ?? (a.from.zone === 'market' ? prev.market[a.from.slot] : a.from.zone === 'resolving' ? prev.resolving?.card : null) ?? null;
      if (a.from.zone === 'deck') w.readyDeck();
      if (card === null) w.unnamed(where(a.from), where(a.to), 1);
      else w.named(where(a.from), where(a.to), [card]);
      break;
    }
    case 'finishEffect': {
      const r = prev.resolving;
      if (r && r.source === 'hand' && r.out) {
        w.named('resolving', 'discard', [r.card]);
        w.draw(`hand:${r.seat}`, 1);
      }
      break;
    }
    case 'commitHand':
      if (a.line) w.unnamed(`hand:${a.seat}`, `committed:${a.seat}`, 2);
      break;
    case 'revealHand':
      w.keepExactly(`committed:${a.seat}`, a.cards);
      break;
    case 'discardMarket':
      w.named('market', 'discard', [prev.market[a.slot] as CardCode]);
      break;
    case 'returnOrRedraw': {
      const cards = prev.grid?.entries[a.seat]?.hand?.cards ?? [];
      w.named(`committed:${a.seat}`, a.choice === 'return' ? `hand:${a.seat}` : 'discard', cards);
      if (a.choice === 'redraw') w.draw(`hand:${a.seat}`, cards.length);
      break;
    }
    case 'improveCompany':
      if (a.card !== null) {
        if (a.replace) w.named(`company:${a.seat}`, 'discard', [a.replace]);
        w.named(`hand:${a.seat}`, `company:${a.seat}`, [a.card]);
      }
      break;
    default:
      break;
  }
  const n = prev.players.length;
  // The market complete at setup: the hands are dealt in turn order.
  if (prev.phase.kind === 'market' && next.phase.kind !== 'market')
    for (let k = 0; k < n; k++) w.draw(`hand:${(next.firstPlayer + k) % n}`, next.options.dealSize);
  // The winners with hand cards discard them and draw as many, in turn order.
  for (let k = 0; k < n; k++) {
    const seat = (prev.firstPlayer + k) % n;
    const before = prev.grid?.entries[seat]?.hand;
    const after = next.grid?.entries[seat]?.hand;
    if (!after?.settled || before?.settled || (a.type === 'returnOrRedraw' && a.seat === seat)) continue;
    w.named(`committed:${seat}`, 'discard', after.cards ?? []);
    w.draw(`hand:${seat}`, (after.cards ?? []).length);
  }
  // The round's end: a hand below the minimum draws one, in turn order.
  if (next.round > prev.round)
    for (let k = 0; k < n; k++) {
      const seat = (prev.firstPlayer + k) % n;
      if (w.count(`hand:${seat}`) < prev.options.drawBelow) w.draw(`hand:${seat}`, 1);
    }
}
