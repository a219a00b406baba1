// Posts (feeds-svc, spec 2 §3, §7): the fields every post view reads and one gql const per operation.
// The post card and the post portal read POST_CARD_FIELDS; feeds spread it in their own queries:
//   query MediaFeed(...) { mediaFeed(...) { ...PostCardFields } } ${POST_CARD_FIELDS}
import { gql, type TypedDocumentNode } from '@apollo/client';

/** A stream tagged on a post with the sentiment of the post towards it (spec 2 §3 "Stream tag on a post"). */
export interface PostStreamTag {
  readonly streamId: string;
  readonly streamName: string;
  readonly streamType: string | null;
  readonly streamAliases: readonly string[];
  readonly streamConfidence: number | null;
  /** positive, negative, neutral or mixed. */
  readonly sentiment: string | null;
  readonly sentimentScore: number | null;
  readonly sentimentAnalysis: string | null;
  readonly postCount: number | null;
}

export interface PostHive {
  readonly id: string;
  readonly name: string;
  readonly logo: string | null;
}

/**
 * A post as the viewer sees it. Counts are null when the viewer may not see them (guests always;
 * members until they voted, unless view-only). The fields after `hive` are optional in the type so
 * that lighter queries and test fixtures may leave them out; views treat a missing field as empty.
 */
export interface PostCardData {
  readonly __typename?: 'Post';
  readonly id: string;
  readonly content: string;
  readonly category: string | null;
  readonly thoughtType: string | null;
  /** ISO 8601. */
  readonly createdAt: string;
  readonly hiveId: string;
  readonly stormId: string | null;
  readonly isPublic: boolean;
  readonly moderatedAt: string | null;
  readonly moderatedBy: string | null;
  readonly moderationReason: string | null;
  readonly upvotes: number | null;
  readonly downvotes: number | null;
  readonly unconstructiveVotes: number | null;
  /** up, down, unconstructive, or none. */
  readonly userVote: string;
  readonly isMine: boolean;
  readonly hive: PostHive | null;
  readonly streams?: readonly PostStreamTag[];
  readonly kind?: string;
  readonly stormPrompt?: string | null;
  readonly podcastId?: string | null;
  readonly podcastTitle?: string | null;
  readonly podcastImageUrl?: string | null;
  readonly podcastDescription?: string | null;
  readonly podcastEpisodeId?: string | null;
  readonly podcastEpisodeTitle?: string | null;
  readonly speakerName?: string | null;
  readonly episodePublishedAt?: string | null;
  readonly webPageId?: string | null;
  readonly webPageUrl?: string | null;
  readonly webPageTitle?: string | null;
  /** Only in related-posts answers: cosine distance, 0 same meaning, 1 unrelated. */
  readonly similarityScore?: number | null;
  /** The viewer's role in the post's hive; null for guests and non-members. */
  readonly userRole?: string | null;
  /** Someone other than the author voted (locks the classification). */
  readonly hasOtherVoters?: boolean;
}

export const POST_CARD_FIELDS = gql`
  fragment PostCardFields on Post {
    id
    content
    category
    thoughtType
    createdAt
    hiveId
    stormId
    isPublic
    moderatedAt
    moderatedBy
    moderationReason
    upvotes
    downvotes
    unconstructiveVotes
    userVote
    isMine
    hive {
      id
      name
      logo
    }
    streams {
      streamId
      streamName
      streamType
      streamAliases
      streamConfidence
      sentiment
      sentimentScore
      sentimentAnalysis
      postCount
    }
    kind
    stormPrompt
    podcastId
    podcastTitle
    podcastImageUrl
    podcastDescription
    podcastEpisodeId
    podcastEpisodeTitle
    speakerName
    episodePublishedAt
    webPageId
    webPageUrl
    webPageTitle
    userRole
    hasOtherVoters
  }
`;

export const POST_QUERY: TypedDocumentNode<{ readonly post: PostCardData }, { id: string }> = gql`
  query Post($id: ID!) {
    post(id: $id) {
      ...PostCardFields
    }
  }
  ${POST_CARD_FIELDS}
`;

export interface VoteResultData {
  readonly success: boolean;
  readonly upvotes: number;
  readonly downvotes: number;
  readonly unconstructiveVotes: number;
  readonly userVote: string;
  /** The vote removed the post from its hive (an owner's or admin's unconstructive vote). */
  readonly moderationAction: boolean;
  readonly activationTriggered: boolean;
  readonly message: string;
}

export const VOTE_POST_MUTATION: TypedDocumentNode<
  { readonly votePost: VoteResultData },
  { postId: string; hiveId: string; voteType: string }
> = gql`
  mutation VotePost($postId: ID!, $hiveId: ID!, $voteType: String!) {
    votePost(postId: $postId, hiveId: $hiveId, voteType: $voteType) {
      success
      upvotes
      downvotes
      unconstructiveVotes
      userVote
      moderationAction
      activationTriggered
      message
    }
  }
`;

export const TOGGLE_POST_VISIBILITY_MUTATION: TypedDocumentNode<
  { readonly togglePostVisibility: PostCardData },
  { postId: string }
> = gql`
  mutation TogglePostVisibility($postId: ID!) {
    togglePostVisibility(postId: $postId) {
      ...PostCardFields
    }
  }
  ${POST_CARD_FIELDS}
`;

export const SET_POST_CLASSIFICATION_MUTATION: TypedDocumentNode<
  { readonly setPostClassification: PostCardData },
  { postId: string; category?: string | null; thoughtType?: string | null }
> = gql`
  mutation SetPostClassification($postId: ID!, $category: String, $thoughtType: String) {
    setPostClassification(postId: $postId, category: $category, thoughtType: $thoughtType) {
      ...PostCardFields
    }
  }
  ${POST_CARD_FIELDS}
`;

/** Answers how many of the posts were newly marked as seen (signed-in users only). */
export const MARK_POSTS_VIEWED_MUTATION: TypedDocumentNode<
  { readonly markPostsViewed: number },
  { postIds: readonly string[] }
> = gql`
  mutation MarkPostsViewed($postIds: [ID!]!) {
    markPostsViewed(postIds: $postIds)
  }
`;

export interface HivePermissions {
  readonly canVote: boolean;
  readonly canPost: boolean;
  readonly role: string;
}

/** spec 2 §3 Permissions object; guests get false for both. */
export const HIVE_PERMISSIONS_QUERY: TypedDocumentNode<
  { readonly hivePermissions: HivePermissions },
  { hiveId: string }
> = gql`
  query HivePermissions($hiveId: ID!) {
    hivePermissions(hiveId: $hiveId) {
      canVote
      canPost
      role
    }
  }
`;

export interface RelatedPostsData {
  readonly relatedPosts: {
    readonly posts: readonly PostCardData[];
    readonly hasMore: boolean;
    readonly similarityThresholdUsed: number;
    readonly totalMatchesFound: number;
    readonly filterOptions: { readonly categories: readonly string[]; readonly thoughtTypes: readonly string[] };
  };
}

/** spec 2 §2.2, §7 GET /api/posts/{id}/related: nearest first, each with its similarityScore. */
export const RELATED_POSTS_QUERY: TypedDocumentNode<
  RelatedPostsData,
  {
    postId: string;
    offset: number;
    first: number;
    category: string | null;
    thoughtType: string | null;
    threshold: number;
  }
> = gql`
  query RelatedPosts(
    $postId: ID!
    $offset: Int
    $first: Int
    $category: String
    $thoughtType: String
    $threshold: Float
  ) {
    relatedPosts(
      postId: $postId
      offset: $offset
      first: $first
      category: $category
      thoughtType: $thoughtType
      threshold: $threshold
    ) {
      posts {
        ...PostCardFields
        similarityScore
      }
      hasMore
      similarityThresholdUsed
      totalMatchesFound
      filterOptions {
        categories
        thoughtTypes
      }
    }
  }
  ${POST_CARD_FIELDS}
`;

/** Records an analytics event server-side (spec 2 §2.1: view_post with post_id when a post opens). */
export const TRACK_EVENT_MUTATION: TypedDocumentNode<
  { readonly trackEvent: boolean },
  { name: string; postId: string | null }
> = gql`
  mutation TrackEvent($name: String!, $postId: ID) {
    trackEvent(name: $name, postId: $postId)
  }
`;
