import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { FeedsPrisma } from '../prisma.js';
import type { MediaCounts } from './media-counts.model.js';
import { mediaCountsSql, type MediaCountsRow, type MediaKind } from './media-counts.queries.js';

/** The counts of the posts drawn from podcasts or episodes (media-counts.queries.ts says how). */
@Injectable()
export class MediaCountsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: FeedsPrisma) {}

  /** By id: the counts of each of `ids` (every id answered, zeros when it has no posts). */
  async countsOf(
    kind: MediaKind,
    ids: string[],
    since: Date | null,
    maxStreams: number,
  ): Promise<Map<string, MediaCounts>> {
    const out = new Map<string, MediaCounts>();
    if (ids.length === 0) return out;
    const { sql, params } = mediaCountsSql(kind, ids, since, maxStreams);
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
