// Streams and the dashboard in real Chromium on the seeded data (spec 2 §2.5, §2.6, §2.7, §6, §8, §9):
// the dashboard's cards in the spec's order with 5 items until View All (a guest's View All goes to
// /register); the streams listing found by an alias, narrowed by type, cleared, and empty with 'No
// streams found'; a stream portal's info card, tabbed widgets and period chips, its filter groups
// hiding the widgets and naming the active count; and a stream name highlighted in a post opening
// its stream portal. Screenshots at 1600 and 390 px, light and dark.
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

const CARDS = ['Top Post Generators', 'Trending Streams', 'Stream Sentiment', 'Posts by Type', 'New Streams'];

async function signUp(page: Page): Promise<void> {
  await signUpInPage(page, uniqueEmail('streams'), 'streams and dashboards 1');
  await page.reload({ waitUntil: 'domcontentloaded' });
  await portal(page, 'control').waitFor();
}

describe('the dashboard', () => {
  it('stacks its cards in order with the seeded data, 5 items until View All; a guest View All goes to /register', async () => {
    const { page, errors, close } = await openPage(browser, '/', { width: 1600, height: 2200 });
    try {
      const dashboard = portal(page, 'dashboard');
      await dashboard.getByTestId('dashboard').waitFor();
      const titles = await dashboard.locator('.card__title').allTextContents();
      expect(titles).toEqual(CARDS);
      // Every card answers from the seeded posts of the last 7 days.
      const trending = dashboard.getByTestId('dashboard-trending');
      await trending.getByTestId('stream-row').first().waitFor();
      expect(await trending.getByTestId('stream-row').count()).toBe(5);
      const podcasts = dashboard.getByTestId('dashboard-podcasts');
      await podcasts.getByTestId('podcast-row').first().waitFor();
      expect(await podcasts.getByTestId('podcast-row').count()).toBeLessThanOrEqual(5);
      await dashboard.getByTestId('dashboard-sentiment').getByTestId('sentiment-chart').waitFor();
      const legend = await dashboard
        .getByTestId('dashboard-sentiment')
        .locator('.sentiment-legend__name')
        .allTextContents();
      expect(legend).toEqual(['Positive', 'Negative', 'Neutral', 'Mixed']);
      const bars = dashboard.getByTestId('dashboard-type-bars').locator('.count-bars__row');
      await bars.first().waitFor();
      expect(await bars.count()).toBeLessThanOrEqual(5);
      expect(await bars.first().textContent()).toMatch(/\d+ \(\d{1,3}\.\d%\)/);
      await dashboard
        .getByTestId('dashboard-new-streams')
        .locator('[data-testid="stream-row"], .empty-state')
        .first()
        .waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await dashboard.screenshot({ path: `${RESULTS_DIR}streams-dashboard-guest-1600.png` });
      // Guests read the dashboard; View All sends them to /register (spec 2 §6).
      await trending.getByTestId('view-all').click();
      await page.waitForURL((u) => u.pathname === '/register');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('View All shows the rest of a card and Show Less the first 5 again (member, dark)', async () => {
    const { page, errors, close } = await openPage(browser, '/', { width: 1600, height: 2200, colorScheme: 'dark' });
    try {
      await signUp(page);
      const trending = portal(page, 'dashboard').getByTestId('dashboard-trending');
      await trending.getByTestId('stream-row').first().waitFor();
      expect(await trending.getByTestId('stream-row').count()).toBe(5);
      await trending.getByRole('button', { name: 'View All' }).click();
      await page.waitForFunction(
        (root) => (root?.querySelectorAll('[data-testid="stream-row"]').length ?? 0) > 5,
        await trending.elementHandle(),
      );
      await trending.getByRole('button', { name: 'Show Less' }).click();
      expect(await trending.getByTestId('stream-row').count()).toBe(5);
      // A trending stream opens its stream portal.
      const name = (await trending.getByTestId('stream-row').first().locator('.stream-row__name').textContent()) ?? '';
      await trending.getByTestId('stream-row').first().click();
      const stream = portal(page, 'stream-portal');
      await stream.getByTestId('stream-info').getByRole('heading', { name }).waitFor();
      await portal(page, 'dashboard').screenshot({ path: `${RESULTS_DIR}streams-dashboard-dark-1600.png` });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('streams', () => {
  it('the listing finds a stream by an alias, narrows by type, clears, and says No streams found', async () => {
    const { page, errors, close } = await openPage(browser, '/', { width: 1600, height: 1200 });
    try {
      await signUp(page);
      // A stream whose alias is not part of its name, from the listing's own call.
      const target = await page.evaluate(async () => {
        const answer = (await (await fetch('/api/streams?limit=100')).json()) as {
          streams: { name: string; stream_aliases: string[] }[];
        };
        for (const s of answer.streams) {
          const alias = s.stream_aliases.find((a) => a.length >= 3 && !s.name.toLowerCase().includes(a.toLowerCase()));
          if (alias !== undefined) return { name: s.name, alias };
        }
        return null;
      });
      expect(target).not.toBeNull();
      await page.getByTestId('navigation-grid').getByRole('button', { name: 'Streams', exact: true }).click();
      const listing = portal(page, 'streams');
      const rows = listing.getByTestId('stream-row');
      await rows.first().waitFor();
      // Pages of 25: the first page, and the next ones the infinite scroll loads while the end of the
      // listing is in view (on a tall window the second page can already be there).
      const shown = await rows.count();
      expect(shown).toBeGreaterThanOrEqual(25);
      expect(shown % 25).toBe(0);
      await listing.getByRole('searchbox', { name: 'Search streams' }).fill(target!.alias);
      await listing.locator('.stream-row__name', { hasText: target!.name }).first().waitFor();

      // Types: Business narrows to business streams; Clear goes back to all types.
      await listing.getByRole('searchbox', { name: 'Search streams' }).fill('');
      await listing.getByRole('button', { name: 'Filter & Sort' }).click();
      await listing.getByRole('combobox', { name: 'Types' }).selectOption('business');
      await listing.getByRole('button', { name: 'Filter & Sort (1 active)' }).waitFor();
      await page.waitForFunction(
        (root) =>
          [...(root?.querySelectorAll('[data-testid="stream-row"] .badge') ?? [])].every(
            (b) => b.textContent === 'Business',
          ),
        await listing.elementHandle(),
      );
      expect(await rows.count()).toBeGreaterThan(0);
      await listing.getByRole('combobox', { name: 'Sort' }).selectOption('new');
      await listing.getByRole('button', { name: 'Filter & Sort (2 active)' }).waitFor();
      await listing.screenshot({ path: `${RESULTS_DIR}streams-listing-filtered-1600.png` });
      await listing.getByRole('button', { name: 'Clear' }).click();
      await listing.getByRole('button', { name: 'Filter & Sort', exact: true }).waitFor();
      await page.waitForFunction(
        (root) =>
          [...(root?.querySelectorAll('[data-testid="stream-row"] .badge') ?? [])].some(
            (b) => b.textContent !== 'Business',
          ),
        await listing.elementHandle(),
      );

      await listing.getByRole('searchbox', { name: 'Search streams' }).fill('no stream is called this at all');
      await listing.getByText('No streams found', { exact: true }).waitFor();
      await listing.getByText('Try adjusting your filters', { exact: true }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("a stream portal shows its info card and widgets, period chips change the widgets' period, filters hide them", async () => {
    const { page, errors, close } = await openPage(browser, '/', { width: 1600, height: 1600 });
    try {
      await signUp(page);
      await page.getByTestId('navigation-grid').getByRole('button', { name: 'Streams', exact: true }).click();
      const listing = portal(page, 'streams');
      await listing.getByTestId('stream-row').first().waitFor();
      const name = (await listing.getByTestId('stream-row').first().locator('.stream-row__name').textContent()) ?? '';
      await listing.getByTestId('stream-row').first().click();
      const stream = portal(page, 'stream-portal');
      const info = stream.getByTestId('stream-info');
      await info.getByRole('heading', { name }).waitFor();
      expect(await info.getByTestId('stream-type').textContent()).toBeTruthy();
      await stream.getByTestId('stream-level').waitFor();

      // Tabbed widgets; the period chips 24h, 7d, 30d, All with All chosen.
      const widgets = stream.getByTestId('stream-widgets');
      await widgets.getByRole('tab').first().waitFor();
      const tabs = await widgets.getByRole('tab').allTextContents();
      expect(tabs).toEqual(['Podcasts Mentioning', 'Stream Sentiment', 'Posts Generated']);
      const chips = widgets.getByRole('radio');
      expect(await chips.allTextContents()).toEqual(['24h', '7d', '30d', 'All']);
      expect(await widgets.getByRole('radio', { name: 'All' }).getAttribute('aria-checked')).toBe('true');
      await widgets.getByTestId('stream-podcasts').waitFor();
      await widgets.getByRole('tab', { name: 'Stream Sentiment' }).click();
      await widgets.getByTestId('sentiment-chart').waitFor();
      await widgets.getByRole('tab', { name: 'Posts Generated' }).click();
      const total = async () =>
        Number.parseInt((await widgets.getByTestId('stream-post-total').textContent()) ?? '', 10);
      await widgets.getByTestId('stream-post-total').waitFor();
      const allTime = await total();
      expect(allTime).toBeGreaterThan(0);
      await stream.screenshot({ path: `${RESULTS_DIR}streams-stream-1600.png` });
      // 24h: the period's own count (the seed spreads posts over 60 days, so fewer or none).
      await widgets.getByRole('radio', { name: '24h' }).click();
      expect(await widgets.getByRole('radio', { name: '24h' }).getAttribute('aria-checked')).toBe('true');
      await page.waitForFunction(
        ([root, all]) => {
          const text = root?.querySelector('[data-testid="stream-post-total"]')?.textContent;
          const none = root?.textContent?.includes('No posts in this period.');
          return none === true || (text !== undefined && text !== null && Number.parseInt(text, 10) < (all as number));
        },
        [await widgets.elementHandle(), allTime] as const,
      );

      // Filters: Sentiment Positive hides the info card and widgets and names the active count.
      await stream.getByRole('button', { name: 'Filter & Sort' }).click();
      const panel = stream.getByTestId('stream-filter-panel');
      for (const group of ['Thought Types', 'Sentiment']) {
        expect(await panel.getByRole('group', { name: group }).getByRole('button').first().textContent()).toBe('All');
      }
      await panel.getByRole('group', { name: 'Sentiment' }).getByRole('button', { name: 'Positive' }).click();
      await stream.getByRole('button', { name: 'Filter & Sort (1 active)' }).waitFor();
      expect(await stream.getByTestId('stream-filter-count').textContent()).toBe('1 filter active');
      await info.waitFor({ state: 'detached' });
      expect(await stream.getByTestId('stream-widgets').count()).toBe(0);
      await stream.locator('[data-testid="stream-feed"], .empty-state').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await stream.screenshot({ path: `${RESULTS_DIR}streams-stream-filtered-1600.png` });
      await panel.getByRole('button', { name: 'Clear' }).click();
      await info.waitFor();
      await stream.getByTestId('stream-widgets').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a stream name highlighted in a post opens its stream portal, at 390 px too', async () => {
    const { page, errors, close } = await openPage(browser, '/', { width: 1600, height: 1200 });
    try {
      await signUp(page);
      const feed = portal(page, 'media-feed');
      const mention = feed.getByTestId('post-card').getByTestId('stream-mention').first();
      await mention.waitFor();
      const text = ((await mention.textContent()) ?? '').toLowerCase();
      await mention.click();
      const stream = portal(page, 'stream-portal');
      await stream.getByTestId('stream-info').waitFor();
      // The highlight is the opened stream's name or one of its aliases.
      const streamId = await stream.getByTestId('stream-portal').getAttribute('data-stream-id');
      const terms = await page.evaluate(async (id) => {
        const answer = (await (await fetch(`/api/streams/${id}`)).json()) as {
          stream: { name: string; stream_aliases: string[] };
        };
        return [answer.stream.name, ...answer.stream.stream_aliases].map((t) => t.toLowerCase());
      }, streamId);
      expect(terms).toContain(text.replace(/\s+/g, ' '));
      await stream.getByTestId('stream-feed').getByTestId('post-card').first().waitFor();

      await page.setViewportSize({ width: 390, height: 844 });
      const nested = page.locator('[data-testid="portal"][data-portal-type="stream-portal"]').first();
      await nested.getByTestId('stream-widgets').waitFor();
      await nested.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: `${RESULTS_DIR}streams-stream-390.png` });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("failures: the listing's connection-failure text and retry counter, a dashboard card's 'Failed to load' with Try Again", async () => {
    const { page, errors, close } = await openPage(browser, '/', {
      width: 1600,
      height: 1400,
      // The requests this test cuts off on purpose.
      allowedErrors: [/net::ERR_FAILED/, /Failed to fetch/],
    });
    try {
      // Requests of one operation fail before reaching the server (a connection failure).
      let cut: string | null = 'DashboardTrendingStreams';
      await page.route('**/graphql', async (route) => {
        const body = route.request().postData() ?? '';
        if (cut !== null && body.includes(`"operationName":"${cut}"`)) await route.abort('failed');
        else await route.continue();
      });
      await signUp(page);
      const trending = portal(page, 'dashboard').getByTestId('dashboard-trending');
      await trending.getByText('Failed to load trending streams').waitFor();
      // The other cards are not held back by this one.
      await portal(page, 'dashboard').getByTestId('dashboard-podcasts').getByTestId('podcast-row').first().waitFor();
      await trending.screenshot({ path: `${RESULTS_DIR}streams-dashboard-card-failed-1600.png` });
      cut = null;
      await trending.getByRole('button', { name: 'Try Again' }).click();
      await trending.getByTestId('stream-row').first().waitFor();

      cut = 'Streams';
      await page.getByTestId('navigation-grid').getByRole('button', { name: 'Streams', exact: true }).click();
      const listing = portal(page, 'streams');
      await listing
        .getByText('Unable to connect to server. Please ensure the development server is running.')
        .waitFor();
      expect(await listing.getByTestId('retry-attempts').textContent()).toBe('Retry attempts: 1');
      await listing.getByRole('button', { name: 'Retry' }).click();
      await listing.getByTestId('retry-attempts').filter({ hasText: 'Retry attempts: 2' }).waitFor();
      await listing.screenshot({ path: `${RESULTS_DIR}streams-listing-offline-1600.png` });
      cut = null;
      await listing.getByRole('button', { name: 'Retry' }).click();
      await listing.getByTestId('stream-row').first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
