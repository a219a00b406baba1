import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import Negotiator from 'negotiator';

/**
 * Serves the built web app (WEB_DIST). Client-side routes (spec: /register, /terms, /privacy,
 * /post/:id, /portal/*) fall back to index.html; hashed build assets are cached forever, index.html
 * is revalidated on every load; paths that would leave the root (`..`, encoded or not) are refused.
 * The build writes brotli and gzip copies beside each text asset (apps/web/vite.config.ts): the copy
 * the client's Accept-Encoding prefers is sent as is, so nothing is compressed per request.
 */

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** SPA routes that the client router renders; served index.html. */
export function isSpaRoute(pathname: string): boolean {
  return (
    pathname === '/' ||
    pathname === '/register' ||
    pathname === '/terms' ||
    pathname === '/privacy' ||
    /^\/post\/[^/]+\/?$/.test(pathname) ||
    pathname === '/portal' ||
    pathname.startsWith('/portal/')
  );
}

/** Vite names build outputs `name-<hash>.ext` (hash of 8+ url-safe chars). */
export function isHashedAsset(pathname: string): boolean {
  return /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i.test(pathname);
}

/**
 * Absolute file path for a URL path inside `root`, or null when the path is malformed or escapes the
 * root. Works on the decoded path, so `%2e%2e` and `..%2f` are caught too.
 */
export function resolveStaticPath(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  if (decoded.split('/').some((segment) => segment === '..')) return null;
  const absRoot = resolve(root);
  const target = resolve(absRoot, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`);
  if (target !== absRoot && !target.startsWith(absRoot + sep)) return null;
  return target;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Precompressed copies the build writes beside an asset, in the server's order of preference. */
const PRECOMPRESSED = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

export type ContentCoding = (typeof PRECOMPRESSED)[number]['coding'] | 'identity';

const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip', 'identity'];

/**
 * The coding to answer with: among `available` (identity, the file itself, always is), the one the
 * client gives the highest q-value, ties going br > gzip > identity. Identity when the client accepts
 * none of them (RFC 9110 §12.5.3: then send the content without a coding).
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: readonly ContentCoding[],
): ContentCoding {
  const offered = PREFERENCE.filter((coding) => coding === 'identity' || available.includes(coding));
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  const [best] = encodingsOf(negotiator)(offered, { preferred: PREFERENCE });
  return offered.find((coding) => coding === best) ?? 'identity';
}

/**
 * negotiator ≥ 1.0's `encodings(available, { preferred })` (in its README): `preferred` orders the
 * codings a client accepts with the same q-value. @types/negotiator 0.6 predates the option.
 */
function encodingsOf(
  negotiator: Negotiator,
): (available: readonly string[], options: { readonly preferred: readonly string[] }) => string[] {
  return negotiator.encodings.bind(negotiator);
}

/** What to send for the file at `path`: the file itself or one of its precompressed copies. */
export interface StaticBody {
  readonly file: string;
  readonly coding: ContentCoding;
  readonly size: number;
  /** Whether copies in other codings exist, so the answer depends on Accept-Encoding. */
  readonly varies: boolean;
}

export function chooseStaticBody(path: string, acceptEncoding: string | undefined): StaticBody {
  const copies = PRECOMPRESSED.filter((copy) => isFile(path + copy.suffix));
  const coding = negotiateEncoding(
    acceptEncoding,
    copies.map((copy) => copy.coding),
  );
  const file = path + (copies.find((copy) => copy.coding === coding)?.suffix ?? '');
  return { file, coding, size: statSync(file).size, varies: copies.length > 0 };
}

/** The response headers for `path` (its type, whatever coding the body is in) sent as `body`. */
export function staticHeaders(path: string, body: StaticBody, cacheControl: string): OutgoingHttpHeaders {
  return {
    'content-type': contentTypeOf(path),
    'content-length': body.size,
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
    ...(body.coding === 'identity' ? {} : { 'content-encoding': body.coding }),
    ...(body.varies ? { vary: 'Accept-Encoding' } : {}),
  };
}

/** Hashed build assets never change under their name; everything else is revalidated. */
export function cacheControlOf(pathname: string): string {
  if (pathname.startsWith('/assets/') && isHashedAsset(pathname)) return 'public, max-age=31536000, immutable';
  if (pathname === '/index.html') return 'no-cache';
  return 'public, max-age=0, must-revalidate';
}

function sendFile(req: IncomingMessage, res: ServerResponse, path: string, cacheControl: string): void {
  const body = chooseStaticBody(path, req.headers['accept-encoding']);
  res.writeHead(200, staticHeaders(path, body, cacheControl));
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(body.file)
    .on('error', () => res.destroy())
    .pipe(res);
}

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hivemind</title></head>
<body><h1>The web app is not built</h1><p>Run <code>npm run build</code> (apps/web) and reload.</p></body></html>`;

/**
 * What a browser gets for an address that is none of the app's routes (a mistyped or old link):
 * what happened and where to go, instead of a bare "Not found". Self-contained (no script, inline
 * style) so it shows even when the app's assets cannot load.
 */
export const NOT_FOUND_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Page not found · Hivemind</title>
<style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f3f1ec;color:#1d2025}
main{max-width:28rem;padding:2rem;text-align:center}h1{font-size:1.5rem;margin:0 0 .75rem}p{margin:0 0 1.5rem;line-height:1.5;color:#555}
a{display:inline-block;margin:0 .4rem;padding:.55rem 1rem;border-radius:.5rem;text-decoration:none;font-weight:600}
a.primary{background:#7f4a00;color:#fff}a.secondary{border:1px solid #c9c2b4;color:#1d2025}</style></head>
<body><main><h1>Page not found</h1><p>This address does not lead to a page of Hivemind. Everything opens from the home page.</p>
<a class="primary" href="/">Go to Hivemind</a><a class="secondary" href="/register?mode=signin">Sign in</a></main></body></html>`;

/** True when the client asks for a page (a browser navigating), not a file or data. */
function wantsHtml(req: IncomingMessage): boolean {
  return (req.headers.accept ?? '').includes('text/html');
}

export function serveStatic(req: IncomingMessage, res: ServerResponse, root: string, pathname: string): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed');
    return;
  }
  const index = resolve(root, 'index.html');
  if (!existsSync(index)) {
    res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : NOT_BUILT_PAGE);
    return;
  }
  const target = resolveStaticPath(root, pathname);
  if (target === null) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad path');
    return;
  }
  if (pathname !== '/' && isFile(target)) {
    sendFile(req, res, target, cacheControlOf(pathname));
    return;
  }
  if (isSpaRoute(pathname)) {
    sendFile(req, res, index, 'no-cache');
    return;
  }
  if (wantsHtml(req)) {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : NOT_FOUND_PAGE);
    return;
  }
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
}
