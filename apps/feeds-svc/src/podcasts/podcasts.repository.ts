import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { FeedsPrisma } from '../prisma.js';
import type { Podcast } from './podcast.model.js';

@Injectable()
export class PodcastsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: FeedsPrisma) {}

  /** Tracked podcasts, ordered by title. */
  tracked(take: number): Promise<Podcast[]> {
    return this.prisma.podcast.findMany({
      where: { isTracked: true },
      orderBy: [{ title: 'asc' }, { id: 'asc' }],
      take,
      select: { id: true, title: true, publisherName: true, imageUrl: true, description: true },
    });
  }

  /**
   * Podcasts with a public, unmoderated post tagged to the stream, by title; one statement. A post
   * names its podcast directly (post.podcast_id) or through its episode (post.podcast_episode_id →
   * podcast_episode.podcast_id).
   */
  withPostsInStream(streamId: string): Promise<Podcast[]> {
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
