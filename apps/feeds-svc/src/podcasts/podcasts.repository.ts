import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { FeedsPrisma } from '../prisma.js';
import type { Podcast } from './podcast.model.js';
import { totalEpisodes } from './podcasts.rules.js';

/** A podcast row with how many episodes are stored for it. */
const PODCAST_SELECT = {
  id: true,
  title: true,
  publisherName: true,
  imageUrl: true,
  description: true,
  language: true,
  totalEpisodesCount: true,
  _count: { select: { episodes: true } },
} as const;

interface PodcastRow {
  id: string;
  title: string;
  publisherName: string;
  imageUrl: string | null;
  description: string | null;
  language: string | null;
  totalEpisodesCount: number | null;
  _count: { episodes: number };
}

function toPodcast({ _count, totalEpisodesCount, ...p }: PodcastRow): Podcast {
  return {
    ...p,
    actualEpisodesCount: _count.episodes,
    totalEpisodesCount: totalEpisodes(totalEpisodesCount, _count.episodes),
  };
}

@Injectable()
export class PodcastsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: FeedsPrisma) {}

  /** Tracked podcasts, ordered by title. */
  async tracked(take: number): Promise<Podcast[]> {
    const rows = await this.prisma.podcast.findMany({
      where: { isTracked: true },
      orderBy: [{ title: 'asc' }, { id: 'asc' }],
      take,
      select: PODCAST_SELECT,
    });
    return rows.map(toPodcast);
  }

  /** Any podcast, tracked or not (posts may be drawn from either). */
  async byId(id: string): Promise<Podcast | null> {
    const row = await this.prisma.podcast.findUnique({ where: { id }, select: PODCAST_SELECT });
    return row ? toPodcast(row) : null;
  }

  /**
   * Podcasts with a public, unmoderated post tagged to the stream, by title; one statement. A post
   * names its podcast directly (post.podcast_id) or through its episode (post.podcast_episode_id →
   * podcast_episode.podcast_id). Read from the stream's daily podcast rollup (stream_podcast_activity,
   * which counts exactly those posts), so its cost follows the stream's days and podcasts, not its posts.
   */
  async withPostsInStream(streamId: string): Promise<Podcast[]> {
    const rows = await this.prisma.$queryRawUnsafe<(Omit<PodcastRow, '_count'> & { episodes: number })[]>(
      `select pc.id::text as id, pc.title, pc.publisher_name as "publisherName", pc.image_url as "imageUrl",
              pc.description, pc.language, pc.total_episodes_count as "totalEpisodesCount",
              (select count(*)::int from podcast_episode pe where pe.podcast_id = pc.id) as episodes
       from podcast pc
       where pc.id in (
         select a.podcast_id from stream_podcast_activity a
         where a.stream_id = $1::uuid and a.grain = 'day' and a.posts > 0)
       order by pc.title, pc.id`,
      streamId,
    );
    return rows.map(({ episodes, ...p }) => toPodcast({ ...p, _count: { episodes } }));
  }
}
