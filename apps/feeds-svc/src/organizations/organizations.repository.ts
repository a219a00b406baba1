import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { FeedsPrisma } from '../prisma.js';
import { STREAM_COLUMNS, type StreamRow } from '../streams/streams.queries.js';
import type { Organization, OrganizationWebsite } from './organization.model.js';

/** How far up the stream hierarchy a stream's organization is looked for. */
const MAX_ANCESTORS = 5;

/**
 * A stream and, `depth` levels down, its children by name, depth first; people's streams are left
 * out (they are the Key Members). Ordered by the path of names (and ids) from the root.
 */
const HIERARCHY_SQL = `with recursive tree(id, depth, path) as (
    select s.id, 0, array[s.name, s.id::text] from stream s where s.id = $1::uuid
    union all
    select c.id, t.depth + 1, t.path || array[c.name, c.id::text] from stream c join tree t on c.parent_id = t.id
    where t.depth < $2 and c.stream_type <> 'person'
  )
  select ${STREAM_COLUMNS} from tree t join stream s on s.id = t.id order by t.path`;

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

  /** The organization's stream, with `depth` 2 its child departments and their child products. */
  hierarchy(rootId: string, depth: 0 | 2): Promise<StreamRow[]> {
    return this.prisma.$queryRawUnsafe<StreamRow[]>(HIERARCHY_SQL, rootId, depth);
  }
}
