// The private-thoughts journey in real Chromium (spec part 1 §2, §4; part 3 §2.1-§2.3): sign up on
// /register, capture two thoughts at once from the control portal while the status line follows the
// pipeline's real stages (the texts seen are recorded), find them in MyThoughts, open one in its
// thought portal (titled category + type), edit it with Simplify and save, and see related thoughts.
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage, RESULTS_DIR, seriousViolations, signUpInPage, uniqueEmail } from './browser.js';

const STAGE_TEXTS = [
  'Capturing Thought...',
  'AI Classification...',
  'Formatting Content...',
  'Vectorizing...',
  'Final Processing...',
  'Thought Captured!',
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const portal = (page: Page, type: string): Locator =>
  page.locator(`[data-testid="portal"][data-portal-type="${type}"]`);

/** Records every text the capture status lines show, in order, from inside the page. */
async function recordStatusTexts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: { input: number; text: string; at: number }[] = [];
    (window as unknown as { __stages: typeof seen }).__stages = seen;
    const read = () => {
      document.querySelectorAll('[data-testid="thought-input"]').forEach((input, index) => {
        const text = input.querySelector('[data-testid="capture-status"]')?.textContent?.trim();
        if (!text) return;
        const last = [...seen].reverse().find((s) => s.input === index);
        if (last?.text !== text) seen.push({ input: index, text, at: performance.now() });
      });
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

async function statusTexts(page: Page): Promise<{ input: number; text: string; at: number }[]> {
  return page.evaluate(
    () => (window as unknown as { __stages: { input: number; text: string; at: number }[] }).__stages,
  );
}

describe('thoughts', () => {
  it('captures thoughts with live stages, lists them, opens, edits and relates them', async () => {
    const { page, errors, close } = await openPage(browser, '/register', { width: 1600, height: 1000 });
    try {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      const form = page.getByRole('form', { name: 'Sign up' });
      await form.getByLabel('Email').fill(uniqueEmail('thinker'));
      await form.getByLabel('Password').fill('thinking out loud 1');
      await form.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL((u) => u.pathname === '/');

      // The capture area: blank cannot be captured; the plus button adds a second input.
      const control = portal(page, 'control');
      const capture = control.getByTestId('thought-capture');
      const inputs = capture.getByTestId('thought-input');
      await inputs.first().waitFor();
      await page.locator('[data-testid="live-status"][data-state="connected"]').waitFor({ timeout: 10_000 });
      const captureButton = (n: number) => inputs.nth(n).getByRole('button', { name: 'Capture', exact: true });
      await inputs.first().getByRole('textbox', { name: 'Thought 1', exact: true }).fill('   ');
      expect(await captureButton(0).isDisabled()).toBe(true);
      await inputs
        .first()
        .getByRole('textbox', { name: 'Thought 1', exact: true })
        .fill(
          'I should endeavour to walk my dog every morning prior to work in order to commence the day with sufficient energy',
        );
      await control.getByRole('button', { name: 'Add a thought' }).click();
      await inputs
        .nth(1)
        .getByRole('textbox', { name: 'Thought 2', exact: true })
        .fill('Morning walks with the dog clear my head for the day');
      expect(await inputs.count()).toBe(2);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${RESULTS_DIR}thoughts-capture-inputs-1600.png` });

      // Capture both; the status lines follow the subscription's stages.
      await recordStatusTexts(page);
      await captureButton(0).click();
      await captureButton(1).click();
      await capture.getByText('Formatting Content...').first().waitFor();
      await control.screenshot({ path: `${RESULTS_DIR}thoughts-capture-processing-1600.png` });
      // Both finish: with two inputs, the first finished is removed and the last one is cleared.
      await control.getByTestId('recent-capture').nth(1).waitFor({ timeout: 30_000 });
      await page.waitForFunction(
        () =>
          document.querySelectorAll('[data-testid="thought-input"]').length === 1 &&
          document.querySelector<HTMLTextAreaElement>('[data-testid="thought-input"] textarea')?.value === '' &&
          document.querySelector('[data-testid="thought-input"]')?.getAttribute('data-status') === 'input',
      );
      const seen = await statusTexts(page);
      await writeFile(`${RESULTS_DIR}thoughts-stage-texts.json`, JSON.stringify(seen, null, 2));
      for (const input of [0, 1]) {
        const texts = seen.filter((s) => s.input === input).map((s) => s.text);
        console.log(`thought ${input + 1} status texts: ${texts.join(' → ')}`);
        expect(texts).toEqual(STAGE_TEXTS);
      }
      await control.screenshot({ path: `${RESULTS_DIR}thoughts-captured-1600.png` });

      // MyThoughts: both thoughts; search narrows (debounced), a miss says so.
      await control.getByRole('button', { name: 'MyThoughts', exact: true }).click();
      const mine = portal(page, 'my-thoughts-portal');
      const cards = mine.getByTestId('thought-card');
      await cards.nth(1).waitFor();
      expect(await cards.count()).toBe(2);
      await mine.getByText(/walk my dog every morning/).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${RESULTS_DIR}thoughts-my-thoughts-1600.png` });
      await mine.getByPlaceholder('Search your thoughts').fill('zebra submarine');
      await mine.getByText('No thoughts found matching your search').waitFor();
      await mine.getByPlaceholder('Search your thoughts').fill('morning');
      await cards.nth(1).waitFor();
      await mine.getByPlaceholder('Search your thoughts').fill('');

      // Copy confirms for 2 s.
      const first = cards.filter({ hasText: 'walk my dog every morning' });
      await first.getByRole('button', { name: 'Copy thought' }).click();
      await first.getByText('Copied!').waitFor();

      // Related thoughts from the card: the other dog thought, with its similarity.
      await first.getByRole('button', { name: 'Related thoughts' }).click();
      const related = portal(page, 'related-thoughts-portal');
      await related.getByTestId('thought-card').first().waitFor();
      await related.getByText(/Morning walks with the dog/).waitFor();
      expect(await related.getByTestId('similarity').first().textContent()).toMatch(/^\d{1,3}\.\d% similar$/);
      await page.screenshot({ path: `${RESULTS_DIR}thoughts-related-1600.png` });

      // The thought portal: titled category + type, then edit with Simplify and save.
      await first.getByRole('button', { name: /^Open thought/ }).click();
      const thought = portal(page, 'thought');
      const title = await thought.getByTestId('thought-title').textContent();
      expect(title).toMatch(/^[A-Z][a-z]+ · [A-Z][a-z]+$/);
      expect(await thought.locator('.portal__title').textContent()).toBe(title);
      await thought.getByTestId('past-thinking').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${RESULTS_DIR}thoughts-thought-1600.png` });

      await thought.getByRole('button', { name: 'Edit' }).click();
      const editor = thought.getByTestId('thought-editor');
      const before = await editor.getByLabel('Edit thought').inputValue();
      await editor.getByRole('button', { name: 'Simplify' }).click();
      await thought.getByText('Simplify Preview Ready').waitFor();
      const simplified = await editor.getByLabel('Edit thought').inputValue();
      expect(simplified).not.toBe(before);
      expect(simplified.length).toBeGreaterThan(0);
      await page.screenshot({ path: `${RESULTS_DIR}thoughts-edit-simplify-1600.png` });
      // Blank content cannot be saved.
      await editor.getByLabel('Edit thought').fill('  ');
      await editor.getByText('Please enter content').waitFor();
      expect(await editor.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
      await editor.getByLabel('Edit thought').fill(simplified);
      await editor.getByRole('button', { name: 'Save Changes' }).click();
      await thought.getByText('Manual Update Complete').waitFor();
      expect(await thought.getByTestId('thought-content').textContent()).toBe(simplified);
      console.log(`edited: "${before}" → "${simplified}"`);
      await page.screenshot({ path: `${RESULTS_DIR}thoughts-saved-1600.png` });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 90_000);

  it('on a phone in dark mode: captures a thought and opens it inside the control portal', async () => {
    const { page, errors, close } = await openPage(browser, '/', { width: 390, height: 844, colorScheme: 'dark' });
    try {
      await signUpInPage(page, uniqueEmail('phone'), 'thinking on the go 1');
      await page.reload();
      const control = portal(page, 'control');
      const input = control.getByTestId('thought-input').first();
      await page.locator('[data-testid="live-status"][data-state="connected"]').waitFor({ timeout: 10_000 });
      await input
        .getByRole('textbox', { name: 'Thought 1', exact: true })
        .fill('Idea: a shared tool library for the neighbourhood');
      await input.getByRole('button', { name: 'Capture', exact: true }).click();
      await input.getByText('Thought Captured!').waitFor({ timeout: 30_000 });
      await control
        .getByTestId('thought-capture-slot')
        .screenshot({ path: `${RESULTS_DIR}thoughts-captured-390-dark.png` });
      await control.getByTestId('recent-capture').first().click();
      const thought = portal(page, 'thought');
      await thought.getByTestId('thought-content').waitFor();
      await thought.scrollIntoViewIfNeeded();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${RESULTS_DIR}thoughts-thought-390-dark.png` });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);

  it('a thought still processing shows the spinner until the pipeline’s progress says it is ready', async () => {
    const { page, errors, close } = await openPage(browser, '/', { width: 1280, height: 900 });
    try {
      await signUpInPage(page, uniqueEmail('waiting'), 'patience is a virtue 1');
      await page.reload();
      await page.locator('[data-testid="live-status"][data-state="connected"]').waitFor({ timeout: 10_000 });
      // The documented REST client creates a thought without processing it (spec part 1 §7).
      const text = 'Plan: repaint the garden fence before the summer';
      const api = (path: string, body: unknown) =>
        page.evaluate(
          async ([p, b]) => {
            const r = await fetch(p, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'hivemind' },
              body: JSON.stringify(b),
            });
            return (await r.json()) as { thought?: { id: string } };
          },
          [path, body] as const,
        );
      const created = await api('/api/thoughts/create', { originalThought: text });
      const id = created.thought!.id;

      await portal(page, 'control').getByRole('button', { name: 'MyThoughts', exact: true }).click();
      const card = portal(page, 'my-thoughts-portal').getByTestId('thought-card').first();
      await card.getByText('Processing…').waitFor();
      await card.getByRole('button', { name: /^Open thought/ }).click();
      const thought = portal(page, 'thought');
      await thought.getByText('Processing your thought...').waitFor();
      await page.screenshot({ path: `${RESULTS_DIR}thoughts-processing-1280.png` });

      for (const stage of ['thought-classification', 'thought-formatting', 'thought-vectorize']) {
        await api(`/api/agent/${stage}`, { thoughtId: id, content: text });
      }
      // Pushed by the subscription ('captured'), well before the 3 s fallback poll could matter.
      const readyAt = Date.now();
      await thought.getByTestId('thought-content').waitFor({ timeout: 10_000 });
      console.log(`thought portal showed the ready thought ${Date.now() - readyAt} ms after the last stage`);
      expect(await thought.getByTestId('thought-title').textContent()).toMatch(/ · /);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);
});
