// The web app's precompressed assets: the coding picked from Accept-Encoding, and the headers the
// gateway answers with (Content-Encoding, Vary, Content-Type, Cache-Control), over a real HTTP server
// serving a small dist folder as the web build writes it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { cacheControlOf, negotiateEncoding, serveStatic } from '../http/static.js';

const CHROME = 'gzip, deflate, br, zstd';

describe('Accept-Encoding negotiation for precompressed assets', () => {
  const both = ['br', 'gzip'] as const;

  it('prefers brotli, then gzip, then the file itself when the client accepts them alike', () => {
    expect(negotiateEncoding(CHROME, both)).toBe('br');
    expect(negotiateEncoding('gzip, br', both)).toBe('br');
    expect(negotiateEncoding('*', both)).toBe('br');
    expect(negotiateEncoding(CHROME, ['gzip'])).toBe('gzip');
    expect(negotiateEncoding(CHROME, [])).toBe('identity');
  });

  it("follows the client's q-values over the server's order", () => {
    expect(negotiateEncoding('br;q=0.5, gzip', both)).toBe('gzip');
    expect(negotiateEncoding('br;q=0.2, gzip;q=0.1, identity;q=0.9', both)).toBe('identity');
  });

  it('sends the file itself when the client names no coding it has, or refuses them all', () => {
    expect(negotiateEncoding(undefined, both)).toBe('identity');
    expect(negotiateEncoding('', both)).toBe('identity');
    expect(negotiateEncoding('deflate', both)).toBe('identity');
    expect(negotiateEncoding('gzip', ['br'])).toBe('identity');
    expect(negotiateEncoding('br;q=0, gzip;q=0', both)).toBe('identity');
    expect(negotiateEncoding('identity;q=0, br;q=0, gzip;q=0', both)).toBe('identity');
  });

  it('does not send brotli to a client that only lists gzip', () => {
    expect(negotiateEncoding('gzip', both)).toBe('gzip');
    expect(negotiateEncoding('gzip, deflate', both)).toBe('gzip');
  });
});

describe('cache rules of the built files', () => {
  it('caches hashed /assets/* forever and revalidates index.html and unhashed files', () => {
    expect(cacheControlOf('/assets/index-BkQ3x9_a.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('/index.html')).toBe('no-cache');
    expect(cacheControlOf('/robots.txt')).toBe('public, max-age=0, must-revalidate');
    expect(cacheControlOf('/assets/logo.svg')).toBe('public, max-age=0, must-revalidate');
  });
});

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

describe('serving the built web app', () => {
  const script = 'export const answer = 42;\n'.repeat(200);
  const page = '<!doctype html><html><body><div id="root"></div></body></html>\n'.repeat(20);
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let root: string;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'hivemind-static-'));
    mkdirSync(join(root, 'assets'));
    // As vite-plugin-compression2 leaves them: a .br and a .gz beside each text file.
    for (const [name, text] of [
      ['index.html', page],
      ['assets/index-1a2b3c4d.js', script],
    ] as const) {
      writeFileSync(join(root, name), text);
      writeFileSync(join(root, `${name}.br`), brotliCompressSync(text));
      writeFileSync(join(root, `${name}.gz`), gzipSync(text, { level: 9 }));
    }
    writeFileSync(join(root, 'assets/only-gzip-9z8y7x6w.css'), 'body{margin:0}'.repeat(50));
    writeFileSync(join(root, 'assets/only-gzip-9z8y7x6w.css.gz'), gzipSync('body{margin:0}'.repeat(50)));
    writeFileSync(join(root, 'assets/logo-5e6f7a8b.png'), png);
    server = createServer((req, res) => serveStatic(req, res, root, new URL(req.url ?? '/', 'http://x').pathname));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((done) => server.close(done));
    rmSync(root, { recursive: true, force: true });
  });

  function get(path: string, acceptEncoding?: string, method = 'GET'): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    });
  }

  it('sends the brotli copy of a hashed asset to a browser, cached forever and marked as varying', async () => {
    const r = await get('/assets/index-1a2b3c4d.js', CHROME);
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers.vary).toBe('Accept-Encoding');
    expect(r.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(r.headers['content-length'])).toBe(r.body.length);
    expect(r.body.length).toBeLessThan(script.length);
    expect(brotliDecompressSync(r.body).toString()).toBe(script);
  });

  it('sends the gzip copy to a client without brotli', async () => {
    const r = await get('/assets/index-1a2b3c4d.js', 'gzip, deflate');
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(r.body).toString()).toBe(script);
  });

  it('sends the file itself, still marked as varying, to a client that accepts no coding', async () => {
    const r = await get('/assets/index-1a2b3c4d.js');
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers.vary).toBe('Accept-Encoding');
    expect(r.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(r.body.toString()).toBe(script);
  });

  it('falls back to the gzip copy when a file has no brotli one', async () => {
    const r = await get('/assets/only-gzip-9z8y7x6w.css', CHROME);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(gunzipSync(r.body).toString()).toBe('body{margin:0}'.repeat(50));
  });

  it('sends files without copies as they are, without Vary', async () => {
    const r = await get('/assets/logo-5e6f7a8b.png', CHROME);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers.vary).toBeUndefined();
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.body.equals(png)).toBe(true);
  });

  it('sends index.html compressed and no-cache, at / and on client routes', async () => {
    for (const path of ['/', '/post/abc', '/index.html']) {
      const r = await get(path, CHROME);
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBe('br');
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(r.headers.vary).toBe('Accept-Encoding');
      expect(brotliDecompressSync(r.body).toString()).toBe(page);
    }
  });

  it('answers HEAD with the headers of the chosen copy and no body', async () => {
    const r = await get('/assets/index-1a2b3c4d.js', CHROME, 'HEAD');
    expect(r.headers['content-encoding']).toBe('br');
    expect(Number(r.headers['content-length'])).toBe(brotliCompressSync(script).length);
    expect(r.body.length).toBe(0);
  });

  it('shows a browser that opens an address of no page a "Page not found" page that leads home and to sign in', async () => {
    const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    for (const path of ['/login', '/portal-old/thing', '/assets/gone-12345678.js.map']) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: browser });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await res.text();
      expect(html).toContain('<h1>Page not found</h1>');
      expect(html).toContain('href="/"');
      expect(html).toContain('href="/register?mode=signin"');
    }
  });

  it('answers a missing file asked for by a script or a tool with a plain 404', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/assets/missing-12345678.js`, { headers: { accept: '*/*' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe('Not found');
  });
});
