// Storm participation logic (spec 2 §4 Storm participation): the progress bar's share and when the
// vote-to-activate batch is done.

/** The share of the required votes cast, 0 to 100 (a requirement of 0 or less counts as done). */
export function progressPercent(current: number, required: number): number {
  if (required <= 0) return 100;
  return Math.max(0, Math.min(100, Math.round((current / required) * 100)));
}

/** Every post of the batch has the member's vote (a batch with no posts is not "voted"). */
export function batchFullyVoted(posts: readonly { readonly userVote: string }[]): boolean {
  return posts.length > 0 && posts.every((post) => post.userVote !== 'none' && post.userVote !== '');
}

/** Which part of the portal shows the feeds: the vote feed until activation, then the active feed. */
export type StormStage = 'choose' | 'answering' | 'voting' | 'active';

export function stormStage(status: {
  readonly hasSubmitted: boolean;
  readonly wantsToVoteOnly: boolean;
  readonly postActivatedAt: unknown;
}): StormStage {
  if (status.wantsToVoteOnly || status.postActivatedAt != null) return 'active';
  if (status.hasSubmitted) return 'voting';
  return 'choose';
}
