/**
 * The security decisions of Electron main as plain functions (no electron
 * import), so each is unit-tested: which frames may call the API, which
 * permission requests are granted (the camera, for the app's own page, and
 * nothing else), and which URLs the window may load at all.
 */
import { BGSTATS_LINK_PREFIX, BGSTATS_WEB_PREFIX } from '../insight/bgstats';

/** The app's own scheme: the renderer is served as app://deckside/... (see ./app-protocol.ts). */
export const APP_SCHEME = 'app';
export const APP_HOST = 'deckside';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY = `${APP_ORIGIN}/index.html`;

const originOf = (url: string): string | null => {
  try {
    const u = new URL(url);
    // Custom schemes report "null" as their origin; rebuild it from the parts.
    return u.origin !== 'null' ? u.origin : `${u.protocol}//${u.host}`;
  } catch {
    return null;
  }
};

/**
 * A frame may call the API only when it is a top frame showing the app's own
 * page (in development: the electron-vite dev server's origin).
 */
export function isTrustedSender(
  frame: { readonly url: string; readonly parent: unknown } | null | undefined,
  trustedOrigin: string,
): boolean {
  if (!frame || frame.parent !== null) return false;
  return originOf(frame.url) === trustedOrigin;
}

/** Camera only ('media' with video alone), and only for the app's own page. */
export function isPermissionAllowed(
  permission: string,
  requestingUrl: string | undefined,
  mediaTypes: readonly string[] | undefined,
  trustedOrigin: string,
): boolean {
  if (permission !== 'media' || !requestingUrl || originOf(requestingUrl) !== trustedOrigin) return false;
  return (mediaTypes ?? []).every((t) => t === 'video');
}

/** No remote content: the window loads the app's own origin and local data only. */
export function isRequestAllowed(url: string, trustedOrigin: string): boolean {
  if (url.startsWith('data:') || url.startsWith('blob:') || url.startsWith('devtools:')) return true;
  const origin = originOf(url);
  if (origin === trustedOrigin) return true;
  // The dev server's hot reload talks over a websocket on the same host and port.
  const ws = trustedOrigin.replace(/^http/, 'ws');
  return ws !== trustedOrigin && origin === ws;
}

/**
 * The one kind of link the app hands to the operating system instead of
 * refusing: a BG Stats push-play link (docs/insight.md), which opens the
 * BG Stats app or its web page with the play pre-filled. Anything else that
 * tries to open or navigate is denied.
 */
export function isExternalHandoff(url: string): boolean {
  if (!(url.startsWith(BGSTATS_LINK_PREFIX) || url.startsWith(BGSTATS_WEB_PREFIX))) return false;
  // The data must be one encoded value: no second query parameter or fragment smuggled in.
  return !/[#&\s]/.test(url.slice(url.indexOf('?data=') + 6));
}
