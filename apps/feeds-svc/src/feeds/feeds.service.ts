import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import {
  CATEGORIES,
  isPublicSquareType,
  POST_FEED_MAX_PAGE_SIZE,
  POST_FEED_PAGE_SIZE,
  POST_SORTS,
  THOUGHT_TYPES,
  VOTE_FILTERS,
  type HiveFeedState,
  type PostSort,
  type VoteFilter,
} from '@hivemind/contracts';
import { PermissionsService } from '../permissions/permissions.service.js';
import type { FeedsPrisma } from '../prisma.js';
import { POST_ROW_SELECT } from '../posts/post-row.js';
import type { Post } from '../posts/post.model.js';
import { PostException } from '../posts/posts.exception.js';
import { clampLimit, isUuid } from '../posts/posts.rules.js';
import { PostsService } from '../posts/posts.service.js';
import { mediaFeedSql } from './feed-query.js';

/**
 * A window of a feed: `first` posts after `offset`. Callers ask for one more than a page to learn
 * whether more follow, so `first` clamps to 1..POST_FEED_MAX_PAGE_SIZE + 1, `offset` to 0..1,000,000.
 */
export interface PageInput {
  offset?: number | null;
  first?: number | null;
}

export function pageWindow(input: PageInput): { limit: number; offset: number } {
  const limit = clampLimit(input.first, POST_FEED_PAGE_SIZE + 1, POST_FEED_MAX_PAGE_SIZE + 1);
  const offset = Math.min(Math.max(Math.trunc(input.offset ?? 0) || 0, 0), 1_000_000);
  return { limit, offset };
}

export interface MediaFeedInput extends PageInput {
  category?: string | null;
  thoughtType?: string | null;
  voteFilter?: string | null;
  sortBy?: string | null;
  search?: string | null;
}

function oneOf<T extends string>(value: string | null | undefined, allowed: readonly T[], name: string): T | null {
  if (value === null || value === undefined || value === '') return null;
  if (!(allowed as readonly string[]).includes(value))
    throw PostException.badInput(`${name} must be one of ${allowed.join(', ')}`);
  return value as T;
}

@Injectable()
export class FeedsService {
  constructor(
    @Inject(PRISMA) private readonly prisma: FeedsPrisma,
    private readonly posts: PostsService,
    private readonly permissions: PermissionsService,
  ) {}

  /** GET /api/posts: the media feed. */
  async media(viewerId: string | null, input: MediaFeedInput): Promise<Post[]> {
    const { limit, offset } = pageWindow(input);
    const search = input.search?.trim() || null;
    const { sql, params } = mediaFeedSql({
      viewerId,
      category: oneOf(input.category, CATEGORIES, 'category'),
      thoughtType: oneOf(input.thoughtType, THOUGHT_TYPES, 'thoughtType'),
      voteFilter: oneOf<VoteFilter>(input.voteFilter, VOTE_FILTERS, 'voteFilter') ?? 'all-votes',
      sortBy: oneOf<PostSort>(input.sortBy, POST_SORTS, 'sortBy') ?? 'new',
      search: search ? search.slice(0, 200) : null,
      limit,
      offset,
    });
    const ids = (await this.prisma.$queryRawUnsafe<{ id: string }[]>(sql, ...params)).map((r) => r.id);
    return this.inOrder(ids, viewerId);
  }

  /** What a hive's feed shows the viewer (spec 2 §4 Hive visibility); NOT_FOUND for unknown hives. */
  async hiveState(viewerId: string | null, hiveId: string): Promise<HiveFeedState> {
    const hive = isUuid(hiveId)
      ? await this.prisma.hiveReadModel.findUnique({ where: { hiveId }, select: { type: true } })
      : null;
    if (!hive) throw PostException.hiveNotFound();
    if (isPublicSquareType(hive.type)) return 'visible';
    const { role } = await this.permissions.inHive(hiveId, viewerId);
    if (role === 'public') return 'locked';
    const own = await this.prisma.post.count({ where: { hiveId, userId: viewerId! } });
    return own === 0 ? 'needs_post' : 'visible';
  }

  /** GET /api/hives/{id}/feed: newest first, empty unless the feed is visible to the viewer. */
  async hive(viewerId: string | null, hiveId: string, input: PageInput): Promise<Post[]> {
    if ((await this.hiveState(viewerId, hiveId)) !== 'visible') return [];
    const { limit, offset } = pageWindow(input);
    const rows = await this.prisma.post.findMany({
      where: {
        hiveId,
        moderatedAt: null,
        OR: [
          { isPublic: true },
          ...(viewerId ? [{ userId: viewerId }, { votes: { some: { userId: viewerId } } }] : []),
        ],
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: offset,
      take: limit,
      select: POST_ROW_SELECT,
    });
    return this.posts.present(rows, viewerId);
  }

  /** GET /api/user/posts: the author's own posts, moderated and hidden included, newest first. */
  async mine(userId: string, input: PageInput): Promise<Post[]> {
    const { limit, offset } = pageWindow(input);
    const rows = await this.prisma.post.findMany({
      where: { userId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: offset,
      take: limit,
      select: POST_ROW_SELECT,
    });
    return this.posts.present(rows, userId);
  }

  /** POST /api/posts/mark-viewed: records unseen posts only; answers how many were new. */
  async markViewed(userId: string, postIds: string[]): Promise<number> {
    const ids = [...new Set(postIds.filter(isUuid))].slice(0, 500);
    if (ids.length === 0) return 0;
    return this.prisma.$executeRawUnsafe(
      `insert into post_view (post_id, user_id)
       select p.id, $2::uuid from post p where p.id = any($1::uuid[])
       on conflict (post_id, user_id) do nothing`,
      ids,
      userId,
    );
  }

  private async inOrder(ids: string[], viewerId: string | null): Promise<Post[]> {
    const rows = await this.prisma.post.findMany({ where: { id: { in: ids } }, select: POST_ROW_SELECT });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return this.posts.present(
      ids.flatMap((id) => byId.get(id) ?? []),
      viewerId,
    );
  }
}
