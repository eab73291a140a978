/**
 * Variant options as a list of playtests shows them: only the ones that
 * differ from the game's defaults (every row listing every option, or a
 * 330-character rates string, hides what actually changed), long values
 * shortened for the column with the full text kept for a tooltip.
 */
import type { GameId, Options } from '../engine/core/game';
import { defaultOptions } from '../engine/core/options';
import { getGame } from '../engine/registry';

const SHORT = 24;

export interface ChangedOption {
  readonly name: string;
  /** The value in full. */
  readonly value: string;
}

/** The options of a playtest that differ from the game's defaults (all of them for a game no longer known). */
export function changedOptions(game: GameId, options: Options): ChangedOption[] {
  const def = getGame(game);
  const defaults: Options = def.ok ? defaultOptions(def.value.options) : {};
  return Object.entries(options)
    .filter(([name, v]) => String(defaults[name]) !== String(v))
    .map(([name, v]) => ({ name, value: String(v) }));
}

/** "handSize=5, deck=tech", "defaults" when nothing was changed; long values end in "…". */
export function optionsSummary(game: GameId, options: Options): string {
  const changed = changedOptions(game, options);
  if (changed.length === 0) return 'defaults';
  return changed.map((o) => `${o.name}=${o.value.length > SHORT ? `${o.value.slice(0, SHORT - 1)}…` : o.value}`).join(', ');
}
