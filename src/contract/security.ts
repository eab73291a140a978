/**
 * Security constants shared by the two hosts of the renderer (Electron main
 * and the browser-mode server) and the renderer itself: one content security
 * policy, and where the per-run token of browser mode travels.
 */

/**
 * The policy sent as a response header with every page. It matches the meta
 * tag in src/renderer/index.html and adds what a meta tag cannot carry
 * (frame-ancestors). Only our own scripts; no remote content of any kind;
 * inline styles are allowed because Svelte sets style attributes.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob: mediastream:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Name of the meta tag that carries the browser-mode token into the page. */
export const TOKEN_META = 'deckside-token';
/** Request header that must carry the token on every API call. */
export const TOKEN_HEADER = 'x-deckside-token';
