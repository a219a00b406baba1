import { Injectable } from '@nestjs/common';
import { isUuid } from '@hivemind/common';
import { CATEGORIES, PostMessages, THOUGHT_TYPES } from '@hivemind/contracts';
import { ActivityRollupsRepository } from '../rollups/activity-rollups.repository.js';
import { StormParticipationRepository } from '../storm-participation/storm-participation.repository.js';
import { StormException } from '../storm-participation/storm.exception.js';
import type { Post } from './post.model.js';
import { PostException } from './posts.exception.js';
import { PostsRepository, type LockedPost } from './posts.repository.js';
import { PostsService } from './posts.service.js';

export interface ClassificationInput {
  category?: string | null;
  thoughtType?: string | null;
}

/** The locked post when `userId` wrote it: a missing post is NOT_FOUND, someone else's NOT_AUTHOR. */
function authoredBy(userId: string, post: LockedPost | undefined): LockedPost {
  if (!post) throw PostException.postNotFound();
  if (post.userId !== userId) throw PostException.notAuthor();
  return post;
}

/**
 * The author's Thinker Controls (spec 2 §4 "Post moderation and thinker controls"): visibility and
 * classification. Both read and write the post row under a row lock, so a vote or a moderation that
 * lands at the same moment is seen, and both move the post in the activity rollups in the same
 * transaction (a hidden post is not counted; a classification moves it between thought types).
 */
@Injectable()
export class ThinkerControlsService {
  constructor(
    private readonly repo: PostsRepository,
    private readonly posts: PostsService,
    private readonly rollups: ActivityRollupsRepository,
    private readonly storms: StormParticipationRepository,
  ) {}

  /** Public ↔ hidden; a moderated post cannot be made public again, nor a storm answer before activation. */
  async toggleVisibility(userId: string, postId: string): Promise<Post> {
    await this.repo.transaction(async (tx) => {
      const post = authoredBy(userId, isUuid(postId) ? await this.repo.lockForUpdate(tx, postId) : undefined);
      if (post.moderatedAt && !post.isPublic) throw PostException.moderated(PostMessages.visibilityModerated);
      // A storm answer stays hidden until the vote quota activates it.
      const answer = await this.storms.answer(postId, tx);
      if (answer && !answer.activated) throw StormException.answerNotActive();
      await this.rollups.around(tx, [postId], () => this.repo.toggleVisibility(tx, postId));
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
    await this.repo.transaction(async (tx) => {
      const post = authoredBy(userId, isUuid(postId) ? await this.repo.lockForUpdate(tx, postId) : undefined);
      if (post.moderatedAt) throw PostException.moderated(PostMessages.classificationModerated);
      if ((await this.repo.otherVoterCount(tx, postId, userId)) > 0) throw PostException.othersVoted();
      await this.rollups.around(tx, [postId], () => this.repo.setClassification(tx, postId, { category, thoughtType }));
    });
    return (await this.posts.findById(postId, userId))!;
  }
}
