/**
 * `deckside games` (architecture.md): one JSON line per registered game:
 * its id, name, player counts, deck, and every variant option with its type,
 * default and allowed values.
 */
import type { AnyGameDefinition, OptionSpec } from '../../engine/core/game';
import { allGames } from '../../engine/registry';
import type { CliCommand } from '../io';

export const GAMES_USAGE = 'usage: deckside games';

export function describeOption(spec: OptionSpec): Record<string, unknown> {
  const base = { name: spec.name, type: spec.type, default: spec.default, label: spec.label, help: spec.help };
  if (spec.type === 'int') return { ...base, min: spec.min, max: spec.max };
  if (spec.type === 'enum') return { ...base, choices: spec.choices };
  return base;
}

export function gameLine(def: AnyGameDefinition): string {
  return JSON.stringify({
    id: def.id,
    name: def.name,
    description: def.description,
    minPlayers: def.minPlayers,
    maxPlayers: def.maxPlayers,
    deck: def.deck,
    options: def.options.map(describeOption),
  });
}

export function makeGamesCommand(listGames: () => readonly AnyGameDefinition[] = allGames): CliCommand {
  return async (args, io) => {
    if (args.length > 0) {
      const a = args[0] as string;
      io.err(
        `${a.startsWith('-') ? `Unknown option "${a}"; games takes none.` : `games takes no arguments (got "${a}").`}\n${GAMES_USAGE}`,
      );
      return 2;
    }
    for (const def of listGames()) io.out(gameLine(def));
    return 0;
  };
}

export const gamesCommand = makeGamesCommand();
