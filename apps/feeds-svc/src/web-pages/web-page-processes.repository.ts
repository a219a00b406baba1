import { Inject, Injectable } from '@nestjs/common';
import { PRISMA, recordFlowStart, type FlowStartRecord } from '@hivemind/common';
import {
  MEDIA_AGENT_USER_ID,
  POSTING_HIVE_ROLES,
  PUBLIC_SQUARE_TYPES,
  type WebPageProcessStatus,
  type WebPageReading,
} from '@hivemind/contracts';
import type { FeedsPrisma } from '../prisma.js';
import { ActivityRollupsRepository } from '../rollups/activity-rollups.repository.js';

export interface WebPageProcessRow {
  id: string;
  userId: string;
  url: string;
  normalizedUrl: string;
  hiveId: string;
  status: WebPageProcessStatus;
  error: string | null;
  webPageId: string | null;
  webPageTitle: string | null;
}

export interface NewProcess {
  userId: string;
  url: string;
  normalizedUrl: string;
  hiveId: string;
}

/** What storing a read page wrote: the page and the posts to send through the post pipeline. */
export interface StoredPage {
  webPageId: string;
  posts: { id: string; content: string }[];
}

const PROCESS_SELECT = {
  id: true,
  userId: true,
  url: true,
  normalizedUrl: true,
  hiveId: true,
  status: true,
  error: true,
  webPageId: true,
  webPage: { select: { title: true } },
} as const;

type SelectedProcess = {
  id: string;
  userId: string;
  url: string;
  normalizedUrl: string;
  hiveId: string;
  status: string;
  error: string | null;
  webPageId: string | null;
  webPage: { title: string | null } | null;
};

/** A drop's text compared with the page's posts: whitespace runs as one space, trimmed. */
function sameText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function toRow(p: SelectedProcess): WebPageProcessRow {
  const { webPage, ...rest } = p;
  return { ...rest, status: p.status as WebPageProcessStatus, webPageTitle: webPage?.title ?? null };
}

/**
 * Web page processes (spec 4 POST /api/web-pages) and the writes of their flow parent: the page
 * record (one per normalized url), its drops as posts in the chosen hive, and the process completed,
 * in one transaction.
 */
@Injectable()
export class WebPageProcessesRepository {
  constructor(
    @Inject(PRISMA) private readonly prisma: FeedsPrisma,
    private readonly rollups: ActivityRollupsRepository,
  ) {}

  async byId(id: string): Promise<WebPageProcessRow | null> {
    const p = await this.prisma.webPageProcess.findUnique({ where: { id }, select: PROCESS_SELECT });
    return p && toRow(p);
  }

  /** The planet hive (the default target of a web page's drops), or null when feeds-svc knows none. */
  async planetHiveId(): Promise<string | null> {
    const hive = await this.prisma.hiveReadModel.findFirst({
      where: { type: 'Planet' },
      orderBy: { name: 'asc' },
      select: { hiveId: true },
    });
    return hive?.hiveId ?? null;
  }

  /** The public squares the member may post to (a posting role in feeds-svc's member read model), by name. */
  postableSquares(userId: string): Promise<{ id: string; name: string; type: string }[]> {
    return this.prisma.$queryRawUnsafe<{ id: string; name: string; type: string }[]>(
      `select h.hive_id::text as id, h.name, h.type
         from hive_member_read_model m join hive_read_model h on h.hive_id = m.hive_id
        where m.user_id = $1::uuid and m.removed_at is null and m.role = any($2::text[]) and h.type = any($3::text[])
        order by h.name, h.hive_id`,
      userId,
      [...POSTING_HIVE_ROLES],
      [...PUBLIC_SQUARE_TYPES],
    );
  }

  /** The planet's name and type, for the hive picker's default. */
  async hiveRef(hiveId: string): Promise<{ id: string; name: string; type: string } | null> {
    const hive = await this.prisma.hiveReadModel.findUnique({
      where: { hiveId },
      select: { hiveId: true, name: true, type: true },
    });
    return hive && { id: hive.hiveId, name: hive.name, type: hive.type };
  }

  /** True when the hive is a public square feeds-svc knows. */
  async isPublicSquare(hiveId: string): Promise<boolean> {
    const n = await this.prisma.hiveReadModel.count({ where: { hiveId, type: { in: [...PUBLIC_SQUARE_TYPES] } } });
    return n > 0;
  }

  /**
   * The page recorded under this normalized url when it was read after `since` and has posts (a
   * fresh page whose drops can be reused), else null.
   */
  async reusablePage(normalizedUrl: string, since: Date): Promise<{ id: string } | null> {
    return this.prisma.webPage.findFirst({
      where: { url: normalizedUrl, scrapedAt: { gte: since }, posts: { some: {} } },
      select: { id: true },
    });
  }

  /**
   * A new process ('processing'), recorded before any job is queued, in one transaction with the flow
   * it owes (durable start).
   */
  async create(input: NewProcess, owes?: (processId: string) => FlowStartRecord): Promise<WebPageProcessRow> {
    return this.prisma.$transaction(async (tx) => {
      const row = await tx.webPageProcess.create({ data: input, select: PROCESS_SELECT });
      if (owes) await recordFlowStart(tx, owes(row.id));
      return toRow(row);
    });
  }

  /** A new process answered at once by a page already read (completed with it). */
  async createCompleted(input: NewProcess, webPageId: string): Promise<WebPageProcessRow> {
    return toRow(
      await this.prisma.webPageProcess.create({
        data: { ...input, status: 'completed', webPageId, completedAt: new Date() },
        select: PROCESS_SELECT,
      }),
    );
  }

  /** Marks a process failed with its error; false when it was no longer processing. */
  async markFailed(id: string, error: string): Promise<boolean> {
    const { count } = await this.prisma.webPageProcess.updateMany({
      where: { id, status: 'processing' },
      data: { status: 'failed', error, completedAt: new Date() },
    });
    return count > 0;
  }

  /**
   * In one transaction: the page record under the process's normalized url (created, or its metadata
   * and scraped_at refreshed), one post per drop the page does not have yet (a page read again keeps
   * its old posts) in the process's hive with no member as author, and
   * the process completed with the page. Null when the process is gone or no longer processing (a
   * retry after the commit).
   */
  storePage(
    processId: string,
    reading: WebPageReading,
    owes?: (post: { id: string; content: string }) => FlowStartRecord,
  ): Promise<StoredPage | null> {
    return this.prisma.$transaction(async (tx) => {
      const [process] = await tx.$queryRawUnsafe<{ normalized_url: string; hive_id: string; status: string }[]>(
        'select normalized_url, hive_id::text, status from web_page_process where id = $1::uuid for update',
        processId,
      );
      if (!process || process.status !== 'processing') return null;
      const meta = {
        title: reading.title,
        description: reading.description,
        ogImage: reading.ogImage,
        faviconUrl: reading.faviconUrl,
        scrapedAt: new Date(),
      };
      const page = await tx.webPage.upsert({
        where: { url: process.normalized_url },
        create: { url: process.normalized_url, ...meta },
        update: meta,
        select: { id: true },
      });
      // A page read again (older than the reuse age) keeps its posts (they carry votes) and adds only
      // the drops it does not have yet (the same text after whitespace normalization).
      const existing = await tx.post.findMany({ where: { webPageId: page.id }, select: { content: true } });
      const seen = new Set(existing.map((p) => sameText(p.content)));
      const drops = reading.drops.filter((drop) => {
        const key = sameText(drop);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      const posts = await tx.post.createManyAndReturn({
        data: drops.map((content) => ({
          hiveId: process.hive_id,
          userId: MEDIA_AGENT_USER_ID,
          content,
          webPageId: page.id,
        })),
        select: { id: true, content: true },
      });
      await this.rollups.add(
        tx,
        posts.map((p) => p.id),
      );
      // Each drop's post pipeline is owed from this commit on (durable start, as for members' posts).
      if (owes) for (const post of posts) await recordFlowStart(tx, owes(post));
      await tx.webPageProcess.update({
        where: { id: processId },
        data: { status: 'completed', webPageId: page.id, completedAt: new Date() },
      });
      return { webPageId: page.id, posts };
    });
  }

  /** Posts of a page the post pipeline has not finished (no embedding yet): queued again on a retry. */
  async postsAwaitingPipeline(webPageId: string): Promise<{ id: string; content: string }[]> {
    return this.prisma.$queryRawUnsafe<{ id: string; content: string }[]>(
      'select id::text, content from post where web_page_id = $1::uuid and embedding is null',
      webPageId,
    );
  }
}
