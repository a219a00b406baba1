import { NO_VOTE, type PostKind, type VoteType } from '@hivemind/contracts';
import type { ContentCreator, Post, PostStreamTag } from './post.model.js';

/**
 * What feeds-svc reads of a post row (posts.repository.ts POST_ROW_SELECT, and the one-statement page
 * of post-details.repository.ts); user_id stays inside the service.
 */
export interface PostRow {
  id: string;
  hiveId: string;
  userId: string;
  content: string;
  category: string | null;
  thoughtType: string | null;
  isPublic: boolean;
  stormId: string | null;
  createdAt: Date;
  moderatedAt: Date | null;
  moderatedBy: string | null;
  moderationReason: string | null;
  upvotes: number;
  downvotes: number;
  unconstructiveVotes: number;
  podcastId: string | null;
  podcastEpisodeId: string | null;
  webPageId: string | null;
  statisticId: string | null;
  contentThoughtId: string | null;
  historicEventId: string | null;
  quoteId: string | null;
  speakerName: string | null;
  /** The hive read model's name and logo; absent where a caller read the row without them. */
  hive?: { name: string; logo: string | null } | null;
  podcast: { title: string; imageUrl: string | null; description: string | null } | null;
  podcastEpisode: { title: string; publishedAt: Date | null; speakerName: string | null } | null;
  webPage: {
    url: string;
    title: string | null;
    description: string | null;
    ogImage: string | null;
    faviconUrl: string | null;
  } | null;
}

/** What a page of posts needs beyond the rows, read for the whole page at once (PostDetailsRepository). */
export interface PostExtras {
  streams: PostStreamTag[];
  contentCreators: ContentCreator[];
  stormPrompt: string | null;
  hasOtherVoters: boolean;
  /** Cosine distance to the post a related-posts answer is about; null elsewhere. */
  similarityScore: number | null;
}

export const NO_EXTRAS: PostExtras = {
  streams: [],
  contentCreators: [],
  stormPrompt: null,
  hasOtherVoters: false,
  similarityScore: null,
};

export interface PostViewer {
  userId: string | null;
  vote: VoteType | null;
  /** The viewer holds a voting role in the post's hive. */
  canVote: boolean;
  /** The viewer's role in the post's hive; null for guests and non-members. */
  role?: string | null;
}

/**
 * The derived kind of a post (spec 2 §3): historic_event if historic_event_id exists, else quote,
 * else statistic, else content_thought, else plain thought.
 */
export function postKind(
  row: Pick<PostRow, 'historicEventId' | 'quoteId' | 'statisticId' | 'contentThoughtId'>,
): PostKind {
  if (row.historicEventId) return 'historic_event';
  if (row.quoteId) return 'quote';
  if (row.statisticId) return 'statistic';
  if (row.contentThoughtId) return 'content_thought';
  return 'thought';
}

/**
 * Counts are shown to signed-in viewers who already voted or cannot vote (view-only); never to guests,
 * so a member's vote is not swayed by the tally (spec 2 §4 Voting).
 */
export function countsVisible(viewer: PostViewer): boolean {
  return viewer.userId !== null && (viewer.vote !== null || !viewer.canVote);
}

export function presentPost(row: PostRow, viewer: PostViewer, extras: PostExtras = NO_EXTRAS): Post {
  const show = countsVisible(viewer);
  return {
    id: row.id,
    content: row.content,
    category: row.category,
    thoughtType: row.thoughtType,
    createdAt: row.createdAt,
    hiveId: row.hiveId,
    hiveName: row.hive?.name ?? null,
    hiveLogo: row.hive?.logo ?? null,
    stormId: row.stormId,
    isPublic: row.isPublic,
    moderatedAt: row.moderatedAt,
    moderatedBy: row.moderatedBy,
    moderationReason: row.moderationReason,
    upvotes: show ? row.upvotes : null,
    downvotes: show ? row.downvotes : null,
    unconstructiveVotes: show ? row.unconstructiveVotes : null,
    userVote: viewer.vote ?? NO_VOTE,
    isMine: viewer.userId !== null && viewer.userId === row.userId,
    streams: extras.streams,
    contentCreators: extras.contentCreators,
    kind: postKind(row),
    stormPrompt: extras.stormPrompt,
    podcastId: row.podcastId,
    podcastTitle: row.podcast?.title ?? null,
    podcastImageUrl: row.podcast?.imageUrl ?? null,
    podcastDescription: row.podcast?.description ?? null,
    podcastEpisodeId: row.podcastEpisodeId,
    podcastEpisodeTitle: row.podcastEpisode?.title ?? null,
    speakerName: row.speakerName ?? row.podcastEpisode?.speakerName ?? null,
    episodePublishedAt: row.podcastEpisode?.publishedAt ?? null,
    webPageId: row.webPageId,
    webPageUrl: row.webPage?.url ?? null,
    webPageTitle: row.webPage?.title ?? null,
    webPageDescription: row.webPage?.description ?? null,
    webPageOgImage: row.webPage?.ogImage ?? null,
    webPageFaviconUrl: row.webPage?.faviconUrl ?? null,
    statisticId: row.statisticId,
    contentThoughtId: row.contentThoughtId,
    historicEventId: row.historicEventId,
    quoteId: row.quoteId,
    similarityScore: extras.similarityScore,
    userRole: viewer.role ?? null,
    hasOtherVoters: extras.hasOtherVoters,
  };
}
