/**
 * The setup layout of each player (tech-chess.txt "Game setup", step 3):
 * which domain's 11 and 12 stand, and which domain's copy of the 1, 2, 3, 4
 * and 13 stands on the left of each pair. The match starts from the layout
 * options; when the table has laid its cards out differently, the view sends
 * one logged correction that turns the board into the table's layout.
 */
import { LAYOUT_VALUES, SEAT_DOMAINS, type Edit, type Seat, type TechChessState } from '../../../engine/tech-chess/index';

/** Board index of a seat's layout position (0-5 first rank, 6-11 second rank, from the a-file). */
export const layoutSquareIndex = (seat: Seat, i: number): number => (seat === 0 ? (i < 6 ? 0 : 1) : i < 6 ? 5 : 4) * 6 + (i % 6);

const squareName = (index: number): string => `${'abcdef'[index % 6]}${Math.floor(index / 6) + 1}`;

/** The cards on a seat's layout squares now (null where a square is empty or holds another's piece). */
export function currentLayout(s: TechChessState, seat: Seat): (string | null)[] {
  return LAYOUT_VALUES.map((_, i) => {
    const p = s.board[layoutSquareIndex(seat, i)];
    return p && p.owner === seat ? p.card : null;
  });
}

/** Pairs of positions holding the same value (1, 13, 2, 3, 4), left position first. */
export const PAIRS: readonly { value: number; left: number; right: number }[] = [
  { value: 1, left: 0, right: 5 },
  { value: 13, left: 1, right: 4 },
  { value: 2, left: 6, right: 11 },
  { value: 3, left: 7, right: 10 },
  { value: 4, left: 8, right: 9 },
];
/** The single 12 and 11 of the first rank. */
export const SINGLES: readonly { value: number; at: number }[] = [
  { value: 12, at: 2 },
  { value: 11, at: 3 },
];

export interface LayoutChoice {
  /** Domain of the card on the left position of each pair, by value. */
  readonly left: Readonly<Record<number, string>>;
  /** Domain of the 12 and of the 11. */
  readonly single: Readonly<Record<number, string>>;
}

export function choiceOf(layout: readonly (string | null)[], seat: Seat): LayoutChoice {
  const [a] = SEAT_DOMAINS[seat];
  const dom = (c: string | null | undefined): string => (c ? c.slice(-2) : a);
  const left: Record<number, string> = {};
  const single: Record<number, string> = {};
  for (const p of PAIRS) left[p.value] = dom(layout[p.left]);
  for (const s of SINGLES) single[s.value] = dom(layout[s.at]);
  return { left, single };
}

export function layoutOf(choice: LayoutChoice, seat: Seat): string[] {
  const [a, b] = SEAT_DOMAINS[seat] as [string, string];
  const out: string[] = LAYOUT_VALUES.map((v) => `${v}${a}`);
  for (const p of PAIRS) {
    const l = choice.left[p.value] ?? a;
    out[p.left] = `${p.value}${l}`;
    out[p.right] = `${p.value}${l === a ? b : a}`;
  }
  for (const s of SINGLES) out[s.at] = `${s.value}${choice.single[s.value] ?? a}`;
  return out;
}

/**
 * The correction edits that turn the seat's layout on the board into `wanted`:
 * every card that must leave its square is set aside (in the discard pile when
 * it stands elsewhere in the new layout, else back into the deck), then every
 * square gets its card (from the discard pile or the deck).
 */
export function layoutEdits(s: TechChessState, seat: Seat, wanted: readonly string[]): Edit[] {
  const now = currentLayout(s, seat);
  const edits: Edit[] = [];
  const parked = new Set<string>();
  wanted.forEach((card, i) => {
    const there = now[i];
    if (there === card || !there) return;
    const square = squareName(layoutSquareIndex(seat, i));
    const stays = wanted.includes(there);
    if (stays) parked.add(there);
    edits.push({ op: 'relocate', card: there, from: { zone: 'board', square }, to: stays ? { zone: 'discard' } : { zone: 'deck' } });
  });
  wanted.forEach((card, i) => {
    if (now[i] === card) return;
    const square = squareName(layoutSquareIndex(seat, i));
    edits.push({
      op: 'relocate',
      card,
      from: parked.has(card) ? { zone: 'discard' } : { zone: 'deck' },
      to: { zone: 'board', square, owner: seat },
    });
  });
  return edits;
}
