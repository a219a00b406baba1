import { Injectable } from '@nestjs/common';
import { clampLimit, clampPage, isUuid } from '@hivemind/common';
import { HiveMessages, HIVES_PAGE_SIZE, isPublicSquareType } from '@hivemind/contracts';
import { EmailsService } from '../emails/emails.service.js';
import { MembershipRepository } from '../membership/membership.repository.js';
import { OutboxRelayService } from '../outbox/outbox-relay.service.js';
import type { Hive, HivePage, HiveRef, UpdateHiveInput } from './hive.model.js';
import { hiveRowView, HiveViewsService, toHiveRef, type HiveRowView } from './hive-views.service.js';
import { HiveException } from './hives.exception.js';
import { HivesRepository, type HiveChanges, type HiveRow, type HiveSummary } from './hives.repository.js';
import {
  ownDomains,
  validateChosenType,
  validateDescription,
  validateEmailDomains,
  validateHiveName,
  validateHiveType,
  validateWebsite,
} from './hives.rules.js';

/** Picker answers are short lists; a search narrows them. */
const LOCALIZATION_LIMIT = 200;

/**
 * Hives (spec 1 §2-§9, spec 2 §2.9-§2.12): reading them as a viewer, the lists of the hives panel,
 * creating, the owners' settings, hierarchy and the localization pickers (launching, which also
 * invites, is HiveLaunchService's).
 */
@Injectable()
export class HivesService {
  constructor(
    private readonly repo: HivesRepository,
    private readonly views: HiveViewsService,
    private readonly membership: MembershipRepository,
    private readonly emails: EmailsService,
    private readonly relay: OutboxRelayService,
  ) {}

  async findById(id: string, viewerId: string | null): Promise<Hive | null> {
    const row = isUuid(id) ? await this.repo.findById(id) : null;
    return row ? this.views.one(row, viewerId) : null;
  }

  /** Many hives by id, in the order asked (null where unknown): one query for the rows, one view pass. */
  async findByIds(ids: readonly string[], viewerId: string | null): Promise<(Hive | null)[]> {
    const rows = await this.repo.findByIds(ids.filter(isUuid));
    const views = new Map((await this.views.many(rows, viewerId)).map((h) => [h.id, h]));
    return ids.map((id) => views.get(id) ?? null);
  }

  /** The same hives' own fields only (no counts, no viewer relation): one query. */
  async rowViewsByIds(ids: readonly string[]): Promise<(HiveRowView | null)[]> {
    const rows = await this.repo.findByIds(ids.filter(isUuid));
    const views = new Map(rows.map((row) => [row.id, hiveRowView(row)]));
    return ids.map((id) => views.get(id) ?? null);
  }

  async requireRow(id: string): Promise<HiveRow> {
    const row = isUuid(id) ? await this.repo.findById(id) : null;
    if (!row) throw HiveException.notFound();
    return row;
  }

  /** The hive's name and domains (what membership and invitation rules need), or NOT_FOUND. */
  async requireSummary(id: string): Promise<HiveSummary> {
    const hive = isUuid(id) ? await this.repo.findSummary(id) : null;
    if (!hive) throw HiveException.notFound();
    return hive;
  }

  /** The hive, when the user is one of its owners (every edit of its details, spec 4). */
  async requireOwner(id: string, userId: string): Promise<HiveRow> {
    const row = await this.requireRow(id);
    if ((await this.membership.roleOf(id, userId)) !== 'owner') throw HiveException.forbidden(HiveMessages.ownersOnly);
    return row;
  }

  async search(
    search: string | null | undefined,
    limit: number | null | undefined,
    viewerId: string | null,
  ): Promise<Hive[]> {
    const term = search?.trim() || null;
    return this.views.many(await this.repo.search(term, clampLimit(limit, HIVES_PAGE_SIZE)), viewerId);
  }

  /** GET /api/hives: the hives the user is a member of or follows. */
  async mine(userId: string, search: string | null | undefined): Promise<Hive[]> {
    return this.views.many(await this.repo.mine(userId, search?.trim() || null), userId);
  }

  /**
   * GET /api/hives/all (spec 1 §7, §9; spec 2 §7): listed hives the viewer is not a member of, 25 a
   * page, by name search and/or type; with neither, the default list is type School.
   */
  async page(
    viewerId: string | null,
    input: { page?: number | null; limit?: number | null; search?: string | null; type?: string | null },
  ): Promise<HivePage> {
    const search = input.search?.trim() || null;
    const type = input.type?.trim() || (search ? null : 'School');
    const limit = clampLimit(input.limit, HIVES_PAGE_SIZE);
    const rows = await this.repo.page({ search, type, excludeMemberId: viewerId }, clampPage(input.page), limit);
    return { hives: await this.views.many(rows.slice(0, limit), viewerId), hasMore: rows.length > limit };
  }

  /** The hive and its ancestors, root first (spec 2 §7 hierarchy; the breadcrumb of spec 1 §2). */
  async hierarchy(id: string): Promise<HiveRef[]> {
    const chain: HiveRef[] = [];
    let row: HiveRow | null = await this.requireRow(id);
    while (row && chain.length < 10) {
      chain.unshift(toHiveRef(row));
      row = row.parentId && !chain.some((h) => h.id === row?.parentId) ? await this.repo.findById(row.parentId) : null;
    }
    return chain;
  }

  /** The localization and hive pickers (spec 2 §7): type, optional parent, case-insensitive search. */
  async localization(
    type: string,
    parentId: string | null | undefined,
    search: string | null | undefined,
  ): Promise<HiveRef[]> {
    const name = type.trim();
    const hiveType = name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();
    validateHiveType(hiveType);
    const parent = parentId && isUuid(parentId) ? parentId : null;
    if (parentId && !parent) return [];
    return (await this.repo.localization(hiveType, parent, search?.trim() || null, LOCALIZATION_LIMIT)).map(toHiveRef);
  }

  /** A signed-in user creates a hive and becomes its owner; feeds-svc hears of it by events. */
  async create(ownerId: string, input: { name: string; type: string }): Promise<Hive> {
    const name = validateHiveName(input.name);
    const type = validateHiveType(input.type);
    const row = await this.createOwned(ownerId, { name, type });
    return this.views.one(row, ownerId);
  }

  /**
   * PATCH /api/hives/{id} (spec 1 §6, spec 4): owners only. Name (5+), description, website, email
   * domains (only the owner's own verified, non-free-mail domains may be added), type (Government
   * needs a verified .gov/.mil domain, School .edu; public squares keep theirs), allow_followers.
   */
  async update(id: string, userId: string, input: UpdateHiveInput): Promise<Hive> {
    const row = await this.requireOwner(id, userId);
    const changes: HiveChanges = {};
    if (input.name !== undefined && input.name !== null) changes.name = validateHiveName(input.name);
    if (input.description !== undefined) changes.description = validateDescription(input.description ?? '');
    if (input.website !== undefined) changes.website = validateWebsite(input.website ?? '');
    if (typeof input.allowFollowers === 'boolean') changes.allowFollowers = input.allowFollowers;
    const needsDomains = (input.emailDomains ?? null) !== null || (input.type ?? null) !== null;
    const domains = needsDomains ? await this.ownDomainsOf(userId) : [];
    if (input.emailDomains) changes.emailDomains = validateEmailDomains(input.emailDomains, row.emailDomains, domains);
    if (input.type && input.type !== row.type) {
      if (isPublicSquareType(row.type) && row.type !== 'School') throw HiveException.forbidden(HiveMessages.typeLocked);
      changes.type = validateChosenType(input.type, domains);
    }
    return this.save(id, userId, changes);
  }

  /** Writes validated changes with their hive.updated event; answers the hive as `userId` sees it. */
  async save(id: string, userId: string, changes: HiveChanges): Promise<Hive> {
    const updated = await this.repo.update(id, changes);
    this.relay.wake();
    return this.views.one(updated, userId);
  }

  /** The user's own domains: of their verified addresses, free-mail providers left out (spec 1 §5). */
  async ownDomainsOf(userId: string): Promise<string[]> {
    return ownDomains(await this.emails.verifiedAddresses(userId));
  }

  /** The hive, its owner's membership and the events announcing both, in one transaction. */
  async createOwned(ownerId: string, data: { name: string; type: string }): Promise<HiveRow> {
    const row = await this.repo.transaction(async (tx) => {
      const hive = await this.repo.create(tx, data, ownerId);
      await this.membership.add(tx, hive.id, ownerId, 'owner');
      return hive;
    });
    this.relay.wake();
    return row;
  }
}
