import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import { Prisma } from '@hivemind/db-thoughts';
import type { ThoughtsPrisma } from '../prisma.js';
import type { List } from './list.model.js';
import type { ValidListFields } from './lists.rules.js';

/**
 * A list row with its counts computed from list_item in the same statement: every read sees the
 * items as they are at that instant, so counts stay exact however many changes run at once (no
 * stored counter to drift).
 */
const LIST_WITH_COUNTS = Prisma.sql`
  SELECT l.id::text AS "id", l.title, l.description, l.match_instructions AS "matchInstructions",
    l.item_creation_instructions AS "itemCreationInstructions", l.is_task_list AS "isTaskList",
    l.is_active AS "isActive", l.created_at AS "createdAt", l.updated_at AS "updatedAt",
    coalesce(c.pending, 0)::int AS "pendingItems", coalesce(c.approved, 0)::int AS "approvedItems",
    coalesce(c.total, 0)::int AS "totalItems"
  FROM list l
  LEFT JOIN LATERAL (
    SELECT count(*) FILTER (WHERE i.status = 'pending') AS pending,
      count(*) FILTER (WHERE i.status = 'approved' AND NOT i.completed) AS approved,
      count(*) FILTER (WHERE i.status <> 'rejected') AS total
    FROM list_item i WHERE i.list_id = l.id
  ) c ON true`;

export interface ListsQuery {
  offset: number;
  limit: number;
  /** ILIKE pattern over title and description, or null. */
  like: string | null;
  activeOnly: boolean;
}

/** Prisma queries of lists, always scoped to their owner. */
@Injectable()
export class ListsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: ThoughtsPrisma) {}

  async findOwned(userId: string, id: string): Promise<List | null> {
    const rows = await this.prisma.$queryRaw<List[]>`
      ${LIST_WITH_COUNTS} WHERE l.id = ${id}::uuid AND l.user_id = ${userId}::uuid`;
    return rows[0] ?? null;
  }

  async page(userId: string, q: ListsQuery): Promise<{ lists: List[]; total: number }> {
    const where = Prisma.sql`l.user_id = ${userId}::uuid
      ${q.activeOnly ? Prisma.sql`AND l.is_active` : Prisma.empty}
      ${q.like === null ? Prisma.empty : Prisma.sql`AND (l.title ILIKE ${q.like} OR coalesce(l.description, '') ILIKE ${q.like})`}`;
    const [lists, counted] = await Promise.all([
      this.prisma.$queryRaw<List[]>`
        ${LIST_WITH_COUNTS} WHERE ${where}
        ORDER BY l.created_at DESC, l.id DESC LIMIT ${q.limit} OFFSET ${q.offset}`,
      this.prisma.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM list l WHERE ${where}`,
    ]);
    return { lists, total: counted[0]?.total ?? 0 };
  }

  async create(userId: string, fields: ValidListFields): Promise<string> {
    const { id } = await this.prisma.list.create({ data: { userId, ...fields }, select: { id: true } });
    return id;
  }

  /**
   * Replaces the list's fields. A list that stops being a task list has no completed items any
   * more (completion exists only on task lists), in the same transaction.
   */
  async update(userId: string, id: string, fields: ValidListFields): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.list.updateMany({ where: { id, userId }, data: fields });
      if (count === 0) return false;
      if (!fields.isTaskList) {
        await tx.listItem.updateMany({ where: { listId: id, completed: true }, data: { completed: false } });
      }
      return true;
    });
  }

  /** The current flags of a list (for an edit that leaves them out). */
  async flags(userId: string, id: string): Promise<{ isTaskList: boolean; isActive: boolean } | null> {
    return this.prisma.list.findFirst({ where: { id, userId }, select: { isTaskList: true, isActive: true } });
  }
}
