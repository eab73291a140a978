/**
 * Build of the three Electron parts. Entries are electron-vite's defaults
 * (src/preload/index.ts, src/renderer/index.html) but for main, which bundles
 * the balance lab's and the statistics' workers beside src/main/index.ts. The
 * preload runs in a sandbox, which only loads CommonJS, so it is bundled
 * whole (no externalized dependencies) as a .cjs file.
 */
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'electron-vite';

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // The workers beside main's entry: the balance lab's (out/main/sim-worker.js, started by src/main/lab.ts)
      // and the statistics' first look (out/main/records-worker.js, started by src/store/records-pool.ts).
      rolldownOptions: {
        input: { index: 'src/main/index.ts', 'sim-worker': 'src/sim/worker.ts', 'records-worker': 'src/store/records-worker.ts' },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      externalizeDeps: false,
      rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    root: 'src/renderer',
    plugins: [svelte()],
    build: {
      outDir: 'out/renderer',
      emptyOutDir: true,
      // Readable names in a CPU profile (the UI bench's --profile); shipped builds are minified.
      minify: process.env.DECKSIDE_UNMINIFIED ? false : undefined,
      // The Svelte compile takes most of a 3-second build; a warning about it on every start is noise.
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
  },
});
