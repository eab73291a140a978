/**
 * A bot at the table: in a live match one seat can be played by a bot (the
 * balance lab's bots, src/engine/simulations.ts). When the game says that
 * seat is to act, the bot's choice is worked out from the state; the app
 * announces it, the operator carries it out on the table and confirms, and
 * the action goes through the session like any other (so it is checked and
 * logged as usual). The choice is seeded from the match id and the number
 * of events, so it is the same however often the screen asks for it.
 */
import type { Bot } from '../../engine/core/bot';
import { describeSafely } from '../../engine/core/match';
import { seedRng } from '../../engine/core/rng';
import { getSimulation, parseBotSpec, type AnyGameSimulation } from '../../engine/simulations';
import type { MatchSession } from './match.svelte';

/** The games a bot may play at a live table. */
export const BOT_TABLE_GAMES: readonly string[] = ['tech-chess', 'for-ex'];

/** The bots offered at the table. */
export const TABLE_BOTS: readonly string[] = ['mcts:100', 'greedy', 'random'];

export interface BotProposal<A> {
  readonly seat: number;
  readonly action: A;
  /** The engine's description of the action ("Bo moves the knight from d5 to c3"). */
  readonly text: string;
}

export class BotSeat<S, A> {
  /** The seat the bot plays, or null (no bot). */
  seat = $state<number | null>(null);
  /** The bot, as `--bots` names it. */
  spec = $state(TABLE_BOTS[0] as string);
  /** Why no bot could be made or why it has no move (shown, never thrown). */
  problem = $state.raw<string | null>(null);

  readonly #session: MatchSession<S, A>;
  readonly #sim: AnyGameSimulation | null;

  constructor(session: MatchSession<S, A>) {
    this.#session = session;
    const sim = getSimulation(session.def.id);
    this.#sim = sim.ok && BOT_TABLE_GAMES.includes(session.def.id) ? sim.value : null;
  }

  get available(): boolean {
    return this.#sim !== null;
  }

  #bot: Bot<S, A> | null = $derived.by(() => {
    if (!this.#sim) return null;
    const spec = parseBotSpec(this.spec);
    if (!spec.ok) return null;
    const bot = this.#sim.bot(spec.value);
    return bot.ok ? (bot.value as Bot<S, A>) : null;
  });

  /** What the bot plays now, when its seat is to act (null otherwise). */
  proposal: BotProposal<A> | null = $derived.by(() => {
    const seat = this.seat;
    const s = this.#session;
    if (seat === null || !this.#sim || !this.#bot || s.outcome) return null;
    const state = s.state;
    const at = s.ticker.peek();
    const d = this.#sim.decider(state, at);
    if (d.kind !== 'seat' || d.seat !== seat) return null;
    const choice = this.#bot.choose(state, seat, seedRng(`bot:${s.matchId}:${s.log.length}`), at);
    if (!choice.ok) return null;
    return { seat, action: choice.value.action, text: describeSafely(s.def, state, choice.value.action) };
  });

  /** The operator has carried the bot's action out on the table: it is entered and logged. */
  async confirm(): Promise<boolean> {
    const p = this.proposal;
    if (!p) return false;
    return this.#session.act(p.action, p.seat, 'bot');
  }
}
