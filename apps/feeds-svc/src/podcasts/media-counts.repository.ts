import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { PeriodWindow } from '../dashboard/dashboard.rules.js';
import type { FeedsPrisma } from '../prisma.js';
import type { MediaCounts } from './episode.model.js';
import { episodeCountsSql, podcastCountsSql, type MediaCountsRow, type Statement } from './media-counts.queries.js';

/** The counts of the posts drawn from podcasts (rollups) and episodes (media-counts.queries.ts). */
@Injectable()
export class MediaCountsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: FeedsPrisma) {}

  async podcast(podcastId: string, w: PeriodWindow, maxStreams: number): Promise<MediaCounts | undefined> {
    return (await this.read(podcastCountsSql(podcastId, w, maxStreams))).get(podcastId);
  }

  /** By id: the counts of each episode (every id answered, zeros when it has no posts). */
  episodes(ids: string[], since: Date | null, maxStreams: number): Promise<Map<string, MediaCounts>> {
    if (ids.length === 0) return Promise.resolve(new Map());
    return this.read(episodeCountsSql(ids, since, maxStreams));
  }

  private async read({ sql, params }: Statement): Promise<Map<string, MediaCounts>> {
    const out = new Map<string, MediaCounts>();
    for (const r of await this.prisma.$queryRawUnsafe<MediaCountsRow[]>(sql, ...params)) {
      out.set(r.key, {
        postCounts: { total: r.total, byThoughtType: r.by_type },
        streams: r.streams,
        sentimentCounts: { positive: r.positive, negative: r.negative, neutral: r.neutral, mixed: r.mixed },
      });
    }
    return out;
  }
}
