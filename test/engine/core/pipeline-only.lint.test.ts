/**
 * The lint rule that keeps every layer on the pipeline: outside src/engine,
 * a call of a game definition's validate or apply is an error, while other
 * `.apply` (Function.prototype.apply) and the same calls inside the engine
 * stay allowed.
 */
import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../../..') });
const RULE_MESSAGE = /Go through the pipeline/;

async function flagged(code: string, filePath: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax' && RULE_MESSAGE.test(m.message)).length;
}

describe('no validate/apply of a game outside the engine', () => {
  it('flags calls on definitions in the store, the renderer and the CLI', async () => {
    const code = [
      'declare const def: any, tradesGame: any, m: { def: any }, game: { value: any }, s: unknown;',
      'def.validate(s, {}, { at: 0 });',
      'tradesGame.apply(s, {}, { at: 0 });',
      'm.def.validate(s, {}, { at: 0 });',
      'game.value.apply(s, {}, { at: 0 });',
    ].join('\n');
    expect(await flagged(code, 'src/store/example.ts')).toBe(4);
    expect(await flagged(code, 'src/renderer/lib/example.svelte.ts')).toBe(4);
    expect(await flagged(code, 'src/cli/commands/example.ts')).toBe(4);
  });

  it('leaves Function.prototype.apply, other validate methods and the engine alone', async () => {
    const other = [
      'declare const fn: (...a: unknown[]) => unknown, impl: unknown, schema: { validate(x: unknown): void }, x: unknown;',
      'fn.apply(impl, []);',
      'schema.validate(x);',
    ].join('\n');
    expect(await flagged(other, 'src/contract/example.ts')).toBe(0);
    expect(await flagged('declare const def: any; def.validate(1, 2, 3);', 'src/engine/core/example.ts')).toBe(0);
  });
});
