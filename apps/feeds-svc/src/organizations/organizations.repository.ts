import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { FeedsPrisma } from '../prisma.js';
import type { MediaSentimentCounts } from '../podcasts/media-counts.model.js';
import type { Organization, OrganizationWebsite } from './organization.model.js';

/** A stream of the hierarchy as stored, with its parent. */
export interface HierarchyStreamRow {
  id: string;
  name: string;
  description: string | null;
  type: string;
  logoUrl: string | null;
  level: number;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
  parentId: string | null;
}

export interface StreamCountsRow extends MediaSentimentCounts {
  postCount: number;
}

/** How far up the stream hierarchy a stream's organization is looked for. */
const MAX_ANCESTORS = 5;

const STREAM_SELECT = {
  id: true,
  name: true,
  description: true,
  streamType: true,
  logoUrl: true,
  level: true,
  isActive: true,
  createdAt: true,
  updatedAt: true,
  parentId: true,
} as const;

/** The hierarchy below a stream leaves people's streams out: they are the Key Members. */
const PERSON_STREAM_TYPE = 'person';

type StreamSelected = Omit<HierarchyStreamRow, 'type'> & { streamType: string };
const toRow = ({ streamType, ...s }: StreamSelected): HierarchyStreamRow => ({ ...s, type: streamType });

@Injectable()
export class OrganizationsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: FeedsPrisma) {}

  async byId(id: string): Promise<(Organization & { websites: OrganizationWebsite[] }) | null> {
    return this.prisma.organization.findUnique({
      where: { id },
      select: {
        id: true,
        name: true,
        logo: true,
        description: true,
        businessCategory: true,
        streamId: true,
        websites: { orderBy: [{ position: 'asc' }, { title: 'asc' }], select: { id: true, title: true, url: true } },
      },
    });
  }

  /**
   * The organization of a stream: the one whose own stream it is, else the nearest one up its
   * parents (a department's or product's stream opens its organization).
   */
  async idByStream(streamId: string): Promise<string | null> {
    const [row] = await this.prisma.$queryRawUnsafe<{ id: string }[]>(
      `with recursive up(id, parent_id, depth) as (
         select s.id, s.parent_id, 0 from stream s where s.id = $1::uuid
         union all
         select s.id, s.parent_id, up.depth + 1 from stream s join up on s.id = up.parent_id
         where up.depth < ${MAX_ANCESTORS}
       )
       select o.id::text as id from up join organization o on o.stream_id = up.id
       order by up.depth, o.created_at, o.id limit 1`,
      streamId,
    );
    return row?.id ?? null;
  }

  /** The stream alone. */
  async stream(id: string): Promise<HierarchyStreamRow[]> {
    const row = await this.prisma.stream.findUnique({ where: { id }, select: STREAM_SELECT });
    return row ? [toRow(row)] : [];
  }

  /**
   * The stream, its children and their children, people's streams left out, by name; depth first:
   * the organization's stream, then each department followed by its products.
   */
  async hierarchy(rootId: string): Promise<HierarchyStreamRow[]> {
    const notPerson = { streamType: { not: PERSON_STREAM_TYPE } };
    const byName = [{ name: 'asc' }, { id: 'asc' }] as const;
    const root = await this.prisma.stream.findUnique({
      where: { id: rootId },
      select: {
        ...STREAM_SELECT,
        children: {
          where: notPerson,
          orderBy: [...byName],
          select: { ...STREAM_SELECT, children: { where: notPerson, orderBy: [...byName], select: STREAM_SELECT } },
        },
      },
    });
    if (!root) return [];
    const { children, ...self } = root;
    return [toRow(self), ...children.flatMap(({ children: products, ...d }) => [toRow(d), ...products.map(toRow)])];
  }

  /**
   * By stream id: the posts tagged to each stream that every feed shows (public, not moderated) and
   * their sentiments toward it; streams without any are left out. Aggregated from post_stream: issue
   * 15 keeps these per stream with the writes, and they should be read from there once it lands.
   */
  async streamCounts(streamIds: string[]): Promise<Map<string, StreamCountsRow>> {
    if (streamIds.length === 0) return new Map();
    const rows = await this.prisma.$queryRawUnsafe<(StreamCountsRow & { stream_id: string })[]>(
      `select t.stream_id::text as stream_id, count(*)::int as "postCount",
              count(*) filter (where t.sentiment = 'positive')::int as positive,
              count(*) filter (where t.sentiment = 'negative')::int as negative,
              count(*) filter (where t.sentiment = 'neutral')::int as neutral,
              count(*) filter (where t.sentiment = 'mixed')::int as mixed
       from post_stream t join post p on p.id = t.post_id
       where t.stream_id = any($1::uuid[]) and p.is_public and p.moderated_at is null
       group by t.stream_id`,
      streamIds,
    );
    return new Map(rows.map(({ stream_id, ...counts }) => [stream_id, counts]));
  }
}
