// Web pages end to end (issue 17; spec 4 POST /api/web-pages, spec 3 §3 Process status, §7 GET
// /api/process-status/{id}): a member pastes a link, the agent worker fetches it safely and reads it,
// feeds-svc stores the page and its drops as posts (then the post pipeline), and the status says
// completed with the page; refusals end as a failed process with their error and write nothing; a
// second submission reuses the page. Pages come from an HTTP server this test starts on 127.0.0.1,
// the one host the stack's INGEST_ALLOWED_HOSTS lists (scripts/test.mjs); `localhost` stays refused.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { aUser, collect, eventually, requireEnv, RestClient, wsClient } from '@hivemind/testing';
import { createFeedsPrisma, type FeedsPrismaClient } from '@hivemind/db-feeds';
import { MEDIA_AGENT_USER_ID, normalizeWebPageUrl, WEB_PAGE_STAGES, WebPageIngestMessages } from '@hivemind/contracts';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4400';

interface StatusJson {
  success: boolean;
  status: 'processing' | 'completed' | 'failed';
  error: string | null;
  webpageId: string | null;
  webpageTitle: string | null;
  url: string;
}

const paragraphs = [
  'Community gardens turn empty city lots into shared plots where neighbours grow vegetables together.',
  'Each gardener in a community garden tends a small bed and shares the tools, the water and the compost.',
  'City councils lease vacant lots to community gardens for a symbolic rent, often for ten years at a time.',
  'Studies of community gardens find that neighbours who garden together trust each other more than before.',
  'Community gardens also cool the streets around them, because plants and soil hold water in the summer heat.',
  'Many community gardens donate part of their harvest to food banks in the same neighbourhood every week.',
  'Schools near community gardens bring classes to learn how seeds, soil and insects work together.',
  'The hardest part of running a community garden is keeping the waiting list fair when plots are scarce.',
  'Some community gardens now keep bees, and the honey is sold at the neighbourhood market in the autumn.',
];

const article = (title: string) => `<!doctype html><html><head><title>${title}</title>
<meta name="description" content="Shared plots in the city.">
<meta property="og:image" content="/og.png"><link rel="icon" href="/icon.svg"></head>
<body><nav>Menu</nav><article><h1>${title}</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}</article></body></html>`;

let server: Server;
let base: string;
let port: number;
let redis: Redis;
let feedsDb: FeedsPrismaClient;

function handle(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://x');
  const path = url.pathname;
  if (path.startsWith('/page/')) {
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(article(`Community gardens ${path.slice(6)}`));
  } else if (path.startsWith('/hop/')) {
    const [, , n, name] = path.split('/');
    const left = Number(n);
    res.writeHead(302, { location: left <= 1 ? `/page/${name}` : `/hop/${left - 1}/${name}` }).end();
  } else if (path === '/to-localhost') {
    res.writeHead(302, { location: `http://localhost:${port}/page/loopback` }).end();
  } else if (path === '/pdf') {
    res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4');
  } else if (path === '/huge') {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.on('error', () => undefined);
    const chunk = Buffer.alloc(512 * 1024, 'a');
    let sent = 0;
    const pump = (): void => {
      while (sent < 6 * 1024 * 1024) {
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      res.end();
    };
    pump();
  } else if (path === '/slow') {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write('<html><body>');
    const timer = setTimeout(() => res.end('</body></html>'), 15_000);
    res.on('close', () => clearTimeout(timer));
  } else {
    res.writeHead(404).end();
  }
}

beforeAll(async () => {
  redis = new Redis(requireEnv('REDIS_URL'));
  feedsDb = createFeedsPrisma(requireEnv('FEEDS_DATABASE_URL'));
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await redis.quit();
  await feedsDb.$disconnect();
});

async function aSignedInUser(): Promise<{ client: RestClient; id: string }> {
  const user = await aUser().create();
  const client = new RestClient(GATEWAY);
  client.cookie = await user.signIn(redis);
  return { client, id: user.id };
}

async function submit(client: RestClient, url: string): Promise<string> {
  const res = await client.call<{ processId: string }>('POST', '/api/web-pages', { url });
  expect(res.status).toBe(202);
  expect(typeof res.body.processId).toBe('string');
  return res.body.processId;
}

/** Polls the status as the web app does until it is no longer processing. */
async function settled(client: RestClient, processId: string, timeoutMs = 30_000): Promise<StatusJson> {
  return eventually(async () => {
    const res = await client.call<StatusJson>('GET', `/api/process-status/${processId}`);
    expect(res.status).toBe(200);
    return res.body.status === 'processing' ? null : res.body;
  }, timeoutMs);
}

async function expectNothingWritten(url: string): Promise<void> {
  const normalized = normalizeWebPageUrl(url)!;
  expect(await feedsDb.webPage.count({ where: { url: normalized } })).toBe(0);
  expect(await feedsDb.post.count({ where: { webPage: { url: normalized } } })).toBe(0);
}

describe('POST /api/web-pages and GET /api/process-status/{id}', () => {
  it('needs a signed-in member and an http or https url (400 otherwise, nothing recorded)', async () => {
    const guest = new RestClient(GATEWAY);
    expect((await guest.call('POST', '/api/web-pages', { url: `${base}/page/guest` })).status).toBe(401);
    const { client, id } = await aSignedInUser();
    for (const url of ['ftp://example.com/file', 'javascript:alert(1)', 'not a url', '']) {
      const res = await client.call<{ error: string }>('POST', '/api/web-pages', { url });
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
    expect((await client.call('POST', '/api/web-pages', {})).status).toBe(400);
    expect(await feedsDb.webPageProcess.count({ where: { userId: id } })).toBe(0);
  });

  it('a page becomes posts with its metadata; the process belongs to its submitter; a second submission reuses the page', async () => {
    const tag = randomUUID().slice(0, 8);
    const url = `${base}/page/${tag}`;
    const { client } = await aSignedInUser();
    const processId = await submit(client, url);

    // A process belongs to its submitter: anyone else gets 404.
    const other = await aSignedInUser();
    expect((await other.client.call('GET', `/api/process-status/${processId}`)).status).toBe(404);
    expect((await client.call('GET', `/api/process-status/${randomUUID()}`)).status).toBe(404);

    const done = await settled(client, processId);
    expect(done).toMatchObject({ success: true, status: 'completed', error: null, url });
    expect(done.webpageTitle).toBe(`Community gardens ${tag}`);
    const webpageId = done.webpageId!;

    const page = await feedsDb.webPage.findUniqueOrThrow({ where: { id: webpageId } });
    expect(page).toMatchObject({
      url: normalizeWebPageUrl(url),
      title: `Community gardens ${tag}`,
      description: 'Shared plots in the city.',
      ogImage: `${base}/og.png`,
      faviconUrl: `${base}/icon.svg`,
    });
    expect(page.scrapedAt).toBeInstanceOf(Date);

    // 3-10 drops, in the planet (the default public square), no member as author.
    const posts = await feedsDb.post.findMany({ where: { webPageId: webpageId }, include: { hive: true } });
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.length).toBeLessThanOrEqual(10);
    for (const post of posts) {
      expect(post.hive.type).toBe('Planet');
      expect(post.userId).toBe(MEDIA_AGENT_USER_ID);
      expect(paragraphs.join(' ')).toContain(post.content.split('. ')[0]);
    }

    // Then through the normal post pipeline: classified and embedded.
    await eventually(async () => {
      const rows = await feedsDb.$queryRawUnsafe<{ n: number }[]>(
        'select count(*)::int as n from post where web_page_id = $1::uuid and embedding is not null and category is not null',
        webpageId,
      );
      return rows[0]!.n === posts.length;
    }, 30_000);

    // The webpage portal's feed serves them with the web page fields.
    const feed = await client.call<{ posts: Record<string, unknown>[] }>('GET', `/api/web-pages/${webpageId}/feed`);
    expect(feed.status).toBe(200);
    expect(feed.body.posts).toHaveLength(posts.length);
    expect(feed.body.posts[0]).toMatchObject({
      web_page_id: webpageId,
      web_page_title: `Community gardens ${tag}`,
      web_page_description: 'Shared plots in the city.',
      web_page_og_image: `${base}/og.png`,
    });

    // A second submission (same normalized url) reuses the page and its posts.
    const again = await submit(other.client, `${url}#section`);
    const reused = await settled(other.client, again);
    expect(reused).toMatchObject({ status: 'completed', webpageId });
    expect(await feedsDb.post.count({ where: { webPageId: webpageId } })).toBe(posts.length);
    expect(await feedsDb.webPage.count({ where: { url: normalizeWebPageUrl(url)! } })).toBe(1);
  }, 90_000);

  it('follows redirects within the limit', async () => {
    const tag = randomUUID().slice(0, 8);
    const { client } = await aSignedInUser();
    const done = await settled(client, await submit(client, `${base}/hop/5/${tag}`));
    expect(done).toMatchObject({ status: 'completed', webpageTitle: `Community gardens ${tag}` });
  }, 60_000);

  it.each([
    [
      'too many redirects',
      () => `${base}/hop/6/many-${randomUUID().slice(0, 8)}`,
      WebPageIngestMessages.tooManyRedirects,
    ],
    ['too large', () => `${base}/huge?${randomUUID().slice(0, 8)}`, WebPageIngestMessages.tooLarge],
    ['not HTML', () => `${base}/pdf?${randomUUID().slice(0, 8)}`, WebPageIngestMessages.notHtml],
    [
      'a redirect to a loopback address not allowed',
      () => `${base}/to-localhost?${randomUUID().slice(0, 8)}`,
      WebPageIngestMessages.blockedAddress,
    ],
    [
      'an unresolvable host',
      () => `http://no-such-host-${randomUUID().slice(0, 8)}.invalid/`,
      WebPageIngestMessages.unresolvable,
    ],
    ['too slow', () => `${base}/slow?${randomUUID().slice(0, 8)}`, WebPageIngestMessages.timeout],
  ])(
    '%s: a failed process with its error, nothing written',
    async (_name, makeUrl, error) => {
      const url = makeUrl();
      const { client } = await aSignedInUser();
      const failed = await settled(client, await submit(client, url), 40_000);
      expect(failed).toMatchObject({ success: true, status: 'failed', error, webpageId: null, url });
      await expectNothingWritten(url);
    },
    60_000,
  );

  it('publishes progress on a topic the submitter can subscribe to, as thoughts do', async () => {
    const { client } = await aSignedInUser();
    type Msg = { webPageProgress: { stage: string; status: string; percent: number; error: string | null } };
    const query = `subscription($id: ID!) { webPageProgress(processId: $id) { stage status percent error } }`;
    const done = (items: Msg[]) =>
      items.some((m) => m.webPageProgress.stage === 'completed' || m.webPageProgress.status === 'failed');

    const ok = await submit(client, `${base}/page/progress-${randomUUID().slice(0, 8)}`);
    const ws = wsClient(GATEWAY, client.cookie);
    try {
      // The gateway replays the topic's latest message first, then every later one live.
      const messages = await collect<Msg>(ws, query, { id: ok }, done, 30_000);
      const order = messages.map((m) =>
        WEB_PAGE_STAGES.indexOf(m.webPageProgress.stage as (typeof WEB_PAGE_STAGES)[number]),
      );
      expect(order.every((i) => i >= 0)).toBe(true);
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(messages.at(-1)!.webPageProgress).toEqual({
        stage: 'completed',
        status: 'completed',
        percent: 100,
        error: null,
      });

      const refused = await submit(client, `${base}/pdf?progress-${randomUUID().slice(0, 8)}`);
      const failed = await collect<Msg>(ws, query, { id: refused }, done, 30_000);
      expect(failed.at(-1)!.webPageProgress).toMatchObject({ status: 'failed', error: WebPageIngestMessages.notHtml });
    } finally {
      await ws.dispose();
    }
  }, 60_000);
});
