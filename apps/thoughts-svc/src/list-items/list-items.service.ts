import { Injectable } from '@nestjs/common';
import { JobName, type ListItemStatus } from '@hivemind/contracts';
import { AgentJobs } from '../agent-jobs/agent-jobs.module.js';
import { ListException } from '../lists/lists.exception.js';
import { pageRequest, totalPages } from '../lists/lists.rules.js';
import { ListsService } from '../lists/lists.service.js';
import { ThoughtsRepository } from '../thoughts/thoughts.repository.js';
import { isUuid } from '@hivemind/common';
import { validateThoughtText } from '../thoughts/thoughts.rules.js';
import type { BulkUpdateListItems, DeletedListItems, ListItem, ListItemsPage } from './list-item.model.js';
import { ListItemsRepository } from './list-items.repository.js';
import { directItem, ListMatchingRepository } from '../list-matching/list-matching.module.js';
import { applyItemChange, parseStatus, type ItemChange } from './list-items.rules.js';

const MAX_BULK_ITEMS = 500;

/**
 * The rules of list items (spec 3 §4 "List item"): status moves, completion on approved items of
 * task lists only, single and bulk deletes, and items made from thoughts, by the AI (pending) or
 * in lists the member chose (approved). Only the owner ever sees or changes an item.
 */
@Injectable()
export class ListItemsService {
  constructor(
    private readonly repo: ListItemsRepository,
    private readonly matching: ListMatchingRepository,
    private readonly lists: ListsService,
    private readonly thoughts: ThoughtsRepository,
    private readonly agent: AgentJobs,
  ) {}

  async pageOfList(
    userId: string,
    listId: string,
    page: number | null | undefined,
    limit: number | null | undefined,
  ): Promise<ListItemsPage> {
    await this.lists.requireOwned(userId, listId);
    const req = pageRequest(page, limit);
    const { items, total } = await this.repo.pageOfList(userId, listId, req.offset, req.limit);
    return { items, pagination: { page: req.page, totalPages: totalPages(total, req.limit), total } };
  }

  /** The thought portal's pending matches and approved assignments (another's thought: none). */
  async byThought(userId: string, thoughtId: string, status: string | null | undefined): Promise<ListItem[]> {
    const wanted: ListItemStatus | null = status ? parseStatus(status) : null;
    return isUuid(thoughtId) ? this.repo.byThought(userId, thoughtId, wanted) : [];
  }

  async update(userId: string, id: string, change: ItemChange): Promise<ListItem> {
    if (!isUuid(id)) throw ListException.itemNotFound();
    await this.repo.transaction(async (tx) => {
      const [current] = await this.repo.lockOwned(tx, userId, [id]);
      if (!current) throw ListException.itemNotFound();
      await this.repo.write(tx, id, applyItemChange(current, current, change));
    });
    return this.requireItem(userId, id);
  }

  async delete(userId: string, id: string): Promise<string> {
    if (!isUuid(id) || !(await this.repo.delete(userId, id))) throw ListException.itemNotFound();
    return id;
  }

  /**
   * Moves several items to one status at once: each under the same rule as a single update; items
   * that are not the member's, or may not make that move, are left as they are.
   */
  async bulkUpdate(userId: string, itemIds: string[], status: string): Promise<BulkUpdateListItems> {
    const ids = [...new Set(itemIds)].filter(isUuid);
    if (ids.length === 0 || itemIds.length > MAX_BULK_ITEMS) throw ListException.itemIdsRequired();
    const target = parseStatus(status);
    const changed = await this.repo.transaction(async (tx) => {
      const updated: string[] = [];
      for (const item of await this.repo.lockOwned(tx, userId, ids)) {
        if (item.status === target) continue;
        try {
          await this.repo.write(tx, item.id, applyItemChange(item, item, { status: target }));
          updated.push(item.id);
        } catch (error) {
          if (!(error instanceof ListException)) throw error;
        }
      }
      return updated;
    });
    const items = await this.repo.findMany(userId, changed);
    return { items, updatedCount: items.length };
  }

  async deleteCompleted(userId: string, listId: string): Promise<DeletedListItems> {
    await this.lists.requireOwned(userId, listId);
    const deletedIds = await this.repo.deleteCompleted(userId, listId);
    return { deletedIds, deletedCount: deletedIds.length };
  }

  /**
   * POST /api/agent/thought-list-matching: the agent matches the thought's text against the
   * member's active lists that have no item of it yet; matches become pending items.
   */
  async matchThought(userId: string, thoughtId: string, content: string, correlationId: string): Promise<ListItem[]> {
    const text = validateThoughtText(content);
    await this.requireThought(userId, thoughtId);
    const lists = await this.matching.activeLists(userId, thoughtId);
    if (lists.length === 0) return [];
    const { listMatches } = await this.agent.run(JobName.MatchLists, {
      thoughtId,
      userId,
      text,
      lists,
      correlationId,
    });
    const ids = await this.matching.insert(userId, thoughtId, listMatches, 'pending');
    return this.repo.findMany(userId, ids);
  }

  /**
   * POST /api/list-items/direct-create: items made from the thought in lists the member chose
   * themselves, so they are approved at once (nothing to review). A list that already holds an
   * item of the thought keeps that item.
   */
  async createDirect(userId: string, thoughtId: string, content: string, listIds: string[]): Promise<ListItem[]> {
    const text = validateThoughtText(content);
    await this.requireThought(userId, thoughtId);
    const wanted = [...new Set(listIds)];
    const owned = wanted.every(isUuid) ? await this.matching.ownedListIds(userId, wanted) : [];
    if (owned.length !== wanted.length) throw ListException.listNotFound();
    const item = directItem(text);
    await this.matching.insert(
      userId,
      thoughtId,
      owned.map((listId) => ({ listId, ...item })),
      'approved',
    );
    const all = await this.repo.byThought(userId, thoughtId, null);
    return all.filter((i) => owned.includes(i.listId));
  }

  private async requireThought(userId: string, thoughtId: string): Promise<void> {
    if (!isUuid(thoughtId) || !(await this.thoughts.findOwned(userId, thoughtId)))
      throw ListException.thoughtNotFound();
  }

  private async requireItem(userId: string, id: string): Promise<ListItem> {
    const item = await this.repo.findOwned(userId, id);
    if (!item) throw ListException.itemNotFound();
    return item;
  }
}
