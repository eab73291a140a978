/**
 * What every Tech Exchange check shares: the rule names, the refusal maker
 * and the mapping of shared checks' codes onto the game's closed codes.
 */
import { cardDomain, type CardCode } from '../core/cards';
import { err, OK, refusal, type Err, type Result } from '../core/result';
import { isTechExchangeErrorCode, type TechExchangeErrorCode } from './types';

export const R = {
  flow: 'Tech Exchange: game play',
  setup: 'Tech Exchange: game setup',
  trade: 'Tech Exchange: trading rules',
  endTrade: 'Tech Exchange: end of trading',
  effects: 'Tech Exchange: use card effects',
  wild: 'Tech Exchange: wild cards',
  deck: 'Tech Exchange: deck running out of cards',
  score: 'Tech Exchange: reveal and score',
};

/** What every check here answers: yes, or a refusal with one of the game's codes. */
export type Checked = Result<undefined, TechExchangeErrorCode>;

export const fail: (
  code: TechExchangeErrorCode,
  message: string,
  rule: string,
  path?: string,
  params?: Readonly<Record<string, string | number>>,
) => Err<TechExchangeErrorCode> = refusal;

/**
 * A refusal from a shared check (card knowledge, scoring) under the game's
 * codes. Those checks return only listed codes (the property tests check
 * every refusal's code); an unlisted one would be a bug, reported as such.
 */
export function closed<T>(r: Result<T>): Result<T, TechExchangeErrorCode> {
  if (r.ok || isTechExchangeErrorCode(r.error.code)) return r as Result<T, TechExchangeErrorCode>;
  return err('ERR_BAD_ACTION', `${r.error.message} (unlisted code ${r.error.code})`, {
    ...(r.error.rule ? { rule: r.error.rule } : {}),
    ...(r.error.path ? { path: r.error.path } : {}),
    params: { variant: 'unlistedCode', message: r.error.message, code: r.error.code },
  });
}

export function checkStackChoice(card: CardCode, stack: string | undefined, rule: string, path: string): Checked {
  const domain = cardDomain(card);
  if (domain === null && stack === undefined)
    return fail(
      'ERR_WILD_NEEDS_STACK',
      'A revealed wild card goes on the stock stack of the drawing player’s choice: say which stack.',
      R.wild,
      path,
    );
  if (domain !== null && stack !== undefined && stack !== domain)
    return fail('ERR_WRONG_STACK', `${card} goes on the ${domain} stock stack, the stack of its own domain.`, rule, path, { card, domain });
  return OK;
}
