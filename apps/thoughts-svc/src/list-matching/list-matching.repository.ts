import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import { Prisma } from '@hivemind/db-thoughts';
import type { ListItemStatus, ListMatch, ListMatchInput } from '@hivemind/contracts';
import type { ThoughtsPrisma } from '../prisma.js';
import { v7 as uuid7 } from 'uuid';

export interface NewItem {
  listId: string;
  title: string;
  content: string;
}

/**
 * What list matching needs from the database, shared by the pipeline (the capture's flow and its
 * finalize parent) and the list-items calls: the member's active lists as the matcher's payload,
 * and the writes of matched (pending) or chosen (approved) items.
 */
@Injectable()
export class ListMatchingRepository {
  constructor(@Inject(PRISMA) private readonly prisma: ThoughtsPrisma) {}

  /**
   * The member's active lists with their instructions; with a thought, the lists that already hold
   * an item of it (whatever its status, rejected included) are left out: a thought is never
   * proposed to the same list twice.
   */
  async activeLists(userId: string, exceptItemsOfThought?: string): Promise<ListMatchInput[]> {
    const rows = await this.prisma.list.findMany({
      where: {
        userId,
        isActive: true,
        ...(exceptItemsOfThought ? { items: { none: { thoughtId: exceptItemsOfThought } } } : {}),
      },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: {
        id: true,
        title: true,
        description: true,
        matchInstructions: true,
        itemCreationInstructions: true,
        isTaskList: true,
      },
    });
    return rows.map(({ id, ...rest }) => ({ listId: id, ...rest }));
  }

  /** Those of `ids` that are the member's lists. */
  async ownedListIds(userId: string, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.prisma.list.findMany({ where: { userId, id: { in: ids } }, select: { id: true } });
    return rows.map((r) => r.id);
  }

  /**
   * One statement per item: inserted only when the list is the member's (and active, for AI
   * matches) and the thought is still theirs; nothing when the thought already has an item in that
   * list. Returned unexecuted so the finalize step can run them in its own transaction.
   */
  insertStatements(
    userId: string,
    thoughtId: string,
    items: readonly (NewItem | ListMatch)[],
    status: ListItemStatus,
  ): Prisma.PrismaPromise<{ id: string }[]>[] {
    return items.map(
      (item) => this.prisma.$queryRaw<{ id: string }[]>`
        INSERT INTO list_item (id, list_id, user_id, thought_id, title, content, status, completed, created_at, updated_at)
        SELECT ${uuid7()}::uuid, l.id, l.user_id, t.id, ${item.title}, ${item.content}, ${status}, false, now(), now()
        FROM list l JOIN thought t ON t.id = ${thoughtId}::uuid AND t.user_id = l.user_id
        WHERE l.id = ${item.listId}::uuid AND l.user_id = ${userId}::uuid
          ${status === 'pending' ? Prisma.sql`AND l.is_active` : Prisma.empty}
        ON CONFLICT (list_id, thought_id) DO NOTHING
        RETURNING id::text AS "id"`,
    );
  }

  async insert(
    userId: string,
    thoughtId: string,
    items: readonly (NewItem | ListMatch)[],
    status: ListItemStatus,
  ): Promise<string[]> {
    if (items.length === 0) return [];
    const results = await this.prisma.$transaction(this.insertStatements(userId, thoughtId, items, status));
    return results.flat().map((r) => r.id);
  }
}
