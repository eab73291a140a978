/**
 * The app:// protocol that serves the built renderer to the window: a stable
 * secure origin (where file:// has none), the CSP as a response header, and
 * the same path checks as browser mode (../host/static-files.ts). Free of
 * electron: main passes it to protocol.handle.
 */
import { readFile } from 'node:fs/promises';
import { lookupStatic, mimeTypeOf } from '../host/static-files';
import { CONTENT_SECURITY_POLICY } from '../contract/security';
import { APP_ORIGIN } from './policy';

export async function serveAppRequest(url: string, rendererDir: string): Promise<Response> {
  const headers = { 'content-security-policy': CONTENT_SECURITY_POLICY, 'x-content-type-options': 'nosniff' };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return new Response('Bad request', { status: 400, headers });
  }
  if (`${parsed.protocol}//${parsed.host}` !== APP_ORIGIN) return new Response('Not found', { status: 404, headers });
  // The raw path, still percent-encoded, so encoded separators are caught.
  const rawPath = url.slice(APP_ORIGIN.length).split(/[?#]/, 1)[0] || '/';
  const found = await lookupStatic(rendererDir, rawPath);
  if (found.kind === 'refused') return new Response('Bad request', { status: 400, headers });
  if (found.kind === 'missing') return new Response('Not found', { status: 404, headers });
  return new Response(new Uint8Array(await readFile(found.file)), {
    status: 200,
    headers: { ...headers, 'content-type': mimeTypeOf(found.file) },
  });
}
