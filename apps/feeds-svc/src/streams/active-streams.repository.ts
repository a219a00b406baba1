import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import { STREAM_TAGGING_MAX_STREAMS, type StreamMatchInput } from '@hivemind/contracts';
import type { FeedsPrisma } from '../prisma.js';

/**
 * The active streams' names and aliases, as the tag-post-streams job needs them in its payload (the
 * agent worker has no database). Read once and kept while the stream table's fingerprint (count and
 * latest update of active streams, one index-only query) stays the same, so a new or renamed stream
 * tags the very next post.
 */
@Injectable()
export class ActiveStreamsRepository {
  private cached: { fingerprint: string; streams: StreamMatchInput[] } | undefined;

  constructor(@Inject(PRISMA) private readonly prisma: FeedsPrisma) {}

  async forTagging(): Promise<StreamMatchInput[]> {
    const [row] = await this.prisma.$queryRawUnsafe<{ n: bigint; latest: Date | null }[]>(
      `select count(*) as n, max(updated_at) as latest from stream where is_active`,
    );
    const fingerprint = `${row?.n ?? 0}:${row?.latest?.toISOString() ?? ''}`;
    if (this.cached?.fingerprint === fingerprint) return this.cached.streams;
    const rows = await this.prisma.stream.findMany({
      where: { isActive: true },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      take: STREAM_TAGGING_MAX_STREAMS,
      select: { id: true, name: true, aliases: true },
    });
    const streams = rows.map((r) => ({ streamId: r.id, name: r.name, aliases: r.aliases ?? [] }));
    this.cached = { fingerprint, streams };
    return streams;
  }
}
