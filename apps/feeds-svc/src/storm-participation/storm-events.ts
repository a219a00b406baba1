import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS, type Logger } from '@hivemind/common';
import { APP_LOGGER } from '@hivemind/common/nest';
import {
  topics,
  type StormParticipantsMessage,
  type StormPostActivatedMessage,
  type StormPostsMessage,
} from '@hivemind/contracts';
import type { Activation } from './storm-activation.js';

/**
 * Realtime storm changes, published after the commit on Redis (the gateway's subscriptions): the
 * storm's participants and posts (topics.stormParticipants / stormPosts, for its members) and the
 * author's own activation (topics.stormPostActivated). Best effort: the change stands when Redis is
 * down; subscribers re-read what they show.
 */
@Injectable()
export class StormEvents {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  async participantsChanged(stormId: string): Promise<void> {
    const message: StormParticipantsMessage = { stormId, at: new Date().toISOString() };
    await this.publish(topics.stormParticipants(stormId), message);
  }

  async answerSubmitted(stormId: string, postId: string): Promise<void> {
    const message: StormPostsMessage = { stormId, postId, change: 'submitted', at: new Date().toISOString() };
    await this.publish(topics.stormPosts(stormId), message);
  }

  async activated(a: Activation): Promise<void> {
    const at = a.at.toISOString();
    const own: StormPostActivatedMessage = { stormId: a.stormId, postId: a.postId, at };
    const posts: StormPostsMessage = { stormId: a.stormId, postId: a.postId, change: 'activated', at };
    await Promise.all([
      this.publish(topics.stormPostActivated(a.userId), own),
      this.publish(topics.stormPosts(a.stormId), posts),
      this.participantsChanged(a.stormId),
    ]);
  }

  private async publish(topic: string, message: object): Promise<void> {
    try {
      await this.redis.publish(topic, JSON.stringify(message));
    } catch (err) {
      this.logger.warn({ err }, 'storm change not announced');
    }
  }
}
