import { Inject, Injectable, Optional } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { PRISMA } from '@hivemind/common';
import { PAGE_SIZE } from '@hivemind/contracts';
import type { FeedsPrisma } from '../prisma.js';
import { clampLimit, isUuid } from '../posts/posts.rules.js';
import type { Podcast } from './podcast.model.js';

/**
 * How long a stream's podcast filter options are reused. Reading them scans every post tagged to the
 * stream (tens of ms for the largest streams of the medium seed), and every page of the stream feed
 * asks; a podcast gained or lost shows in the options within this time.
 */
export const STREAM_PODCASTS_TTL_MS = 30_000;

/** The cache's time source (tests pass their own clock). */
export const STREAM_PODCASTS_CLOCK = Symbol('STREAM_PODCASTS_CLOCK');

@Injectable()
export class PodcastsService {
  private readonly streamPodcasts: LRUCache<string, Podcast[]>;

  constructor(
    @Inject(PRISMA) private readonly prisma: FeedsPrisma,
    @Optional() @Inject(STREAM_PODCASTS_CLOCK) clock?: { now(): number },
  ) {
    // fetch() shares one scan between concurrent requests for the same stream.
    this.streamPodcasts = new LRUCache<string, Podcast[]>({
      max: 10_000,
      ttl: STREAM_PODCASTS_TTL_MS,
      // Read the clock on every get (no 1 ms caching of it): a handful of reads per feed page.
      ttlResolution: 0,
      fetchMethod: (streamId) => this.scanStreamPodcasts(streamId),
      ...(clock ? { perf: clock } : {}),
    });
  }

  /** Tracked podcasts, ordered by title. */
  tracked(limit: number | null | undefined): Promise<Podcast[]> {
    return this.prisma.podcast.findMany({
      where: { isTracked: true },
      orderBy: [{ title: 'asc' }, { id: 'asc' }],
      take: clampLimit(limit, PAGE_SIZE),
      select: { id: true, title: true, publisherName: true, imageUrl: true, description: true },
    });
  }

  /**
   * The stream feed's podcast filter options (spec 2 §7 filterOptions.podcasts): podcasts with a post
   * tagged to the stream, by title. Only posts every feed may show count (public, not moderated), so
   * the answer is the same for every viewer, and kept for STREAM_PODCASTS_TTL_MS.
   */
  async withPostsInStream(streamId: string): Promise<Podcast[]> {
    // Not an id names no stream (the feed beside it reports the bad input).
    if (!isUuid(streamId)) return [];
    return (await this.streamPodcasts.fetch(streamId)) ?? [];
  }

  /**
   * One statement. A post names its podcast directly (post.podcast_id) or through its episode
   * (post.podcast_episode_id → podcast_episode.podcast_id).
   */
  private scanStreamPodcasts(streamId: string): Promise<Podcast[]> {
    return this.prisma.$queryRawUnsafe<Podcast[]>(
      `select pc.id::text as id, pc.title, pc.publisher_name as "publisherName", pc.image_url as "imageUrl",
              pc.description
       from podcast pc
       where pc.id in (
         select coalesce(p.podcast_id, e.podcast_id)
         from post_stream ps
         join post p on p.id = ps.post_id
         left join podcast_episode e on e.id = p.podcast_episode_id
         where ps.stream_id = $1::uuid and p.is_public and p.moderated_at is null
           and (p.podcast_id is not null or p.podcast_episode_id is not null))
       order by pc.title, pc.id`,
      streamId,
    );
  }
}
