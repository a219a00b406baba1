import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import { PAGE_SIZE } from '@hivemind/contracts';
import type { FeedsPrisma } from '../prisma.js';
import { clampLimit } from '../posts/posts.rules.js';
import type { Podcast } from './podcast.model.js';

@Injectable()
export class PodcastsService {
  constructor(@Inject(PRISMA) private readonly prisma: FeedsPrisma) {}

  /** Tracked podcasts, ordered by title. */
  tracked(limit: number | null | undefined): Promise<Podcast[]> {
    return this.prisma.podcast.findMany({
      where: { isTracked: true },
      orderBy: [{ title: 'asc' }, { id: 'asc' }],
      take: clampLimit(limit, PAGE_SIZE),
      select: { id: true, title: true, publisherName: true, imageUrl: true, description: true },
    });
  }
}
