// The lists journey in real Chromium (spec part 3 §2.4, §2.5, §4): sign up, open MyLists ('No lists
// yet'), create a task list inline (submit disabled while a required field is blank), capture a
// thought that matches it (GraphQL captureThought from inside the page), open the list, approve the
// pending item, complete it by tapping the card's right edge (and toggle it by keyboard), open its
// source thought with the lightbulb, delete the completed items (Delete, Confirm Delete), and edit
// the list's details. Then the thought side (spec part 1 §2, §7; part 3 §2.1): a thought captured
// with a list chosen in the capture area is approved into that list at once, and a thought left to
// AI matching shows its pending match in the thought portal, approved there.
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
  page.locator(`[data-testid="portal"][data-portal-type="${type}"]`);

/** Captures through the page's own session (same origin, CSRF header) and waits until it is ready. */
async function captureInPage(page: Page, text: string): Promise<string> {
  return page.evaluate(async (thought) => {
    const headers = { 'Content-Type': 'application/json', 'X-Requested-With': 'hivemind' };
    const response = await fetch('/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        query: 'mutation($text: String!, $rid: String!) { captureThought(text: $text, clientRequestId: $rid) { id } }',
        variables: { text: thought, rid: crypto.randomUUID() },
      }),
    });
    const body = (await response.json()) as { data: { captureThought: { id: string } } };
    const id = body.data.captureThought.id;
    for (let i = 0; i < 150; i += 1) {
      const r = await fetch(`/api/thoughts/${id}`, { headers });
      const json = (await r.json()) as { thought?: { status: string } };
      if (json.thought?.status === 'ready') return id;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`thought ${id} never became ready`);
  }, text);
}

/** Creates a list through the page's own session. */
async function createListInPage(page: Page, title: string, matchInstructions: string): Promise<void> {
  await page.evaluate(
    async ({ title: t, match }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'hivemind' },
        body: JSON.stringify({
          query: 'mutation($input: ListInput!) { createList(input: $input) { id } }',
          variables: {
            input: { title: t, matchInstructions: match, itemCreationInstructions: 'A short title', isTaskList: false },
          },
        }),
      });
      const body = (await response.json()) as { errors?: unknown };
      if (body.errors !== undefined) throw new Error(JSON.stringify(body.errors));
    },
    { title, match: matchInstructions },
  );
}

describe('lists', () => {
  it('creates a task list, reviews a matched item, completes it by its right edge and clears completed items', async () => {
    const { page, errors, close } = await openPage(browser, '/', { width: 1600, height: 1000 });
    try {
      await signUpInPage(page, uniqueEmail('lister'), 'lists of lists 1');
      await page.reload({ waitUntil: 'domcontentloaded' });
      const control = portal(page, 'control');
      await control.getByRole('button', { name: 'MyLists', exact: true }).click();

      // Empty: 'No lists yet' with 'Create Your First List'.
      const lists = portal(page, 'lists');
      await lists.getByText('No lists yet').waitFor();
      await lists.getByRole('button', { name: 'Create Your First List' }).click();
      const form = lists.getByRole('form', { name: 'Create List' });
      const submit = form.getByRole('button', { name: 'Create List' });
      await form.getByLabel('Title').fill('Groceries');
      await form.getByLabel('Match instructions').fill('Food and household things I need to buy at the store');
      expect(await submit.isDisabled()).toBe(true);
      await form.getByLabel('Item creation instructions').fill('   ');
      expect(await submit.isDisabled()).toBe(true);
      await form.getByLabel('Item creation instructions').fill('Start with a verb, at most 6 words');
      await form.getByLabel('Task list (items can be completed)').check();
      expect(await submit.isDisabled()).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      await lists.screenshot({ path: `${RESULTS_DIR}lists-create-form-1600.png` });
      await submit.click();
      const card = lists.getByTestId('list-card').filter({ hasText: 'Groceries' });
      await card.waitFor();
      expect(await lists.getByRole('form').count()).toBe(0);

      // A matching thought arrives as a pending item.
      await captureInPage(page, 'I need to buy milk, eggs and bread at the grocery store');
      await page.reload({ waitUntil: 'domcontentloaded' });
      await portal(page, 'control').getByRole('button', { name: 'MyLists', exact: true }).click();
      const listsAgain = portal(page, 'lists');
      const groceries = listsAgain.getByTestId('list-card').filter({ hasText: 'Groceries' });
      await groceries.getByText('1 pending').waitFor();
      await listsAgain.screenshot({ path: `${RESULTS_DIR}lists-portal-1600.png` });
      await groceries.click();

      const list = portal(page, 'list');
      const pendingSection = list.getByTestId('list-section-pending');
      const pendingItem = pendingSection.getByTestId('list-item');
      await pendingItem.waitFor();
      expect(await pendingItem.getByRole('button', { name: 'Approve' }).isVisible()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await list.screenshot({ path: `${RESULTS_DIR}list-pending-1600.png` });
      await pendingItem.getByRole('button', { name: 'Approve' }).click();

      // INCOMPLETE; a tap within 60 px of the card's right edge completes it.
      const open = list.getByTestId('list-section-incomplete').getByTestId('list-item');
      await open.waitFor();
      const box = await open.boundingBox();
      if (box === null) throw new Error('item card not laid out');
      await page.mouse.click(box.x + box.width - 25, box.y + box.height / 2);
      const done = list.getByTestId('list-section-complete').getByTestId('list-item');
      await done.waitFor();
      expect(await list.getByTestId('list-section-incomplete').count()).toBe(0);
      const decoration = await done
        .locator('.list-item__title')
        .evaluate((el) => getComputedStyle(el).textDecorationLine);
      expect(decoration).toContain('line-through');
      await list.screenshot({ path: `${RESULTS_DIR}list-completed-1600.png` });

      // The same edge by keyboard: Enter marks it incomplete, Space completes it again.
      await done.getByTestId('completion-edge').focus();
      await page.keyboard.press('Enter');
      await list.getByTestId('list-section-incomplete').getByTestId('list-item').waitFor();
      await list.getByTestId('list-section-incomplete').getByTestId('completion-edge').focus();
      await page.keyboard.press('Space');
      await list.getByTestId('list-section-complete').getByTestId('list-item').waitFor();

      // The lightbulb opens the source thought.
      await list.getByRole('button', { name: 'Open the source thought' }).click();
      await portal(page, 'thought').waitFor();

      // Completed items: Delete, then Cancel keeps them; Delete, Confirm Delete removes them.
      const complete = list.getByTestId('list-section-complete');
      await complete.getByRole('button', { name: 'Delete', exact: true }).click();
      await complete.getByRole('button', { name: 'Cancel' }).click();
      expect(await complete.getByTestId('list-item').count()).toBe(1);
      await complete.getByRole('button', { name: 'Delete', exact: true }).click();
      await list.screenshot({ path: `${RESULTS_DIR}list-confirm-delete-1600.png` });
      await complete.getByRole('button', { name: 'Confirm Delete' }).click();
      await list.getByText('No items found').waitFor();

      // Edit List Details: a blank title disables saving; the saved list replaces the shown one.
      await list.getByRole('button', { name: 'Edit List Details' }).click();
      const edit = list.getByRole('form', { name: 'Edit List Details' });
      await edit.getByLabel('Title').fill(' ');
      expect(await edit.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
      await edit.getByLabel('Title').fill('Weekly groceries');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await list.getByRole('heading', { name: 'Weekly groceries' }).waitFor();
      await list.screenshot({ path: `${RESULTS_DIR}list-edited-1600.png` });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it('a list chosen in the capture area gets the thought approved; an AI match is approved from the thought portal', async () => {
    const { page, errors, close } = await openPage(browser, '/', { width: 1600, height: 1000 });
    try {
      await signUpInPage(page, uniqueEmail('chooser'), 'lists of lists 2');
      await createListInPage(page, 'Reading', 'Books and articles I want to read');
      await createListInPage(page, 'Groceries', 'Food and household things I need to buy at the store');
      await page.reload({ waitUntil: 'domcontentloaded' });
      const control = portal(page, 'control');
      await page.locator('[data-testid="live-status"][data-state="connected"]').waitFor({ timeout: 10_000 });

      // The chooser offers the active lists; choosing one sends the thought straight to it.
      const chooser = control.getByTestId('list-chooser');
      await chooser.locator('summary').click();
      await chooser.getByLabel('Reading').check();
      expect(await chooser.getByLabel('Groceries').isChecked()).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      await control.screenshot({ path: `${RESULTS_DIR}lists-capture-chooser-1600.png` });
      const input = control.getByTestId('thought-input').first();
      await input
        .getByRole('textbox', { name: 'Thought 1', exact: true })
        .fill('Remember the novel my sister recommended');
      await input.getByRole('button', { name: 'Capture', exact: true }).click();
      await control.getByTestId('recent-capture').first().waitFor({ timeout: 30_000 });
      await control.getByTestId('recent-capture').first().click();
      const thought = portal(page, 'thought');
      const approved = thought.getByTestId('approved-assignments');
      await approved.getByTestId('list-assignment').filter({ hasText: 'Reading' }).waitFor({ timeout: 15_000 });
      expect(await thought.getByTestId('pending-matches').count()).toBe(0);
      await thought.screenshot({ path: `${RESULTS_DIR}lists-thought-approved-1600.png` });

      // No list chosen: AI matching proposes Groceries; Approve moves it to the approved assignments.
      // The choice stays for the next thought (the summary says 'List: Reading') until unticked.
      await chooser.getByText('List: Reading').waitFor();
      if (!(await chooser.getByLabel('Reading').isVisible())) await chooser.locator('summary').click();
      await chooser.getByLabel('Reading').uncheck();
      await input
        .getByRole('textbox', { name: 'Thought 1', exact: true })
        .fill('I need to buy milk, eggs and bread at the grocery store');
      await input.getByRole('button', { name: 'Capture', exact: true }).click();
      const recent = control.getByTestId('recent-capture').filter({ hasText: /milk/i });
      await recent.waitFor({ timeout: 30_000 });
      await recent.click();
      const second = portal(page, 'thought').filter({ hasText: /milk/i });
      const pending = second.getByTestId('pending-matches').getByTestId('list-assignment');
      await pending.filter({ hasText: 'Groceries' }).waitFor({ timeout: 15_000 });
      await second.screenshot({ path: `${RESULTS_DIR}lists-thought-pending-1600.png` });
      await pending.getByRole('button', { name: 'Approve' }).click();
      await second
        .getByTestId('approved-assignments')
        .getByTestId('list-assignment')
        .filter({ hasText: 'Groceries' })
        .waitFor();
      expect(await second.getByTestId('pending-matches').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});
