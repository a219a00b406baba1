// The post portal in real Chromium (spec 2 §2.1, §4, §6, §8, §9): data seeded through REST inside the
// test (an owner launches a hive and invites a member, who joins and posts). /post/{id} opens the post
// portal for guests (no counts; a vote sends them to /register) and for members: the owner votes up
// then down and sees the counts move, copies the link ('Link copied' for 2 s), and removes the post
// with an unconstructive vote (the notice); the author uses the Thinker Controls. Unknown ids read
// 'Post Not Found'.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { findStreamMentions } from '@hivemind/contracts';
import { aUser, eventually, requireEnv, RestClient, signUpVerified } from '@hivemind/testing';
import { launchBrowser, openPage, RESULTS_DIR, seriousViolations, uniqueEmail, url, WEB_URL } from './browser.js';

const GATEWAY = WEB_URL.replace(/\/$/, '');

let browser: Browser;
let redis: Redis;

beforeAll(async () => {
  browser = await launchBrowser();
  redis = new Redis(requireEnv('REDIS_URL'));
});

afterAll(async () => {
  await browser?.close();
  await redis?.quit();
});

const postPortal = (page: Page): Locator => page.locator('[data-testid="portal"][data-portal-type="post-portal"]');

interface Seeded {
  readonly hiveId: string;
  readonly ownerCookie: string;
  readonly memberCookie: string;
  readonly post: (content: string) => Promise<string>;
}

/** An owner (written to the database and signed in) launches a hive; an invited member signs up, joins and posts. */
async function seed(): Promise<Seeded> {
  const owner = new RestClient(GATEWAY);
  owner.cookie = await (await aUser().create()).signIn(redis);
  const memberEmail = uniqueEmail('post-author');
  const launched = await owner.call<{ hive: { id: string } }>('POST', '/api/hives', {
    name: `Post Portal ${randomUUID().slice(0, 8)}`,
    emails: [memberEmail],
  });
  expect(launched.status).toBe(201);
  const hiveId = launched.body.hive.id;
  const member = await signUpVerified(GATEWAY, memberEmail);
  expect((await member.client.call('POST', `/api/hives/${hiveId}/join`)).status).toBe(200);
  const post = async (content: string): Promise<string> => {
    // Membership reaches feeds-svc through the outbox: wait until the member may post.
    const created = await eventually(async () => {
      const res = await member.client.call<{ post: { id: string } }>('POST', '/api/posts', { hiveId, content });
      return res.status === 201 ? res : null;
    });
    return created.body.post.id;
  };
  return { hiveId, ownerCookie: owner.cookie ?? '', memberCookie: member.client.cookie ?? '', post };
}

/** A page whose context holds the session cookie (or none for a guest), opened at `path`. */
async function openAs(
  cookie: string | null,
  path: string,
  width: number,
): Promise<{ page: Page; context: BrowserContext; errors: string[]; close: () => Promise<void> }> {
  // The demo podcasts' images live on a host these offline machines cannot resolve.
  const opened = await openPage(browser, '/terms', {
    width,
    height: 1000,
    allowedErrors: [/ERR_NAME_NOT_RESOLVED \(https:\/\/images\.hivemind\.local\//],
  });
  if (cookie !== null) {
    const value = cookie.replace(/^sid=/, '');
    await opened.context.addCookies([{ name: 'sid', value, url: WEB_URL }]);
  }
  await opened.page.goto(url(path), { waitUntil: 'domcontentloaded' });
  return opened;
}

describe('post portal', () => {
  let data: Seeded;
  let votedPostId: string;
  let authorPostId: string;
  let taggedPostId: string;

  beforeAll(async () => {
    data = await seed();
    votedPostId = await data.post('Community gardens should get rainwater tanks before summer.');
    authorPostId = await data.post('A shared tool library would save every street a lot of money.');
  }, 60_000);

  it('/post/{id} is readable by guests: no vote counts, and a vote sends them to /register', async () => {
    const { page, errors, close } = await openAs(null, `/post/${votedPostId}`, 390);
    try {
      const portal = postPortal(page);
      const detail = portal.getByTestId('post-detail');
      await detail.getByText('Community gardens should get rainwater tanks before summer.').waitFor();
      // The shared URL stays in the address bar.
      expect(new URL(page.url()).pathname).toBe(`/post/${votedPostId}`);
      // Guests never see counts: the controls stand without numbers.
      await detail.getByTestId('vote-up').waitFor();
      expect(await detail.getByTestId('count-up').count()).toBe(0);
      expect(await detail.getByTestId('thinker-controls').count()).toBe(0);
      await page.screenshot({ path: `${RESULTS_DIR}post-guest-390.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      await detail.getByTestId('vote-up').click();
      await page.waitForURL((u) => u.pathname === '/register');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('highlights the tagged streams inside the text (spec 2 §5) and lists them under Tagged Streams with sentiment', async () => {
    // A demo post whose text mentions one of its tagged streams, found the way the feeds read posts.
    const response = await fetch(`${GATEWAY}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'hivemind' },
      body: JSON.stringify({
        query: '{ mediaFeed(first: 100) { id content streams { streamId streamName streamAliases } } }',
      }),
    });
    interface FeedPost {
      id: string;
      content: string;
      streams: { streamId: string; streamName: string; streamAliases: string[] }[];
    }
    const feed = (await response.json()) as { data: { mediaFeed: FeedPost[] } };
    const tagged = feed.data.mediaFeed.find(
      (p) =>
        findStreamMentions(
          p.content,
          p.streams.map((s) => ({ streamId: s.streamId, name: s.streamName, aliases: s.streamAliases })),
        ).length > 0,
    );
    expect(tagged).toBeDefined();
    taggedPostId = tagged!.id;
    const { page, errors, close } = await openAs(null, `/post/${tagged!.id}`, 1600);
    try {
      const detail = postPortal(page).getByTestId('post-detail');
      await detail.getByTestId('post-content').first().waitFor();
      await page.screenshot({ path: `${RESULTS_DIR}post-streams-1600.png` });
      await detail.getByTestId('post-content').first().getByTestId('stream-mention').first().waitFor();
      const streams = detail.getByTestId('tagged-streams');
      await streams.getByText('Tagged Streams').waitFor();
      await streams.getByText(tagged!.streams[0]!.streamName, { exact: true }).waitFor();
      // A guest's click on a stream sends them to /register.
      await detail.getByTestId('stream-mention').first().click();
      await page.waitForURL((u) => u.pathname === '/register');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('Related Posts (spec 2 §2.2): the filter toggle shows category, type and match quality; cards show their similarity', async () => {
    const { page, errors, close } = await openAs(data.ownerCookie, `/post/${taggedPostId}`, 1600);
    try {
      const related = postPortal(page).getByTestId('related-posts');
      await related.getByText('Related Posts', { exact: true }).waitFor();
      await related.getByRole('button', { name: 'Filters' }).click();
      const filters = related.getByTestId('related-filters');
      // Default match quality 0.9; 'Any (40%+)' widens it.
      expect(await filters.getByLabel('Match quality').inputValue()).toBe('0.9');
      await filters.getByLabel('Match quality').selectOption('0.4');
      await related.getByTestId('related-similarity').first().waitFor();
      const first = await related.getByTestId('related-similarity').first().textContent();
      expect(first).toMatch(/^\d{1,3}\.\d% match$/);
      expect(Number.parseFloat(first ?? '0')).toBeGreaterThanOrEqual(40);
      expect(await related.getByTestId('post-card').count()).toBeGreaterThan(0);
      await page.screenshot({ path: `${RESULTS_DIR}post-related-1600.png` });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("an unknown post id reads 'Post Not Found'", async () => {
    const { page, close } = await openAs(null, `/post/${randomUUID()}`, 1600);
    try {
      await postPortal(page).getByText('Post Not Found', { exact: true }).waitFor();
    } finally {
      await close();
    }
  });

  it("a member votes up then down and sees the counts move; copy link reads 'Link copied' for 2 s", async () => {
    const { page, context, errors, close } = await openAs(data.ownerCookie, `/post/${votedPostId}`, 1600);
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(WEB_URL).origin });
      const detail = postPortal(page).getByTestId('post-detail');
      await detail.getByText('Community gardens', { exact: false }).waitFor();
      // Before voting, a member with a vote right sees no counts.
      expect(await detail.getByTestId('count-up').count()).toBe(0);

      await detail.getByTestId('vote-up').click();
      await expect(detail.getByTestId('vote-up').getAttribute('aria-pressed')).resolves.toBe('true');
      await detail.getByTestId('count-up').filter({ hasText: /^1$/ }).waitFor();
      await detail.getByTestId('count-down').filter({ hasText: /^0$/ }).waitFor();

      // A different vote moves the count from the old type to the new one.
      await detail.getByTestId('vote-down').click();
      await detail.getByTestId('count-down').filter({ hasText: /^1$/ }).waitFor();
      await detail.getByTestId('count-up').filter({ hasText: /^0$/ }).waitFor();
      expect(await detail.getByTestId('vote-up').getAttribute('aria-pressed')).toBe('false');

      // The counts are the server's: a reload shows the same.
      await page.reload({ waitUntil: 'domcontentloaded' });
      await postPortal(page).getByTestId('count-down').filter({ hasText: /^1$/ }).waitFor();

      const copy = postPortal(page).getByTestId('copy-link');
      await copy.click();
      await copy.getByText('Link copied').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url(`/post/${votedPostId}`));
      const copiedAt = Date.now();
      await copy.getByText('Copy link').waitFor({ timeout: 4000 });
      expect(Date.now() - copiedAt).toBeGreaterThan(1500);
      await page.screenshot({ path: `${RESULTS_DIR}post-member-1600.png` });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("an owner's unconstructive vote removes the post from the hive with the moderation notice", async () => {
    const { page, errors, close } = await openAs(data.ownerCookie, `/post/${votedPostId}`, 1600);
    try {
      const detail = postPortal(page).getByTestId('post-detail');
      await detail.getByTestId('vote-unconstructive').click();
      await detail.getByText('Post has been removed from Hive due to moderation').waitFor();
      await detail.getByText('This post was moderated for: unconstructive content').waitFor();
      // A moderated post has voting disabled.
      await expect(detail.getByTestId('vote-up').isDisabled()).resolves.toBe(true);
      await page.screenshot({ path: `${RESULTS_DIR}post-moderated-1600.png` });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the author with canPost sees Thinker Controls: classification change, visibility, and the moderation lock', async () => {
    const { page, errors, close } = await openAs(data.memberCookie, `/post/${authorPostId}`, 390);
    try {
      const portal = postPortal(page);
      const controls = portal.getByTestId('thinker-controls');
      await controls.getByRole('button', { name: 'Thinker Controls' }).click();
      await controls.getByLabel('Category').selectOption('science');
      await controls.getByText('Category updated to Science').waitFor();
      await controls.getByLabel('Thought Type').selectOption('plan');
      await controls.getByText('Thought Type updated to Plan').waitFor();
      await controls.getByRole('button', { name: 'Hide post' }).click();
      await controls.getByTestId('visibility-state').filter({ hasText: 'Hidden' }).waitFor();
      await page.screenshot({ path: `${RESULTS_DIR}post-author-390.png`, fullPage: true });
      await controls.getByRole('button', { name: 'Make public' }).click();
      await controls.getByTestId('visibility-state').filter({ hasText: 'Public' }).waitFor();

      // The moderated post: classification and visibility are locked.
      await page.goto(url(`/post/${votedPostId}`), { waitUntil: 'domcontentloaded' });
      const locked = postPortal(page).getByTestId('thinker-controls');
      await locked.getByRole('button', { name: 'Thinker Controls' }).click();
      await locked.getByText('Cannot change classification - post is under moderation').waitFor();
      expect(await locked.getByLabel('Category').isDisabled()).toBe(true);
      expect(
        await locked
          .getByRole('button', { name: 'Make public' })
          .or(locked.getByRole('button', { name: 'Hide post' }))
          .isDisabled(),
      ).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
