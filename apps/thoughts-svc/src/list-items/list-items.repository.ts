import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import { Prisma } from '@hivemind/db-thoughts';
import type { ListItemStatus } from '@hivemind/contracts';
import type { ThoughtsPrisma } from '../prisma.js';
import type { ListItem } from './list-item.model.js';
import type { ItemState } from './list-items.rules.js';

interface ItemRow {
  id: string;
  listId: string;
  thoughtId: string | null;
  title: string;
  content: string;
  status: string;
  completed: boolean;
  createdAt: Date;
  updatedAt: Date;
  listTitle: string;
  isTaskList: boolean;
  originalThought: string | null;
}

const ITEM_SELECT = Prisma.sql`
  SELECT i.id::text AS "id", i.list_id::text AS "listId", i.thought_id::text AS "thoughtId", i.title, i.content,
    i.status, i.completed, i.created_at AS "createdAt", i.updated_at AS "updatedAt",
    l.title AS "listTitle", l.is_task_list AS "isTaskList", t.original_thought AS "originalThought"
  FROM list_item i
  JOIN list l ON l.id = i.list_id
  LEFT JOIN thought t ON t.id = i.thought_id`;

function toItem(r: ItemRow): ListItem {
  return {
    id: r.id,
    listId: r.listId,
    thoughtId: r.thoughtId,
    title: r.title,
    content: r.content,
    status: r.status,
    completed: r.completed,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    originalThought: r.originalThought,
    list: { id: r.listId, title: r.listTitle, isTaskList: r.isTaskList },
  };
}

type Tx = Prisma.TransactionClient;

/** Prisma queries of list items, always scoped to their owner (list_item.user_id). */
@Injectable()
export class ListItemsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: ThoughtsPrisma) {}

  async findOwned(userId: string, id: string): Promise<ListItem | null> {
    return (await this.findMany(userId, [id]))[0] ?? null;
  }

  async findMany(userId: string, ids: string[], db: Tx | ThoughtsPrisma = this.prisma): Promise<ListItem[]> {
    if (ids.length === 0) return [];
    const rows = await db.$queryRaw<ItemRow[]>`
      ${ITEM_SELECT} WHERE i.user_id = ${userId}::uuid AND i.id = ANY(${ids}::uuid[])
      ORDER BY i.created_at, i.id`;
    return rows.map(toItem);
  }

  /**
   * A list's items for its portal: rejected ones left out, pending first, then approved items not
   * completed, then completed ones; newest first within each group, so every page fills the
   * sections in the order they are shown.
   */
  async pageOfList(
    userId: string,
    listId: string,
    offset: number,
    limit: number,
  ): Promise<{ items: ListItem[]; total: number }> {
    const where = Prisma.sql`i.user_id = ${userId}::uuid AND i.list_id = ${listId}::uuid AND i.status <> 'rejected'`;
    const [rows, counted] = await Promise.all([
      this.prisma.$queryRaw<ItemRow[]>`
        ${ITEM_SELECT} WHERE ${where}
        ORDER BY CASE WHEN i.status = 'pending' THEN 0 WHEN NOT i.completed THEN 1 ELSE 2 END,
          i.created_at DESC, i.id DESC
        LIMIT ${limit} OFFSET ${offset}`,
      this.prisma.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM list_item i WHERE ${where}`,
    ]);
    return { items: rows.map(toItem), total: counted[0]?.total ?? 0 };
  }

  async byThought(userId: string, thoughtId: string, status: ListItemStatus | null): Promise<ListItem[]> {
    const rows = await this.prisma.$queryRaw<ItemRow[]>`
      ${ITEM_SELECT} WHERE i.user_id = ${userId}::uuid AND i.thought_id = ${thoughtId}::uuid
        ${status === null ? Prisma.sql`AND i.status <> 'rejected'` : Prisma.sql`AND i.status = ${status}`}
      ORDER BY l.title, i.created_at`;
    return rows.map(toItem);
  }

  /**
   * Runs `change` on the member's items while holding their rows (and their lists' rows, shared),
   * so a concurrent change or list edit cannot slip between the rule check and the write.
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work);
  }

  async lockOwned(tx: Tx, userId: string, ids: string[]): Promise<(ItemState & { id: string; isTaskList: boolean })[]> {
    return tx.$queryRaw<(ItemState & { id: string; isTaskList: boolean })[]>`
      SELECT i.id::text AS "id", i.status, i.completed, l.is_task_list AS "isTaskList"
      FROM list_item i JOIN list l ON l.id = i.list_id
      WHERE i.user_id = ${userId}::uuid AND i.id = ANY(${ids}::uuid[])
      ORDER BY i.id
      FOR UPDATE OF i FOR SHARE OF l`;
  }

  async write(tx: Tx, id: string, state: ItemState): Promise<void> {
    await tx.listItem.update({ where: { id }, data: { status: state.status, completed: state.completed } });
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const { count } = await this.prisma.listItem.deleteMany({ where: { id, userId } });
    return count > 0;
  }

  /** Spec 3 §4: the bulk delete removes the list's completed items only. */
  async deleteCompleted(userId: string, listId: string): Promise<string[]> {
    const rows = await this.prisma.$queryRaw<{ id: string }[]>`
      DELETE FROM list_item WHERE user_id = ${userId}::uuid AND list_id = ${listId}::uuid AND completed
      RETURNING id::text AS "id"`;
    return rows.map((r) => r.id);
  }
}
