/**
 * Card effects come from the deck file (text per game, optional structured
 * form). The useEffect action carries both, so the log records the text and
 * the effect exactly as they were when the card was used, and a later deck
 * edit never changes how an old match replays.
 */
import { findCard, type DeckFile } from '../core/deck';
import { err, ok, type Result } from '../core/result';
import type { TechExchangeAction } from './types';

/** The useEffect action for a card of the deck in use, with its Tech Exchange text and structured effect. */
export function useEffectAction(deck: DeckFile, seat: number, code: string): Result<Extract<TechExchangeAction, { type: 'useEffect' }>> {
  const card = findCard(deck, code);
  if (!card)
    return err('ERR_CARD_NOT_IN_DECK', `${code} is not a card of the deck "${deck.name}".`, {
      rule: 'Tech Exchange: use card effects',
      params: { variant: 'cardDeck2', code, name: deck.name },
    });
  const effect = card.effects['tech-exchange'];
  return ok({
    type: 'useEffect',
    seat,
    card: card.code,
    text: effect?.text ?? null,
    ...(effect?.structured ? { effect: effect.structured } : {}),
  });
}
