import { Injectable } from '@nestjs/common';
import { isUuid } from '@hivemind/common';
import { optionalFilter, toLikePattern } from '../thoughts/thoughts.rules.js';
import type { List, ListsPage } from './list.model.js';
import { ListException } from './lists.exception.js';
import { ListsRepository } from './lists.repository.js';
import { pageRequest, totalPages, validateListFields, type ListFields } from './lists.rules.js';

export interface ListsPageInput {
  page?: number | null;
  limit?: number | null;
  search?: string | null;
  activeOnly?: boolean | null;
}

/** The member's lists (spec 3 §2.4, §4 "List editing and creation"); only the owner sees or edits one. */
@Injectable()
export class ListsService {
  constructor(private readonly repo: ListsRepository) {}

  async findOwned(userId: string, id: string): Promise<List | null> {
    return isUuid(id) ? this.repo.findOwned(userId, id) : null;
  }

  async requireOwned(userId: string, id: string): Promise<List> {
    const list = await this.findOwned(userId, id);
    if (!list) throw ListException.listNotFound();
    return list;
  }

  async page(userId: string, input: ListsPageInput): Promise<ListsPage> {
    const { page, limit, offset } = pageRequest(input.page, input.limit);
    const search = optionalFilter(input.search);
    const { lists, total } = await this.repo.page(userId, {
      offset,
      limit,
      like: search === null ? null : toLikePattern(search),
      activeOnly: input.activeOnly === true,
    });
    return { lists, pagination: { page, totalPages: totalPages(total, limit), total } };
  }

  async create(userId: string, fields: ListFields): Promise<List> {
    const id = await this.repo.create(userId, validateListFields(fields));
    return this.requireOwned(userId, id);
  }

  /** The edit form replaces the list's fields; flags left out keep their value. */
  async update(userId: string, id: string, fields: ListFields): Promise<List> {
    const current = isUuid(id) ? await this.repo.flags(userId, id) : null;
    if (!current) throw ListException.listNotFound();
    const valid = validateListFields(fields, current);
    if (!(await this.repo.update(userId, id, valid))) throw ListException.listNotFound();
    return this.requireOwned(userId, id);
  }
}
