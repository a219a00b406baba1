// Podcast feeds in real Chromium (issue 17): a demo podcast whose feed the stack read after boot shows
// the posts generated from its transcript in its podcast portal and its episode portal, each card
// naming who said it ('Speaker: <name>').
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
  page.locator(`[data-testid="portal"][data-portal-type="${type}"]`).first();

/** The demo feed's episode with a WebVTT transcript (scripts/seed/podcast-feeds/climate-desk.xml). */
const EPISODE = 'Cooling a city block by block';

describe('podcast and episode portals show the posts generated from transcripts', () => {
  it('Climate Desk: its posts quote the transcript with the speaker on each card, in the podcast and the episode portal', async () => {
    const { page, errors, close } = await openPage(browser, '/', { width: 1600, height: 1400 });
    try {
      await signUpInPage(page, uniqueEmail('podcast-feeds'), 'podcast feeds 1');
      await page.reload({ waitUntil: 'domcontentloaded' });
      await portal(page, 'control').waitFor();
      await portal(page, 'control').getByTestId('podcast-tile').filter({ hasText: 'Climate Desk' }).first().click();

      const podcast = portal(page, 'podcast-portal');
      const spoken = podcast
        .getByTestId('podcast-feed')
        .getByTestId('post-card')
        .filter({ hasText: EPISODE })
        .filter({ has: page.getByTestId('post-speaker') });
      await spoken.first().waitFor();
      const speakers = await spoken.getByTestId('post-speaker').allTextContents();
      expect(speakers).toEqual(expect.arrayContaining(['Speaker: Joseph Mwangi']));
      for (const s of speakers) expect(['Speaker: Hannah Lindqvist', 'Speaker: Joseph Mwangi']).toContain(s);
      await podcast.screenshot({ path: `${RESULTS_DIR}podcast-feeds-podcast-1600.png` });

      // The card's episode opens the episode portal, whose feed shows the same quotes (and only them:
      // the episode came from the feed).
      await spoken.first().getByTestId('open-episode').click();
      const episode = portal(page, 'podcast-episode-portal');
      await episode.getByTestId('episode-header').getByRole('heading', { name: EPISODE }).waitFor();
      const inEpisode = episode.getByTestId('episode-feed').getByTestId('post-speaker');
      await inEpisode.first().waitFor();
      expect(await inEpisode.count()).toBe(speakers.length);
      await episode.getByText('Featured people').waitFor();
      await episode.screenshot({ path: `${RESULTS_DIR}podcast-feeds-episode-1600.png` });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});
