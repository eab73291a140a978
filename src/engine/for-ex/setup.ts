/**
 * For-Ex setup: 2-6 players, each with the starting money in every currency;
 * the certificates less those removed (drawn with the seeded generator kept in
 * the state, or entered from the physical game); the starting rate board; the
 * Contract Queue holding only the Dividends item. Seat 0 takes the first turn.
 */
import type { MatchConfig } from '../core/game';
import { resolveOptions } from '../core/options';
import { err, ok, type Result } from '../core/result';
import { seedRng, shuffle } from '../core/rng';
import { FOR_EX_OPTIONS, settingsFrom } from './options';
import { perSeat, turnPhase } from './shape';
import { CURRENCIES, perCurrency, zeroPerCurrency, type Currency, type ForExErrorCode, type ForExState } from './types';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;

export function setupForEx(config: MatchConfig): Result<ForExState, ForExErrorCode> {
  const n = config.players.length;
  if (n < MIN_PLAYERS || n > MAX_PLAYERS) {
    return err('ERR_PLAYER_COUNT', `For-Ex is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players; ${n} were seated.`, {
      path: 'players',
      rule: 'For-Ex: number of players',
      params: { variant: 'playersWere', MINPLAYERS: MIN_PLAYERS, MAXPLAYERS: MAX_PLAYERS, n },
    });
  }
  const options = resolveOptions(FOR_EX_OPTIONS, config.options);
  if (!options.ok) {
    // The core's option check returns only these two codes; naming them keeps setup's codes closed.
    const code = options.error.code === 'ERR_UNKNOWN_OPTION' ? 'ERR_UNKNOWN_OPTION' : 'ERR_BAD_OPTION';
    return { ok: false, error: { ...options.error, code } };
  }
  const settings = settingsFrom(options.value);
  if (!settings.ok) return settings;
  const s = settings.value;

  let rng = seedRng(config.seed);
  let removedList: readonly Currency[];
  if (s.removedCertificates) {
    removedList = s.removedCertificates;
  } else {
    // Filled by loops: setup runs once a replay, and Array.from's callback per certificate showed in a statistics look.
    const box: Currency[] = [];
    for (const c of CURRENCIES) for (let i = 0; i < s.certificatesPerCurrency; i++) box.push(c);
    const [shuffled, next] = shuffle(rng, box);
    rng = next;
    removedList = shuffled.slice(0, s.certificatesRemovedAtSetup);
  }
  const removed = zeroPerCurrency();
  for (const c of removedList) removed[c] += 1;

  return ok({
    players: config.players.slice(),
    settings: s,
    rng,
    rates: s.startingRates.slice(),
    money: perSeat(config.players.length, () => perCurrency(() => s.startingMoney)),
    certificates: perSeat(config.players.length, () => perCurrency(() => 0)),
    supply: perCurrency((c) => s.certificatesPerCurrency - removed[c]),
    removed,
    retired: perCurrency(() => 0),
    queue: [{ kind: 'dividends' }],
    dividendsPaid: 0,
    phase: turnPhase(0, false, null),
    turn: 1,
    lastTurnPlayer: null,
    end: null,
  });
}
