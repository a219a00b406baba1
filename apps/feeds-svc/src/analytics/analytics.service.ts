import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import { isAnalyticsEvent } from '@hivemind/contracts';
import type { FeedsPrisma } from '../prisma.js';
import { PostException } from '../posts/posts.exception.js';
import { isUuid } from '../posts/posts.rules.js';

/**
 * Product analytics recorded server-side. Today one event: view_post (spec 2 §2.1), sent when a post
 * portal opens, by members and guests alike (user_id null for guests). The post must exist.
 */
@Injectable()
export class AnalyticsService {
  constructor(@Inject(PRISMA) private readonly prisma: FeedsPrisma) {}

  async record(name: string, postId: string | null, userId: string | null): Promise<boolean> {
    if (!isAnalyticsEvent(name)) throw PostException.badInput(`Unknown analytics event: ${name}`);
    if (postId === null) throw PostException.badInput(`${name} needs a post_id`);
    if (!isUuid(postId)) throw PostException.postNotFound();
    const post = await this.prisma.post.findUnique({ where: { id: postId }, select: { id: true } });
    if (!post) throw PostException.postNotFound();
    await this.prisma.analyticsEvent.create({ data: { name, postId, userId } });
    return true;
  }
}
