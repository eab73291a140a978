/**
 * The renderer reaches the playtest store through one DecksideApi, whatever
 * the process model: in Electron the preload exposes it as `window.deckside`;
 * in browser mode it is the same API over HTTP (POST /api/<method>, the
 * arguments as a JSON array, the per-run token from the page in a header).
 */
import { API_METHODS, type ApiMethod, type DecksideApi } from '../../contract/api';
import type { Result } from '../../engine/core/result';
import { TOKEN_HEADER, TOKEN_META } from '../../contract/security';

declare global {
  interface Window {
    deckside?: DecksideApi;
  }
}

/** Electron first (the preload's bridge), else HTTP to the page's own origin. */
export function pickTransport(win: Window, doc: Document): DecksideApi {
  if (win.deckside) return win.deckside;
  const token = doc.querySelector<HTMLMetaElement>(`meta[name="${TOKEN_META}"]`)?.content ?? '';
  return httpTransport(token, (input, init) => win.fetch(input, init));
}

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export function httpTransport(token: string, fetchFn: Fetch, base = ''): DecksideApi {
  const call = async (method: ApiMethod, args: unknown[]): Promise<Result<unknown>> => {
    try {
      const res = await fetchFn(`${base}/api/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
        body: JSON.stringify(args),
      });
      const body: unknown = await res.json().catch(() => null);
      if (isResult(body)) return body;
      return {
        ok: false,
        error: { code: 'ERR_TRANSPORT', message: `The Deckside server answered ${res.status} ${res.statusText} without a result.` },
      };
    } catch (e) {
      return {
        ok: false,
        error: { code: 'ERR_TRANSPORT', message: `Cannot reach the Deckside server: ${e instanceof Error ? e.message : String(e)}.` },
      };
    }
  };
  const api: Partial<Record<ApiMethod, (...args: unknown[]) => Promise<Result<unknown>>>> = {};
  for (const m of API_METHODS) api[m] = (...args: unknown[]) => call(m, args);
  // Every method of DecksideApi is filled in by the loop above; the answers
  // are Results checked by shape, their payloads are trusted as the server's.
  return api as unknown as DecksideApi;
}

function isResult(v: unknown): v is Result<unknown> {
  if (typeof v !== 'object' || v === null || !('ok' in v)) return false;
  const r = v as { ok: unknown; error?: unknown };
  if (r.ok === true) return 'value' in v;
  return r.ok === false && typeof r.error === 'object' && r.error !== null;
}
