// Podcast feeds end to end (issue 17): the stack serves three demo feeds with transcripts
// (scripts/seed/podcast-feeds, scripts/lib/demo-feeds.mjs), the seed points three tracked podcasts at
// them, and feeds-svc's repeatable ingest-podcasts job reads them after boot, so those podcasts have
// posts generated from their transcripts out of the box: in the podcast's and the episode's feeds,
// with speaker_name and content_creators, and through the post pipeline.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createFeedsPrisma, type FeedsPrismaClient } from '@hivemind/db-feeds';
import { MEDIA_AGENT_USER_ID } from '@hivemind/contracts';
import { eventually, requireEnv, RestClient } from '@hivemind/testing';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4400';
const guest = new RestClient(GATEWAY);
let feedsDb: FeedsPrismaClient;

beforeAll(() => {
  feedsDb = createFeedsPrisma(requireEnv('FEEDS_DATABASE_URL'));
});
afterAll(async () => {
  await feedsDb.$disconnect();
});

interface FeedPostJson {
  id: string;
  content: string;
  user_id: string;
  podcast_id: string | null;
  podcast_episode_id: string | null;
  speaker_name: string | null;
  content_creators: { id: string; first_name: string; last_name: string }[];
}

describe('the demo podcasts with a feed, after the stack boots', () => {
  it.each(['Civic Hour', 'Mind the Model', 'Climate Desk'])(
    '%s has posts generated from its transcripts, with speaker_name and content_creators, in its podcast and episode feeds',
    async (title) => {
      const podcast = await feedsDb.podcast.findFirstOrThrow({ where: { title, isTracked: true } });
      expect(podcast.feedUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+\.xml$/);
      const read = await eventually(async () => {
        const p = await feedsDb.podcast.findUniqueOrThrow({ where: { id: podcast.id } });
        return p.feedCheckedAt ? p : null;
      }, 60_000);
      expect(read).toMatchObject({ feedError: null, feedFailures: 0 });

      const res = await guest.call<{ posts: FeedPostJson[]; pagination: { total: number } }>(
        'GET',
        `/api/posts?podcastId=${podcast.id}&limit=50`,
      );
      expect(res.status).toBe(200);
      // Posts quoting a transcript are the media agent's (no author shown: user_id is null here).
      const agentPosts = await feedsDb.post.findMany({
        where: { podcastId: podcast.id, userId: MEDIA_AGENT_USER_ID },
        select: { id: true },
      });
      const ids = new Set(agentPosts.map((p) => p.id));
      const quoted = res.body.posts.filter((p) => ids.has(p.id));
      expect(quoted.length).toBeGreaterThanOrEqual(3);
      expect(quoted.length).toBe(ids.size);
      for (const p of quoted) {
        expect(p.podcast_id).toBe(podcast.id);
        expect(p.user_id).toBeNull();
        expect(p.speaker_name).toBeTruthy();
        expect(p.content_creators.map((c) => `${c.first_name} ${c.last_name}`)).toEqual([p.speaker_name]);
      }
      const episodeId = quoted[0]!.podcast_episode_id!;
      const episode = await guest.call<{ posts: FeedPostJson[] }>('GET', `/api/posts?podcastEpisodeId=${episodeId}`);
      expect(episode.body.posts.map((p) => p.id)).toEqual(
        expect.arrayContaining(quoted.filter((p) => p.podcast_episode_id === episodeId).map((p) => p.id)),
      );
      // Each went through the post pipeline (classified and embedded).
      const [row] = await feedsDb.$queryRawUnsafe<{ pending: number }[]>(
        `select count(*)::int as pending from post where podcast_id = $1::uuid and user_id = $2::uuid
           and (embedding is null or category is null)`,
        podcast.id,
        MEDIA_AGENT_USER_ID,
      );
      expect(row!.pending).toBe(0);
    },
    90_000,
  );
});
