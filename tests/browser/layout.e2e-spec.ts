// The portal layout in real Chromium at 375, 800 and 1600 px wide follows the portal manager's rules
// (spec part 3 §4): floor(width / 400) portals side by side, new portals right after the control
// portal, the oldest dropped, everything inside the control portal on mobile, /portal/{type} paths.
// Screenshots of every step go to test-results/.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, RESULTS_DIR, signUpInPage, uniqueEmail } from './browser.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function rowTypes(page: Page): Promise<(string | null)[]> {
  return page
    .locator('main > [data-testid="portal"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-portal-type')));
}

async function subTypes(page: Page, parent: string): Promise<(string | null)[]> {
  return page
    .locator(`main > [data-portal-type="${parent}"] .portal__subportals > [data-testid="portal"]`)
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-portal-type')));
}

async function settle(page: Page): Promise<void> {
  // The shell applies resizes on the next animation frame.
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
}

describe('portal layout', () => {
  it.each([
    [1600, ['guest-control', 'media-feed', 'dashboard'], []],
    [800, ['guest-control', 'media-feed'], []],
    [375, ['guest-control'], ['media-feed']],
  ])('first load for a guest at %i px', async (width, row, subs) => {
    const { page, errors, close } = await openPage(browser, '/', { width, height: 900 });
    try {
      await page.locator('[data-portal-type="guest-control"] [data-testid="podcast-tile"]').first().waitFor();
      expect(await rowTypes(page)).toEqual(row);
      expect(await subTypes(page, 'guest-control')).toEqual(subs);
      await page.screenshot({ path: `${RESULTS_DIR}layout-guest-${width}.png` });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('opens, drops and moves portals as the member works and the window changes size', async () => {
    const { page, errors, close } = await openPage(browser, '/', { width: 1600, height: 900 });
    try {
      await signUpInPage(page, uniqueEmail('layout'), 'layout password');
      await page.reload();
      const nav = page.getByTestId('navigation-grid');
      await nav.waitFor();
      expect(await rowTypes(page)).toEqual(['control', 'media-feed', 'dashboard']);

      await nav.getByRole('button', { name: 'Settings', exact: true }).click();
      await page.locator('[data-portal-type="settings"] [data-testid="settings"]').waitFor();
      expect(new URL(page.url()).pathname).toBe('/portal/settings');
      expect(await rowTypes(page)).toEqual(['control', 'settings', 'media-feed', 'dashboard']);
      await page.screenshot({ path: `${RESULTS_DIR}layout-member-1600-settings.png` });

      // A fifth portal at 1600 px (4 at most): the oldest, the dashboard, is dropped.
      await nav.getByRole('button', { name: 'Support', exact: true }).click();
      await page.locator('[data-portal-type="support"]').waitFor();
      expect(new URL(page.url()).pathname).toBe('/portal/support');
      expect(await rowTypes(page)).toEqual(['control', 'support', 'settings', 'media-feed']);
      // Opening Settings again reuses it (smart open) instead of opening a second one.
      await nav.getByRole('button', { name: 'Settings', exact: true }).click();
      expect(await rowTypes(page)).toEqual(['control', 'settings', 'support', 'media-feed']);
      await page.screenshot({ path: `${RESULTS_DIR}layout-member-1600.png` });

      // 800 px: two portals side by side; the oldest close.
      await page.setViewportSize({ width: 800, height: 900 });
      await settle(page);
      expect(await rowTypes(page)).toEqual(['control', 'settings']);
      await page.screenshot({ path: `${RESULTS_DIR}layout-member-800.png` });

      // 375 px: one portal; what was open moves inside the control portal (2 at most).
      await page.setViewportSize({ width: 375, height: 800 });
      await settle(page);
      expect(await rowTypes(page)).toEqual(['control']);
      expect(await subTypes(page, 'control')).toEqual(['settings']);
      await nav.getByRole('button', { name: 'MyLists', exact: true }).click();
      await nav.getByRole('button', { name: 'Dashboard', exact: true }).click();
      expect(await subTypes(page, 'control')).toEqual(['dashboard', 'lists']);
      await page.screenshot({ path: `${RESULTS_DIR}layout-member-375.png`, fullPage: true });

      // Wide again: the sub-portals step out into the row.
      await page.setViewportSize({ width: 1600, height: 900 });
      await settle(page);
      expect(await rowTypes(page)).toEqual(['control', 'dashboard', 'lists']);
      expect(await subTypes(page, 'control')).toEqual([]);

      // Every portal but the control portal has a close button; each scrolls on its own.
      expect(
        await page
          .locator('main > [data-portal-type="control"]')
          .getByRole('button', { name: /^Close/ })
          .count(),
      ).toBe(0);
      await page.getByRole('button', { name: 'Close MyLists' }).click();
      expect(await rowTypes(page)).toEqual(['control', 'dashboard']);
      const overflow = await page.evaluate(
        `[...document.querySelectorAll('main > [data-testid="portal"] > .portal__scroll')].map((el) => getComputedStyle(el).overflowY)`,
      );
      expect(overflow).toEqual(['auto', 'auto']);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
