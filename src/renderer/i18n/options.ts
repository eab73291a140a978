/**
 * The words of a game's variant options in the shown language, keyed by
 * game and option name (areas/options.*.ts). The engine's option spec holds
 * the English; a key no catalogue has (an option added later) shows it.
 */
import type { OptionSpec } from '../../engine/core/game';
import { locale, template } from './index.svelte';

/** The text at `options.<game>.<name>.<leaf>` in the shown language, else the engine's English. */
function optionWord(game: string, name: string, leaf: string, english: string): string {
  return template(locale.current, `options.${game}.${name}.${leaf}`) ?? english;
}

export const optionLabel = (game: string, spec: OptionSpec): string => optionWord(game, spec.name, 'label', spec.label);

export const optionHelp = (game: string, spec: OptionSpec): string => optionWord(game, spec.name, 'help', spec.help);

/** A list option's choice as shown (the stored value stays the engine's name). */
export const choiceLabel = (game: string, spec: OptionSpec, choice: string): string =>
  optionWord(game, spec.name, `choices.${choice}`, choice);
