/**
 * Tech Exchange: whether an edit made while an effect is resolved (a stack
 * card replaced or moved, cards revealed, a card expelled) fits the effect.
 */
import { cardDomain, type CardCode } from '../core/cards';
import { OK } from '../core/result';
import { canDraw, canHold, DISCARD, handPlace, wording } from './knowledge';
import { drawable } from './zones';
import { checkStackChoice, closed, fail, R, type Checked } from './validate-common';
import type { TechExchangeAction, TechExchangeState, ZoneRef } from './types';

export type EditAction = Extract<
  TechExchangeAction,
  { type: 'replaceStackCard' | 'moveStackCard' | 'revealCards' | 'expelCard' | 'finishEffect' }
>;

export function validateEdit(s: TechExchangeState, a: EditAction): Checked {
  const resolving = s.effects?.resolving;
  if (!resolving)
    return fail(
      'ERR_NO_EFFECT_IN_PROGRESS',
      'Effect edits are made while a card effect is being resolved (use an effect first).',
      R.effects,
    );
  if (a.type === 'finishEffect') return OK;
  const auto = resolving.effect;
  const engineRuns = auto && (auto.kind === 'replaceStackCard' || auto.kind === 'revealToStacks' || auto.kind === 'expelCard');
  const expected = auto?.kind === 'revealToStacks' ? 'revealCards' : auto?.kind;
  if (engineRuns && a.type !== expected)
    return fail(
      'ERR_WRONG_EDIT',
      `${resolving.card}'s effect is carried out by the referee: it calls for ${expected}, not ${a.type}.`,
      R.effects,
      undefined,
      { variant: 'effectCarried', card: resolving.card, expected: String(expected), type: a.type },
    );
  switch (a.type) {
    case 'replaceStackCard': {
      if (!s.stacks[a.stack].includes(a.card))
        return fail('ERR_NOT_IN_STACK', `The ${a.stack} stock stack holds no ${a.card}.`, R.effects, 'card', {
          variant: 'stockStack',
          stack: a.stack,
          card: a.card,
        });
      if (drawable(s) === 0)
        return fail(
          'ERR_DECK_EMPTY',
          'The deck and the discard are both empty: there is no top card to replace it with.',
          R.deck,
          'revealed',
          { variant: 'deckDiscard3' },
        );
      return closed(canDraw(s.knowledge, [a.revealed], wording(s, R.effects, 'revealed')));
    }
    case 'moveStackCard': {
      if (!s.stacks[a.from].includes(a.card))
        return fail('ERR_NOT_IN_STACK', `The ${a.from} stock stack holds no ${a.card}.`, R.effects, 'card', {
          variant: 'stockStack2',
          from: a.from,
          card: a.card,
        });
      const d = cardDomain(a.card);
      if (d === null) return fail('ERR_WILD_HAS_NO_DOMAIN', 'A wild card has no domain stack to move to.', R.wild, 'card');
      if (d === a.from)
        return fail('ERR_ALREADY_IN_DOMAIN', `${a.card} is already on its own domain's stack.`, R.effects, 'card', { card: a.card });
      return OK;
    }
    case 'revealCards': {
      const n = a.cards.length;
      const max = drawable(s);
      if (auto?.kind === 'revealToStacks') {
        if (a.to.zone !== 'stacks')
          return fail('ERR_WRONG_EDIT', `${resolving.card}'s effect reveals cards onto the stock stacks.`, R.effects, 'to', {
            variant: 'effectReveals',
            card: resolving.card,
          });
        if (n !== Math.min(auto.count, max))
          return fail(
            'ERR_WRONG_REVEAL_COUNT',
            `This effect reveals ${auto.count} card${auto.count === 1 ? '' : 's'}${max < auto.count ? `; only ${max} can be drawn, so ${max}` : ''}.`,
            R.deck,
            'cards',
            { variant: max < auto.count ? 'limited' : 'all', count: auto.count, max },
          );
      }
      if (n > max)
        return fail(
          'ERR_NOT_ENOUGH_CARDS',
          `Only ${max} card${max === 1 ? '' : 's'} can be revealed (deck and discard); reveal as many as possible.`,
          R.deck,
          'cards',
          { variant: 'onlyCard', count: max },
        );
      const codes = a.cards.map((c) => c.card);
      const held = canDraw(s.knowledge, codes, wording(s, R.effects, 'cards'));
      if (!held.ok) return closed(held);
      if (a.to.zone === 'hand' && a.to.seat >= s.players.length)
        return fail('ERR_NO_SUCH_SEAT', `There is no seat ${a.to.seat}.`, R.flow, 'to.seat', { variant: 'seat', seat: a.to.seat });
      if (a.to.zone === 'stacks') {
        for (let i = 0; i < n; i++) {
          const c = a.cards[i] as { card: CardCode; stack?: string };
          const ok = checkStackChoice(c.card, c.stack, R.effects, `cards[${i}].stack`);
          if (!ok.ok) return ok;
        }
      }
      return OK;
    }
    case 'expelCard':
      if (a.card === 'wild') return fail('ERR_WILD_NOT_EXPELLED', 'Wild cards are not expelled.', R.wild, 'card');
      return checkInZone(s, a.from, a.card);
  }
}

function checkInZone(s: TechExchangeState, from: ZoneRef, card: CardCode): Checked {
  if (from.zone === 'stack')
    return s.stacks[from.domain].includes(card)
      ? OK
      : fail('ERR_NOT_IN_STACK', `The ${from.domain} stock stack holds no ${card}.`, R.effects, 'card', {
          variant: 'stockStack3',
          domain: from.domain,
          card,
        });
  if (from.zone === 'hand') {
    if (from.seat >= s.players.length)
      return fail('ERR_NO_SUCH_SEAT', `There is no seat ${from.seat}.`, R.flow, 'from.seat', { variant: 'seat', seat: from.seat });
    return closed(canHold(s, handPlace(from.seat), [card], R.effects, 'card'));
  }
  return closed(canHold(s, DISCARD, [card], R.effects, 'card'));
}
