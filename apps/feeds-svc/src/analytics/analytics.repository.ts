import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { FeedsPrisma } from '../prisma.js';

@Injectable()
export class AnalyticsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: FeedsPrisma) {}

  async postExists(postId: string): Promise<boolean> {
    return (await this.prisma.post.findUnique({ where: { id: postId }, select: { id: true } })) !== null;
  }

  async record(event: { name: string; postId: string; userId: string | null }): Promise<void> {
    await this.prisma.analyticsEvent.create({ data: event });
  }
}
