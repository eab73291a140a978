/**
 * The new-match form's state, generated from a game's definition: players in
 * seat order, every variant option with its default, a seed and a rules
 * version tag. The engine's option rules and setup check the result before
 * anything is stored.
 */
import type { AnyGameDefinition, OptionSpec, OptionValue } from '../../engine/core/game';
import { defaultOptions, resolveOptions } from '../../engine/core/options';
import type { LastRules, NewMatch } from '../../contract/api';
import { t } from '../i18n/index.svelte';
import { refusalText } from '../i18n/refusal';

export function randomSeed(): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export class NewMatchForm {
  readonly def: AnyGameDefinition;
  players = $state<string[]>([]);
  options = $state<Record<string, OptionValue>>({});
  seed = $state(randomSeed());
  rulesVersion = $state('v1');
  /** Where the playtest takes place, and any notes about it (both optional). */
  location = $state('');
  notes = $state('');
  /** The deck version the match records (the new-match screen fills it from the deck in use). */
  deckVersion = $state<string | null>(null);

  /** Why the form cannot start a match yet, or null. */
  problem: string | null = $derived(this.#check());

  constructor(def: AnyGameDefinition) {
    this.def = def;
    const count = Math.min(def.maxPlayers, Math.max(def.minPlayers, 3));
    this.players = Array.from({ length: count }, (_, i) => t('app.player', { n: i + 1 }));
    this.options = { ...defaultOptions(def.options) };
  }

  /**
   * Offers this game's last rules version tag with the options it was played
   * with (never another game's tag, never a tag with someone else's options).
   * Options the game no longer has, or whose value it would refuse, keep their default.
   */
  offerLast(last: LastRules | undefined): void {
    if (!last) return;
    const options: Record<string, OptionValue> = { ...defaultOptions(this.def.options) };
    for (const spec of this.def.options) {
      const v = last.options[spec.name];
      if (v === undefined) continue;
      const tried = resolveOptions(this.def.options, { ...options, [spec.name]: v });
      if (tried.ok) options[spec.name] = v;
    }
    this.rulesVersion = last.rulesVersion;
    this.options = options;
  }

  get specs(): readonly OptionSpec[] {
    return this.def.options;
  }

  addPlayer(): void {
    if (this.players.length < this.def.maxPlayers) this.players.push(t('app.player', { n: this.players.length + 1 }));
  }

  removePlayer(seat: number): void {
    if (this.players.length > this.def.minPlayers) this.players.splice(seat, 1);
  }

  /** Moves a player one seat earlier (-1) or later (+1). */
  moveSeat(seat: number, by: -1 | 1): void {
    const to = seat + by;
    if (to < 0 || to >= this.players.length) return;
    const [p] = this.players.splice(seat, 1);
    this.players.splice(to, 0, p as string);
  }

  #check(): string | null {
    const names = this.players.map((p) => p.trim());
    if (names.length < this.def.minPlayers || names.length > this.def.maxPlayers) {
      return t('app.needsPlayers', { game: this.def.name, min: this.def.minPlayers, max: this.def.maxPlayers });
    }
    if (names.some((n) => n === '')) return t('app.seatName');
    const lower = names.map((n) => n.toLowerCase());
    if (lower.some((n, i) => lower.indexOf(n) !== i)) return t('app.sameName');
    if (!this.seed.trim()) return t('app.noSeed');
    if (!this.rulesVersion.trim()) return t('app.noTag');
    const opts = resolveOptions(this.def.options, this.options);
    if (!opts.ok) return refusalText(opts.error);
    const setup = this.def.setup({ players: names, options: opts.value, seed: this.seed.trim(), at: 0 });
    return setup.ok ? null : refusalText(setup.error);
  }

  /** The match to create, or the reason it cannot be created. */
  build(now: number): NewMatch | string {
    if (this.problem) return this.problem;
    const opts = resolveOptions(this.def.options, this.options);
    if (!opts.ok) return refusalText(opts.error);
    return {
      game: this.def.id,
      options: opts.value,
      seed: this.seed.trim(),
      players: this.players.map((name, seat) => ({ name: name.trim(), seat })),
      deckVersion: this.deckVersion ?? this.def.deck,
      rulesVersion: this.rulesVersion.trim(),
      startedAt: now,
      ...(this.location.trim() ? { location: this.location.trim() } : {}),
      ...(this.notes.trim() ? { notes: this.notes.trim() } : {}),
    };
  }
}
