/**
 * The installers' configuration (electron-builder.yml), read and checked the
 * way electron-builder itself does (its loader and its JSON schema,
 * app-builder-lib/scheme.json), then for what the issue asks: the targets
 * of each system, the app's id and name, the files it points to, the OCR
 * model and the deck files as extra resources, and the Electron fuses. Also
 * `npm run dist` where the runtime cannot be had: one line, exit 0.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Configuration } from 'app-builder-lib';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const config: Configuration = await getConfig(root, null, null);

/** A configuration's targets for one system, as names. */
function targets(of: { target?: unknown } | null | undefined): string[] {
  const list = Array.isArray(of?.target) ? of.target : [of?.target];
  return list.map((t) => (typeof t === 'string' ? t : (t as { target: string }).target));
}

describe('electron-builder.yml', () => {
  it("passes electron-builder's own schema check", async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('the schema check bites: a misspelt option is refused', async () => {
    const wrong = { ...config, electronFuse: { runAsNode: false } } as Configuration;
    await expect(validateConfiguration(wrong, new DebugLogger(false))).rejects.toThrow(/electronFuse/);
  });

  it('names the app and builds AppImage and deb, nsis, and dmg', () => {
    expect(config.appId).toBe('app.deckside.desktop');
    expect(config.productName).toBe('Deckside');
    expect(targets(config.linux)).toEqual(['AppImage', 'deb']);
    expect(targets(config.win)).toEqual(['nsis']);
    expect(targets(config.mac)).toEqual(['dmg']);
  });

  it('sets the fuses: no running as Node, no NODE_OPTIONS, no inspector flags; asar checked and the only app source', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
  });

  it('every icon it names exists: a PNG per size for Linux, the ICO and the ICNS', () => {
    const linuxIcons = path.join(root, config.linux?.icon ?? 'missing');
    expect(readdirSync(linuxIcons).filter((f) => /^\d+x\d+\.png$/.test(f)).length).toBeGreaterThanOrEqual(9);
    for (const icon of [config.win?.icon, config.mac?.icon]) {
      expect(icon).toBeTruthy();
      expect(statSync(path.join(root, icon as string)).size).toBeGreaterThan(1000);
    }
  });

  it('packs the deck files and the English OCR model as extra resources, from folders that exist', () => {
    const extra = (config.extraResources ?? []) as { from: string; to: string }[];
    const by = new Map(extra.map((e) => [e.to, e.from]));
    expect(by.get('decks')).toBe('resources/decks');
    expect(by.get('tessdata/eng/4.0.0_best_int')).toBe('node_modules/@tesseract.js-data/eng/4.0.0_best_int');
    for (const e of extra) expect(existsSync(path.join(root, e.from)), e.from).toBe(true);
    expect(
      readdirSync(path.join(root, 'resources/decks'))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(['standard-52.json', 'tech-deck.json']);
    expect(readdirSync(path.join(root, by.get('tessdata/eng/4.0.0_best_int') as string))).toContain('eng.traineddata.gz');
  });

  it("packs electron-vite's three outputs, package.json's main among them, and no second copy of the OCR models", () => {
    // The loader gathers the list into one file set.
    const files = ((config.files ?? []) as { filter: string[] }[]).flatMap((set) => set.filter);
    expect(files).toEqual(['package.json', 'out/main/**', 'out/preload/**', 'out/renderer/**', '!node_modules/@tesseract.js-data/**']);
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { main: string };
    expect(pkg.main.startsWith('out/main/')).toBe(true);
  });
});

describe('npm run dist', () => {
  it('where the Electron runtime can be neither found nor downloaded, says so in one line and exits 0', () => {
    const cache = mkdtempSync(path.join(tmpdir(), 'deckside-electron-cache-'));
    try {
      // An empty cache and a mirror on a closed local port: nothing to find, nothing to download.
      const env = { ...process.env, electron_config_cache: cache, ELECTRON_MIRROR: 'http://127.0.0.1:9/' };
      const run = spawnSync(process.execPath, ['scripts/dist.mjs'], { cwd: root, env, encoding: 'utf8', timeout: 60_000 });
      expect(run.status).toBe(0);
      const lines = (run.stdout + run.stderr).trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^deckside dist: no installers built: the Electron \d+\.\d+\.\d+ runtime for \S+ is not cached and could not be downloaded/,
      );
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  });
});
