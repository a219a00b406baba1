import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import { PAGE_SIZE } from '@hivemind/contracts';
import { HiveReadModelRepository } from '../hive-read-model/hive-read-model.repository.js';
import type { FeedsPrisma } from '../prisma.js';
import type { Post } from './post.model.js';
import { PostException } from './posts.exception.js';
import { clampLimit, validatePostContent } from './posts.rules.js';

const POST_SELECT = {
  id: true,
  content: true,
  category: true,
  thoughtType: true,
  createdAt: true,
  hiveId: true,
} as const;

@Injectable()
export class PostsService {
  constructor(
    @Inject(PRISMA) private readonly prisma: FeedsPrisma,
    private readonly hives: HiveReadModelRepository,
  ) {}

  findById(id: string): Promise<Post | null> {
    return this.prisma.post.findUnique({ where: { id }, select: POST_SELECT });
  }

  /** Newest first. */
  inHive(hiveId: string, limit: number | null | undefined): Promise<Post[]> {
    return this.prisma.post.findMany({
      where: { hiveId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: clampLimit(limit, PAGE_SIZE),
      select: POST_SELECT,
    });
  }

  /**
   * A signed-in user posts into a hive feeds-svc knows of (its read model, fed by hive.created).
   * Role rules (post/admin/owner) come with the member read model in a later issue.
   */
  async create(userId: string, input: { hiveId: string; content: string }): Promise<Post> {
    const content = validatePostContent(input.content);
    if (!(await this.hives.exists(input.hiveId))) throw PostException.hiveNotFound();
    return this.prisma.post.create({ data: { hiveId: input.hiveId, userId, content }, select: POST_SELECT });
  }
}
