/**
 * What each applied Tech Exchange action moved, told to the card knowledge
 * (knowledge.ts): apply.ts changes the counts and the table, this follows the
 * same steps on the knowledge. Runs on actions validate.ts accepted.
 */
import { cardDomain, type CardCode, type Domain } from '../core/cards';
import { moveNamed, moveUnnamed, relocate, type Knowledge, type Place } from '../core/knowledge';
import {
  assignOrName,
  DECK,
  DISCARD,
  dealtKnowledge,
  drawNamed,
  drawUnnamed,
  handPlace,
  must,
  OUT,
  RESOLVING,
  stackPlace,
  tradeKnowledge,
} from './knowledge';
import type { TechExchangeAction, TechExchangeState, ZoneRef } from './types';

const quiet = { names: (p: Place) => p, rule: 'Tech Exchange', path: '' };
const stackFor = (card: CardCode, chosen: Domain | undefined): Domain => cardDomain(card) ?? (chosen as Domain);
const zonePlace = (z: ZoneRef): Place => (z.zone === 'stack' ? stackPlace(z.domain) : z.zone === 'hand' ? handPlace(z.seat) : DISCARD);

/** The used card goes to the discard and its user draws one (flow.ts finishUse), if that happened. */
function afterUse(k: Knowledge, prev: TechExchangeState, next: TechExchangeState): Knowledge {
  const was = prev.effects?.resolving;
  if (!was || next.effects?.resolving || next.pending) return k;
  const discarded = must(moveNamed(k, RESOLVING, DISCARD, [was.card], quiet));
  return drawUnnamed(discarded, 1, handPlace(was.seat));
}

export function knowAfter(prev: TechExchangeState, a: TechExchangeAction, next: TechExchangeState): Knowledge {
  // A new round is dealt anew; when the app deals, the deal named every hand (setup.ts).
  if (next.round > prev.round) return next.options.dealing === 'app' ? next.knowledge : dealtKnowledge(next);
  const k = prev.knowledge;
  switch (a.type) {
    case 'trade':
      return must(tradeKnowledge(k, { seat: a.a, gives: a.aGives }, { seat: a.b, gives: a.bGives }, quiet));
    case 'reveal':
      return afterUse(must(drawNamed(k, [a.card], stackPlace(stackFor(a.card, a.stack)), quiet)), prev, next);
    case 'placeWild': {
      const placed = must(moveNamed(k, handPlace(a.seat), stackPlace(a.stack), ['wild'], quiet));
      if (!a.redraw) return placed;
      return a.drawn !== undefined
        ? must(drawNamed(placed, [a.drawn], handPlace(a.seat), quiet))
        : drawUnnamed(placed, 1, handPlace(a.seat));
    }
    case 'useEffect':
      return must(moveNamed(k, handPlace(a.seat), RESOLVING, [a.card], quiet));
    case 'finishEffect':
      return afterUse(k, prev, next);
    case 'replaceStackCard': {
      const target = a.revealed === 'wild' ? a.stack : stackFor(a.revealed, undefined);
      const drawn = must(drawNamed(k, [a.revealed], 'drawn', quiet));
      const off = must(moveNamed(drawn, stackPlace(a.stack), DISCARD, [a.card], quiet));
      return afterUse(relocate(off, 'drawn', stackPlace(target)), prev, next);
    }
    case 'moveStackCard':
      return afterUse(must(moveNamed(k, stackPlace(a.from), stackPlace(cardDomain(a.card) as Domain), [a.card], quiet)), prev, next);
    case 'revealCards': {
      const to = a.to;
      const dests = a.cards.map((c) =>
        to.zone === 'stacks' ? stackPlace(stackFor(c.card, c.stack)) : to.zone === 'hand' ? handPlace(to.seat) : DISCARD,
      );
      const codes = a.cards.map((c) => c.card);
      return afterUse(must(drawNamed(k, codes, dests, quiet)), prev, next);
    }
    case 'expelCard':
      return afterUse(must(moveNamed(k, zonePlace(a.from), OUT, [a.card], quiet)), prev, next);
    case 'correctStack': {
      const before = prev.stacks[a.domain];
      const left = before.slice();
      const added: CardCode[] = [];
      for (const c of a.cards) {
        const i = left.indexOf(c);
        if (i >= 0) left.splice(i, 1);
        else added.push(c);
      }
      const back = left.length ? must(moveNamed(k, stackPlace(a.domain), DECK, left, quiet)) : k;
      return added.length ? must(moveNamed(back, DECK, stackPlace(a.domain), added, quiet)) : back;
    }
    case 'correctHand': {
      const diff = a.count - (prev.hands[a.seat]?.count ?? 0);
      return diff >= 0 ? moveUnnamed(k, DECK, handPlace(a.seat), diff) : moveUnnamed(k, handPlace(a.seat), DECK, -diff);
    }
    case 'revealHand':
      return must(assignOrName(k, prev, a.seat, a.cards, quiet));
    case 'acceptScore':
    case 'claimScore': {
      const entry = prev.reveal?.entries[a.seat];
      const final = next.reveal?.entries[a.seat]?.final ?? null;
      if (!entry) return k;
      const kept = final?.kept ?? (a.type === 'claimScore' ? (a.kept ?? entry.hand) : entry.suggestion.kept);
      const left = entry.hand.slice();
      for (const c of kept) left.splice(left.indexOf(c), 1);
      if (!left.length) return k;
      // The hand was entered whole, so these cards are in it; naming many copies of one code at once (two decks) can
      // defeat the lot search, and then they go as unnamed cards: wider knowledge, never a true table refused.
      const moved = moveNamed(k, handPlace(a.seat), DISCARD, left, quiet);
      return moved.ok ? moved.value : moveUnnamed(k, handPlace(a.seat), DISCARD, left.length);
    }
    default:
      return k;
  }
}
