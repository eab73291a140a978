/**
 * Read-only helpers for the For-Ex views: the engine's public view of the
 * match, money written the way the table says it (halves as ½), each
 * currency's non-colour marks (symbol, chart point style and dash pattern),
 * the front of the queue in words, and the rate history for the chart.
 * Nothing here decides legality: every action goes through the engine.
 */
import type { ActionOffer, GameDefinition } from '../../../engine/core/game';
import type { LogEvent } from '../../../engine/core/log';
import { check } from '../../../engine/core/match';
import {
  endsPhase,
  forExGame,
  rateHistory,
  strengthPoint,
  turnEnded,
  type StrengthPoint,
  atRate,
  type Amount,
  type Currency,
  type ForExAction,
  type ForExState,
  type Phase,
  type ForExView,
  type QueueItemView,
  CURRENCIES,
} from '../../../engine/for-ex/index';
import type { MatchConfig } from '../../../engine/core/game';
import type { RuleError } from '../../../engine/core/result';
import { t } from '../../i18n/index.svelte';
import { refusalText } from '../../i18n/refusal';

/** Point styles chart.js draws; one per currency so lines differ without colour. */
export type PointShape = 'circle' | 'rect' | 'triangle' | 'rectRot' | 'star' | 'crossRot' | 'cross';

export interface CurrencyMark {
  /** A symbol shown beside the code (never instead of it). */
  readonly symbol: string;
  readonly point: PointShape;
  /** Canvas dash pattern; [] is a solid line. */
  readonly dash: readonly number[];
  /** A CSS variable of the theme: a second cue only. */
  readonly tone: string;
}

/**
 * Seven currencies, seven point shapes and seven dash patterns. The tones
 * are the Okabe-Ito palette (colour-blind safe) plus the theme's text
 * colour; the shape and dash alone already tell every line apart.
 */
export const MARKS: Readonly<Record<Currency, CurrencyMark>> = {
  GBP: { symbol: '£', point: 'circle', dash: [], tone: '--fx-gbp' },
  EUR: { symbol: '€', point: 'rect', dash: [10, 4], tone: '--fx-eur' },
  USD: { symbol: '$', point: 'triangle', dash: [2, 3], tone: '--fx-usd' },
  CHF: { symbol: 'Fr', point: 'rectRot', dash: [12, 3, 2, 3], tone: '--fx-chf' },
  JPY: { symbol: '¥', point: 'star', dash: [6, 6], tone: '--fx-jpy' },
  CAD: { symbol: 'C$', point: 'crossRot', dash: [16, 4, 2, 4, 2, 4], tone: '--fx-cad' },
  CNY: { symbol: 'CN¥', point: 'cross', dash: [1, 6], tone: '--fx-cny' },
};

/** Point shapes named in words, for the chart's text alternative and the legend's help. */
export function shapeWords(shape: PointShape): string {
  switch (shape) {
    case 'circle':
      return t('forEx.shapes.circle');
    case 'rect':
      return t('forEx.shapes.rect');
    case 'triangle':
      return t('forEx.shapes.triangle');
    case 'rectRot':
      return t('forEx.shapes.rectRot');
    case 'star':
      return t('forEx.shapes.star');
    case 'crossRot':
      return t('forEx.shapes.crossRot');
    case 'cross':
      return t('forEx.shapes.cross');
  }
}

/** Money as the table says it: 4½, 0, 12. */
export function money(n: number): string {
  if (!Number.isFinite(n)) return '?';
  const whole = Math.floor(n);
  const half = n - whole >= 0.5;
  if (whole === 0 && half) return '½';
  return `${whole}${half ? '½' : ''}`;
}

export const amount = (a: Amount): string => `${money(a.amount)} ${a.currency}`;

/** "1 : 2½": one of the stronger buys this many of the weaker. */
export const rateText = (rate: number): string => `1 : ${money(rate)}`;

/** The seat whose turn it is (the spot partner or divest follower may be asked meanwhile; the engine's flow says who is asked). */
export function turnSeat(phase: Phase): number | null {
  return phase.kind === 'turn' || phase.kind === 'divestRound' ? phase.player : null;
}

export function itemTitle(item: QueueItemView): string {
  switch (item.kind) {
    case 'contract':
      return t('forEx.queue.contractTitle', { letter: item.letter });
    case 'loan':
      return t('forEx.queue.loanTitle', { letters: item.letters.join('+') });
    case 'dividends':
      return t('forEx.queue.dividends');
  }
}

/** One queue item in words, as a line of the Contract Queue. */
export function itemText(item: QueueItemView): string {
  switch (item.kind) {
    case 'contract':
      return t('forEx.queue.contractText', { owner: item.ownerName, pay: amount(item.pay), receive: amount(item.receive) });
    case 'loan':
      return t('forEx.queue.loanText', { owner: item.ownerName, debts: item.debts.map(amount).join(' + ') });
    case 'dividends':
      return item.nextValue === null
        ? t('forEx.queue.noDividend')
        : t('forEx.queue.nextDividend', { value: money(item.nextValue), count: item.left });
  }
}

/** What a spot transaction or contract between two currencies moves at the current rates. */
export function exchange(state: ForExState, give: Currency, receive: Currency, strongAmount: number): { give: number; receive: number } {
  if (give === receive) return { give: 0, receive: 0 };
  const a = atRate(state.rates, give, receive, strongAmount);
  return { give: a.x, receive: a.y };
}

/** The stronger of two different currencies now. */
export function strongerOf(view: ForExView, x: Currency, y: Currency): Currency {
  const row = view.byCurrency.find((c) => c.currency === x);
  const against = row?.against.find((a) => a.currency === y);
  return against?.stronger === false ? y : x;
}

/** The rate history, one point at the setup and one per finished turn, folded from the log. */
export function historyOf(config: MatchConfig, events: readonly LogEvent[]): readonly StrengthPoint[] {
  const h = rateHistory(config, events);
  return h.ok ? h.value.points : [];
}

/**
 * The rate history of a live match, kept up to date one action at a time:
 * when the log grew by exactly one event since the last call, the point for
 * a finished turn is appended from the states before and after it (as the
 * engine's history.ts suggests), so a long match costs the same per action,
 * and an action that ends no turn gives back the same array (nothing to redraw);
 * anything else (opening a match, an undo) folds the whole log again.
 */
export class LiveHistory {
  /** Never changed in place: a new array when a point is added, the same one otherwise (so the chart is drawn only then). */
  #points: readonly StrengthPoint[] = [];
  #length = -1;
  #state: ForExState | null = null;

  update(config: MatchConfig, events: readonly LogEvent[], state: ForExState): readonly StrengthPoint[] {
    const before = this.#state;
    if (before && state !== before && events.length === this.#length + 1) {
      if (turnEnded(before, state))
        this.#points = [
          ...this.#points,
          strengthPoint(state, before.turn, events[events.length - 1]?.seq ?? events.length, state.lastTurnPlayer),
        ];
    } else if (!(before && state === before && events.length === this.#length)) {
      this.#points = historyOf(config, events);
    }
    this.#length = events.length;
    this.#state = state;
    return this.#points;
  }
}

/**
 * The engine's verdict on an action without taking it (the pipeline's
 * check), safe inside $derived: it reads no clock. For-Ex rules never read
 * the time.
 */
export function verdictOf<S, A>(def: GameDefinition<S, A>, state: S, action: unknown): RuleError | null {
  return check(def, state, { action, at: 0 });
}

/** The expected next step, highlighted among the offers: answering what is asked, resolving at the end. */
export function forExNextStep(state: ForExState, offer: ActionOffer): boolean {
  const p = state.phase;
  if (p.kind === 'finalResolution' || p.kind === 'chooseStrongest') return true;
  if (p.kind === 'turn' && p.offer) return offer.type === 'spotAccept';
  return false;
}

/** The resolve action the front item needs, when one click can do it (no tie to choose). */
export function plainResolve(offers: readonly ActionOffer[]): ForExAction | null {
  const resolves = offers.filter((o) => o.type === 'resolve' && o.action !== undefined);
  const only = resolves.length === 1 ? resolves[0] : undefined;
  if (!only) return null;
  const parsed = forExGame.parseAction(only.action);
  return parsed.ok ? parsed.value : null;
}

/** One currency of a form's list, with why the engine would refuse it (null: it would accept). */
export interface CurrencyChoice {
  readonly currency: Currency;
  /** Certificates the player holds of it. */
  readonly held: number;
  readonly why: string | null;
}

const heldBy = (state: ForExState, player: number, c: Currency): number => state.certificates[player]?.[c] ?? 0;

/** The engine's refusal in the language shown (its own message in English), or null. */
const whyRefused = (e: RuleError | null): string | null => (e ? refusalText(e) : null);

/** The divest list: every currency, each marked with the engine's reason when selling one would be refused. */
export function divestChoices(state: ForExState, player: number): CurrencyChoice[] {
  return CURRENCIES.map((currency) => ({
    currency,
    held: heldBy(state, player, currency),
    why: whyRefused(verdictOf(forExGame, state, { type: 'divest', player, currency, count: 1 })),
  }));
}

/**
 * The invest list (the first certificate, or the second after `first`): a
 * currency the player would hold more than the limit of is left out; the
 * others are marked with the engine's reason when buying would be refused.
 */
export function investChoices(state: ForExState, player: number, first?: Currency): CurrencyChoice[] {
  const limit = state.settings.certificateLimit;
  return CURRENCIES.flatMap((currency) => {
    const held = heldBy(state, player, currency);
    if (held + (first === currency ? 1 : 0) >= limit) return [];
    const currencies = first === undefined ? [currency] : [first, currency];
    return [{ currency, held, why: whyRefused(verdictOf(forExGame, state, { type: 'invest', player, currencies })) }];
  });
}

/**
 * Sends a For-Ex action the way the shell takes an offer: one that the
 * engine says closes the turns (endsPhase: the final resolution, the choice
 * of the strongest, the end) asks once first; a refused one goes to the
 * engine as is, so its refusal shows where it was entered.
 */
export function sendAsked(
  ctx: { confirmOnce(title: string, run: () => void | Promise<unknown>): void },
  session: { act(action: unknown, actor: number | null, where: string): Promise<boolean> },
  s: ForExState,
  action: ForExAction,
  actor: number | null,
  where: string,
  title: string,
  after?: () => void,
): void {
  const run = async () => {
    if (await session.act(action, actor, where)) after?.();
  };
  if (verdictOf(forExGame, s, action) === null && endsPhase(s, action)) ctx.confirmOnce(title, run);
  else void run();
}
