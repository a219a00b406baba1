// The hives journey in real Chromium (spec part 1 §2, §4, §5): sign up, open Hives from the control
// portal, launch a hive with two invites (the form closes 3 s after success), find it under MY
// PRIVATE HIVES, and open its detail portal (header, owner-only level and type cards).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import { makePng } from '@hivemind/testing';
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

describe('hives', () => {
  it('launches a hive with invites, lists it under MY PRIVATE HIVES and opens its detail', async () => {
    const { page, errors, close } = await openPage(browser, '/', { width: 1600, height: 1000 });
    try {
      await signUpInPage(page, uniqueEmail('hiver'), 'hives of hives 1');
      await page.reload({ waitUntil: 'domcontentloaded' });
      await portal(page, 'control').getByRole('button', { name: 'Hives', exact: true }).click();

      const hives = portal(page, 'hives');
      await hives.getByTestId('hives-private').getByText('You are not a member of any private hive yet.').waitFor();
      await hives.getByRole('button', { name: 'Launch New Hive' }).click();
      const form = hives.getByTestId('launch-hive-form');
      await form.getByLabel('Hive name').fill('Robo');
      await form.getByLabel('Invite emails').fill('ann@example.com');
      await form.getByRole('button', { name: 'Launch Hive' }).click();
      await form.getByText('Please provide a hive name (5+ characters) and at least 1 valid email address').waitFor();

      const name = `Robotics Guild ${Date.now().toString(36)}`;
      await form.getByLabel('Hive name').fill(name);
      await form.getByLabel('Invite emails').fill('ann@example.com,\nbob@example.com');
      await form.getByRole('button', { name: 'Launch Hive' }).click();
      await form.getByText('Successfully sent 2 invitation(s)', { exact: false }).waitFor();
      const row = hives.getByTestId('hives-private').getByTestId('hive-row').filter({ hasText: name });
      await row.waitFor();
      // The form closes 3 s after success.
      await form.waitFor({ state: 'detached', timeout: 6000 });
      await hives.screenshot({ path: `${RESULTS_DIR}hives-portal-1600.png` });

      await row.click();
      const detail = portal(page, 'hive-details');
      await detail.getByRole('heading', { name }).waitFor();
      await detail.getByText('Level 1 Coming Soon').waitFor();
      expect(await detail.getByTestId('hive-card-type').count()).toBe(1);
      expect(await detail.getByTestId('hive-card-join').count()).toBe(0);
      // Invitations (admins): both pending; cancelling one asks first.
      const invitations = detail.getByTestId('hive-card-invitations');
      await invitations.getByText('bob@example.com').waitFor();
      await invitations
        .getByRole('listitem')
        .filter({ hasText: 'bob@example.com' })
        .getByRole('button', { name: 'Cancel' })
        .click();
      await page.getByRole('dialog', { name: 'Cancel invitation?' }).getByRole('button', { name: 'Confirm' }).click();
      await invitations.getByText('Invitation cancelled successfully').waitFor();
      await invitations.getByText('bob@example.com').waitFor({ state: 'detached' });
      await detail.getByTestId('hive-card-members').getByText('(you)').waitFor();
      await detail.screenshot({ path: `${RESULTS_DIR}hive-detail-1600.png` });

      // The manager: agent instructions show Save / Cancel only when dirty; the only owner cannot leave.
      await detail.getByRole('button', { name: 'Manage Hive' }).click();
      const manager = portal(page, 'hive-management');
      const agent = manager.getByTestId('hive-card-agent');
      await agent.getByLabel('Agent instructions').waitFor();
      expect(await agent.getByRole('button', { name: 'Save' }).count()).toBe(0);
      await agent.getByLabel('Agent instructions').fill('Keep only the kindest robotics idea.');
      await agent.getByRole('button', { name: 'Save' }).click();
      await agent.getByText('Instructions saved.').waitFor();
      await manager.getByText('Cannot leave hive', { exact: false }).waitFor();
      expect(await manager.getByRole('button', { name: 'Leave Hive' }).isDisabled()).toBe(true);
      await manager.screenshot({ path: `${RESULTS_DIR}hive-manager-1600.png` });

      // Citizenship opens from MY CITIZENSHIP HIVES' Update button.
      await hives.getByTestId('hives-citizenship').getByRole('button', { name: 'Update' }).click();
      const citizenship = portal(page, 'citizenship-portal');
      await citizenship.getByLabel('Country').waitFor();
      await citizenship.getByTestId('citizenship-history').waitFor();
      expect(await citizenship.getByRole('button', { name: 'Save' }).count()).toBe(0);
      await citizenship.getByLabel('Country').selectOption({ label: 'Canada' });
      await citizenship.getByLabel('State').selectOption({ label: 'Ontario' });
      // Choosing a country clears the state below it.
      await citizenship.getByLabel('Country').selectOption({ label: 'United States' });
      expect(await citizenship.getByLabel('State').inputValue()).toBe('');
      await citizenship.getByRole('button', { name: 'Save' }).click();
      await citizenship.getByText('Public Square Hives updated successfully.').waitFor();
      await citizenship.getByTestId('citizenship-history').getByText('United States').waitFor();
      await citizenship.screenshot({ path: `${RESULTS_DIR}citizenship-1600.png` });
      expect(errors).toEqual([]);
    } finally {
      // The last state, for a failing run.
      await page.screenshot({ path: `${RESULTS_DIR}hives-last-1600.png` }).catch(() => undefined);
      await close();
    }
  }, 90_000);
  it('an owner uploads a PNG logo in edit mode and sees it in the header; removal brings the initials back (spec part 1 §2, §5)', async () => {
    const { page, errors, close } = await openPage(browser, '/', { width: 1400, height: 950 });
    try {
      await signUpInPage(page, uniqueEmail('logo'), 'logos of hives 1');
      const name = `Logo Guild ${Date.now().toString(36)}`;
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
      await portal(page, 'hives').getByTestId('hive-row').filter({ hasText: name }).click();
      const detail = portal(page, 'hive-details');
      const header = detail.getByTestId('hive-detail-header');
      await detail.getByRole('heading', { name }).waitFor();
      expect(await header.getByTestId('hive-logo-image').count()).toBe(0);

      await header.getByRole('button', { name: 'Edit' }).click();
      const editor = detail.getByTestId('hive-logo-editor');
      await editor.getByText('Recommended: 512x512 square image', { exact: false }).waitFor();
      expect(await editor.getByTestId('hive-logo-input').getAttribute('accept')).toContain('image/webp');
      // Checked before sending: a text file named logo.png, then 2 MB + 1 byte.
      const input = editor.getByTestId('hive-logo-input');
      await input.setInputFiles({ name: 'logo.png', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
      await editor.getByText('Please select an image file').waitFor();
      await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(2097153, 1) });
      await editor.getByText('File size (2.00 MB) exceeds the maximum allowed size of 2MB').waitFor();

      await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(128, 128) });
      await editor.getByTestId('hive-logo-remove').waitFor();
      expect(await editor.getByText('Please select an image file').count()).toBe(0);
      await detail.getByTestId('hive-edit-form').getByRole('button', { name: 'Cancel' }).click();
      const logo = header.getByTestId('hive-logo-image');
      await logo.waitFor();
      expect(await logo.getAttribute('src')).toMatch(/^\/uploads\/hive-logos\/[0-9a-f-]+-[0-9a-f]+\.png$/);
      await page.waitForFunction(
        () => (document.querySelector('[data-testid="hive-detail-header"] img') as HTMLImageElement | null)?.complete,
      );
      expect(await logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(128);
      await detail.screenshot({ path: `${RESULTS_DIR}hive-logo-1400.png` });

      await header.getByRole('button', { name: 'Edit' }).click();
      await detail.getByTestId('hive-logo-remove').click();
      await detail.getByTestId('hive-logo-remove').waitFor({ state: 'detached' });
      await detail.getByTestId('hive-edit-form').getByRole('button', { name: 'Cancel' }).click();
      await header.getByRole('heading', { name }).waitFor();
      expect(await header.getByTestId('hive-logo-image').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.screenshot({ path: `${RESULTS_DIR}hive-logo-last-1400.png` }).catch(() => undefined);
      await close();
    }
  }, 90_000);
});
