/**
 * Unit, property, oracle and counting tests. Svelte's plugin compiles rune
 * modules (*.svelte.ts) for the renderer's store tests. End-to-end tests run
 * in Playwright, not here.
 */
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [svelte()],
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
