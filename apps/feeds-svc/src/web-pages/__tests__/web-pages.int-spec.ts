// Web pages over GraphQL against real PostgreSQL (spec 3 §2.7, §3 Web page, §7 GET /api/web-pages/{id},
// GET /api/web-pages?url=, GET /api/web-pages/{id}/feed): a page, and posts drawn from it of every
// visibility.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { useFeeds } from '../../__tests__/harness/feeds-harness.js';

const tag = randomUUID().slice(0, 8);
const h = useFeeds({ beforeClose: (h) => h.db.post.deleteMany({ where: { webPageId: pageId } }) });

const PAGE = `query($id: ID!) { webPage(id: $id) { id url title description ogImage faviconUrl scrapedAt } }`;
const BY_URL = `query($url: String!) { webPageByUrl(url: $url) { id url } }`;
const FEED = `query($id: ID!, $offset: Int, $first: Int) { webPageFeed(webPageId: $id, offset: $offset, first: $first) { id webPageId webPageTitle } }`;

let pageId: string;
const url = `https://news.example/${tag}`;
const posts: string[] = [];
let business: { hiveId: string; users: Record<string, string> };
let hiddenAuthor: string;

beforeAll(async () => {
  pageId = (
    await h.db.webPage.create({
      data: {
        url,
        title: `Page ${tag}`,
        description: 'A page.',
        ogImage: 'https://news.example/og.png',
        scrapedAt: new Date('2026-01-02T03:04:05Z'),
      },
    })
  ).id;
  const square = (await h.hive('Country')).hiveId;
  business = await h.hive('Business');
  hiddenAuthor = randomUUID();
  const aPost = async (minutesAgo: number, extra: Record<string, unknown> = {}) =>
    (
      await h.db.post.create({
        data: {
          hiveId: square,
          userId: randomUUID(),
          content: `page post ${tag}`,
          webPageId: pageId,
          createdAt: new Date(Date.now() - minutesAgo * 60_000),
          ...extra,
        },
      })
    ).id;
  // Newest first: posts[0] is the newest public one.
  for (let i = 0; i < 5; i += 1) posts.push(await aPost(10 + i));
  await aPost(1, { isPublic: false, userId: hiddenAuthor });
  await aPost(2, { moderatedAt: new Date(), moderatedBy: randomUUID(), moderationReason: 'x' });
  await aPost(3, { hiveId: business.hiveId });
});

describe('GET /api/web-pages/{id} and GET /api/web-pages?url=', () => {
  it('answers the web page: url, title, description, og_image, scraped_at, to guests', async () => {
    const res = await h.gql<{ webPage: Record<string, unknown> }>(PAGE, null, { id: pageId });
    expect(res.body.data!.webPage).toEqual({
      id: pageId,
      url,
      title: `Page ${tag}`,
      description: 'A page.',
      ogImage: 'https://news.example/og.png',
      faviconUrl: null,
      scrapedAt: '2026-01-02T03:04:05.000Z',
    });
    const byUrl = await h.gql<{ webPageByUrl: { id: string } }>(BY_URL, null, { url: `  ${url} ` });
    expect(byUrl.body.data!.webPageByUrl.id).toBe(pageId);
  });

  it("an unknown page is 'Webpage not found'; a blank url is 'No URL or webPageId provided'", async () => {
    for (const res of [
      await h.gql(PAGE, null, { id: randomUUID() }),
      await h.gql(BY_URL, null, { url: 'https://nowhere.example/' }),
    ]) {
      expect(res.body.errors?.[0]).toMatchObject({ message: 'Webpage not found', extensions: { code: 'NOT_FOUND' } });
    }
    const blank = await h.gql(BY_URL, null, { url: '  ' });
    expect(blank.body.errors?.[0]).toMatchObject({
      message: 'No URL or webPageId provided',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('GET /api/web-pages/{id}/feed', () => {
  const feed = async (viewer: string | null, offset = 0, first = 50) => {
    const res = await h.gql<{ webPageFeed: { id: string; webPageId: string; webPageTitle: string }[] }>(FEED, viewer, {
      id: pageId,
      offset,
      first,
    });
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.webPageFeed;
  };

  it('answers the posts drawn from the page, newest first, without moderated or hidden posts, paged to the end', async () => {
    const guest = await feed(null);
    expect(guest.map((p) => p.id)).toEqual(posts);
    expect(guest[0]).toMatchObject({ webPageId: pageId, webPageTitle: `Page ${tag}` });
    expect((await feed(null, 0, 2)).map((p) => p.id)).toEqual(posts.slice(0, 2));
    expect((await feed(null, 4, 2)).map((p) => p.id)).toEqual(posts.slice(4));
    expect(await feed(null, 5, 2)).toEqual([]);
  });

  it("shows a viewer what the media feed shows them: their hidden post, their private hive's posts", async () => {
    expect(await feed(hiddenAuthor)).toHaveLength(6);
    expect(await feed(business.users.view!)).toHaveLength(6);
  });

  it("an unknown page's feed is 'Webpage not found' (NOT_FOUND)", async () => {
    const res = await h.gql(FEED, null, { id: randomUUID() });
    expect(res.body.errors?.[0]).toMatchObject({ message: 'Webpage not found', extensions: { code: 'NOT_FOUND' } });
  });
});
