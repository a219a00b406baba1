import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LocalAiProvider } from '@hivemind/ai';
import { WebPageIngestMessages, WEB_PAGE_DROPS_MAX, WEB_PAGE_DROPS_MIN } from '@hivemind/contracts';
import { readPage } from '../web/read-page.js';
import { FETCH_LIMITS, FetchRefusal, isPublicAddress, safeFetch } from '../web/safe-fetch.js';

/**
 * Issue 17, fetching safely and reading: against a local HTTP server started here (no outside
 * internet). 127.0.0.1 is the allowed host, as `npm start` and the tests set INGEST_ALLOWED_HOSTS;
 * `localhost` is another name for loopback, refused unless listed.
 */
const ARTICLE = `<!doctype html><html><head>
<title>Tide pools of the northern coast</title>
<meta name="description" content="How tide pools survive between the tides.">
<meta property="og:image" content="/images/pool.jpg">
<link rel="icon" href="/static/icon.png">
</head><body><nav>Home | About | Contact</nav><article><h1>Tide pools of the northern coast</h1>
<p>Tide pools form where the ocean retreats twice a day and leaves water trapped in rocky basins along the northern coast.</p>
<p>The animals living in tide pools must survive rapid changes in temperature, salinity and oxygen every single day.</p>
<p>Sea anemones close their tentacles during low tide to keep moisture inside their soft bodies until the water returns.</p>
<p>Hermit crabs move between tide pools in search of larger shells as they grow through the summer months.</p>
<p>Researchers on the northern coast count tide pool species every spring to follow how warming water changes the pools.</p>
<p>Their counts show that warm-water species from the south now appear in tide pools that were too cold for them a decade ago.</p>
<p>Visitors can protect tide pools by walking on bare rock, leaving animals in place and never turning stones over.</p>
<p>Local volunteers guide school groups through the tide pools at low tide and explain how each animal copes with the tides.</p>
<p>The coast guard closes the most fragile tide pools during storms, when waves make the rocks dangerous for visitors.</p>
</article><footer>Copyright</footer></body></html>`;

let server: Server;
let base: string;
const routes = new Map<string, (req: IncomingMessage, res: ServerResponse) => void>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const handler = routes.get(req.url ?? '/');
    if (handler) return handler(req, res);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  routes.set('/article', (_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE),
  );
  for (let i = 1; i <= 7; i += 1) {
    routes.set(`/hop/${i}`, (_req, res) =>
      res.writeHead(302, { location: i === 1 ? '/article' : `/hop/${i - 1}` }).end(),
    );
  }
  routes.set('/to-localhost', (_req, res) => {
    res.writeHead(301, { location: `http://localhost:${(server.address() as AddressInfo).port}/article` }).end();
  });
  routes.set('/pdf', (_req, res) => res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4'));
  routes.set('/huge', (_req, res) => {
    // No content-length: the size limit must hold while reading.
    res.writeHead(200, { 'content-type': 'text/html' });
    const chunk = Buffer.alloc(256 * 1024, 'a');
    let sent = 0;
    const pump = (): void => {
      while (sent < 6 * 1024 * 1024) {
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      res.end();
    };
    res.on('error', () => undefined);
    pump();
  });
  routes.set('/huge-announced', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(6 * 1024 * 1024) });
    res.on('error', () => undefined);
    res.write('<html>');
  });
  routes.set('/slow', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write('<html><body>');
    // Never finishes in time.
    const timer = setTimeout(() => res.end('</body></html>'), 5_000);
    res.on('close', () => clearTimeout(timer));
  });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const allowed = { allowedHosts: ['127.0.0.1'] };

async function refusal(promise: Promise<unknown>): Promise<FetchRefusal> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FetchRefusal);
  return error as FetchRefusal;
}

describe('fetching a web page safely (issue 17)', () => {
  it('has the limits of the issue: 10 s, 5 MB, at most 5 redirects', () => {
    expect(FETCH_LIMITS).toEqual({ timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 });
  });

  it('a page becomes its main text, title, description, og:image and favicon, then 3-10 drops', async () => {
    const page = await safeFetch(`${base}/article`, allowed);
    expect(page.url).toBe(`${base}/article`);
    const content = readPage(page.html, page.url);
    expect(content.title).toBe('Tide pools of the northern coast');
    expect(content.description).toBe('How tide pools survive between the tides.');
    expect(content.ogImage).toBe(`${base}/images/pool.jpg`);
    expect(content.faviconUrl).toBe(`${base}/static/icon.png`);
    expect(content.text).toContain('Sea anemones close their tentacles');
    expect(content.text).not.toContain('Home | About');
    const drops = await new LocalAiProvider().writeDrops({
      title: content.title,
      text: content.text,
      min: WEB_PAGE_DROPS_MIN,
      max: WEB_PAGE_DROPS_MAX,
    });
    expect(drops.length).toBeGreaterThanOrEqual(3);
    expect(drops.length).toBeLessThanOrEqual(10);
    // Each drop is whole sentences of the page, in the page's order.
    for (const drop of drops) expect(content.text.replace(/\s+/g, ' ')).toContain(drop.split('. ')[0]);
    const positions = drops.map((d) => content.text.replace(/\s+/g, ' ').indexOf(d.slice(0, 40)));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('a page without a favicon link gets /favicon.ico of its site', () => {
    expect(
      readPage('<html><head><title>x</title></head><body><p>Hi.</p></body></html>', 'https://a.example/b/c').faviconUrl,
    ).toBe('https://a.example/favicon.ico');
  });

  it('follows redirects within the limit (5)', async () => {
    const page = await safeFetch(`${base}/hop/5`, allowed);
    expect(page.url).toBe(`${base}/article`);
  });

  it('refuses a sixth redirect', async () => {
    expect((await refusal(safeFetch(`${base}/hop/6`, allowed))).message).toBe(WebPageIngestMessages.tooManyRedirects);
  });

  it('refuses a page that is not HTML', async () => {
    expect((await refusal(safeFetch(`${base}/pdf`, allowed))).message).toBe(WebPageIngestMessages.notHtml);
  });

  it('refuses a page larger than 5 MB, announced or not', async () => {
    expect((await refusal(safeFetch(`${base}/huge`, allowed))).message).toBe(WebPageIngestMessages.tooLarge);
    expect((await refusal(safeFetch(`${base}/huge-announced`, allowed))).message).toBe(WebPageIngestMessages.tooLarge);
  });

  it('refuses a page slower than the time limit', async () => {
    const error = await refusal(safeFetch(`${base}/slow`, { ...allowed, limits: { timeoutMs: 500 } }));
    expect(error.message).toBe(WebPageIngestMessages.timeout);
  });

  it('refuses a redirect to a loopback address when it is not allowed', async () => {
    const error = await refusal(safeFetch(`${base}/to-localhost`, allowed));
    expect(error.message).toBe(WebPageIngestMessages.blockedAddress);
  });

  it('refuses loopback and private hosts by default (production), by name and by address', async () => {
    expect((await refusal(safeFetch(`${base}/article`))).message).toBe(WebPageIngestMessages.blockedAddress);
    const port = (server.address() as AddressInfo).port;
    expect((await refusal(safeFetch(`http://localhost:${port}/article`))).message).toBe(
      WebPageIngestMessages.blockedAddress,
    );
    expect((await refusal(safeFetch('http://10.0.0.1/'))).message).toBe(WebPageIngestMessages.blockedAddress);
    expect((await refusal(safeFetch('http://[::1]/'))).message).toBe(WebPageIngestMessages.blockedAddress);
  });

  it('refuses an unresolvable host', async () => {
    expect((await refusal(safeFetch('http://no-such-host.invalid/'))).message).toBe(WebPageIngestMessages.unresolvable);
  });

  it('refuses anything but http and https', async () => {
    expect((await refusal(safeFetch('file:///etc/passwd'))).message).toBe(WebPageIngestMessages.urlInvalid);
  });
});

describe('which addresses a fetch may connect to', () => {
  it.each([
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['::ffff:127.0.0.1', 'loopback behind IPv4-mapped IPv6'],
    ['fc00::1', 'unique local'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'])('allows public %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
