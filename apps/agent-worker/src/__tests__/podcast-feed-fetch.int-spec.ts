// Fetching podcast feeds and transcripts safely (issue 17), against a local HTTP server started here:
// the safe fetch of web pages with the same limits and the same refusal of private addresses
// (127.0.0.1 allowed as INGEST_ALLOWED_HOSTS lists it), accepting RSS/XML for a feed and WebVTT, SRT
// or plain text for a transcript; a web page still accepts HTML only.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PodcastFeedMessages, WebPageIngestMessages } from '@hivemind/contracts';
import { FetchRefusal, safeFetch } from '../web/safe-fetch.js';

const BODIES: Record<string, [string, string]> = {
  '/feed.xml': ['application/rss+xml; charset=utf-8', '<rss version="2.0"><channel><title>x</title></channel></rss>'],
  '/feed-text-xml': ['text/xml', '<rss version="2.0"><channel><title>x</title></channel></rss>'],
  '/page.html': ['text/html', '<html><body>page</body></html>'],
  '/t.vtt': ['text/vtt', 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n<v A B>Hi.\n'],
  '/t.srt': ['application/x-subrip', '1\n00:00:00,000 --> 00:00:01,000\nA B: Hi.\n'],
  '/t.txt': ['text/plain', 'A B: Hi.'],
  '/t.json': ['application/json', '{"segments":[]}'],
};

let server: Server;
let base: string;
let port: number;
const allowedHosts = ['127.0.0.1'];

beforeAll(async () => {
  server = createServer((req, res) => {
    const body = BODIES[req.url ?? ''];
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': body[0] }).end(body[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof FetchRefusal ? e.message : String(e)),
  );

describe('the safe fetch of feeds and transcripts', () => {
  it('a feed is RSS or XML: accepted as such, anything else refused with its message', async () => {
    const feed = await safeFetch(`${base}/feed.xml`, { allowedHosts, kind: 'feed' });
    expect(feed).toMatchObject({ contentType: 'application/rss+xml', url: `${base}/feed.xml` });
    expect(feed.html).toContain('<rss');
    expect((await safeFetch(`${base}/feed-text-xml`, { allowedHosts, kind: 'feed' })).contentType).toBe('text/xml');
    expect(await refusal(safeFetch(`${base}/page.html`, { allowedHosts, kind: 'feed' }))).toBe(
      PodcastFeedMessages.notFeed,
    );
    expect(await refusal(safeFetch(`${base}/missing.xml`, { allowedHosts, kind: 'feed' }))).toBe(
      WebPageIngestMessages.httpStatus(404),
    );
  });

  it('a transcript is WebVTT, SRT or plain text; JSON is refused', async () => {
    for (const path of ['/t.vtt', '/t.srt', '/t.txt']) {
      expect((await safeFetch(`${base}${path}`, { allowedHosts, kind: 'transcript' })).html).toContain('Hi.');
    }
    expect(await refusal(safeFetch(`${base}/t.json`, { allowedHosts, kind: 'transcript' }))).toBe(
      PodcastFeedMessages.notTranscript,
    );
  });

  it('a web page is still HTML only', async () => {
    expect(await refusal(safeFetch(`${base}/feed.xml`, { allowedHosts }))).toBe(WebPageIngestMessages.notHtml);
  });

  it('a feed on a loopback or private address is refused unless its host is allowed', async () => {
    expect(await refusal(safeFetch(`${base}/feed.xml`, { kind: 'feed' }))).toBe(WebPageIngestMessages.blockedAddress);
    expect(await refusal(safeFetch(`http://localhost:${port}/feed.xml`, { allowedHosts, kind: 'feed' }))).toBe(
      WebPageIngestMessages.blockedAddress,
    );
  });
});
