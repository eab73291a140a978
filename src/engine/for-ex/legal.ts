/**
 * What can be done now. `legalActionsOf` lists every legal action fully
 * formed, grouped by type (random-game generators and tests use it);
 * `offersFor` turns that into the buttons the UI shows for one actor (a
 * seat's own actions, or the table's: the resolutions after the last
 * dividend), folding the large families (contracts, spot offers,
 * investments, divests) into one offer each that asks for further input,
 * and marking the steps that end a phase or the game as irreversible.
 */
import type { ActionOffer } from '../core/game';
import { applyForEx } from './apply';
import { freeLetters, dividendStrengthenCandidates } from './queue';
import { CONTRACT_MAX } from './validate';
import { validateForEx } from './validate';
import { CURRENCIES, type Currency, type ForExAction, type ForExActionType, type ForExState } from './types';

function keepLegal(state: ForExState, actions: ForExAction[]): ForExAction[] {
  return actions.filter((a) => validateForEx(state, a).ok);
}

/** Every ordered pair of two currencies, built once (the candidates list them several times per action). */
const ORDERED: readonly (readonly [Currency, Currency])[] = CURRENCIES.flatMap((x) =>
  CURRENCIES.filter((y) => y !== x).map((y): [Currency, Currency] => [x, y]),
);
const ordered = (): readonly (readonly [Currency, Currency])[] => ORDERED;

/** Every legal action of one type now (all types when `type` is omitted). */
export function legalActionsOf(state: ForExState, type?: ForExActionType): ForExAction[] {
  const c = candidatesOf(state, type);
  return c.judged ? c.actions : keepLegal(state, c.actions);
}

/**
 * The actions `legalActionsOf` judges, before the rules judge them
 * (`judged`: every one is legal as listed). A random bot draws from these
 * and judges only what it draws, striking out a refused one and drawing
 * again: uniform over the legal actions without validating ~900 candidates.
 */
export function candidatesOf(state: ForExState, type?: ForExActionType): { readonly actions: ForExAction[]; readonly judged: boolean } {
  const listed = (actions: ForExAction[]) => ({ actions, judged: true });
  const toJudge = (actions: ForExAction[]) => ({ actions, judged: false });
  const phase = state.phase;
  const want = (t: ForExActionType): boolean => type === undefined || type === t;
  const out: ForExAction[] = [];
  switch (phase.kind) {
    case 'over':
      return listed([]);
    case 'chooseStrongest':
      if (want('chooseStrongest'))
        for (const c of phase.candidates) out.push({ type: 'chooseStrongest', player: phase.chooser, currency: c });
      return listed(out);
    case 'finalResolution':
      if (want('resolve')) out.push({ type: 'resolve' });
      return listed(out);
    case 'divestRound': {
      const p = phase.asked;
      if (want('pass')) out.push({ type: 'pass', player: p });
      if (want('divest')) {
        const held = (state.certificates[p] ?? {})[phase.currency] ?? 0;
        for (let k = 1; k <= held; k++) out.push({ type: 'divest', player: p, currency: phase.currency, count: k });
      }
      return listed(out);
    }
    case 'turn': {
      const p = phase.player;
      if (phase.offer) {
        const o = phase.offer;
        if (want('spotAccept')) out.push({ type: 'spotAccept', player: o.to });
        if (want('spotRefuse')) out.push({ type: 'spotRefuse', player: o.to });
        if (want('spotWithdraw')) out.push({ type: 'spotWithdraw', player: o.from });
        return toJudge(out);
      }
      if (want('spotOffer') && !phase.spotDone) {
        for (let partner = 0; partner < state.players.length; partner++) {
          if (partner === p) continue;
          for (const [give, receive] of ordered()) out.push({ type: 'spotOffer', player: p, partner, give, receive });
        }
      }
      if (want('contract') && freeLetters(state.queue).length > 0) {
        for (const [pay, receive] of ordered())
          for (let amount = 1; amount <= CONTRACT_MAX; amount++) out.push({ type: 'contract', player: p, pay, receive, amount });
      }
      if (want('invest')) {
        for (const c of CURRENCIES) out.push({ type: 'invest', player: p, currencies: [c] });
        for (const [x, y] of ordered()) out.push({ type: 'invest', player: p, currencies: [x, y] });
      }
      if (want('divest')) {
        const held = state.certificates[p];
        for (const c of CURRENCIES)
          for (let k = 1; k <= (held?.[c] ?? 0); k++) out.push({ type: 'divest', player: p, currency: c, count: k });
      }
      if (want('resolve')) {
        const front = state.queue[0];
        const candidates = front?.kind === 'dividends' ? dividendStrengthenCandidates(state) : [];
        if (candidates.length > 1) for (const c of candidates) out.push({ type: 'resolve', player: p, strengthen: c });
        else out.push({ type: 'resolve', player: p });
      }
      return toJudge(out);
    }
  }
}

const LABELS: Record<ForExActionType, string> = {
  spotOffer: 'Offer a spot transaction',
  spotAccept: 'Accept the spot transaction',
  spotRefuse: 'Refuse the spot transaction',
  spotWithdraw: 'Withdraw the spot offer',
  contract: 'Make a contract',
  invest: 'Invest',
  divest: 'Divest',
  pass: 'Do not divest',
  resolve: 'Resolve the front of the queue',
  chooseStrongest: 'Choose the strongest currency',
};

/** Families the UI completes with its own inputs (currencies, amounts). */
const NEEDS_INPUT: readonly ForExActionType[] = ['spotOffer', 'contract', 'invest', 'divest'];

/** The seat an action is declared for, or null for the table (a resolve after the last dividend). */
export const actorOf = (action: ForExAction): number | null => ('player' in action && action.player !== undefined ? action.player : null);

/** Phases that close the turns or the game: entering one cannot be taken back at the table. */
const CLOSING: readonly ForExState['phase']['kind'][] = ['finalResolution', 'chooseStrongest', 'over'];

/** True when the action ends the turns (the last dividend) or the game (a bankruptcy, the last item, the strongest chosen). */
/** True when a (valid) action closes the turns: the final resolution, the choice of the strongest, or the end. Irreversible at the table. */
export function endsPhase(state: ForExState, action: ForExAction): boolean {
  const after = applyForEx(state, action).phase.kind;
  return after !== state.phase.kind && CLOSING.includes(after);
}

/** The actors legalActionsOf can list actions for now (a quick answer for the others, without listing ~900 candidates). */
function mayAct(state: ForExState, actor: number | null): boolean {
  const p = state.phase;
  switch (p.kind) {
    case 'turn':
      return p.offer ? actor === p.offer.from || actor === p.offer.to : actor === p.player;
    case 'divestRound':
      return actor === p.asked;
    case 'chooseStrongest':
      return actor === p.chooser;
    case 'finalResolution':
      return actor === null;
    case 'over':
      return false;
  }
}

/** The offers for one actor: a seat's own actions, or (null) the table's own. Every offer's actor is the one asked for. */
export function offersFor(state: ForExState, actor: number | null): ActionOffer[] {
  if (!mayAct(state, actor)) return [];
  const all = legalActionsOf(state);
  const offers: ActionOffer[] = [];
  const folded = new Set<ForExActionType>();
  for (const action of all) {
    const seat = actorOf(action);
    if (seat !== actor) continue;
    const needsInput = NEEDS_INPUT.includes(action.type) && state.phase.kind === 'turn';
    if (needsInput) {
      if (folded.has(action.type)) continue;
      folded.add(action.type);
      offers.push({ type: action.type, label: LABELS[action.type], actor: seat });
      continue;
    }
    const offer: ActionOffer = { type: action.type, label: labelOf(action), actor: seat, action };
    offers.push(endsPhase(state, action) ? { ...offer, irreversible: true } : offer);
  }
  return offers;
}

function labelOf(action: ForExAction): string {
  switch (action.type) {
    case 'divest':
      return `Divest ${action.count} ${action.currency}`;
    case 'resolve':
      return action.strengthen ? `Resolve, strengthening ${action.strengthen}` : LABELS.resolve;
    case 'chooseStrongest':
      return `${action.currency} is the strongest`;
    default:
      return LABELS[action.type];
  }
}
