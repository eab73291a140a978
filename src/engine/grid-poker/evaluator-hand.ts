/**
 * The evaluator over card codes, for the rules and the command line: parses
 * and checks a hand (`7sc 7kn wild ...`), then answers its category and
 * strength, or a rule error. The fast numeric API is in ./evaluator.
 */
import { DOMAINS, parseTechCard, type CardCode } from '../core/cards';
import { err, ok, type Result } from '../core/result';
import { categoryOf, type Category } from './evaluator-tables';
import { cardIdOf, pokerEvaluator, WILD_ID, type EvaluatorOptions } from './evaluator';

export interface HandValue {
  readonly category: Category;
  /** Higher is better; equal strengths tie (domains never break ties). */
  readonly strength: number;
}

const RULE = 'Tech Grid Poker: poker hands';

/** Canonical short codes (`7sc`, `wild`) straight to their ids: the common case skips the parser. */
const SHORT_CODES: ReadonlyMap<string, Result<number>> = (() => {
  const m = new Map<string, Result<number>>([['wild', ok(WILD_ID)]]);
  for (let v = 1; v <= 13; v++) DOMAINS.forEach((d, i) => m.set(`${v}${d}`, ok(cardIdOf(v, i))));
  return m;
})();

/** The id of one card code (any spelling parseTechCard accepts), or an error naming the notation rule. */
export function cardId(code: string): Result<number> {
  const known = SHORT_CODES.get(code);
  if (known) return known;
  const card = parseTechCard(code);
  if (!card.ok) return card;
  if (card.value.kind === 'wild') return ok(WILD_ID);
  return ok(cardIdOf(card.value.value, DOMAINS.indexOf(card.value.domain)));
}

/**
 * Parses a hand of 4 or 5 codes. With two decks in play at most two copies of
 * a card (and four wilds) exist; more is a typing mistake.
 */
export function parseHand(codes: readonly CardCode[], options: EvaluatorOptions, decks = 2): Result<number[]> {
  if (codes.length !== 5 && codes.length !== 4) {
    return err(
      'ERR_HAND_SIZE',
      `A Grid Poker hand is 5 cards (3 market cards and 2 of the player's), or 4 with a one-card company; got ${codes.length}.`,
      { rule: RULE, path: 'cards', params: { variant: 'gridPoker', codeCount: codes.length } },
    );
  }
  const ids: number[] = [];
  for (let i = 0; i < codes.length; i++) {
    const id = cardId(codes[i] as string);
    if (!id.ok) return err(id.error.code, id.error.message, { rule: id.error.rule ?? RULE, path: `cards[${i}]` });
    if (id.value === WILD_ID && options.wilds === 'removed') {
      return err('ERR_WILDS_REMOVED', 'Wild cards are removed from the deck in this game (option wilds = removed).', {
        rule: RULE,
        path: `cards[${i}]`,
      });
    }
    let copies = 1;
    for (const earlier of ids) if (earlier === id.value) copies++;
    const allowed = id.value === WILD_ID ? 2 * decks : decks;
    if (copies > allowed) {
      return err(
        'ERR_TOO_MANY_COPIES',
        `"${codes[i]}" appears ${copies} times, but ${decks === 1 ? 'one Tech Deck holds' : `${decks} Tech Decks hold`} only ${allowed}.`,
        {
          rule: 'The Tech Deck',
          path: `cards[${i}]`,
          params: { code: codes[i], copies, count: decks, allowed },
        },
      );
    }
    ids.push(id.value);
  }
  return ok(ids);
}

/** Category and strength of a hand given as card codes. */
export function evaluateHand(codes: readonly CardCode[], options: EvaluatorOptions, decks = 2): Result<HandValue> {
  const ids = parseHand(codes, options, decks);
  if (!ids.ok) return ids;
  const strength = pokerEvaluator(options).strength(ids.value);
  return ok({ category: categoryOf(strength), strength });
}
