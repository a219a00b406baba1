// The card's badges: up to 3 among the thought type and the streams, then '+N' that shows the rest
// (spec 2 §9). Stream badges open the stream when the view can (guests: /register).
import { useState } from 'react';
import { cardBadges, type CardBadge } from '../display.js';
import { postMessages as m } from '../messages.js';
import { type PostCardFieldsFragment, type PostStreamTagFieldsFragment } from '../graphql/posts.generated.js';

export interface PostBadgesProps {
  readonly post: Pick<PostCardFieldsFragment, 'thoughtType' | 'streams'>;
  readonly onOpenStream?: (stream: PostStreamTagFieldsFragment) => void;
  /** Runs first on every badge click; true stops the click (a guest sent to /register). */
  readonly guard?: () => boolean;
}

export function PostBadges({ post, onOpenStream, guard }: PostBadgesProps) {
  const [expanded, setExpanded] = useState(false);
  const { shown, hidden } = cardBadges(post);
  const badges = expanded ? [...shown, ...hidden] : shown;
  if (badges.length === 0) return null;
  const open = (badge: CardBadge) => {
    if (guard?.() === true) return;
    if (badge.kind !== 'stream' || onOpenStream === undefined) return;
    const stream = post.streams?.find((s) => s.streamId === badge.streamId);
    if (stream !== undefined) onOpenStream(stream);
  };
  return (
    <div className="post-badges" data-testid="post-badges">
      {badges.map((badge) =>
        badge.kind === 'stream' && onOpenStream !== undefined ? (
          <button
            key={badge.key}
            type="button"
            className="badge badge--accent post-badge--link"
            title={m.openStream(badge.label)}
            onClick={(event) => {
              event.stopPropagation();
              open(badge);
            }}
          >
            {badge.label}
          </button>
        ) : (
          <span key={badge.key} className={badge.kind === 'stream' ? 'badge badge--accent' : 'badge badge--neutral'}>
            {badge.label}
          </span>
        ),
      )}
      {!expanded && hidden.length > 0 && (
        <button
          type="button"
          className="badge badge--neutral post-badge--link"
          aria-label={`${m.moreBadges(hidden.length)} ${m.moreBadgesLabel(hidden.map((b) => b.label).join(', '))}`}
          title={hidden.map((b) => b.label).join(', ')}
          data-testid="badges-more"
          onClick={(event) => {
            event.stopPropagation();
            if (guard?.() === true) return;
            setExpanded(true);
          }}
        >
          {m.moreBadges(hidden.length)}
        </button>
      )}
    </div>
  );
}
