// Bundles the two Node entry points with esbuild, so neither needs tsx at
// run time: the command line (src/cli/main.ts -> out/cli/deckside.mjs) and
// the browser-mode server (src/server/main.ts -> out/server/main.mjs).
// bin/deckside.mjs imports the first and calls its main().
// tesseract.js and the image codecs stay imports from node_modules (zod is
// bundled); the command line is split at its
// dynamic imports so `deckside games` never loads tesseract.js. Both outputs
// sit two folders deep, as their sources do, so paths the code takes from
// import.meta.url (resources/decks, package.json) resolve the same.
// Each build writes the list of its inputs beside it: bin/deckside.mjs
// rebuilds when one of them is newer than the build.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// `workers`: worker-thread entry points bundled beside the main one (the balance lab's
// src/sim/pool.ts starts ./sim-worker.mjs from its own folder, the statistics'
// src/store/records-pool.ts ./records-worker.mjs).
const WORKERS = { 'sim-worker': 'src/sim/worker.ts', 'records-worker': 'src/store/records-worker.ts' };
export const TARGETS = {
  cli: { entry: 'src/cli/main.ts', outdir: 'out/cli', name: 'deckside', split: true, workers: WORKERS },
  server: { entry: 'src/server/main.ts', outdir: 'out/server', name: 'main', split: false, workers: WORKERS },
};
export const INPUTS_FILE = 'inputs.json';

// zod re-exports its error messages in some 60 languages as z.locales; Deckside
// uses none of them (English is set up apart), and they were half the bundle
// that `deckside games` parses at start.
const noZodLocales = {
  name: 'no-zod-locales',
  setup(b) {
    b.onResolve({ filter: /\/locales\/index\.js$/ }, (args) =>
      args.importer.includes(`${path.sep}zod${path.sep}`) ? { path: 'zod-locales', namespace: 'no-zod-locales' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'no-zod-locales' }, () => ({ contents: 'export {};', loader: 'js' }));
  },
};

/** Builds one target (cli or server) into its folder; resolves the output file's path. */
export async function buildTarget(name) {
  const t = TARGETS[name];
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: {
      [t.name]: path.join(root, t.entry),
      ...Object.fromEntries(Object.entries(t.workers ?? {}).map(([n, f]) => [n, path.join(root, f)])),
    },
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    absWorkingDir: root,
    bundle: true,
    splitting: t.split,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // zod is bundled (its many small modules cost more to resolve than to parse); the rest load from node_modules.
    external: ['tesseract.js', 'pngjs', 'jpeg-js'],
    outdir: path.join(root, t.outdir),
    outExtension: { '.js': '.mjs' },
    write: false,
    metafile: true,
    // Smaller text to parse at start; names are kept, so stack traces stay readable.
    minifyWhitespace: true,
    minifySyntax: true,
    plugins: [noZodLocales],
    logLevel: 'warning',
  });
  const outdir = path.join(root, t.outdir);
  mkdirSync(outdir, { recursive: true });
  // Chunks first, the entry last, each by rename: a deckside started meanwhile sees an old or a whole new build.
  const files = [...result.outputFiles]
    .filter((f) => f.path.endsWith('.mjs'))
    .sort((a, b) => Number(path.basename(a.path, '.mjs') === t.name) - Number(path.basename(b.path, '.mjs') === t.name));
  // Our own sources and this file (a changed build is a stale one); a changed package comes with `npm ci`, whose `prepare` rebuilds.
  const sources = Object.keys(result.metafile.inputs).filter((f) => !f.includes(':') && !f.startsWith('node_modules/'));
  const inputs = [...sources, 'scripts/build-node.mjs'];
  writeAtomically(path.join(outdir, INPUTS_FILE), JSON.stringify(inputs));
  for (const f of files) writeAtomically(f.path, f.contents);
  const keep = new Set([...files.map((f) => path.basename(f.path)), INPUTS_FILE]);
  for (const old of readdirSync(outdir)) if (!keep.has(old) && old.startsWith('chunk-')) rmSync(path.join(outdir, old), { force: true });
  return path.join(outdir, `${t.name}.mjs`);
}

/** True when the target is missing or one of its inputs changed after it was built. */
export function isStale(name) {
  const t = TARGETS[name];
  const outdir = path.join(root, t.outdir);
  let built;
  let inputs;
  try {
    built = statSync(path.join(outdir, `${t.name}.mjs`)).mtimeMs;
    inputs = JSON.parse(readFileSync(path.join(outdir, INPUTS_FILE), 'utf8'));
  } catch {
    return true;
  }
  for (const f of inputs) {
    try {
      if (statSync(path.join(root, f)).mtimeMs > built) return true;
    } catch {
      return true;
    }
  }
  return false;
}

function writeAtomically(file, contents) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, contents);
  renameSync(tmp, file);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(TARGETS);
  for (const n of names) {
    if (!TARGETS[n]) {
      console.error(`deckside build: no target "${n}"; targets: ${Object.keys(TARGETS).join(', ')}`);
      process.exit(2);
    }
    await buildTarget(n);
  }
}
