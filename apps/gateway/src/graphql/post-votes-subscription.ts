import { randomUUID } from 'node:crypto';
import { topics } from '@hivemind/contracts';
import type { Logger } from '@hivemind/common';
import { signedHeaders } from './supergraph.js';
import { messageStream } from './message-stream.js';
import type { TopicHub } from './topic-hub.js';

/**
 * Subscription.postVotesChanged(postId): new vote counts of a post, pushed after every vote
 * (feeds-svc publishes on topics.postVotes). Counts go only to viewers allowed to see them (spec 2
 * §4 Voting: signed-in users who voted, or view-only; never guests): on each message the gateway
 * reads the post as the viewer from feeds-svc, whose counts are null when the viewer may not see
 * them, and forwards only non-null counts. Reading them back also means a message overtaken by a
 * later vote's never leaves the viewer with stale counts.
 */
export interface PostVoteCounts {
  postId: string;
  upvotes: number;
  downvotes: number;
  unconstructiveVotes: number;
  moderated: boolean;
}

export interface PostVotesDeps {
  hub: TopicHub;
  logger: Logger;
  contextSecret: string;
  /** feeds-svc's GraphQL endpoint. */
  feedsUrl: string;
}

const READ = `query PostVoteCounts($id: ID!) { post(id: $id) { upvotes downvotes unconstructiveVotes moderatedAt } }`;

/** The counts of the post as `userId` may see them, or null when they may not (or it is gone). */
async function readCounts(deps: PostVotesDeps, userId: string, postId: string): Promise<PostVoteCounts | null> {
  const res = await fetch(deps.feedsUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signedHeaders(deps.contextSecret, userId, randomUUID()) },
    body: JSON.stringify({ query: READ, variables: { id: postId } }),
  });
  const body = (await res.json()) as {
    data?: {
      post?: {
        upvotes: number | null;
        downvotes: number | null;
        unconstructiveVotes: number | null;
        moderatedAt: string | null;
      } | null;
    };
  };
  const p = body.data?.post;
  if (!p || p.upvotes === null || p.downvotes === null || p.unconstructiveVotes === null) return null;
  return {
    postId,
    upvotes: p.upvotes,
    downvotes: p.downvotes,
    unconstructiveVotes: p.unconstructiveVotes,
    moderated: p.moderatedAt !== null,
  };
}

/** The subscription's event stream. */
export async function postVotesStream(
  deps: PostVotesDeps,
  userId: string,
  postId: string,
): Promise<AsyncIterableIterator<{ postVotesChanged: PostVoteCounts }>> {
  const source = await deps.hub.subscribe(topics.postVotes(postId));
  return messageStream(source, async () => {
    const counts = await readCounts(deps, userId, postId).catch((err: unknown) => {
      deps.logger.warn({ err, postId }, 'post vote counts not read for a subscriber');
      return null;
    });
    return counts && { postVotesChanged: counts };
  });
}
