// Pasting a link against real PostgreSQL and Redis (issue 17; spec 4 POST /api/web-pages, spec 3 §3
// Process status): the process is recorded in feeds-svc's database when it is accepted, with the
// flow it owes (a durable start: the sweeper of owed flows queues it again while Redis lacks it), and
// its flow queued with job ids from the process id; a process belongs to its submitter; the drops go
// to a public square the member may post to; a page read recently is reused with its posts, an older
// one is read again (adding only the drops the page does not have yet).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { JobName, QueueName, jobIdFor, normalizeWebPageUrl } from '@hivemind/contracts';
import { useFeeds, type HiveUsers } from '../../__tests__/harness/feeds-harness.js';
import { PostPipeline } from '../../posts/post-pipeline.js';
import { WebPageProcessesRepository } from '../web-page-processes.repository.js';

const tag = randomUUID().slice(0, 8);
const h = useFeeds({
  beforeClose: async (h) => {
    // Nothing stays owed for the processes removed here (a later run's sweeper would re-add them).
    await h.db.$executeRawUnsafe(
      `delete from flow_start where input->>'processId' in (select id::text from web_page_process where url like $1)`,
      `%${tag}%`,
    );
    await h.db.post.deleteMany({ where: { content: { contains: tag } } });
    await h.db.webPageProcess.deleteMany({ where: { url: { contains: tag } } });
    await h.db.webPage.deleteMany({ where: { url: { contains: tag } } });
  },
});

const SUBMIT = `mutation($url: String!, $hiveId: ID) { submitWebPage(url: $url, hiveId: $hiveId) { id status error webPageId webPageTitle url } }`;
const STATUS = `query($id: ID!) { webPageProcess(id: $id) { id status error webPageId webPageTitle url } }`;

interface ProcessJson {
  id: string;
  status: string;
  error: string | null;
  webPageId: string | null;
  webPageTitle: string | null;
  url: string;
}

const connection = { url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' };
const prefix = process.env.BULL_PREFIX ?? 'hivemind';
let agentFeeds: Queue;
let feedsResults: Queue;
let square: { hiveId: string; users: HiveUsers };

beforeAll(async () => {
  agentFeeds = new Queue(QueueName.AgentFeeds, { connection, prefix });
  feedsResults = new Queue(QueueName.FeedsResults, { connection, prefix });
  square = await h.hive('Country');
});

const queued = new Set<string>();
afterAll(async () => {
  for (const id of queued) await (await feedsResults.getJob(jobIdFor(id, JobName.StoreWebPage)))?.remove();
  await agentFeeds.close();
  await feedsResults.close();
});

async function submit(userId: string, url: string, hiveId: string | null = square.hiveId) {
  const res = await h.gql<{ submitWebPage: ProcessJson }>(SUBMIT, userId, { url, hiveId });
  const process = res.body.data?.submitWebPage;
  if (process) queued.add(process.id);
  return { process, error: res.body.errors?.[0] };
}

describe('POST /api/web-pages records the process durably', () => {
  it('records the process when it is accepted and queues its flow with job ids from the process id', async () => {
    const url = `https://pages.example/${tag}/durable`;
    const { process } = await submit(square.users.post, url);
    expect(process).toMatchObject({ status: 'processing', error: null, webPageId: null, url });
    const row = await h.db.webPageProcess.findUniqueOrThrow({ where: { id: process!.id } });
    expect(row).toMatchObject({ userId: square.users.post, hiveId: square.hiveId, status: 'processing' });
    expect(row.normalizedUrl).toBe(normalizeWebPageUrl(url));
    const fetch = await agentFeeds.getJob(jobIdFor(process!.id, JobName.FetchWebPage));
    expect(fetch?.data).toMatchObject({ processId: process!.id, userId: square.users.post, url: row.normalizedUrl });
  });

  it('records the flow the process owes in its own transaction (durable start: the sweeper re-adds it while Redis lacks it)', async () => {
    const { process } = await submit(square.users.post, `https://pages.example/${tag}/owed`);
    const owed = await h.db.flowStart.findUniqueOrThrow({
      where: { jobId: jobIdFor(process!.id, JobName.StoreWebPage) },
    });
    expect(owed).toMatchObject({ kind: 'web-page-ingestion' });
    expect(owed.input).toMatchObject({ processId: process!.id, userId: square.users.post });
  });
});

describe('storing a read page', () => {
  it('writes the page, its drops and the completed process once: a retry after the commit writes nothing more', async () => {
    const url = `https://pages.example/${tag}/stored`;
    const { process } = await submit(square.users.post, url);
    const repo = h.get(WebPageProcessesRepository);
    const reading = {
      finalUrl: url,
      title: `Stored ${tag}`,
      description: 'A description.',
      ogImage: 'https://pages.example/og.png',
      faviconUrl: 'https://pages.example/favicon.ico',
      drops: [`First drop ${tag}.`, `Second drop ${tag}.`, `Third drop ${tag}.`],
    };
    const pipeline = h.get(PostPipeline);
    const owes = (post: { id: string; content: string }) => pipeline.owed({ postId: post.id, text: post.content });
    const stored = await repo.storePage(process!.id, reading, owes);
    expect(stored!.posts).toHaveLength(3);
    expect(await repo.storePage(process!.id, reading, owes)).toBeNull();
    // Each drop's post pipeline is owed from the page's own commit (durable start): a Redis that loses
    // the flows before they run gets them back from the sweeper.
    const owed = await h.db.$queryRawUnsafe<{ job_id: string }[]>(
      'select job_id from flow_start where job_id = any($1::text[])',
      stored!.posts.map((p) => jobIdFor(p.id, JobName.FinalizePost)),
    );
    expect(owed).toHaveLength(3);
    const posts = await h.db.post.findMany({ where: { webPageId: stored!.webPageId } });
    expect(posts.map((p) => p.content).sort()).toEqual([...reading.drops].sort());
    for (const p of posts) expect(p.hiveId).toBe(square.hiveId);
    const status = await h.gql<{ webPageProcess: ProcessJson }>(STATUS, square.users.post, { id: process!.id });
    expect(status.body.data!.webPageProcess).toMatchObject({
      status: 'completed',
      webPageId: stored!.webPageId,
      webPageTitle: `Stored ${tag}`,
    });
  });
});

describe('GET /api/process-status/{id}', () => {
  it('a process belongs to its submitter: anyone else, or an unknown id, is NOT_FOUND', async () => {
    const { process } = await submit(square.users.post, `https://pages.example/${tag}/mine`);
    const mine = await h.gql<{ webPageProcess: ProcessJson }>(STATUS, square.users.post, { id: process!.id });
    expect(mine.body.data!.webPageProcess).toMatchObject({ id: process!.id, status: 'processing' });
    for (const [userId, id] of [
      [square.users.outsider, process!.id],
      [square.users.post, randomUUID()],
      [square.users.post, 'not-a-uuid'],
    ] as const) {
      const res = await h.gql(STATUS, userId, { id });
      expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await h.gql(STATUS, null, { id: process!.id })).body.errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});

describe('the hive the drops go to', () => {
  it('is a public square the member may post to', async () => {
    const viewer = await submit(square.users.view, `https://pages.example/${tag}/viewer`);
    expect(viewer.error?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const outsider = await submit(square.users.outsider, `https://pages.example/${tag}/outsider`);
    expect(outsider.error?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const business = await h.hive('Business');
    const notSquare = await submit(business.users.post, `https://pages.example/${tag}/business`, business.hiveId);
    expect(notSquare.error?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(await h.db.webPageProcess.count({ where: { url: { contains: `${tag}/` }, status: 'failed' } })).toBe(0);
    expect(
      await h.db.webPageProcess.count({
        where: { url: { in: ['viewer', 'outsider', 'business'].map((p) => `https://pages.example/${tag}/${p}`) } },
      }),
    ).toBe(0);
  });

  it('the picker lists the planet first, then the public squares the member may post to', async () => {
    const TARGETS = `{ webPageTargetHives { id name type } }`;
    await h.hive('Planet');
    const business = await h.hive('Business');
    const forPoster = await h.gql<{ webPageTargetHives: { id: string; type: string }[] }>(TARGETS, square.users.post);
    const ids = forPoster.body.data!.webPageTargetHives.map((x) => x.id);
    expect(forPoster.body.data!.webPageTargetHives[0]!.type).toBe('Planet');
    expect(ids).toContain(square.hiveId);
    expect(ids).not.toContain(business.hiveId);
    const forViewer = await h.gql<{ webPageTargetHives: { id: string }[] }>(TARGETS, square.users.view);
    expect(forViewer.body.data!.webPageTargetHives.map((x) => x.id)).not.toContain(square.hiveId);
    // Any member may send a page to the planet, chosen or by default.
    const chosen = await submit(square.users.outsider, `https://pages.example/${tag}/planet`, ids[0]!);
    expect(chosen.error).toBeUndefined();
    const row = await h.db.webPageProcess.findUniqueOrThrow({ where: { id: chosen.process!.id } });
    expect((await h.db.hiveReadModel.findUniqueOrThrow({ where: { hiveId: row.hiveId } })).type).toBe('Planet');
  });

  it('refuses anything but an http or https url, recording nothing', async () => {
    for (const url of ['ftp://pages.example/x', 'mailto:a@b.example', 'nothing', ' ']) {
      const { error } = await submit(square.users.post, url);
      expect(error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
  });
});

describe('one web page record per normalized url', () => {
  async function pageWithPost(url: string, scrapedAt: Date): Promise<string> {
    const page = await h.db.webPage.create({
      data: { url: normalizeWebPageUrl(url)!, title: `Read ${tag}`, scrapedAt },
    });
    await h.db.post.create({
      data: { hiveId: square.hiveId, userId: randomUUID(), content: `drop ${tag}`, webPageId: page.id },
    });
    return page.id;
  }

  it('a second submission reuses a recently read page and its posts at once', async () => {
    const url = `https://pages.example/${tag}/fresh`;
    const pageId = await pageWithPost(url, new Date());
    const { process } = await submit(square.users.post, `${url}?utm_source=x#part`);
    expect(process).toMatchObject({ status: 'completed', webPageId: pageId, webPageTitle: `Read ${tag}` });
    expect(await agentFeeds.getJob(jobIdFor(process!.id, JobName.FetchWebPage))).toBeUndefined();
  });

  it('a page older than the configured age is read again', async () => {
    const url = `https://pages.example/${tag}/stale`;
    await pageWithPost(url, new Date(Date.now() - 30 * 24 * 3600_000));
    const { process } = await submit(square.users.post, url);
    expect(process).toMatchObject({ status: 'processing', webPageId: null });
  });

  it('re-reading an old page keeps its posts (they carry votes) and does not post a drop the page already has', async () => {
    const url = `https://pages.example/${tag}/reread`;
    const pageId = await pageWithPost(url, new Date(Date.now() - 30 * 24 * 3600_000));
    const [old] = await h.db.post.findMany({ where: { webPageId: pageId } });
    const { process } = await submit(square.users.post, url);
    expect(process).toMatchObject({ status: 'processing' });
    const fresh = `A new drop about ${tag}.`;
    const stored = await h.get(WebPageProcessesRepository).storePage(process!.id, {
      finalUrl: url,
      title: `Read again ${tag}`,
      description: null,
      ogImage: null,
      faviconUrl: null,
      // The old drop again (the same text after whitespace normalization), a new one twice.
      drops: [`  drop\n ${tag} `, fresh, `A new  drop about\t${tag}.`],
    });
    expect(stored).toMatchObject({ webPageId: pageId });
    expect(stored!.posts.map((p) => p.content)).toEqual([fresh]);
    const posts = await h.db.post.findMany({ where: { webPageId: pageId }, orderBy: { createdAt: 'asc' } });
    expect(posts.map((p) => p.id)).toEqual([old!.id, stored!.posts[0]!.id]);
    expect(await h.db.webPageProcess.findUniqueOrThrow({ where: { id: process!.id } })).toMatchObject({
      status: 'completed',
      webPageId: pageId,
    });

    // Read again later with nothing new: no post added, the process still completes with the page.
    await h.db.webPage.update({
      where: { id: pageId },
      data: { scrapedAt: new Date(Date.now() - 30 * 24 * 3600_000) },
    });
    const again = await submit(square.users.post, url);
    expect(again.process).toMatchObject({ status: 'processing' });
    const none = await h.get(WebPageProcessesRepository).storePage(again.process!.id, {
      finalUrl: url,
      title: `Read again ${tag}`,
      description: null,
      ogImage: null,
      faviconUrl: null,
      drops: [`drop ${tag}`, fresh],
    });
    expect(none).toEqual({ webPageId: pageId, posts: [] });
    expect(await h.db.post.count({ where: { webPageId: pageId } })).toBe(2);
    expect(await h.db.webPageProcess.findUniqueOrThrow({ where: { id: again.process!.id } })).toMatchObject({
      status: 'completed',
      webPageId: pageId,
    });
  });
});
