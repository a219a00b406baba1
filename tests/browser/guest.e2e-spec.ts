// The guest landing (spec part 3 §2.13) in real Chromium: tagline, manifesto, 'Join For Free',
// tracked podcasts in 3 columns (6 on mobile, 20 on desktop, load more adds 20); a tap on a podcast
// leads to /register. Plus axe checks and the /terms, /privacy and /post/{id} pages.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, RESULTS_DIR, seriousViolations, url } from './browser.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** How many tracked podcasts GET /api/podcasts lists — what the landing's grid pages through. */
async function trackedPodcastCount(): Promise<number> {
  const res = await fetch(url('/api/podcasts'));
  return ((await res.json()) as { podcasts: unknown[] }).podcasts.length;
}

describe('guest landing', () => {
  it('shows the tagline, Join For Free and 20 podcasts in 3 columns on desktop', async () => {
    const { page, errors, close } = await openPage(browser, '/', { width: 1600 });
    try {
      const landing = page.locator('[data-testid="portal"][data-portal-type="guest-control"]');
      await landing.getByRole('heading', { name: /Media programs the mind/ }).waitFor();
      const join = landing.getByRole('link', { name: 'Join For Free' });
      expect(await join.getAttribute('href')).toBe('/register');
      const tiles = landing.getByTestId('podcast-tile');
      await tiles.first().waitFor();
      expect(await tiles.count()).toBe(20);
      const columns = await page.evaluate(
        `getComputedStyle(document.querySelector('[data-portal-type="guest-control"] [data-testid="podcast-grid"]')).gridTemplateColumns.split(' ').length`,
      );
      expect(columns).toBe(3);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${RESULTS_DIR}guest-landing-1600.png` });

      // Load more shows every tracked podcast (24 in the demo data) and then goes away.
      const tracked = await trackedPodcastCount();
      expect(tracked).toBeGreaterThan(20);
      await landing.getByRole('button', { name: 'Load more podcasts' }).click();
      expect(await tiles.count()).toBe(Math.min(tracked, 40));
      expect(await landing.getByRole('button', { name: 'Load more podcasts' }).count()).toBe(0);

      await tiles.nth(3).click();
      await page.waitForURL((u) => u.pathname === '/register');
      await page.getByRole('heading', { level: 1, name: 'Join Hivemind' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows 6 podcasts on mobile, and a tap on one leads to /register', async () => {
    const { page, errors, close } = await openPage(browser, '/', { width: 375, height: 800 });
    try {
      const landing = page.locator('[data-testid="portal"][data-portal-type="guest-control"]');
      const tiles = landing.getByTestId('podcast-tile');
      await tiles.first().waitFor();
      expect(await tiles.count()).toBe(6);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${RESULTS_DIR}guest-landing-375.png`, fullPage: true });
      await landing.getByRole('button', { name: 'Load more podcasts' }).click();
      expect(await tiles.count()).toBe(Math.min(await trackedPodcastCount(), 26));
      await tiles.first().click();
      await page.waitForURL((u) => u.pathname === '/register');
      await page.getByRole('heading', { level: 1, name: 'Join Hivemind' }).waitFor();
      await page.screenshot({ path: `${RESULTS_DIR}register-375.png` });
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('serves readable /terms and /privacy pages, and /post/{id} of an unknown post reads Post Not Found', async () => {
    const { page, errors, close } = await openPage(browser, '/terms', { width: 1280 });
    try {
      await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${RESULTS_DIR}terms-1280.png` });
      await page.goto(url('/privacy'));
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      await page.goto(url('/post/some-post-id'));
      await page.getByRole('heading', { name: 'Post Not Found' }).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/post/some-post-id');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
