/**
 * Browser mode: a small HTTP server on 127.0.0.1 serving the built renderer
 * (out/renderer) and the host's DecksideApi (src/host) over HTTP
 * (./api-route.ts). Each run makes a fresh token, injected into index.html
 * as a meta tag; every API call must carry it. Requests naming any other host are
 * refused, so a web page that rebinds its own name to 127.0.0.1 cannot read
 * the token from index.html.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { injectMeta, lookupStatic, mimeTypeOf, openHost, type HostOptions } from '../host';
import { CONTENT_SECURITY_POLICY, TOKEN_META } from '../contract/security';
import { API_PREFIX, handleApi, sendError } from './api-route';

export interface ServerOptions {
  /** The playtest folder, already resolved (see resolveDataDir). */
  readonly dataDir: string;
  /** 0 or absent: DECKSIDE_PORT when set, else a free port the OS gives. */
  readonly port?: number;
  /** The built renderer (out/renderer). */
  readonly rendererDir: string;
  readonly appVersion?: string;
  /** For tests: the games the store replays with. */
  readonly getGame?: HostOptions['getGame'];
  /** For tests: starts the card recognizer (a fake instead of the OCR worker). */
  readonly startRecognizer?: HostOptions['startRecognizer'];
  readonly log?: (msg: string) => void;
}

export interface RunningServer {
  readonly url: string;
  readonly token: string;
  readonly port: number;
  close(): Promise<void>;
}

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(self), microphone=(), geolocation=()',
};

/** DECKSIDE_PORT when it is a valid port number, else 0 (the OS picks a free one). */
export function portFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.DECKSIDE_PORT?.trim();
  if (!raw) return 0;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`DECKSIDE_PORT must be a port number (0-65535); got ${JSON.stringify(raw)}.`);
  return n;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const log = options.log ?? ((msg: string) => process.stderr.write(`deckside server: ${msg}\n`));
  // The API the routes serve: the store and the card recognizer, as Electron main serves them.
  const host = await openHost({
    dataDir: options.dataDir,
    appVersion: options.appVersion ?? '0.0.0',
    ...(options.getGame ? { getGame: options.getGame } : {}),
    ...(options.startRecognizer ? { startRecognizer: options.startRecognizer } : {}),
  });
  const token = randomBytes(32).toString('base64url');
  let allowedHosts: readonly string[] = [];

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      log(`request failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      if (!res.headersSent) sendError(res, 500, 'ERR_INTERNAL', 'The Deckside server failed on this request.');
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.setHeader(k, v);
    if (!allowedHosts.includes((req.headers.host ?? '').toLowerCase()))
      return sendError(res, 403, 'ERR_BAD_HOST', 'This server answers only for 127.0.0.1 and localhost.');
    const rawUrl = req.url ?? '/';
    const pathOnly = rawUrl.split(/[?#]/, 1)[0] ?? '/';
    if (pathOnly.startsWith(API_PREFIX)) return handleApi(req, res, pathOnly.slice(API_PREFIX.length), host.api, token, log);
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendError(res, 405, 'ERR_METHOD_NOT_ALLOWED', 'Only GET and HEAD are served here.', { allow: 'GET, HEAD' });
    return serveStatic(req, res, pathOnly);
  }

  async function serveStatic(req: IncomingMessage, res: ServerResponse, urlPath: string): Promise<void> {
    const found = await lookupStatic(options.rendererDir, urlPath);
    if (found.kind === 'refused') return sendError(res, 400, 'ERR_BAD_PATH', `Path refused: ${found.reason}.`);
    if (found.kind === 'missing') {
      if (urlPath === '/' || urlPath === '/index.html')
        return sendError(res, 503, 'ERR_NOT_BUILT', `The renderer is not built (${options.rendererDir}); run \`npm run build\` first.`);
      return sendError(res, 404, 'ERR_NOT_FOUND', 'Not found.');
    }
    const isHtml = found.file.endsWith('.html');
    let body = await readFile(found.file);
    if (isHtml) body = Buffer.from(injectMeta(body.toString('utf8'), TOKEN_META, token));
    res.writeHead(200, {
      'content-type': mimeTypeOf(found.file),
      'content-length': body.length,
      'cache-control': isHtml ? 'no-store' : 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const port = options.port || portFromEnv();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actual = (server.address() as AddressInfo).port;
  allowedHosts = [`127.0.0.1:${actual}`, `localhost:${actual}`];
  return {
    url: `http://127.0.0.1:${actual}/`,
    token,
    port: actual,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await host.close();
    },
  };
}
