/**
 * The deckside command line: picks the command from the table in
 * ./commands/index.ts and runs it over the process's standard streams.
 * `main` returns the exit code and never exits the process itself, so tests
 * run it in process with their own CliIO.
 *
 * Exit codes: 0 done; 1 the input had errors (each reported on standard
 * error, and as an {"error": ...} line on standard output for batch input);
 * 2 bad usage (unknown command or arguments).
 */
import { createInterface } from 'node:readline';
import { COMMANDS, type CommandSpec } from './commands/index';
import type { CliIO } from './io';

export function helpText(commands: readonly CommandSpec[] = COMMANDS): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    'deckside: referee tools for physical card games, on the command line',
    '',
    'usage: deckside <command> [arguments]',
    '       deckside <command> --help',
    '',
    'commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Batch commands read JSON Lines (or card-code lines) on standard input and',
    'write one JSON object per line; a bad line gives {"error": {"code", "message"}}',
    'on its own line and the batch goes on.',
    '',
    'exit codes: 0 done, 1 the input had errors (see standard error), 2 bad usage.',
  ].join('\n');
}

/** Standard input, output and error of this process as a CliIO. */
export function processIO(): CliIO {
  return {
    lines: () => createInterface({ input: process.stdin, crlfDelay: Infinity }),
    out: (line) => void process.stdout.write(line + '\n'),
    err: (line) => void process.stderr.write(line + '\n'),
  };
}

export async function main(argv: readonly string[], io: CliIO = processIO(), commands: readonly CommandSpec[] = COMMANDS): Promise<number> {
  const findCommand = (n: string) => commands.find((c) => c.name === n);
  const [name, ...args] = argv;
  if (name === undefined) {
    io.err(helpText(commands));
    return 2;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    const topic = name === 'help' && args[0] !== undefined ? findCommand(args[0]) : undefined;
    if (name === 'help' && args[0] !== undefined && !topic) {
      io.err(`deckside: there is no command "${args[0]}". Run \`deckside --help\` for the list.`);
      return 2;
    }
    io.out(topic ? topic.usage : helpText(commands));
    return 0;
  }
  const command = findCommand(name);
  if (!command) {
    io.err(`deckside: there is no command "${name}". Run \`deckside --help\` for the list.`);
    return 2;
  }
  if (args.includes('--help') || args.includes('-h')) {
    io.out(`${command.usage}\n\n${command.summary}`);
    return 0;
  }
  try {
    return await command.run(args, io);
  } catch (e) {
    io.err(`deckside ${name}: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    return 1;
  }
}
