// Pasting a link in real Chromium (issue 17; spec 3 §4 Webpage processing): from the control portal (or
// the media feed) a signed-in member pastes a link; guests see no form; the status is polled every 2 s until completed or failed; on
// failure the error (or 'Processing failed') shows; when the page id appears, one webpage portal opens
// (only once). Pages come from an HTTP server this test starts on 127.0.0.1 (INGEST_ALLOWED_HOSTS).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Browser, Page } from 'playwright-core';
import { WebPageIngestMessages } from '@hivemind/contracts';
import { aUser, requireEnv } from '@hivemind/testing';
import { launchBrowser, openPage, RESULTS_DIR, url, WEB_URL } from './browser.js';

const sentences = [
  'Night trains are coming back across Europe as travellers look for slower ways to cross the continent.',
  'A night train leaves in the evening and arrives in another capital city the next morning.',
  'Rail operators bought new sleeping cars for night trains after years of closing the old lines.',
  'Night trains use less energy per passenger than short flights between the same two cities.',
  'Tickets for night trains sell out weeks ahead in summer, when families travel together.',
  'Some night trains carry bicycles, so cyclists can start a tour in another country at dawn.',
  'Governments now help night trains with lower track fees at night, when the lines are empty.',
];
const article = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><article><h1>${title}</h1>${sentences
    .map((s) => `<p>${s}</p>`)
    .join('')}</article></body></html>`;

let server: Server;
let base: string;
let browser: Browser;
let redis: Redis;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path.startsWith('/page/')) {
      res.writeHead(200, { 'content-type': 'text/html' }).end(article(`Night trains ${path.slice(6)}`));
    } else {
      res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
  redis = new Redis(requireEnv('REDIS_URL'));
});

afterAll(async () => {
  await browser?.close();
  await redis?.quit();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function openSignedIn(): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const cookie = await (await aUser().create()).signIn(redis);
  const opened = await openPage(browser, '/terms', {
    width: 1280,
    height: 1000,
    allowedErrors: [/ERR_NAME_NOT_RESOLVED \(https:\/\/images\.hivemind\.local\//],
  });
  await opened.context.addCookies([{ name: 'sid', value: cookie.replace(/^sid=/, ''), url: WEB_URL }]);
  await opened.page.goto(url('/'), { waitUntil: 'domcontentloaded' });
  return opened;
}

const webpagePortals = (page: Page) => page.locator('[data-testid="portal"][data-portal-type="webpage-portal"]');
const portal = (page: Page, type: string) => page.locator(`[data-testid="portal"][data-portal-type="${type}"]`);

describe('pasting a link in the control portal', () => {
  it('polls the status; when the page id appears, one webpage portal opens, only once', async () => {
    const { page, errors, close } = await openSignedIn();
    try {
      const form = portal(page, 'control').getByTestId('paste-link');
      await form.getByLabel('Link').fill(`${base}/page/${randomUUID().slice(0, 8)}`);
      await form.getByRole('button', { name: 'Read page' }).click();
      await webpagePortals(page).first().waitFor({ timeout: 30_000 });
      await form.getByText(/^Done: Night trains/).waitFor();
      // Two more poll periods: still one portal.
      await page.waitForTimeout(4_500);
      expect(await webpagePortals(page).count()).toBe(1);
      await page.screenshot({ path: `${RESULTS_DIR}paste-link-completed-1280.png` });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);

  it('on failure, shows the error', async () => {
    const { page, close } = await openSignedIn();
    try {
      const form = portal(page, 'control').getByTestId('paste-link');
      await form.getByLabel('Link').fill(`${base}/file.pdf`);
      await form.getByRole('button', { name: 'Read page' }).click();
      await form.getByText(WebPageIngestMessages.notHtml).waitFor({ timeout: 30_000 });
      expect(await webpagePortals(page).count()).toBe(0);
    } finally {
      await close();
    }
  }, 60_000);
});

describe('pasting a link in the media feed', () => {
  it('the same form: when the page id appears, one webpage portal opens, only once', async () => {
    const { page, errors, close } = await openSignedIn();
    try {
      const form = portal(page, 'media-feed').getByTestId('paste-link');
      await form.getByLabel('Link').fill(`${base}/page/feed-${randomUUID().slice(0, 8)}`);
      await form.getByRole('button', { name: 'Read page' }).click();
      await webpagePortals(page).first().waitFor({ timeout: 30_000 });
      await form.getByText(/^Done: Night trains/).waitFor();
      await page.waitForTimeout(4_500);
      expect(await webpagePortals(page).count()).toBe(1);
      await page.screenshot({ path: `${RESULTS_DIR}paste-link-media-feed-1280.png` });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);

  it('guests see the media feed without the form', async () => {
    const { page, close } = await openPage(browser, '/', { width: 1280, height: 1000 });
    try {
      // The guest landing shows once the session is known to be a guest's.
      await portal(page, 'guest-control').waitFor({ timeout: 30_000 });
      await portal(page, 'media-feed').getByTestId('media-feed').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('paste-link').count()).toBe(0);
    } finally {
      await close();
    }
  }, 60_000);
});
