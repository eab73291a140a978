// Lint rules (TypeScript checks the rest that eslint:recommended would): typescript-eslint's recommended set for TS, eslint-plugin-svelte
// for components. `any` needs an eslint-disable comment with the reason.
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';

export default ts.config(
  { ignores: ['node_modules/', 'out/', '.tsbuild/', 'test-results/', 'playwright-report/', 'bench/.generated/', 'resources/', 'tmp/'] },
  ...ts.configs.recommended,
  ...svelte.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: ts.parser, extraFileExtensions: ['.svelte'] } },
  },
  {
    // The engine is pure: nothing platform-specific may enter it.
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'path', 'electron', 'svelte', 'svelte/*', 'tesseract.js', '../../store/*', '../../shared/*'] },
      ],
    },
  },
  {
    // One pipeline (src/engine/core/match.ts): outside the engine, nothing calls a game's validate or apply itself.
    // Precise on purpose: a definition is named def/game/definition or ends in Game/Def/Definition (tradesGame,
    // this.def, m.def, game.value), so Function.prototype.apply (fn.apply(this, args)) and other .apply stay allowed.
    files: ['src/**/*.ts', 'src/**/*.svelte'],
    ignores: ['src/engine/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          '[callee.object.name=/^(def|game|definition)$|(Game|Def|Definition)$/]',
          '[callee.object.property.name=/^(def|game|definition)$|(Game|Def|Definition)$/]',
          "[callee.object.property.name='value'][callee.object.object.name=/^(def|game|definition)$|(Game|Def|Definition)$/]",
        ].map((object) => ({
          selector: `CallExpression[callee.type='MemberExpression'][callee.property.name=/^(validate|apply)$/]${object}`,
          message: "Go through the pipeline (src/engine/core/match.ts: step, check, fold), not a game's validate or apply.",
        })),
      ],
    },
  },
);
