// One post of a feed: the post card fed from the Apollo cache, so votes written there (by this card
// or any other view of the post) show even on a feed restored from the portal cache.
import { useFragment } from '@apollo/client/react';
import { PostCard, type PostCardProps, type PostSourceTarget } from '../../posts/components/PostCard.js';
import {
  PostCardFieldsFragmentDoc,
  type PostCardFieldsFragment,
  type PostStreamTagFieldsFragment,
} from '../../posts/graphql/posts.generated.js';

/**
 * Where a feed's posts lead: the post, its hive, its tagged streams and the podcast, episode or web
 * page it came from (their portals).
 */
export interface FeedPostActions {
  readonly onOpenPost: (post: PostCardFieldsFragment) => void;
  readonly onOpenHive: (hive: { readonly id: string; readonly name: string }) => void;
  readonly onOpenStream: (stream: PostStreamTagFieldsFragment) => void;
  readonly onOpenSource?: (source: PostSourceTarget) => void;
}

export function FeedPost({ post, ...rest }: PostCardProps) {
  const { data, complete } = useFragment({
    fragment: PostCardFieldsFragmentDoc,
    fragmentName: 'PostCardFields',
    from: { __typename: 'Post', id: post.id },
  });
  return <PostCard post={complete ? data : post} {...rest} />;
}
