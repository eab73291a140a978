/** The app:// protocol of Electron main: serves the renderer with its CSP, nothing outside it. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serveAppRequest } from '../../src/main/app-protocol';
import { CONTENT_SECURITY_POLICY } from '../../src/contract/security';
import { tempDir } from '../store/helpers';

let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ dir, cleanup } = await tempDir());
  await mkdir(path.join(dir, 'renderer/assets'), { recursive: true });
  await writeFile(path.join(dir, 'renderer/index.html'), '<html></html>');
  await writeFile(path.join(dir, 'renderer/assets/a.css'), 'body{}');
  await writeFile(path.join(dir, 'secret.txt'), 'secret');
});
afterAll(() => cleanup());

it('serves the renderer over app:// with the CSP header and refuses paths that leave it', async () => {
  const root = path.join(dir, 'renderer');
  const index = await serveAppRequest('app://deckside/index.html', root);
  expect(index.status).toBe(200);
  expect(index.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  expect(await index.text()).toBe('<html></html>');
  expect((await serveAppRequest('app://deckside/', root)).status).toBe(200);
  expect((await serveAppRequest('app://deckside/assets/a.css', root)).headers.get('content-type')).toBe('text/css; charset=utf-8');
  for (const url of ['app://deckside/%2e%2e/secret.txt', 'app://deckside/assets/..%2f..%2fsecret.txt', 'app://deckside/..%5csecret.txt']) {
    const res = await serveAppRequest(url, root);
    expect(res.status, url).toBe(400);
    expect(await res.text()).not.toContain('secret');
  }
  expect((await serveAppRequest('app://other/index.html', root)).status).toBe(404);
  expect((await serveAppRequest('app://deckside/missing.js', root)).status).toBe(404);
});
