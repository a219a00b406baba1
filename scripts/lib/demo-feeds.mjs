// The demo podcast feeds of `npm start` (and the end-to-end stack): a small HTTP server on 127.0.0.1
// serving scripts/seed/podcast-feeds/ (RSS feeds with podcast:person and podcast:transcript, and
// their WebVTT, SRT and plain-text transcripts), `{{BASE}}` in a file replaced by the server's own
// address. The seed points three tracked podcasts at these feeds (DEMO_FEEDS), and feeds-svc's
// repeatable ingest-podcasts job reads them soon after boot (the agent worker may fetch 127.0.0.1
// because INGEST_ALLOWED_HOSTS lists it).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { basename, join } from 'node:path';
import { root } from './run.mjs';

export const DEMO_FEEDS_DIR = join(root, 'scripts', 'seed', 'podcast-feeds');

const TYPES = {
  '.xml': 'application/rss+xml; charset=utf-8',
  '.vtt': 'text/vtt; charset=utf-8',
  '.srt': 'application/x-subrip; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** The address the demo feeds are served at for a stack on `portBase` (what the seed writes). */
export const demoFeedsUrl = (portBase) => `http://127.0.0.1:${portBase + 120}`;

/** Starts the server on portBase + 120; resolves with its address and a close function. */
export async function startDemoFeeds(portBase) {
  const url = demoFeedsUrl(portBase);
  const server = createServer(async (req, res) => {
    const name = basename(decodeURIComponent(new URL(req.url ?? '/', url).pathname));
    const type = TYPES[name.slice(name.lastIndexOf('.'))];
    if (!type) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    try {
      const body = (await readFile(join(DEMO_FEEDS_DIR, name), 'utf8')).replaceAll('{{BASE}}', url);
      res.writeHead(200, { 'content-type': type }).end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(portBase + 120, '127.0.0.1', resolve);
  });
  return { url, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * Waits until feeds-svc has read every podcast feed once and no post pipeline is owed (the demo
 * feeds' posts classified, embedded and tagged), so end-to-end tests that count a podcast's posts see
 * a settled database. Resolves false after `timeoutMs`.
 */
export async function waitForFeedsRead(feedsDatabaseUrl, { timeoutMs = 90_000 } = {}) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: feedsDatabaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const { rows } = await client.query(
        `select (select count(*) from podcast where feed_url is not null and feed_checked_at is null)::int as unread,
                (select count(*) from flow_start)::int as owed`,
      );
      if (rows[0].unread === 0 && rows[0].owed === 0) return true;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return false;
  } finally {
    await client.end();
  }
}
