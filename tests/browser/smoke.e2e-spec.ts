// Browser smoke test of the web client: the shell paints (a guest sees the guest landing), a
// member's control portal navigation opens a portal, both the HTTP and WebSocket paths to the API
// work, and the console stays clean.
// Runs against WEB_URL (default: the gateway serving the built client). With SMOKE_API_OFFLINE=1 it
// runs against a static preview with no API behind it and expects the calm "offline" state instead.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { testClientAddress } from '@hivemind/testing';
import { chromium, type Browser, type Page } from 'playwright-core';

const WEB_URL = process.env.WEB_URL ?? 'http://127.0.0.1:4000/';
const API_OFFLINE = process.env.SMOKE_API_OFFLINE === '1';
const RESULTS_DIR = fileURLToPath(new URL('../../test-results/', import.meta.url));

// Without an API the browser itself reports the failed requests and sockets; nothing else may appear.
const OFFLINE_NOISE = [/Failed to load resource/, /WebSocket connection to .* failed/];

let browser: Browser;

beforeAll(async () => {
  await mkdir(RESULTS_DIR, { recursive: true });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
});

afterAll(async () => {
  await browser?.close();
});

interface OpenedPage {
  readonly page: Page;
  readonly errors: string[];
  close(): Promise<void>;
}

async function openPage(width: number, height: number): Promise<OpenedPage> {
  // Reduced motion: no transitions or smooth scrolling, so screenshots show settled states.
  const context = await browser.newContext({
    viewport: { width, height },
    reducedMotion: 'reduce',
    // One client address per page (the e2e gateway trusts X-Forwarded-For, see libs/testing).
    extraHTTPHeaders: { 'X-Forwarded-For': testClientAddress() },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = `${message.text()} (${message.location().url})`;
    if (API_OFFLINE && OFFLINE_NOISE.some((noise) => noise.test(text))) return;
    errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await page.goto(WEB_URL, { waitUntil: 'domcontentloaded' });
  return { page, errors, close: () => context.close() };
}

async function expectApiState(page: Page): Promise<void> {
  const api = (state: string) => page.locator(`[data-testid="api-status"][data-state="${state}"]`);
  const live = page.getByTestId('live-status');
  if (API_OFFLINE) {
    await api('offline').waitFor({ timeout: 10_000 });
    expect(await live.getAttribute('data-state')).not.toBe('connected');
  } else {
    // HTTP: `{ __typename }` answered; WS: the graphql-ws socket acknowledged.
    await api('online').waitFor({ timeout: 10_000 });
    await page.locator('[data-testid="live-status"][data-state="connected"]').waitFor({ timeout: 10_000 });
  }
}

/** A fresh member, signed up from inside the page so its context holds the session cookie. */
async function signUp(page: Page): Promise<void> {
  const email = `smoke-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const status = await page.evaluate(
    (e) =>
      fetch('/api/auth/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'hivemind' },
        body: JSON.stringify({ email: e, password: 'smoke test password' }),
      }).then((r) => r.status),
    email,
  );
  expect(status).toBe(201);
  await page.reload({ waitUntil: 'domcontentloaded' });
}

const NAVIGATION = ['MediaFeed', 'Dashboard', 'Streams', 'MyThoughts', 'MyLists', 'Settings', 'Support'];

describe('web client smoke', () => {
  it("paints the guest landing on desktop, then opens MyThoughts from a member's navigation grid", async () => {
    const { page, errors, close } = await openPage(1600, 900);
    try {
      await page.getByRole('heading', { level: 1, name: 'Hivemind' }).waitFor();
      const landing = page.locator('[data-testid="portal"][data-portal-type="guest-control"]');
      await landing.getByTestId('guest-landing').waitFor();
      expect(await landing.getByRole('button', { name: /^Close/ }).count()).toBe(0);
      // First load on desktop: the (guest) control portal, media feed and dashboard side by side.
      const types = () =>
        page
          .locator('main > [data-testid="portal"]')
          .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-portal-type')));
      expect(await types()).toEqual(['guest-control', 'media-feed', 'dashboard']);
      await expectApiState(page);
      await page.screenshot({ path: `${RESULTS_DIR}smoke-desktop-1600x900.png` });
      if (API_OFFLINE) {
        expect(errors).toEqual([]);
        return;
      }

      await signUp(page);
      const control = page.locator('[data-testid="portal"][data-portal-type="control"]');
      await control.waitFor();
      expect(await control.getByRole('button', { name: /^Close/ }).count()).toBe(0);
      const grid = page.getByTestId('navigation-grid');
      for (const label of NAVIGATION) {
        expect(await grid.getByRole('button', { name: label, exact: true }).isVisible()).toBe(true);
      }
      expect(await types()).toEqual(['control', 'media-feed', 'dashboard']);
      await expectApiState(page);
      await page.screenshot({ path: `${RESULTS_DIR}smoke-desktop-1600x900-member.png` });

      await grid.getByRole('button', { name: 'MyThoughts', exact: true }).click();
      const thoughts = page.locator('[data-testid="portal"][data-portal-type="my-thoughts-portal"]');
      await thoughts.getByRole('heading', { name: 'MyThoughts' }).waitFor();
      await thoughts.getByTestId('portal-empty-state').waitFor();
      expect(new URL(page.url()).pathname).toBe('/portal/my-thoughts-portal');
      await page.screenshot({ path: `${RESULTS_DIR}smoke-desktop-1600x900-mythoughts.png` });

      await thoughts.getByRole('button', { name: 'Close MyThoughts' }).click();
      await thoughts.waitFor({ state: 'detached' });

      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('paints the control portal with the media feed inside it on mobile', async () => {
    const { page, errors, close } = await openPage(375, 800);
    try {
      const landing = page.locator('[data-testid="portal"][data-portal-type="guest-control"]');
      await landing.locator('[data-portal-type="media-feed"]').waitFor();
      expect(await page.locator('main > [data-testid="portal"]').count()).toBe(1);
      await expectApiState(page);
      await page.screenshot({ path: `${RESULTS_DIR}smoke-mobile-375x800.png` });
      if (API_OFFLINE) {
        expect(errors).toEqual([]);
        return;
      }

      await signUp(page);
      const control = page.locator('[data-testid="portal"][data-portal-type="control"]');
      await control.getByTestId('navigation-grid').waitFor();
      await control.locator('[data-portal-type="media-feed"]').waitFor();
      await control.getByRole('button', { name: 'MyThoughts', exact: true }).click();
      await control.locator('[data-portal-type="my-thoughts-portal"]').getByTestId('portal-empty-state').waitFor();
      await page.screenshot({ path: `${RESULTS_DIR}smoke-mobile-375x800-mythoughts.png` });

      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
