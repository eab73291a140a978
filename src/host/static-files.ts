/**
 * Serving the built renderer safely: a request path becomes a file only when
 * every segment is plain (no "..", no hidden names, no separators or NULs
 * smuggled in by encoding) and the real path, symlinks followed, is still
 * inside the renderer folder. Used by the browser-mode server and by
 * Electron main for its app:// protocol, so both refuse the same paths.
 */
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

const MIME: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.txt': 'text/plain; charset=utf-8',
  '.gz': 'application/gzip',
};

export const mimeTypeOf = (file: string): string => MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

export type StaticLookup =
  | { readonly kind: 'file'; readonly file: string }
  /** The path tries to leave the folder or hides something in its encoding. */
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'missing' };

/** Checks a URL path (still percent-encoded, without query) and splits it into plain segments. */
export function safeSegments(urlPath: string): string[] | { refused: string } {
  if (!urlPath.startsWith('/')) return { refused: 'the path must start with /' };
  const segments: string[] = [];
  for (const raw of urlPath.split('/').slice(1)) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { refused: 'bad percent-encoding' };
    }
    if (segment === '') continue;
    if (segment === '..' || segment === '.' || segment.startsWith('.')) return { refused: 'dot segments and hidden names are not served' };
    if (/[\\/\0:]/.test(segment)) return { refused: 'separators, colons and NULs are not allowed in a path segment' };
    segments.push(segment);
  }
  return segments;
}

/** The file a URL path names inside `root`, after every check; "/" is index.html. */
export async function lookupStatic(root: string, urlPath: string): Promise<StaticLookup> {
  const segments = safeSegments(urlPath);
  if (!Array.isArray(segments)) return { kind: 'refused', reason: segments.refused };
  const parts = segments.length === 0 ? ['index.html'] : segments;
  let realRoot: string;
  try {
    realRoot = await realpath(root);
  } catch {
    return { kind: 'missing' };
  }
  const candidate = path.resolve(realRoot, ...parts);
  if (!isInside(realRoot, candidate)) return { kind: 'refused', reason: 'outside the renderer folder' };
  let real: string;
  try {
    real = await realpath(candidate);
  } catch {
    return { kind: 'missing' };
  }
  if (!isInside(realRoot, real)) return { kind: 'refused', reason: 'a link that leads outside the renderer folder' };
  const info = await stat(real);
  // Folders are never listed.
  return info.isFile() ? { kind: 'file', file: real } : { kind: 'missing' };
}

const isInside = (root: string, p: string): boolean => p.startsWith(root.endsWith(path.sep) ? root : root + path.sep);

/** Puts the per-run token into the page as `<meta name=... content=...>`, right after <head>. */
export function injectMeta(html: string, name: string, content: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(content)) throw new Error('injectMeta: content must be URL-safe base64');
  const tag = `<meta name="${name}" content="${content}" />`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return tag + html;
  const at = head.index + head[0].length;
  return html.slice(0, at) + '\n    ' + tag + html.slice(at);
}
