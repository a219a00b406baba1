// A feed page read in one statement (PostDetailsRepository.page, over plain pg) must answer exactly what
// the row select (POST_ROW_SELECT through Prisma) and the details statement answer for the same posts:
// the page's SQL spells the row's columns itself and pg maps their types itself, so this keeps the two
// from drifting apart.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { PostDetailsRepository } from '../post-details.repository.js';
import { POST_ROW_SELECT } from '../posts.repository.js';
import { useFeeds, type HiveUsers } from '../../__tests__/harness/feeds-harness.js';

const h = useFeeds({ beforeClose: (h) => h.db.post.deleteMany({ where: { hiveId } }) });
let hiveId: string;
let users: HiveUsers;
const ids: string[] = [];

beforeAll(async () => {
  ({ hiveId, users } = await h.hive('Business'));
  await h.db.hiveReadModel.update({ where: { hiveId }, data: { logo: '/uploads/hive-logos/a.png' } });
  const podcast = await h.db.podcast.create({
    data: { title: 'A podcast', publisherName: 'P', imageUrl: 'https://example.test/p.png', description: 'About' },
  });
  const episode = await h.db.podcastEpisode.create({
    data: { podcastId: podcast.id, title: 'Episode one', speakerName: 'Sam', publishedAt: new Date('2026-10-01') },
  });
  const webPage = await h.db.webPage.create({
    data: { url: `https://example.test/${randomUUID()}`, title: 'A page', ogImage: 'https://example.test/og.png' },
  });
  const storm = await h.db.storm.create({ data: { hiveId, prompt: 'What now?' } });
  const stream = await h.db.stream.create({ data: { name: `Stream ${randomUUID()}`, streamType: 'topic' } });
  const person = await h.db.person.create({ data: { firstName: 'Ada', lastName: `Lovelace ${randomUUID()}` } });
  const variants: Record<string, unknown>[] = [
    {},
    { podcastId: podcast.id, podcastEpisodeId: episode.id, category: 'business', thoughtType: 'opinion' },
    { webPageId: webPage.id, quoteId: randomUUID(), speakerName: 'Quoted' },
    { stormId: storm.id, isPublic: false, userId: users.post },
    {
      moderatedAt: new Date(),
      moderatedBy: users.owner,
      moderationReason: 'unconstructive content',
      unconstructiveVotes: 1,
    },
    { statisticId: randomUUID(), upvotes: 3, downvotes: 1 },
  ];
  for (const [i, v] of variants.entries()) {
    const post = await h.db.post.create({
      data: {
        hiveId,
        userId: randomUUID(),
        content: `page ${i}`,
        createdAt: new Date(Date.now() - i * 60_000),
        ...v,
      },
    });
    ids.push(post.id);
  }
  await h.db.postStream.create({
    data: { postId: ids[1]!, streamId: stream.id, confidence: 0.8, sentiment: 'positive' },
  });
  await h.db.postContentCreator.create({ data: { postId: ids[1]!, personId: person.id } });
  await h.db.postVote.create({ data: { postId: ids[5]!, userId: users.vote, voteType: 'upvote' } });
});

describe('a feed page in one statement', () => {
  it.each([
    ['a member who voted', () => users.vote],
    ['a guest', () => null],
  ])(
    'answers the same rows and details as the row select and the details statement, for %s',
    async (_who, viewerOf) => {
      const viewerId = viewerOf();
      const repository = h.get(PostDetailsRepository);
      const page = await repository.page(
        {
          sql: 'select p.id from post p where p.id = any($1::uuid[]) order by p.created_at desc, p.id desc',
          params: [ids],
        },
        viewerId,
      );
      expect(page.rows.map((r) => r.id)).toEqual(ids);

      const found = await h.db.post.findMany({ where: { id: { in: ids } }, select: POST_ROW_SELECT });
      const rows = ids.map((id) => found.find((r) => r.id === id)!);
      expect(page.rows).toEqual(rows);
      expect(page.details).toEqual(await repository.forPage(rows, viewerId));
      expect(page.details.viewerVotes.size).toBe(viewerId ? 1 : 0);
    },
  );

  it('answers an empty page when no id matches', async () => {
    const page = await h
      .get(PostDetailsRepository)
      .page({ sql: 'select p.id from post p where p.id = $1::uuid', params: [randomUUID()] }, users.vote);
    expect(page.rows).toEqual([]);
  });
});
