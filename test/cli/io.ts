/** An in-memory CliIO for command tests. */
import type { CliIO } from '../../src/cli/io';

export function memoryIO(input: readonly string[] = []): CliIO & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    lines: async function* () {
      yield* input;
    },
    out: (line) => void stdout.push(line),
    err: (line) => void stderr.push(line),
  };
}
