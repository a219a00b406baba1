import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { FeedsPrisma } from '../prisma.js';
import { STORM_SELECT, type StormRow } from '../storm-participation/storm-participation.repository.js';

export interface StormHiveRow {
  hiveId: string;
  name: string;
  logo: string | null;
  type: string;
}

export interface NewStorm {
  hiveId: string;
  prompt: string;
  voteSubmissionRequirement: number;
  endsAt: Date | null;
}

/** Storms themselves and the two storm feeds' statements. */
@Injectable()
export class StormsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: FeedsPrisma) {}

  create(data: NewStorm): Promise<StormRow> {
    return this.prisma.storm.create({ data, select: STORM_SELECT });
  }

  update(stormId: string, data: { isActive: boolean; endsAt?: Date | null }): Promise<StormRow> {
    return this.prisma.storm.update({ where: { id: stormId }, data, select: STORM_SELECT });
  }

  hive(hiveId: string): Promise<StormHiveRow | null> {
    return this.prisma.hiveReadModel.findUnique({
      where: { hiveId },
      select: { hiveId: true, name: true, logo: true, type: true },
    });
  }

  /**
   * Closes the storm when its end time has come (and it is still open); answers whether it did. The
   * condition makes the closing job idempotent: a repeat, or a storm reopened meanwhile, changes nothing.
   */
  async closeIfDue(stormId: string): Promise<boolean> {
    const n = await this.prisma.$executeRawUnsafe(
      `update storm set is_active = false where id = $1::uuid and is_active and ends_at is not null and ends_at <= now()`,
      stormId,
    );
    return n > 0;
  }

  /**
   * Closes every open storm whose end time has come; answers their ids. The condition is closeIfDue's,
   * so between the periodic check and a storm's job each storm is closed once: the second UPDATE
   * waits for the first's row lock, then finds the storm closed.
   */
  async closeAllDue(): Promise<string[]> {
    const rows = await this.prisma.$queryRawUnsafe<{ id: string }[]>(
      `update storm set is_active = false
        where is_active and ends_at is not null and ends_at <= now()
        returning id::text as id`,
    );
    return rows.map((r) => r.id);
  }

  /** Open storms with an end time (feeds-svc re-schedules their closing when it boots). */
  openWithEndTime(): Promise<{ id: string; endsAt: Date | null }[]> {
    return this.prisma.storm.findMany({
      where: { isActive: true, endsAt: { not: null } },
      select: { id: true, endsAt: true },
    });
  }

  /** A hive's storms, newest first (open and closed). */
  inHive(hiveId: string, take: number): Promise<StormRow[]> {
    return this.prisma.storm.findMany({
      where: { hiveId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take,
      select: STORM_SELECT,
    });
  }

  /** The open storms of the hives the user is a member of, newest first. */
  async openForMember(userId: string, take: number): Promise<StormRow[]> {
    const rows = await this.prisma.$queryRawUnsafe<{ id: string }[]>(
      `select s.id::text from storm s
         join hive_member_read_model m on m.hive_id = s.hive_id and m.user_id = $1::uuid and m.removed_at is null
        where s.is_active and (s.ends_at is null or s.ends_at > now())
        order by s.created_at desc, s.id desc limit $2`,
      userId,
      take,
    );
    const byId = new Map(
      (await this.prisma.storm.findMany({ where: { id: { in: rows.map((r) => r.id) } }, select: STORM_SELECT })).map(
        (r) => [r.id, r],
      ),
    );
    return rows.flatMap((r) => byId.get(r.id) ?? []);
  }

  /** How many take part, how many answered, how many answers are active (the storm's management view). */
  async summary(stormId: string): Promise<{ participants: number; answers: number; activeAnswers: number }> {
    const [row] = await this.prisma.$queryRawUnsafe<{ participants: number; answers: number; active: number }[]>(
      `select count(*)::int as participants, count(post_id)::int as answers,
              count(post_activated_at)::int as active
         from storm_participation where storm_id = $1::uuid`,
      stormId,
    );
    return { participants: row?.participants ?? 0, answers: row?.answers ?? 0, activeAnswers: row?.active ?? 0 };
  }

  /**
   * The vote-to-activate feed: answers of other members the viewer has not voted on yet (never their
   * own), moderated ones left out, oldest first so every answer gets its votes.
   */
  async voteFeedIds(stormId: string, viewerId: string, take: number, skip: number): Promise<string[]> {
    const rows = await this.prisma.$queryRawUnsafe<{ id: string }[]>(
      `select p.id::text from post p
       where p.storm_id = $1::uuid and p.user_id <> $2::uuid and p.moderated_at is null
         and not exists (select 1 from post_vote v where v.post_id = p.id and v.user_id = $2::uuid)
       order by p.created_at, p.id limit $3 offset $4`,
      stormId,
      viewerId,
      take,
      skip,
    );
    return rows.map((r) => r.id);
  }

  /** The active feed: activated answers of other members, newest activation first; moderated and hidden ones left out. */
  async activeFeedIds(stormId: string, viewerId: string, take: number, skip: number): Promise<string[]> {
    const rows = await this.prisma.$queryRawUnsafe<{ id: string }[]>(
      `select p.id::text from storm_participation sp join post p on p.id = sp.post_id
       where sp.storm_id = $1::uuid and sp.post_activated_at is not null and sp.user_id <> $2::uuid
         and p.moderated_at is null and p.is_public
       order by sp.post_activated_at desc, p.id desc limit $3 offset $4`,
      stormId,
      viewerId,
      take,
      skip,
    );
    return rows.map((r) => r.id);
  }
}
