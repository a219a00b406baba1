// Podcasts, episodes, people, organizations and web pages in real Chromium on the seeded data (spec 3
// §2.7-§2.12, §4, §8, §9): a tracked podcast in the control portal opens its podcast portal (header
// card, tabbed widgets with the period chips, its posts); 'View Episodes' opens the episodes portal
// and hides itself; an episode card opens the episode portal, whose featured person opens the person
// portal; a stream's organization opens the organization portal, whose departments expand (+ / −) to
// their products and whose key members open person portals; a post's web page badge opens the
// webpage portal with that page's posts. Ids and expected answers come from the REST facade, as the
// page sees it. Screenshots at 1600 px, light and dark.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage, RESULTS_DIR, seriousViolations, signUpInPage, uniqueEmail } from './browser.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const portal = (page: Page, type: string): Locator =>
  page.locator(`[data-testid="portal"][data-portal-type="${type}"]`).first();

async function signUp(page: Page): Promise<void> {
  await signUpInPage(page, uniqueEmail('media'), 'media portals 1');
  await page.reload({ waitUntil: 'domcontentloaded' });
  await portal(page, 'control').waitFor();
}

/** GET a REST path from inside the page (its cookies, its origin). */
function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => (await fetch(p)).json(), path) as Promise<T>;
}

interface PodcastJson {
  readonly id: string;
  readonly title: string;
  readonly actual_episodes_count: number;
  readonly total_episodes_count: number;
  readonly language: string | null;
}

describe('podcast, episodes, episode and person portals', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`a tracked podcast opens its portal, then its episodes, an episode and its featured person (${colorScheme})`, async () => {
      const { page, errors, close } = await openPage(browser, '/', { width: 1600, height: 1400, colorScheme });
      try {
        await signUp(page);
        const tile = portal(page, 'control').getByTestId('podcast-tile').first();
        await tile.waitFor();
        const title = ((await tile.textContent()) ?? '').trim();
        await tile.click();

        // The podcast portal: header card, widgets, then the posts.
        const podcast = portal(page, 'podcast-portal');
        const view = podcast.getByTestId('podcast-portal');
        await view.waitFor();
        const podcastId = (await view.getAttribute('data-podcast-id')) ?? '';
        const { podcast: expected } = await api<{ podcast: PodcastJson }>(page, `/api/podcasts/${podcastId}`);
        expect(title).toContain(expected.title);
        const header = podcast.getByTestId('podcast-header');
        await header.getByRole('heading', { name: expected.title }).waitFor();
        expect(await header.getByTestId('podcast-episode-counts').textContent()).toBe(
          `${expected.actual_episodes_count} of ${expected.total_episodes_count} episodes tracked`,
        );
        if (expected.language) await header.getByText(`Language: ${expected.language.toUpperCase()}`).waitFor();
        const widgets = podcast.getByTestId('podcast-widgets');
        await widgets.getByRole('tab').first().waitFor();
        expect(await widgets.getByRole('tab').allTextContents()).toEqual([
          'Streams Tagged',
          'Stream Sentiment',
          'Posts Generated',
        ]);
        expect(await widgets.getByRole('radio').allTextContents()).toEqual(['24h', '7d', '30d', 'All']);
        expect(await widgets.getByRole('radio', { name: 'All' }).getAttribute('aria-checked')).toBe('true');
        // Posts Generated counts what the podcast's dashboard counts.
        const dashboard = await api<{ post_counts: { total: number } }>(page, `/api/podcasts/${podcastId}/dashboard`);
        await widgets.getByRole('tab', { name: 'Posts Generated' }).click();
        if (dashboard.post_counts.total > 0) {
          expect(Number.parseInt((await widgets.getByTestId('media-post-total').textContent()) ?? '', 10)).toBe(
            dashboard.post_counts.total,
          );
          await podcast.getByTestId('podcast-feed').getByTestId('post-card').first().waitFor();
        } else {
          await podcast.getByText('No posts found for this podcast yet.').waitFor();
        }
        await widgets.getByRole('tab', { name: 'Streams Tagged' }).click();
        expect(await seriousViolations(page)).toEqual([]);
        await podcast.screenshot({ path: `${RESULTS_DIR}media-podcast-1600-${colorScheme}.png` });

        // 'View Episodes' opens the episodes portal and is hidden while it is open.
        await header.getByRole('button', { name: 'View Episodes' }).click();
        const episodes = portal(page, 'podcast-episodes-portal');
        const cards = episodes.getByTestId('episode-card');
        await cards.first().waitFor();
        await header.getByRole('button', { name: 'View Episodes' }).waitFor({ state: 'detached' });
        const firstPage = await api<{
          episodes: { id: string; post_counts: { total: number } }[];
          pagination: { hasMore: boolean };
        }>(page, `/api/podcasts/${podcastId}/episodes?page=1&limit=50`);
        expect(await cards.count()).toBe(firstPage.episodes.length);
        expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-episode-id')))).toEqual(
          firstPage.episodes.map((e) => e.id),
        );
        // A card is disabled when its post count is zero.
        for (const [i, episode] of firstPage.episodes.entries()) {
          expect(await cards.nth(i).isDisabled()).toBe(episode.post_counts.total === 0);
        }
        if (firstPage.pagination.hasMore) {
          await episodes
            .getByRole('button', { name: `Load More Episodes (${firstPage.episodes.length} loaded)` })
            .waitFor();
        } else {
          await episodes.getByText("You've reached the end of the episodes list").waitFor();
        }
        await episodes.screenshot({ path: `${RESULTS_DIR}media-episodes-1600-${colorScheme}.png` });

        // An episode with posts and featured people opens its portal.
        const withPosts = firstPage.episodes.find((e) => e.post_counts.total > 0);
        expect(withPosts).toBeDefined();
        await episodes.locator(`[data-testid="episode-card"][data-episode-id="${withPosts!.id}"]`).click();
        const episode = portal(page, 'podcast-episode-portal');
        await episode.getByTestId('episode-portal').waitFor();
        const detail = await api<{
          episode: { title: string; persons: { name: string; role: string; person_id: string | null }[] };
        }>(page, `/api/podcast-episodes/${withPosts!.id}`);
        await episode.getByTestId('episode-header').getByRole('heading', { name: detail.episode.title }).waitFor();
        expect(await episode.getByTestId('episode-podcast-link').textContent()).toContain(expected.title);
        await episode.getByText('Featured people').waitFor();
        const people = episode.getByTestId('featured-people').locator('li');
        expect(await people.count()).toBe(detail.episode.persons.length);
        expect(await people.first().textContent()).toContain(detail.episode.persons[0]!.role);
        await episode.getByTestId('episode-widgets').getByRole('tab', { name: 'Stream Sentiment' }).waitFor();
        await episode.getByTestId('episode-feed').getByTestId('post-card').first().waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await episode.screenshot({ path: `${RESULTS_DIR}media-episode-1600-${colorScheme}.png` });

        // A featured person opens the person portal.
        const featured = episode.getByTestId('featured-person').first();
        const name = (await featured.locator('.media-people__name').textContent()) ?? '';
        await featured.click();
        const person = portal(page, 'person-details');
        await person.getByTestId('person-name').waitFor();
        expect(await person.getByTestId('person-name').textContent()).toBe(name);
        await person.screenshot({ path: `${RESULTS_DIR}media-person-1600-${colorScheme}.png` });
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});

interface OrgJson {
  readonly organization: { readonly id: string; readonly name: string; readonly stream_id: string };
  readonly streams: readonly {
    readonly id: string;
    readonly name: string;
    readonly connections: { readonly outbound: readonly { readonly target_id: string }[] };
  }[];
  readonly people: readonly { readonly first_name: string; readonly last_name: string }[];
}

describe('organization portal', () => {
  it("a stream's organization opens the organization portal: departments expand (+ / −) to their products, key members open people", async () => {
    const { page, errors, close } = await openPage(browser, '/', { width: 1600, height: 1600 });
    try {
      await signUp(page);
      // A business stream and its organization, as the REST facade answers them.
      const { streams } = await api<{ streams: { id: string; name: string }[] }>(
        page,
        '/api/streams?type=business&limit=25',
      );
      let org: OrgJson | null = null;
      for (const s of streams) {
        const answer = await api<OrgJson | { error: string }>(
          page,
          `/api/organizations/full?streamId=${s.id}&includeConnections=true`,
        );
        if ('organization' in answer && answer.organization.stream_id === s.id && answer.streams.length > 3) {
          org = answer;
          break;
        }
      }
      expect(org).not.toBeNull();
      const root = org!.streams[0]!;
      const departments = org!.streams.filter((s) => root.connections.outbound.some((c) => c.target_id === s.id));
      expect(departments.length).toBeGreaterThan(0);

      // The streams listing finds the business stream; its info card names the organization.
      await page.getByTestId('navigation-grid').getByRole('button', { name: 'Streams', exact: true }).click();
      const listing = portal(page, 'streams');
      await listing.getByRole('searchbox', { name: 'Search streams' }).fill(root.name);
      await listing.locator(`[data-testid="stream-row"][data-stream-id="${root.id}"]`).click();
      const stream = portal(page, 'stream-portal');
      await stream.getByTestId('open-organization').click();

      const organization = portal(page, 'organization-details');
      await organization.getByTestId('organization-portal').waitFor();
      await organization.getByRole('heading', { name: org!.organization.name }).first().waitFor();
      const tree = organization.getByTestId('stream-tree');
      const names = (depth: number) =>
        tree.locator(`[data-testid="stream-node"][data-depth="${depth}"] > .stream-tree__node .stream-row__name`);
      expect(await names(0).allTextContents()).toEqual([root.name]);
      expect(await names(1).allTextContents()).toEqual(
        departments.map((d) => d.name).sort((a, b) => a.localeCompare(b)),
      );
      // Products show once their department is expanded with '+', and hide again with '−'.
      expect(await names(2).count()).toBe(0);
      const first = tree.locator('[data-testid="stream-node"][data-depth="1"]').first();
      const toggle = first.getByTestId('stream-node-toggle');
      expect(await toggle.textContent()).toBe('+');
      await toggle.click();
      expect(await toggle.textContent()).toBe('−');
      expect(await names(2).count()).toBeGreaterThan(0);
      await organization.screenshot({ path: `${RESULTS_DIR}media-organization-1600.png` });
      await toggle.click();
      expect(await names(2).count()).toBe(0);

      // Key Members open their person portals.
      await organization.getByText('Key Members').waitFor();
      const members = organization.getByTestId('key-member');
      expect(await members.count()).toBe(org!.people.length);
      const member = (await members.first().locator('.media-people__name').textContent()) ?? '';
      await members.first().click();
      await portal(page, 'person-details').getByTestId('person-name').filter({ hasText: member }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      // On a phone the organization portal stacks in one column.
      await page.setViewportSize({ width: 390, height: 844 });
      const phone = portal(page, 'organization-details');
      await phone.getByTestId('stream-tree').waitFor();
      await phone.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: `${RESULTS_DIR}media-organization-390.png` });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

interface PostJson {
  readonly id: string;
  readonly content: string;
  readonly web_page_id: string | null;
}

describe('webpage portal', () => {
  it("a post's web page badge opens the webpage portal with the page's card and posts (dark)", async () => {
    const { page, errors, close } = await openPage(browser, '/', { width: 1600, height: 1400, colorScheme: 'dark' });
    try {
      await signUp(page);
      // A post drawn from a web page, as the media feed lists it; searched for by its own words.
      const { posts } = await api<{ posts: PostJson[] }>(page, '/api/posts?page=1&limit=100');
      const post = posts.find((p) => p.web_page_id !== null);
      expect(post).toBeDefined();
      const webPageId = post!.web_page_id!;
      const [{ data: webPage }, feed] = await Promise.all([
        api<{ data: { title: string | null; url: string } }>(page, `/api/web-pages/${webPageId}`),
        api<{ posts: { id: string }[]; hasMore: boolean }>(page, `/api/web-pages/${webPageId}/feed?page=1&limit=20`),
      ]);
      const media = portal(page, 'media-feed');
      await media.getByRole('searchbox').fill(post!.content.split(/\s+/).slice(0, 6).join(' '));
      const card = media.locator(`[data-testid="post-card"][data-post-id="${post!.id}"]`);
      await card.getByTestId('open-webpage').click();

      const portalEl = portal(page, 'webpage-portal');
      await portalEl.getByTestId('webpage-portal').waitFor();
      expect(await portalEl.getByTestId('webpage-portal').getAttribute('data-webpage-id')).toBe(webPageId);
      expect(await portalEl.getByTestId('webpage-title').textContent()).toBe(webPage.title ?? 'Untitled Webpage');
      expect(await portalEl.getByTestId('webpage-scraped').textContent()).toMatch(/^Scraped: \w{3} \d{1,2}, \d{4}$/);
      const cards = portalEl.getByTestId('webpage-feed').getByTestId('post-card');
      await cards.first().waitFor();
      expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-post-id')))).toEqual(
        feed.posts.map((p) => p.id),
      );
      expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-post-id')))).toContain(post!.id);
      // Collapse hides the description and date; Expand shows them again.
      await portalEl.getByTestId('webpage-toggle').click();
      await portalEl.getByTestId('webpage-scraped').waitFor({ state: 'detached' });
      await portalEl.getByTestId('webpage-toggle').click();
      await portalEl.getByTestId('webpage-scraped').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await portalEl.screenshot({ path: `${RESULTS_DIR}media-webpage-1600-dark.png` });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
