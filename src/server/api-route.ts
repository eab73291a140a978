/**
 * POST /api/<method>: the host's DecksideApi (src/host) over HTTP; this file
 * is only the HTTP side of it. The token is checked first (401 without it),
 * then the media type, size and JSON of the body, then the arguments
 * against the method's schema (400 when malformed). Answers are
 * JSON: the method's Result with 200, or `{ok: false, error: {code,
 * message}}` with the matching error status. Adding a method (such as the
 * recognizer's `recognize`) is adding it to the API list, its schema and the
 * host; BODY_LIMITS gives it a larger body if it needs one.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RuleError } from '../engine/core/result';
import type { ApiMethod, DecksideApi } from '../contract/api';
import { dispatch, isApiMethod } from '../host';
import { MAX_SCAN_IMAGE_BASE64 } from '../contract/schemas';
import { TOKEN_HEADER } from '../contract/security';

/** Largest request body, in bytes, by default and per method. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
export const BODY_LIMITS: Partial<Record<ApiMethod, number>> = {
  // A camera frame as base64 (MAX_SCAN_IMAGE_BASE64) and the JSON around it.
  recognize: MAX_SCAN_IMAGE_BASE64 + 4096,
  teachCard: MAX_SCAN_IMAGE_BASE64 + 4096,
};

export const API_PREFIX = '/api/';

export async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  method: string,
  impl: DecksideApi,
  token: string,
  log: (msg: string) => void,
): Promise<void> {
  if (!tokenMatches(req.headers[TOKEN_HEADER], token))
    return sendError(
      res,
      401,
      'ERR_NO_TOKEN',
      `This request lacks the Deckside token (header ${TOKEN_HEADER}); reload the page the server printed.`,
    );
  if (req.method !== 'POST') return sendError(res, 405, 'ERR_METHOD_NOT_ALLOWED', 'The API answers POST only.', { allow: 'POST' });
  if (!isApiMethod(method)) return sendError(res, 404, 'ERR_UNKNOWN_METHOD', `There is no API method "${method.slice(0, 60)}".`);
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return sendError(res, 415, 'ERR_BAD_MEDIA_TYPE', 'Send the arguments as application/json.');
  const body = await readBody(req, BODY_LIMITS[method] ?? DEFAULT_BODY_LIMIT);
  if (body === 'too-large') return sendError(res, 413, 'ERR_TOO_LARGE', 'The request body is too large.', { connection: 'close' });
  let args: unknown;
  try {
    args = JSON.parse(body.toString('utf8'));
  } catch {
    return sendError(res, 400, 'ERR_BAD_JSON', 'The request body is not valid JSON.');
  }
  if (!Array.isArray(args)) return sendError(res, 400, 'ERR_BAD_ARGUMENTS', 'The request body must be a JSON array of the arguments.');
  const outcome = await dispatch(impl, method, args, (e) =>
    log(`internal error in ${method}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`),
  );
  switch (outcome.kind) {
    case 'result':
      return sendJson(res, 200, outcome.result);
    case 'bad-arguments':
      return sendJson(res, 400, { ok: false, error: outcome.error });
    case 'unknown-method':
      return sendJson(res, 404, { ok: false, error: outcome.error });
    case 'internal':
      return sendJson(res, 500, { ok: false, error: outcome.error });
  }
}

function tokenMatches(given: string | string[] | undefined, token: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      return resolve('too-large');
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > limit) {
        over = true;
        chunks.length = 0;
        resolve('too-large');
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      if (!over) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

export function sendError(res: ServerResponse, status: number, code: string, message: string, headers: Record<string, string> = {}): void {
  const error: RuleError = { code, message };
  sendJson(res, status, { ok: false, error }, headers);
}
