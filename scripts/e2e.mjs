// `npm run test:e2e`: the Playwright end-to-end tests in Chromium (browser
// mode). Finds a Chromium (CHROMIUM_PATH, Debian's, Playwright's own; see
// lib.mjs) and never downloads one. Extra arguments go to `playwright test`.
import { bin, findChromium, run } from './lib.mjs';

const chromium = await findChromium();
if (!chromium) process.exitCode = 1;
else
  process.exitCode = await run(bin('playwright'), ['test', ...process.argv.slice(2)], { env: { ...process.env, CHROMIUM_PATH: chromium } });
