// My Posts (spec 2 §2.4): the author's posts (modules/feeds); posts, hives and streams open their
// portals.
import { MyPosts } from '../../modules/feeds/components/MyPosts.js';
import type { PortalContentProps } from '../../shell/manager/portal-content.js';
import { openers } from '../openers.js';

export function MyPostsPortal({ openPortal }: PortalContentProps) {
  const open = openers(openPortal);
  return (
    <MyPosts
      onOpenPost={(post) => open.post(post.id)}
      onOpenHive={open.hive}
      onOpenStream={open.stream}
      onOpenSource={open.source}
    />
  );
}
