// `npm test`: everything a change must pass, in order: typecheck, lint, the
// unit/property/oracle tests (vitest), the Electron security scan and the
// end-to-end tests in Chromium. Ends with one line "N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { bin, findChromium, root, run } from './lib.mjs';

const reports = join(root, '.tsbuild', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const unitJson = join(reports, 'vitest.json');
const e2eJson = join(reports, 'playwright.json');

const failures = [];
async function step(name, cmd, args, env = {}) {
  console.log(`\n--- ${name} ---`);
  const code = await run(cmd, args, { env: { ...process.env, ...env } });
  if (code !== 0) failures.push(name);
  return code;
}

await step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
await step('lint', 'npm', ['run', '--silent', 'lint']);
await step('unit and property tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitJson}`]);
await step('electron security scan', process.execPath, ['scripts/security.mjs']);
const chromium = await findChromium();
if (chromium) {
  await step('end-to-end tests (Chromium)', process.execPath, ['scripts/e2e.mjs', '--reporter=list,json'], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  });
} else failures.push('end-to-end tests (no Chromium)');

let passed = 0;
let failed = 0;
if (existsSync(unitJson)) {
  const r = JSON.parse(readFileSync(unitJson, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += (r.numFailedTests ?? 0) + (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}
if (existsSync(e2eJson)) {
  const s = JSON.parse(readFileSync(e2eJson, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += (s.unexpected ?? 0) + (s.skipped ?? 0);
}
// A step that failed without failing a test (typecheck, lint, the scan) still counts once, so the closing line never reads 0 failed on a red run.
if (failed === 0) failed = failures.length;
console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nEvery step passed.');
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exitCode = failures.length ? 1 : 0;
