/** The browser-mode server: static files, the token, the CSP and the API over HTTP. */
import { request } from 'node:http';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server/server';
import { CONTENT_SECURITY_POLICY } from '../../src/contract/security';
import { addEvent, counterRegistry, newCounterMatch } from '../store/counter-game';
import { tempDir } from '../store/helpers';

let server: RunningServer;
let cleanup: () => Promise<void>;
let base: string;

beforeAll(async () => {
  const t = await tempDir();
  cleanup = t.cleanup;
  const renderer = path.join(t.dir, 'renderer');
  await mkdir(path.join(renderer, 'assets'), { recursive: true });
  await writeFile(path.join(renderer, 'index.html'), '<!doctype html><html><head><title>D</title></head><body></body></html>');
  await writeFile(path.join(renderer, 'assets', 'app.js'), 'console.log(1)');
  await writeFile(path.join(renderer, '.env'), 'SECRET=1');
  await writeFile(path.join(t.dir, 'secret.txt'), 'top secret');
  await symlink(path.join(t.dir, 'secret.txt'), path.join(renderer, 'assets', 'link.txt'));
  server = await startServer({
    dataDir: path.join(t.dir, 'data'),
    rendererDir: renderer,
    port: 0,
    getGame: counterRegistry,
    log: () => {},
  });
  base = server.url.replace(/\/$/, '');
});
afterAll(async () => {
  await server.close();
  await cleanup();
});

const call = (method: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-deckside-token': server.token, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** A request with the path sent exactly as given (fetch would normalise "..").  */
function raw(pathAndQuery: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: pathAndQuery, method: 'GET', headers }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static files', () => {
  it('serves index.html with the token in a meta tag and a strict CSP', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await res.text();
    expect(html).toContain(`<meta name="deckside-token" content="${server.token}" />`);
    expect(html.indexOf('deckside-token')).toBeLessThan(html.indexOf('<title>'));
    const js = await fetch(`${base}/assets/app.js`);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await js.text()).toBe('console.log(1)');
  });

  it('refuses path traversal in every spelling, hidden files and links that lead out', async () => {
    for (const p of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/..%5csecret.txt',
      '/.env',
      '/%00index.html',
      '/%zz',
    ]) {
      const res = await raw(p);
      expect(res.status, p).toBe(400);
      expect(res.body).not.toContain('top secret');
      expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: { code: 'ERR_BAD_PATH' } });
    }
    const link = await raw('/assets/link.txt');
    expect(link.status).toBe(400);
    expect(link.body).not.toContain('top secret');
    expect((await raw('/assets')).status).toBe(404);
    expect((await raw('/nope.js')).status).toBe(404);
  });

  it('answers only for its own host names', async () => {
    expect((await raw('/', { host: 'evil.example:80' })).status).toBe(403);
    expect((await raw('/', { host: `localhost:${server.port}` })).status).toBe(200);
  });
});

describe('API', () => {
  it('refuses requests without the token, or with a wrong one (401)', async () => {
    const none = await fetch(`${base}/api/listMatches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[]' });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ ok: false, error: { code: 'ERR_NO_TOKEN' } });
    expect((await call('listMatches', [], { 'x-deckside-token': server.token.slice(1) + 'x' })).status).toBe(401);
    expect((await call('listMatches', [], { 'x-deckside-token': '' })).status).toBe(401);
  });

  it('refuses malformed payloads with 400 and {error: {code, message}}', async () => {
    const cases: [string, string, string][] = [
      ['listMatches', '{not json', 'ERR_BAD_JSON'],
      ['listMatches', '{}', 'ERR_BAD_ARGUMENTS'],
      ['openMatch', '[]', 'ERR_BAD_ARGUMENTS'],
      ['openMatch', '["../../etc/passwd"]', 'ERR_BAD_ARGUMENTS'],
      ['openMatch', '[42]', 'ERR_BAD_ARGUMENTS'],
      ['createMatch', JSON.stringify([{ ...newCounterMatch(), players: [{ name: 'A', seat: 3 }] }]), 'ERR_BAD_ARGUMENTS'],
      ['createMatch', JSON.stringify([{ ...newCounterMatch(), extra: 1 }]), 'ERR_BAD_ARGUMENTS'],
      ['appendEvent', JSON.stringify(['20261130-063800-1f2e3d4c', { seq: 0, at: 1, actor: 0, action: {} }]), 'ERR_BAD_ARGUMENTS'],
      ['exportMatches', '["xml", null]', 'ERR_BAD_ARGUMENTS'],
    ];
    for (const [method, body, code] of cases) {
      const res = await call(method, body);
      expect(res.status, `${method} ${body}`).toBe(400);
      const json = (await res.json()) as { error: { code: string; message: string } };
      expect(json.error.code).toBe(code);
      expect(json.error.message.length).toBeGreaterThan(10);
    }
    const noType = await fetch(`${base}/api/listMatches`, { method: 'POST', headers: { 'x-deckside-token': server.token }, body: '[]' });
    expect(noType.status).toBe(415);
    expect((await call('dropDatabase', [])).status).toBe(404);
    expect((await fetch(`${base}/api/listMatches`, { headers: { 'x-deckside-token': server.token } })).status).toBe(405);
    expect((await call('listMatches', JSON.stringify(['x'.repeat(1024 * 1024 + 10)]))).status).toBe(413);
  });

  it('runs a match end to end: create, append, undo, open, list, export', async () => {
    const created = await (await call('createMatch', [newCounterMatch(5_000, 3)])).json();
    expect(created).toMatchObject({ ok: true, value: { game: 'trades' } });
    const id = created.value.matchId as string;
    for (let seq = 1; seq <= 3; seq++)
      expect(await (await call('appendEvent', [id, addEvent(seq)])).json()).toEqual({ ok: true, value: { seq } });
    // A refusal by the rules is a Result, not an HTTP error.
    const refused = await call('appendEvent', [id, addEvent(4)]);
    expect(refused.status).toBe(200);
    expect(await refused.json()).toMatchObject({ ok: false, error: { code: 'ERR_GAME_OVER' } });
    expect(await (await call('undoTo', [id, 2])).json()).toEqual({ ok: true, value: { events: 2 } });
    const opened = await (await call('openMatch', [id])).json();
    expect(opened.value.events).toHaveLength(2);
    const listed = await (await call('listMatches', [])).json();
    expect(listed.value.matches[0]).toMatchObject({ matchId: id, events: 2, finished: false });
    const exported = await (await call('exportMatches', ['csv', [id]])).json();
    expect(exported.value.fileName).toBe(`deckside-${id}.csv`);
    expect(exported.value.content.split('\r\n')).toHaveLength(4);
  });
});
