/**
 * Game setup and the reset between rounds (tech-exchange.txt, GAME SETUP and
 * RESET): the four 1-value cards start the stock stacks, everything else is
 * shuffled and dealt on the table, the rest is the deck with its bottom cards
 * tilted, and a random first player gets the marker (seeded rng in state).
 *
 * With two decks, one set of 1-value cards starts the stacks ("the four
 * 1-value cards"); the other deck's 1-value cards are shuffled in with the rest.
 */
import { DOMAINS, techDeckCodes, type CardCode, type Domain } from '../core/cards';
import type { MatchConfig } from '../core/game';
import { resolveOptions } from '../core/options';
import { err, ok, type Result } from '../core/result';
import { randomInt, seedRng, shuffle } from '../core/rng';
import { unknownTable } from '../core/knowledge';
import { syncClock } from './clock';
import { TECH_EXCHANGE, techExchangeOptions } from './options';
import type { TechExchangeState } from './types';
import { dealtKnowledge, knownDeal } from './knowledge';
import { EMPTY_ZONE } from './zones';
import { withState } from './shape';

const RULE = 'Tech Exchange: game setup';

export function setupTechExchange(config: MatchConfig): Result<TechExchangeState> {
  const n = config.players.length;
  if (n < 2 || n > 6)
    return err('ERR_PLAYER_COUNT', `Tech Exchange is for 2 to 6 players; ${n} were given.`, {
      rule: RULE,
      path: 'players',
      params: { variant: 'techExchange', n },
    });
  const resolved = resolveOptions(TECH_EXCHANGE.specs, config.options);
  if (!resolved.ok) return resolved;
  const options = techExchangeOptions(resolved.value, n);
  const composition: Record<CardCode, number> = {};
  for (let i = 0; i < options.decks; i++)
    for (const c of techDeckCodes({ wilds: options.wilds })) composition[c] = (composition[c] ?? 0) + 1;
  const totalCards = Object.values(composition).reduce((a, b) => a + b, 0);
  const needed = DOMAINS.length + n * options.dealSize + options.tradingStopsAtDeckSize;
  if (needed > totalCards) {
    return err(
      'ERR_NOT_ENOUGH_CARDS',
      `${options.decks} deck(s) hold ${totalCards} cards, but 4 stock stack starters, ${n} hands of ${options.dealSize} and ${options.tradingStopsAtDeckSize} tilted cards need ${needed}. Use two decks or a smaller deal.`,
      {
        rule: RULE,
        path: 'options',
        params: {
          variant: 'deckHold',
          decks: options.decks,
          totalCards,
          n,
          dealSize: options.dealSize,
          tradingStopsAtDeckSize: options.tradingStopsAtDeckSize,
          needed,
        },
      },
    );
  }
  const [first, rng] = randomInt(seedRng(config.seed), n);
  const base: TechExchangeState = {
    players: config.players.slice(),
    options,
    rng,
    round: 1,
    firstPlayer: first,
    phase: { kind: 'trading', number: 1 },
    composition,
    totalCards,
    hands: [],
    stacks: { kn: [], sc: [], te: [], se: [] },
    deck: 0,
    discard: EMPTY_ZONE,
    expelled: [],
    done: [],
    pending: null,
    effects: null,
    reveal: null,
    roundScores: [],
    tradesThisPhase: 0,
    reshuffles: 0,
    stats: { startingPlayer: first, tradesByRound: [0], effectsUsed: 0, wildsPlaced: 0, effectCards: [] },
    clock: null,
    note: `Round 1: ${config.players[first]} was drawn to play first.`,
    // Set by dealRound.
    knowledge: unknownTable(composition, []),
  };
  return ok(syncClock(null, dealRound(base)));
}

/**
 * Starts a round from whatever the table holds: the 1-value cards back as the
 * stacks, all other cards (but the expelled ones) shuffled and dealt. The
 * shuffle itself happens on the table; the referee only counts.
 */
export function dealRound(state: TechExchangeState): TechExchangeState {
  const n = state.players.length;
  const expelled = state.expelled;
  const starterStack = (d: Domain): CardCode[] => {
    const starter = `1${d}`;
    // A starter can only be missing when every copy of it was expelled; its stack then starts empty.
    const out = expelled.filter((c) => c === starter).length;
    return out < (state.composition[starter] ?? 0) ? [starter] : [];
  };
  // One literal in the order of setup's (shape.ts: one hidden class for the stacks).
  const stacks: Record<Domain, CardCode[]> = {
    kn: starterStack('kn'),
    sc: starterStack('sc'),
    te: starterStack('te'),
    se: starterStack('se'),
  };
  const onTable = state.totalCards - expelled.length - DOMAINS.reduce((k, d) => k + stacks[d].length, 0);
  const deal = Math.min(state.options.dealSize, Math.floor(onTable / n));
  const dealt: TechExchangeState = withState(state, {
    phase: { kind: 'trading', number: 1 },
    hands: Array.from({ length: n }, () => ({ count: deal, known: [] })),
    stacks,
    deck: onTable - n * deal,
    discard: EMPTY_ZONE,
    expelled,
    done: Array.from({ length: n }, () => false),
    pending: null,
    effects: null,
    reveal: null,
    tradesThisPhase: 0,
  });
  const counted = withState(dealt, { knowledge: dealtKnowledge(dealt) });
  return state.options.dealing === 'app' ? dealByApp(counted) : counted;
}

/**
 * Dealt by the app: the seeded generator in the state shuffles every card not
 * on a stack or out of the game and deals the hands, and each hand is named
 * to the knowledge, so the engine knows every dealt card (the deck's by
 * elimination). The views still show each seat only its own hand.
 */
function dealByApp(state: TechExchangeState): TechExchangeState {
  const away = [...DOMAINS.flatMap((d) => state.stacks[d]), ...state.expelled];
  const cards: CardCode[] = [];
  for (const code of Object.keys(state.composition).sort()) {
    const left = (state.composition[code] ?? 0) - away.filter((c) => c === code).length;
    for (let i = 0; i < left; i++) cards.push(code);
  }
  const [order, rng] = shuffle(state.rng, cards);
  let at = 0;
  const hands = state.hands.map((h) => {
    const dealt = order.slice(at, at + h.count);
    at += h.count;
    return { count: h.count, known: dealt };
  });
  // Built at once, rather than each hand named in turn to the knowledge of the table (which branched and solved per card).
  const k = knownDeal(
    state,
    hands.map((h) => h.known),
  );
  return withState(state, { rng, hands, knowledge: k });
}
