// The post portal (spec 2 §2.1): one post by id, opened from a post card or a shared /post/{id}
// link. Props: postId, and viewOnly for the view-only variant. Tagged streams open the stream portal.
import { PostDetail } from '../../modules/posts/components/PostDetail.js';
import { postMessages as m } from '../../modules/posts/messages.js';
import { EmptyState } from '../../ui/EmptyState.js';
import { openers } from '../openers.js';
import { stringProp, type PortalContentProps } from '../../shell/manager/portal-content.js';

export function PostPortal({ portal, openPortal }: PortalContentProps) {
  const postId = stringProp(portal.props, 'postId');
  if (postId === null) {
    return (
      <div className="post-detail" data-testid="post-not-found">
        <h3 className="post-detail__title">{m.notFoundTitle}</h3>
        <EmptyState>{m.notFoundText}</EmptyState>
      </div>
    );
  }
  const open = openers(openPortal);
  // A new post id (the same portal reused by a later open) starts a fresh view.
  return (
    <PostDetail
      key={postId}
      postId={postId}
      viewOnly={portal.props['viewOnly'] === true}
      onOpenStream={open.stream}
      onOpenPost={(post) => open.post(post.id)}
      onOpenSource={open.source}
    />
  );
}
