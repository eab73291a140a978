/**
 * How Trades moves change what the referee knows (core/knowledge.ts): named
 * cards move as themselves, a marked card as its lot, `?` cards as any cards
 * of the hand. Called by apply.ts on references validate.ts accepted, so a
 * refusal here is a broken invariant.
 */
import { moveNamed, moveTagged, moveUnnamed, relocate, untag, type Knowledge, type Place } from '../core/knowledge';
import type { Result } from '../core/result';
import { handPlace, slotPlace, slotsMade, topPlace } from './knowledge';
import type { Resolved } from './refs';
import type { CardId, Token, TradesState } from './types';

function must(r: Result<Knowledge>): Knowledge {
  if (!r.ok) throw new Error(`Trades knowledge on an unvalidated move: ${r.error.code} ${r.error.message}`);
  return r.value;
}

const quiet = { names: (p: Place) => p, rule: 'Trades', path: '' };

/**
 * Moves one side's cards out of a hand into `to`; each card arrives with `ids[i]`
 * (its code, or a fresh token that becomes its tag). Named cards go first, so
 * the `?` cards are drawn from what is left.
 */
export function moveOut(k: Knowledge, from: Place, to: Place, resolved: readonly Resolved[], ids: readonly CardId[]): Knowledge {
  let out = k;
  const codes: string[] = [];
  const unnamedTags: Token[] = [];
  resolved.forEach((r, i) => {
    const id = ids[i] as CardId;
    if (r.kind === 'known' || r.kind === 'declared') codes.push(r.id);
    else if (r.kind === 'marked') out = moveTagged(out, r.id, to, id.startsWith('#') ? id : undefined);
    else unnamedTags.push(id as Token);
  });
  if (codes.length) out = must(moveNamed(out, from, to, codes, quiet));
  return moveUnnamed(out, from, to, unnamedTags.length, unnamedTags);
}

/** Both sides of a trade at once: each side's cards leave before the other's arrive. */
export function swapKnowledge(
  k: Knowledge,
  a: { seat: number; resolved: readonly Resolved[]; ids: readonly CardId[] },
  b: { seat: number; resolved: readonly Resolved[]; ids: readonly CardId[] },
): Knowledge {
  let out = moveOut(k, handPlace(a.seat), 'transit:a', a.resolved, a.ids);
  out = moveOut(out, handPlace(b.seat), 'transit:b', b.resolved, b.ids);
  out = relocate(out, 'transit:a', handPlace(b.seat));
  return relocate(out, 'transit:b', handPlace(a.seat));
}

/** The knowledge once a deck trade's given card is under the deck (a new slot). */
export function giveToSlot(state: TradesState, seat: number, given: Resolved): Knowledge {
  const id: CardId = given.id ?? '#0';
  const moved = moveOut(state.knowledge, handPlace(seat), slotPlace(slotsMade(state)), [given], [id]);
  // The card under the deck keeps no mark: marks name cards in hands.
  return given.kind === 'anonymous' || given.kind === 'marked' ? untag(moved, [id]) : moved;
}

/** Draws the top card into a hand: named when `code` is given, else marked with `token`. */
export function drawTop(state: TradesState, k: Knowledge, seat: number, code: string | null, token: Token | null): Knowledge {
  const from = topPlace(state);
  if (code !== null) return must(moveNamed(k, from, handPlace(seat), [code], quiet));
  return moveUnnamed(k, from, handPlace(seat), 1, token ? [token] : []);
}
