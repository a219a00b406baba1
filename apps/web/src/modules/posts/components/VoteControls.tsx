// Up, down and unconstructive votes of a post (spec 2 §4). Counts show only when the server sent
// them (signed-in viewers who voted, or view-only); otherwise the controls stand without numbers.
// Guests are sent to /register; view-only viewers and moderated posts get disabled controls.
import { VOTE_TYPES, type VoteType } from '@hivemind/contracts';
import { postMessages as m } from '../messages.js';
import type { Viewer } from '../hooks/use-viewer.js';
import type { PostVote } from '../hooks/use-post-vote.js';
import { PostIcon } from './PostIcons.js';
import { type PostCardFieldsFragment } from '../graphql/posts.generated.js';

const LABEL: Record<VoteType, string> = { up: m.upvote, down: m.downvote, unconstructive: m.unconstructive };
const COUNT: Record<VoteType, 'upvotes' | 'downvotes' | 'unconstructiveVotes'> = {
  up: 'upvotes',
  down: 'downvotes',
  unconstructive: 'unconstructiveVotes',
};

export interface VoteControlsProps {
  readonly post: PostCardFieldsFragment;
  readonly voting: PostVote;
  readonly viewer: Viewer;
  readonly viewOnly: boolean;
}

export function VoteControls({ post, voting, viewer, viewOnly }: VoteControlsProps) {
  const moderated = post.moderatedAt !== null;
  const disabled = !viewer.guest && (viewOnly || moderated || !post.hiveId);
  return (
    <div className="post-votes" role="group" aria-label={m.votesLabel} data-testid="post-votes">
      {VOTE_TYPES.map((type) => {
        const count = voting.tally[COUNT[type]];
        const active = voting.tally.userVote === type;
        return (
          <button
            key={type}
            type="button"
            className={`post-vote post-vote--${type}`}
            aria-pressed={active}
            title={LABEL[type]}
            disabled={disabled}
            data-testid={`vote-${type}`}
            onClick={(event) => {
              event.stopPropagation();
              if (viewer.redirectGuest()) return;
              voting.vote(type);
            }}
          >
            <PostIcon name={type} size={16} />
            {/* The name is the label and the visible count ("Upvote 3"), as screen readers read it. */}
            <span className="visually-hidden">{LABEL[type]}</span>
            {count !== null && (
              <span className="post-vote__count" data-testid={`count-${type}`}>
                {count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
