/**
 * What a command of the deckside command line gets: its arguments, lines of
 * standard input, and writers for standard output and error. Commands return
 * an exit code and never call process.exit themselves, so tests run them in
 * process.
 */
export interface CliIO {
  /** Lines of standard input, without their line ends. */
  readonly lines: () => AsyncIterable<string>;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

export type CliCommand = (args: readonly string[], io: CliIO) => Promise<number>;

/** One JSON line for a bad input line: the batch goes on (architecture.md). */
export const errorLine = (code: string, message: string): string => JSON.stringify({ error: { code, message } });
