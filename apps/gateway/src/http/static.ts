import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';

/**
 * Serves the built web app (WEB_DIST). Client-side routes (spec: /register, /terms, /privacy,
 * /post/:id, /portal/*) fall back to index.html; hashed build assets are cached forever; paths that
 * would leave the root (`..`, encoded or not) are refused.
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

function sendFile(req: IncomingMessage, res: ServerResponse, path: string, cacheControl: string): void {
  const size = statSync(path).size;
  res.writeHead(200, {
    'content-type': contentTypeOf(path),
    'content-length': size,
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(path)
    .on('error', () => res.destroy())
    .pipe(res);
}

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hivemind</title></head>
<body><h1>The web app is not built</h1><p>Run <code>npm run build</code> (apps/web) and reload.</p></body></html>`;

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
    const immutable = isHashedAsset(pathname) && pathname.startsWith('/assets/');
    sendFile(
      req,
      res,
      target,
      immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    );
    return;
  }
  if (isSpaRoute(pathname)) {
    sendFile(req, res, index, 'no-cache');
    return;
  }
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
}
