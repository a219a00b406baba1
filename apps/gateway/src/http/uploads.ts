import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { hiveLogoFileName } from '@hivemind/contracts';
import { logoKey, type UploadStorage } from '../uploads/storage.js';

/**
 * GET /uploads/hive-logos/<hiveId>-<hash>.<png|jpg|webp>: an uploaded hive logo, from whichever
 * store holds it. Only names of that exact shape are looked up (no traversal, no other files); the
 * name carries a hash of the content, so it is cached as immutable.
 */
const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ error: 'File not found' }));
}

export async function serveUpload(
  storage: UploadStorage,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ error: 'Method not allowed' }));
    return;
  }
  const name = hiveLogoFileName(path);
  if (!name) return notFound(res);
  const file = await storage.get(logoKey(name));
  if (!file) return notFound(res);
  const ext = name.slice(name.lastIndexOf('.') + 1);
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    ...(file.size !== undefined ? { 'content-length': String(file.size) } : {}),
  });
  if (req.method === 'HEAD') {
    file.body.destroy();
    res.end();
    return;
  }
  await pipeline(file.body, res);
}
