// The subscription portals in real Chromium (spec part 2 §2.11, §7 "Plans", §9): an owner opens the
// Hive subscription portal from the hive detail's level card (title: hive name plus ' Subscription'),
// sees the hive plan cards ('Free', '$50/month', '$150/month') and the upgrade placeholder alert; the
// personal subscription portal, opened from Citizenship, shows 'Coming Eventually' for level 2.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage, RESULTS_DIR, signUpInPage, uniqueEmail } from './browser.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const portal = (page: Page, type: string): Locator =>
  page.locator(`[data-testid="portal"][data-portal-type="${type}"]`);

describe('subscriptions', () => {
  it('opens the hive and personal subscription portals with the plan tables of spec part 2 §9', async () => {
    const { page, errors, close } = await openPage(browser, '/', { width: 1600, height: 1000 });
    try {
      await signUpInPage(page, uniqueEmail('plans'), 'plans of hives 1');
      const name = `Plan Guild ${Date.now().toString(36)}`;
      const status = await page.evaluate(async (n) => {
        const response = await fetch('/api/hives', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'hivemind' },
          body: JSON.stringify({ name: n, emails: 'ann@example.com' }),
        });
        return response.status;
      }, name);
      expect(status).toBe(201);
      await page.reload({ waitUntil: 'domcontentloaded' });
      await portal(page, 'control').getByRole('button', { name: 'Hives', exact: true }).click();
      const hives = portal(page, 'hives');
      await hives.getByTestId('hive-row').filter({ hasText: name }).click();
      const detail = portal(page, 'hive-details');
      await detail.getByTestId('hive-card-level').getByRole('button', { name: 'View Plans' }).click();

      const hivePlans = portal(page, 'hive-subscription');
      await hivePlans.getByText(`${name} Subscription`).first().waitFor();
      const cards = hivePlans.getByTestId('plan-card');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(3);
      await cards.nth(0).getByText('Free', { exact: true }).waitFor();
      await cards.nth(1).getByText('$50/month', { exact: true }).waitFor();
      await cards.nth(1).getByText('50 per member').waitFor();
      await cards.nth(2).getByText('$150/month', { exact: true }).waitFor();
      await cards.nth(2).getByText('100 per member, plus member drop and reaction editing').waitFor();
      // An upgrade shows the placeholder alert (no payment redirect yet).
      const alertText = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => {
          resolve(dialog.message());
          void dialog.dismiss();
        }),
      );
      await cards.nth(1).getByRole('button', { name: 'Upgrade' }).click();
      expect(await alertText).toContain('redirected to payment');
      await hivePlans.screenshot({ path: `${RESULTS_DIR}hive-subscription-1600.png` });

      // Personal plans, from the Citizenship portal.
      await hives.getByTestId('hives-citizenship').getByRole('button', { name: 'Update' }).click();
      await portal(page, 'citizenship-portal').getByRole('button', { name: 'Personal Subscription' }).click();
      const personal = portal(page, 'subscription');
      const personalCards = personal.getByTestId('plan-card');
      await personalCards.first().waitFor();
      expect(await personalCards.count()).toBe(3);
      await personalCards.nth(0).getByText('Free', { exact: true }).waitFor();
      await personalCards.nth(0).getByText('Current plan').waitFor();
      await personalCards.nth(1).getByText('Coming Eventually', { exact: true }).waitFor();
      expect(await personalCards.nth(1).getByRole('button', { name: 'Not available yet' }).isDisabled()).toBe(true);
      await personalCards.nth(2).getByText('$20/month', { exact: true }).waitFor();
      await personal.getByText('18 of 25 drops used', { exact: false }).waitFor();
      await personal.screenshot({ path: `${RESULTS_DIR}personal-subscription-1600.png` });
      expect(errors).toEqual([]);
    } finally {
      await page.screenshot({ path: `${RESULTS_DIR}subscriptions-last-1600.png` }).catch(() => undefined);
      await close();
    }
  }, 90_000);
});
