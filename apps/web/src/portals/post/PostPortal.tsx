// The post portal (spec 2 §2.1): one post by id, opened from a post card or a shared /post/{id}
// link. Props: postId, and viewOnly for the view-only variant. Tagged streams open the stream portal.
import { PostDetail } from '../../modules/posts/components/PostDetail.js';
import type { PostStreamTag } from '../../modules/posts/graphql.js';
import { postMessages as m } from '../../modules/posts/messages.js';
import { EmptyState } from '../../ui/EmptyState.js';
import type { PortalContentProps } from '../../shell/manager/portal-content.js';

export function PostPortal({ portal, openPortal }: PortalContentProps) {
  const postId = typeof portal.props['postId'] === 'string' ? portal.props['postId'] : null;
  if (postId === null) {
    return (
      <div className="post-detail" data-testid="post-not-found">
        <h3 className="post-detail__title">{m.notFoundTitle}</h3>
        <EmptyState>{m.notFoundText}</EmptyState>
      </div>
    );
  }
  const openStream = (stream: PostStreamTag) =>
    openPortal('stream-portal', { title: stream.streamName, props: { streamId: stream.streamId } });
  // A new post id (the same portal reused by a later open) starts a fresh view.
  return (
    <PostDetail
      key={postId}
      postId={postId}
      viewOnly={portal.props['viewOnly'] === true}
      onOpenStream={openStream}
      onOpenPost={(post) => openPortal('post-portal', { props: { postId: post.id } })}
    />
  );
}
