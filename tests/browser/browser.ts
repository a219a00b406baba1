// Shared helpers of the browser tests: Debian's Chromium through playwright-core, pages that record
// console errors, a fresh account made over the REST facade, the dev outbox, and axe-core checks.
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { testClientAddress } from '@hivemind/testing';

export const WEB_URL = process.env.WEB_URL ?? 'http://127.0.0.1:4000/';
export const RESULTS_DIR = fileURLToPath(new URL('../../test-results/', import.meta.url));

export async function launchBrowser(): Promise<Browser> {
  await mkdir(RESULTS_DIR, { recursive: true });
  return chromium.launch({
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
}

export function url(path: string): string {
  return new URL(path, WEB_URL).toString();
}

export interface OpenedPage {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
  close(): Promise<void>;
}

export interface OpenOptions {
  readonly width: number;
  readonly height?: number;
  readonly colorScheme?: 'light' | 'dark';
  /** Console errors matching these are expected (e.g. a 401 the test provokes on purpose). */
  readonly allowedErrors?: readonly RegExp[];
}

export async function openPage(browser: Browser, path: string, options: OpenOptions): Promise<OpenedPage> {
  // Reduced motion: no transitions or smooth scrolling, so screenshots show settled states.
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.height ?? 900 },
    reducedMotion: 'reduce',
    colorScheme: options.colorScheme ?? 'light',
    // One client address per page (the e2e gateway trusts X-Forwarded-For, see libs/testing).
    extraHTTPHeaders: { 'X-Forwarded-For': testClientAddress() },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = `${message.text()} (${message.location().url})`;
    if (options.allowedErrors?.some((allowed) => allowed.test(text))) return;
    errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await page.goto(url(path), { waitUntil: 'domcontentloaded' });
  return { context, page, errors, close: () => context.close() };
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

interface OutboxAnswer {
  readonly messages: readonly { readonly to: string; readonly subject: string; readonly text: string }[];
}

/** The newest 6-digit code mailed to `to`, read from the development outbox (spec part 4). */
export async function latestCode(to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(url(`/api/dev/outbox?to=${encodeURIComponent(to)}`));
    if (response.ok) {
      const body = (await response.json()) as OutboxAnswer;
      const code = body.messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
      if (code !== undefined) return code;
    }
    if (Date.now() > deadline) throw new Error(`no verification code arrived for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Signs a new account up from inside the page, so the page's context holds its session cookie. */
export async function signUpInPage(page: Page, email: string, password: string): Promise<void> {
  const status = await page.evaluate(
    async ([e, p]) => {
      const response = await fetch('/api/auth/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'hivemind' },
        body: JSON.stringify({ email: e, password: p }),
      });
      return response.status;
    },
    [email, password] as const,
  );
  if (status !== 201) throw new Error(`sign up answered ${status}`);
}

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly string[] }[];
}

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

/** Serious and critical axe-core violations on the page as it is now (WCAG 2.x A and AA rules). */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = (await page.evaluate(`
    axe
      .run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } })
      .then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) })))
  `)) as AxeViolation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
