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
        { patterns: ['node:*', 'fs', 'path', 'electron', 'svelte', 'svelte/*', 'tesseract.js', '../../store/*', '../../contract/*'] },
      ],
    },
  },
  {
    // The UI reaches a game only through its index (src/engine/<game>/index.ts) and the shared core
    // (src/engine/core/*), so a game's inner files can change without the renderer knowing.
    files: ['src/renderer/**/*.ts', 'src/renderer/**/*.svelte'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/engine/*/*', '!**/engine/core/*', '!**/engine/*/index'],
              message: "Import a game through its index (engine/<game>/index) or the shared engine/core/*, not the game's inner files.",
            },
          ],
        },
      ],
    },
  },
  {
    // The contract between processes (src/contract) depends on the engine and on nothing else of ours; the renderer
    // imports it, so nothing of Node or Electron either. Relative imports must stay in the folder or go to ../engine/
    // (and package.json, for the app's version).
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:\\.\\./)+(?!\\.\\./)(?!engine/|package\\.json$)',
              message: 'src/contract depends only on the engine (../engine/...) and itself: move the type into src/contract.',
            },
            {
              group: ['node:*', 'electron', 'svelte', 'svelte/*'],
              message: 'src/contract is imported by the renderer: no Node, Electron or Svelte.',
            },
          ],
        },
      ],
    },
  },
  {
    // The host is the back end both transports share: plain Node, so it knows neither of them, nor Electron, nor the UI.
    files: ['src/host/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:\\.\\./)+(?:main|server|preload|renderer)(?:/|$)',
              message: 'src/host serves src/main and src/server; it imports neither (nor the preload or the renderer).',
            },
            { group: ['electron', 'svelte', 'svelte/*'], message: 'src/host is plain Node: no Electron, no Svelte.' },
          ],
        },
      ],
    },
  },
  {
    // Electron main and the browser-mode server are two transports over one back end (src/host): neither imports the other.
    files: ['src/main/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:\\.\\./)+server(?:/|$)',
              message: 'Electron main does not import the browser-mode server: share it through src/host.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:\\.\\./)+main(?:/|$)',
              message: 'The browser-mode server does not import Electron main: share it through src/host.',
            },
          ],
        },
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
