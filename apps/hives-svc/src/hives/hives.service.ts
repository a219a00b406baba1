import { Inject, Injectable } from '@nestjs/common';
import { newDomainEvent, PRISMA, writeOutboxEvent } from '@hivemind/common';
import {
  DEFAULT_LAUNCH_HIVE_TYPE,
  EventType,
  HiveMessages,
  HIVES_PAGE_SIZE,
  isPublicSquareType,
  MAX_INVITES_PER_SEND,
} from '@hivemind/contracts';
import type { Prisma } from '@hivemind/db-hives';
import { InvitationsService } from '../invitations/invitations.service.js';
import { addMember, memberRole, verifiedEmailsOf, type HivesTx } from '../members/membership.js';
import { OutboxRelayService } from '../outbox/outbox-relay.service.js';
import type { HivesPrisma } from '../prisma.js';
import type { Hive, HivePage, HiveRef, LaunchHiveResult, UpdateHiveInput } from './hive.model.js';
import { hiveRowView, HiveViewsService, toHiveRef, type HiveRowView } from './hive-views.service.js';
import { HiveException } from './hives.exception.js';
import { HIVE_ROW_SELECT, HivesRepository, type HiveRow } from './hives.repository.js';
import {
  clampLimit,
  clampPage,
  ownDomains,
  parseInviteEmails,
  validateChosenType,
  validateDescription,
  validateEmailDomains,
  validateHiveName,
  validateHiveType,
  validateWebsite,
} from './hives.rules.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Picker answers are short lists; a search narrows them. */
const LOCALIZATION_LIMIT = 200;

/**
 * Hives (spec 1 §2-§9, spec 2 §2.9-§2.12): reading them as a viewer, the lists of the hives panel,
 * launching and creating, the owners' settings, hierarchy and the localization pickers.
 */
@Injectable()
export class HivesService {
  constructor(
    private readonly repo: HivesRepository,
    private readonly views: HiveViewsService,
    private readonly invitations: InvitationsService,
    private readonly relay: OutboxRelayService,
    @Inject(PRISMA) private readonly prisma: HivesPrisma,
  ) {}

  async findById(id: string, viewerId: string | null): Promise<Hive | null> {
    const row = UUID.test(id) ? await this.repo.findById(id) : null;
    return row ? this.views.one(row, viewerId) : null;
  }

  /** Many hives by id, in the order asked (null where unknown): one query for the rows, one view pass. */
  async findByIds(ids: readonly string[], viewerId: string | null): Promise<(Hive | null)[]> {
    const rows = await this.repo.findByIds(ids.filter((id) => UUID.test(id)));
    const views = new Map((await this.views.many(rows, viewerId)).map((h) => [h.id, h]));
    return ids.map((id) => views.get(id) ?? null);
  }

  /** The same hives' own fields only (no counts, no viewer relation): one query. */
  async rowViewsByIds(ids: readonly string[]): Promise<(HiveRowView | null)[]> {
    const rows = await this.repo.findByIds(ids.filter((id) => UUID.test(id)));
    const views = new Map(rows.map((row) => [row.id, hiveRowView(row)]));
    return ids.map((id) => views.get(id) ?? null);
  }

  async requireRow(id: string): Promise<HiveRow> {
    const row = UUID.test(id) ? await this.repo.findById(id) : null;
    if (!row) throw HiveException.notFound();
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
    const parent = parentId && UUID.test(parentId) ? parentId : null;
    if (parentId && !parent) return [];
    return (await this.repo.localization(hiveType, parent, search?.trim() || null, LOCALIZATION_LIMIT)).map(toHiveRef);
  }

  /** A signed-in user creates a hive and becomes its owner; feeds-svc hears of it by events. */
  async create(ownerId: string, input: { name: string; type: string }): Promise<Hive> {
    const name = validateHiveName(input.name);
    const type = validateHiveType(input.type);
    const row = await this.createWithOwner(ownerId, { name, type });
    return this.views.one(row, ownerId);
  }

  /**
   * Launch New Hive (spec 1 §5, spec 4): a name of 5+ characters and 1 to 100 valid invite emails
   * (commas or line breaks; array or string), type Business unless another allowed type is chosen.
   * The creator is the owner; the invitations go out as from an owner.
   */
  async launch(
    ownerId: string,
    input: { name: string; emails: string | readonly string[]; type?: string | null },
  ): Promise<LaunchHiveResult> {
    const name = input.name.trim();
    const parsed = parseInviteEmails(input.emails);
    if (name.length < 5 || parsed.valid.length === 0) throw HiveException.badInput(HiveMessages.launchInvalid);
    if (parsed.valid.length > MAX_INVITES_PER_SEND) throw HiveException.badInput(HiveMessages.tooManyInvites);
    validateHiveName(name);
    const type = input.type
      ? validateChosenType(input.type, ownDomains(await verifiedEmailsOf(this.prisma, ownerId)))
      : DEFAULT_LAUNCH_HIVE_TYPE;
    const row = await this.createWithOwner(ownerId, { name, type });
    const result = await this.invitations.inviteMany({ id: row.id, name }, ownerId, parsed);
    return { ...result, hive: await this.views.one(row, ownerId) };
  }

  /**
   * PATCH /api/hives/{id} (spec 1 §6, spec 4): owners only. Name (5+), description, website, email
   * domains (only the owner's own verified, non-free-mail domains may be added), type (Government
   * needs a verified .gov/.mil domain, School .edu; public squares keep theirs), allow_followers.
   */
  async update(id: string, userId: string, input: UpdateHiveInput): Promise<Hive> {
    const row = await this.requireRow(id);
    if ((await memberRole(this.prisma, id, userId)) !== 'owner') throw HiveException.forbidden(HiveMessages.ownersOnly);
    const data: Prisma.HiveUpdateInput = {};
    if (input.name !== undefined && input.name !== null) data.name = validateHiveName(input.name);
    if (input.description !== undefined) data.description = validateDescription(input.description ?? '');
    if (input.website !== undefined) data.website = validateWebsite(input.website ?? '');
    if (typeof input.allowFollowers === 'boolean') data.allowFollowers = input.allowFollowers;
    const needsDomains = (input.emailDomains ?? null) !== null || (input.type ?? null) !== null;
    const domains = needsDomains ? ownDomains(await verifiedEmailsOf(this.prisma, userId)) : [];
    if (input.emailDomains) data.emailDomains = validateEmailDomains(input.emailDomains, row.emailDomains, domains);
    if (input.type && input.type !== row.type) {
      if (isPublicSquareType(row.type) && row.type !== 'School') throw HiveException.forbidden(HiveMessages.typeLocked);
      data.type = validateChosenType(input.type, domains);
    }
    const updated = await this.prisma.$transaction(async (tx) => {
      const next = await tx.hive.update({ where: { id }, data, select: HIVE_ROW_SELECT });
      await writeOutboxEvent(
        tx,
        newDomainEvent(EventType.HiveUpdated, 'hives-svc', {
          hiveId: id,
          name: next.name,
          type: next.type,
          logo: next.logo,
        }),
      );
      return next;
    });
    this.relay.wake();
    return this.views.one(updated, userId);
  }

  /** The hive, its owner's membership and the events announcing both, in one transaction. */
  private async createWithOwner(ownerId: string, data: { name: string; type: string }): Promise<HiveRow> {
    const row = await this.prisma.$transaction(async (tx: HivesTx) => {
      const hive = await tx.hive.create({ data, select: HIVE_ROW_SELECT });
      await writeOutboxEvent(
        tx,
        newDomainEvent(EventType.HiveCreated, 'hives-svc', {
          hiveId: hive.id,
          name: hive.name,
          type: hive.type,
          logo: null,
          ownerId,
        }),
      );
      await addMember(tx, hive.id, ownerId, 'owner');
      return hive;
    });
    this.relay.wake();
    return row;
  }
}
