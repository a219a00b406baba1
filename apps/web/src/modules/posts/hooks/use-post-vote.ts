// Voting on one post (spec 2 §4): optimistic at once, then the server's counts (written to the
// Apollo cache so every view of the post agrees), or rolled back when the call fails (logged only,
// spec 2 §8). An owner's or admin's unconstructive vote removes the post: the answer flags it, the
// post is read again for its moderation fields and the notice is shown. A vote that activates the
// voter's own storm answer (its quota of votes reached) raises a notification wherever it was cast.
import type { VoteType } from '@hivemind/contracts';
import { useApolloClient } from '@apollo/client/react';
import { useReducer, useState } from 'react';
import { useNotify } from '../../../ui/notify.js';
import { postMessages as m } from '../messages.js';
import { initialVoteState, shownTally, tallyOf, voteReducer, type VoteTally } from '../vote-state.js';
import { PostDocument, VotePostDocument, type PostCardFieldsFragment } from '../graphql/posts.generated.js';

export interface PostVote {
  readonly tally: VoteTally;
  readonly busy: boolean;
  /** 'Post has been removed from Hive due to moderation' after a moderating vote. */
  readonly notice: string | null;
  readonly vote: (vote: VoteType) => void;
}

export function usePostVote(post: PostCardFieldsFragment): PostVote {
  const client = useApolloClient();
  const notify = useNotify();
  const [state, dispatch] = useReducer(voteReducer, initialVoteState);
  const [notice, setNotice] = useState<string | null>(null);
  const base = tallyOf(post);
  const tally = shownTally(state, base);
  const { id, hiveId } = post;

  const vote = (choice: VoteType): void => {
    // A vote needs a hive id; the same vote again does nothing; a moderated post takes no votes.
    if (!hiveId || tally.userVote === choice || post.moderatedAt !== null) return;
    dispatch({ type: 'cast', vote: choice, base });
    client
      .mutate({ mutation: VotePostDocument, variables: { postId: id, hiveId, voteType: choice } })
      .then(({ data }) => {
        const result = data?.votePost;
        if (result !== undefined) {
          client.cache.modify({
            id: client.cache.identify({ __typename: 'Post', id }),
            fields: {
              userVote: () => result.userVote,
              upvotes: () => result.upvotes,
              downvotes: () => result.downvotes,
              unconstructiveVotes: () => result.unconstructiveVotes,
            },
          });
          if (result.activationTriggered) notify(m.stormAnswerActivated);
          if (result.moderationAction) {
            setNotice(m.removedByModeration);
            void client
              .query({ query: PostDocument, variables: { id }, fetchPolicy: 'network-only' })
              .catch(() => undefined);
          }
        }
        dispatch({ type: 'settled' });
      })
      .catch((error: unknown) => {
        console.warn('Vote failed; rolled back', error);
        dispatch({ type: 'failed' });
      });
  };

  return { tally, busy: state.pending > 0, notice, vote };
}
