import { Injectable } from '@nestjs/common';
import { isUuid } from '@hivemind/common';
import { isAnalyticsEvent } from '@hivemind/contracts';
import { PostException } from '../posts/posts.exception.js';
import { AnalyticsRepository } from './analytics.repository.js';

/**
 * Product analytics recorded server-side. Today one event: view_post (spec 2 §2.1), sent when a post
 * portal opens, by members and guests alike (user_id null for guests). The post must exist.
 */
@Injectable()
export class AnalyticsService {
  constructor(private readonly repo: AnalyticsRepository) {}

  async record(name: string, postId: string | null, userId: string | null): Promise<boolean> {
    if (!isAnalyticsEvent(name)) throw PostException.badInput(`Unknown analytics event: ${name}`);
    if (postId === null) throw PostException.badInput(`${name} needs a post_id`);
    if (!isUuid(postId) || !(await this.repo.postExists(postId))) throw PostException.postNotFound();
    await this.repo.record({ name, postId, userId });
    return true;
  }
}
