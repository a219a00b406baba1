import { Injectable } from '@nestjs/common';
import { MODERATION_ACTION_REMOVE } from '@hivemind/contracts';
import type { FeedsTx } from '../prisma.js';

/**
 * Removing a post from its hive: moderated_at/by/reason set and the post hidden, with a moderation
 * log row (who, when, why), in the caller's transaction so both land or neither.
 */
@Injectable()
export class ModerationRepository {
  async removeFromHive(
    tx: FeedsTx,
    post: { id: string; hiveId: string },
    moderatorId: string,
    reason: string,
  ): Promise<void> {
    await tx.$executeRawUnsafe(
      `update post set moderated_at = now(), moderated_by = $2::uuid, moderation_reason = $3, is_public = false
       where id = $1::uuid and moderated_at is null`,
      post.id,
      moderatorId,
      reason,
    );
    await tx.moderationLog.create({
      data: { postId: post.id, hiveId: post.hiveId, moderatorId, action: MODERATION_ACTION_REMOVE, reason },
    });
  }
}
