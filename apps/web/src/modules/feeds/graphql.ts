// The post feeds (feeds-svc, spec 2 §4 Feeds, §7): the media feed, My Posts and a hive's feed. Each
// asks for `first` = page size + 1 posts after `offset` (the extra one tells that more follow) and
// spreads the post card's fields.
import { gql, type TypedDocumentNode } from '@apollo/client';
import { POST_CARD_FIELDS, type PostCardData } from '../posts/graphql.js';
import type { MediaFeedVariables, MyPostsVariables } from './filters.js';

export interface PageVariables {
  readonly offset: number;
  readonly first: number;
}

export const MEDIA_FEED_QUERY: TypedDocumentNode<
  { readonly mediaFeed: readonly PostCardData[] },
  MediaFeedVariables & PageVariables
> = gql`
  query MediaFeed(
    $offset: Int
    $first: Int
    $category: String
    $thoughtType: String
    $voteFilter: String
    $sortBy: String
    $search: String
  ) {
    mediaFeed(
      offset: $offset
      first: $first
      category: $category
      thoughtType: $thoughtType
      voteFilter: $voteFilter
      sortBy: $sortBy
      search: $search
    ) {
      ...PostCardFields
    }
  }
  ${POST_CARD_FIELDS}
`;

export const MY_POSTS_QUERY: TypedDocumentNode<
  { readonly myPosts: readonly PostCardData[] },
  MyPostsVariables & PageVariables
> = gql`
  query MyPosts($offset: Int, $first: Int, $hiveId: ID, $category: String, $thoughtType: String, $search: String) {
    myPosts(
      offset: $offset
      first: $first
      hiveId: $hiveId
      category: $category
      thoughtType: $thoughtType
      search: $search
    ) {
      ...PostCardFields
    }
  }
  ${POST_CARD_FIELDS}
`;

export interface PostHiveOption {
  readonly id: string;
  readonly name: string;
}

/** The hives the signed-in author has posted in: the options of My Posts' Hives filter. */
export const MY_POST_HIVES_QUERY: TypedDocumentNode<
  { readonly myPostHives: readonly PostHiveOption[] },
  Record<never, never>
> = gql`
  query MyPostHives {
    myPostHives {
      id
      name
    }
  }
`;

/** visible, locked (a non-member of a hive that is not a public square) or needs_post. */
export const HIVE_FEED_STATE_QUERY: TypedDocumentNode<{ readonly hiveFeedState: string }, { hiveId: string }> = gql`
  query HiveFeedState($hiveId: ID!) {
    hiveFeedState(hiveId: $hiveId)
  }
`;

export const HIVE_FEED_QUERY: TypedDocumentNode<
  { readonly hiveFeed: readonly PostCardData[] },
  { hiveId: string } & PageVariables
> = gql`
  query HiveFeed($hiveId: ID!, $offset: Int, $first: Int) {
    hiveFeed(hiveId: $hiveId, offset: $offset, first: $first) {
      ...PostCardFields
    }
  }
  ${POST_CARD_FIELDS}
`;

/** The hive portal is looked up by name (spec 2 §2.9): hives whose name contains it. */
export const HIVES_BY_NAME_QUERY: TypedDocumentNode<
  { readonly hives: readonly { readonly id: string; readonly name: string }[] },
  { name: string }
> = gql`
  query HivesByName($name: String!) {
    hives(search: $name, limit: 100) {
      id
      name
    }
  }
`;

/** The all_posts_seen state (spec 2 §2.3): the viewer has seen every recent post the filters match. */
export const MEDIA_FEED_ALL_POSTS_SEEN_QUERY: TypedDocumentNode<
  { readonly mediaFeedAllPostsSeen: boolean },
  MediaFeedVariables
> = gql`
  query MediaFeedAllPostsSeen(
    $category: String
    $thoughtType: String
    $voteFilter: String
    $sortBy: String
    $search: String
  ) {
    mediaFeedAllPostsSeen(
      category: $category
      thoughtType: $thoughtType
      voteFilter: $voteFilter
      sortBy: $sortBy
      search: $search
    )
  }
`;
