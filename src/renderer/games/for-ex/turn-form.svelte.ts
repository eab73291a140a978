/**
 * The state of the turn's action form: which action the operator is
 * entering (spot transaction, contract, invest, divest, resolve) and its
 * fields, and the engine action each builds. The form only builds actions;
 * the engine alone says whether they are legal.
 */
import type { Currency, ForExAction } from '../../../engine/for-ex/index';
import { t } from '../../i18n/index.svelte';

export type TurnKind = 'spot' | 'contract' | 'invest' | 'divest' | 'resolve';

export const TURN_KINDS: readonly { kind: TurnKind; key: string; offer: string }[] = [
  { kind: 'spot', key: 's', offer: 'spotOffer' },
  { kind: 'contract', key: 'c', offer: 'contract' },
  { kind: 'invest', key: 'i', offer: 'invest' },
  { kind: 'divest', key: 'd', offer: 'divest' },
  { kind: 'resolve', key: 'r', offer: 'resolve' },
];

/** A kind's name in the language shown (read at each render, so it follows a change of language). */
export function kindLabel(kind: TurnKind): string {
  switch (kind) {
    case 'spot':
      return t('forEx.kinds.spot');
    case 'contract':
      return t('forEx.kinds.contract');
    case 'invest':
      return t('forEx.kinds.invest');
    case 'divest':
      return t('forEx.kinds.divest');
    case 'resolve':
      return t('forEx.kinds.resolve');
  }
}

export const kindOfOffer = (type: string): TurnKind | null => TURN_KINDS.find((k) => k.offer === type)?.kind ?? null;

export class TurnForm {
  kind = $state<TurnKind>('contract');
  /** Spot: the partner seat, what the player gives and receives. */
  partner = $state(1);
  give = $state<Currency>('GBP');
  receive = $state<Currency>('EUR');
  /** Contract: pay, receive and the whole amount of the stronger of the two. */
  pay = $state<Currency>('GBP');
  get = $state<Currency>('CNY');
  amount = $state(1);
  /** Invest: one or two currencies, in the order they are strengthened ('' for none). */
  first = $state<Currency>('GBP');
  second = $state<Currency | ''>('');
  /** Divest: currency and count. */
  sell = $state<Currency>('GBP');
  count = $state(1);
  /** Resolve: the currency to strengthen when the dividends' most-held currencies tie ('' when none is needed). */
  strengthen = $state<Currency | ''>('');

  /** The turn and seat the fields were entered for; another turn or seat starts from a fresh form. */
  #for = '';

  /**
   * Called with the seat the form acts for and the turn number: when either
   * changed, every field goes back to its start, so a new turn never opens on
   * the last player's choices. Answers whether it did.
   */
  actFor(player: number, turn: number, players: number): boolean {
    const key = `${turn}:${player}`;
    if (this.#for === key) return false;
    this.#for = key;
    this.kind = 'contract';
    this.partner = (player + 1) % players;
    this.give = 'GBP';
    this.receive = 'EUR';
    this.pay = 'GBP';
    this.get = 'CNY';
    this.amount = 1;
    this.first = 'GBP';
    this.second = '';
    this.sell = 'GBP';
    this.count = 1;
    this.strengthen = '';
    return true;
  }

  /** Keeps the spot partner a seat other than the player's. */
  fitPartner(player: number, players: number): void {
    if (this.partner === player || this.partner >= players) this.partner = (player + 1) % players;
  }

  action(player: number): ForExAction {
    switch (this.kind) {
      case 'spot':
        return { type: 'spotOffer', player, partner: this.partner, give: this.give, receive: this.receive };
      case 'contract':
        return { type: 'contract', player, pay: this.pay, receive: this.get, amount: this.amount };
      case 'invest':
        return { type: 'invest', player, currencies: this.second === '' ? [this.first] : [this.first, this.second] };
      case 'divest':
        return { type: 'divest', player, currency: this.sell, count: this.count };
      case 'resolve':
        return this.strengthen === '' ? { type: 'resolve', player } : { type: 'resolve', player, strengthen: this.strengthen };
    }
  }

  /** After an action was taken: fields a new turn should not inherit. */
  done(): void {
    this.second = '';
    this.strengthen = '';
    this.count = 1;
  }
}
