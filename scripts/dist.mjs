// `npm run dist [-- electron-builder arguments]`: builds this system's
// installers (electron-builder.yml) into dist/. electron-builder packs the
// Electron runtime's zip for the target, which is downloaded once and cached;
// where it can be neither found nor downloaded (a machine without access to
// Electron's releases), this says so in one line and exits 0, before any
// build starts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bin, root, run } from './lib.mjs';

const { version } = JSON.parse(readFileSync(path.join(root, 'node_modules/electron/package.json'), 'utf8'));
const platform = process.env.npm_config_platform || process.platform;
const arch = process.env.npm_config_arch || process.arch;

/** The cached (or just downloaded) runtime zip's path, or the reason there is none. */
async function electronZip() {
  try {
    // The downloader electron itself uses: it honours ELECTRON_MIRROR and ELECTRON_CACHE, and answers from the cache first.
    const { downloadArtifact } = await import('@electron/get');
    return {
      zip: await downloadArtifact({ version, artifactName: 'electron', platform, arch, cacheRoot: process.env.electron_config_cache }),
    };
  } catch (e) {
    return { why: (e instanceof Error ? e.message : String(e)).split('\n')[0] };
  }
}

const found = await electronZip();
if (!found.zip) {
  console.log(
    `deckside dist: no installers built: the Electron ${version} runtime for ${platform}-${arch} is not cached and could not be downloaded (${found.why}); run it where it can be.`,
  );
  process.exit(0);
}
const args = process.argv.slice(2);
// For this system's installers, electron-builder takes the runtime zip just found rather than fetching it again;
// given its own arguments (another platform perhaps), it fetches what they need.
const builderArgs = ['--publish', 'never', ...(args.length ? args : [`-c.electronDist=${path.dirname(found.zip)}`])];
const built = await run(bin('electron-vite'), ['build', '--logLevel', 'warn']);
process.exitCode = built !== 0 ? built : await run(bin('electron-builder'), builderArgs);
