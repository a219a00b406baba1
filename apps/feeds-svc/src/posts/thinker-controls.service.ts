import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import { CATEGORIES, PostMessages, THOUGHT_TYPES } from '@hivemind/contracts';
import type { FeedsPrisma, FeedsTx } from '../prisma.js';
import type { Post } from './post.model.js';
import { PostException } from './posts.exception.js';
import { isUuid } from './posts.rules.js';
import { PostsService } from './posts.service.js';

export interface ClassificationInput {
  category?: string | null;
  thoughtType?: string | null;
}

/**
 * The author's Thinker Controls (spec 2 §4 "Post moderation and thinker controls"): visibility and
 * classification. Both read and write the post row under a row lock, so a vote or a moderation that
 * lands at the same moment is seen.
 */
@Injectable()
export class ThinkerControlsService {
  constructor(
    @Inject(PRISMA) private readonly prisma: FeedsPrisma,
    private readonly posts: PostsService,
  ) {}

  /** Public ↔ hidden; a moderated post cannot be made public again. */
  async toggleVisibility(userId: string, postId: string): Promise<Post> {
    await this.prisma.$transaction(async (tx) => {
      const post = await this.lockOwn(tx, userId, postId);
      if (post.moderated_at && !post.is_public) throw PostException.moderated(PostMessages.visibilityModerated);
      await tx.$executeRawUnsafe('update post set is_public = not is_public where id = $1::uuid', postId);
    });
    return (await this.posts.findById(postId, userId))!;
  }

  /** Locked once others have voted, or while the post is moderated. */
  async classify(userId: string, postId: string, input: ClassificationInput): Promise<Post> {
    const category = input.category ?? null;
    const thoughtType = input.thoughtType ?? null;
    if (category === null && thoughtType === null)
      throw PostException.badClassification('Give a category or a thought type');
    if (category !== null && !(CATEGORIES as readonly string[]).includes(category))
      throw PostException.badClassification(`category must be one of ${CATEGORIES.join(', ')}`);
    if (thoughtType !== null && !(THOUGHT_TYPES as readonly string[]).includes(thoughtType))
      throw PostException.badClassification(`thoughtType must be one of ${THOUGHT_TYPES.join(', ')}`);
    await this.prisma.$transaction(async (tx) => {
      const post = await this.lockOwn(tx, userId, postId);
      if (post.moderated_at) throw PostException.moderated(PostMessages.classificationModerated);
      const others = await tx.postVote.count({ where: { postId, userId: { not: userId } } });
      if (others > 0) throw PostException.othersVoted();
      await tx.post.update({
        where: { id: postId },
        data: { ...(category !== null ? { category } : {}), ...(thoughtType !== null ? { thoughtType } : {}) },
      });
    });
    return (await this.posts.findById(postId, userId))!;
  }

  private async lockOwn(
    tx: FeedsTx,
    userId: string,
    postId: string,
  ): Promise<{ user_id: string; is_public: boolean; moderated_at: Date | null }> {
    if (!isUuid(postId)) throw PostException.postNotFound();
    const [post] = await tx.$queryRawUnsafe<{ user_id: string; is_public: boolean; moderated_at: Date | null }[]>(
      'select user_id::text, is_public, moderated_at from post where id = $1::uuid for update',
      postId,
    );
    if (!post) throw PostException.postNotFound();
    if (post.user_id !== userId) throw PostException.notAuthor();
    return post;
  }
}
