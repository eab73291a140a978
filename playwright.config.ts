/**
 * End-to-end tests: the renderer in browser mode, driven in Chromium (Debian's,
 * or CHROMIUM_PATH; never a downloaded browser). The global setup builds the
 * renderer and starts the browser-mode server on a free port with a fresh
 * playtest folder; tests find both in DECKSIDE_E2E_URL and DECKSIDE_E2E_DATA_DIR.
 */
import { defineConfig } from '@playwright/test';
import chromiumFlags from './scripts/chromium.json' with { type: 'json' };

// One results folder per run (the workers inherit the variable, so they agree
// on it): two runs at once on a shared machine must not delete each other's traces.
process.env.DECKSIDE_E2E_RUN ??= `${Date.now()}-${process.pid}`;

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './test/e2e/global-setup.ts',
  // Two cores shared with other work: one browser at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: `.tsbuild/e2e-results/${process.env.DECKSIDE_E2E_RUN}`,
  use: {
    browserName: 'chromium',
    viewport: { width: 1366, height: 768 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumFlags.args,
    },
  },
});
