// The notices under a post's text: why it was moderated, and the removal a moderating vote just made.
import type { PostCardFieldsFragment } from '../graphql/posts.generated.js';
import { postMessages as m } from '../messages.js';

export function PostNotices({
  post,
  voteNotice,
}: {
  readonly post: Pick<PostCardFieldsFragment, 'moderatedAt' | 'moderationReason'>;
  /** usePostVote's notice: 'Post has been removed from Hive due to moderation'. */
  readonly voteNotice: string | null;
}) {
  return (
    <>
      {post.moderatedAt !== null && (
        <p className="post-card__notice" role="status" data-testid="moderation-notice">
          {m.moderatedFor(post.moderationReason)}
        </p>
      )}
      {voteNotice !== null && (
        <p className="post-card__notice post-card__notice--strong" role="status" data-testid="moderation-action">
          {voteNotice}
        </p>
      )}
    </>
  );
}
