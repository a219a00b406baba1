// A post in a feed (spec 2 §2, §4, §9): badges, the hive and podcast source, the text with its
// streams highlighted, relative age, votes, copy link ('Link copied' for 2 s, /post/{id}). Pressing
// the card highlights it for 1.5 s and opens the post (onOpen). It marks itself viewed one second
// after it appears (signed in only). Guests read; every interaction sends them to /register.
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { IconButton } from '../../../ui/IconButton.js';
import { HiveAvatar } from '../../hives/components/HiveAvatar.js';
import { postSources, relativeAge, type PostSourceTarget } from '../display.js';
import { useMarkViewed } from '../hooks/use-mark-viewed.js';
import { usePostVote } from '../hooks/use-post-vote.js';
import { useViewer } from '../hooks/use-viewer.js';
import { postMessages as m } from '../messages.js';
import '../posts.css';
import { CopyLinkButton } from './CopyLinkButton.js';
import { PostBadges } from './PostBadges.js';
import { PostContent } from './PostContent.js';
import { PostNotices } from './PostNotices.js';
import { PostIcon } from './PostIcons.js';
import { VoteControls } from './VoteControls.js';
import { type PostCardFieldsFragment, type PostStreamTagFieldsFragment } from '../graphql/posts.generated.js';

export type { PostSourceTarget };

export const PRESS_HIGHLIGHT_MS = 1500;

export interface PostCardProps {
  readonly post: PostCardFieldsFragment;
  /** Votes shown with counts but disabled (no vote right in the hive). userRole 'view' implies it. */
  readonly viewOnly?: boolean;
  /** Opens the post portal: openPortal('post-portal', { props: { postId: post.id } }). */
  readonly onOpen?: (post: PostCardFieldsFragment) => void;
  /** Opens a tagged stream; without it highlights and badges are only marked. */
  readonly onOpenStream?: (stream: PostStreamTagFieldsFragment) => void;
  /** Opens the post's hive (the hive portal, spec 2 §2.9); without it the hive name is plain text. */
  readonly onOpenHive?: (hive: NonNullable<PostCardFieldsFragment['hive']>) => void;
  /** Opens the podcast, episode or web page the post came from (spec 3 §2.7, §2.10, §2.11). */
  readonly onOpenSource?: (source: PostSourceTarget) => void;
  /** A storm's answer shows the storm's prompt (not in the storm portal, whose hero shows it). */
  readonly withStormPrompt?: boolean;
}

/** The 1.5 s highlight of a pressed card (spec 2 §4 Feeds, §9). */
export function usePressHighlight(): { readonly pressed: boolean; readonly press: () => void } {
  const [pressedAt, setPressedAt] = useState<number | null>(null);
  useEffect(() => {
    if (pressedAt === null) return undefined;
    const timer = setTimeout(() => setPressedAt(null), PRESS_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [pressedAt]);
  return { pressed: pressedAt !== null, press: () => setPressedAt(Date.now()) };
}

export function PostCard({
  post,
  viewOnly = false,
  onOpen,
  onOpenStream,
  onOpenHive,
  onOpenSource,
  withStormPrompt = true,
}: PostCardProps) {
  const viewer = useViewer();
  const voting = usePostVote(post);
  const { pressed, press } = usePressHighlight();
  const ref = useRef<HTMLElement>(null);
  useMarkViewed(ref, post.id, viewer.signedIn);
  const readOnly = viewOnly || post.userRole === 'view';
  const openStream =
    onOpenStream === undefined
      ? undefined
      : (stream: PostStreamTagFieldsFragment) => {
          if (!viewer.redirectGuest()) onOpenStream(stream);
        };
  const openSource =
    onOpenSource === undefined
      ? undefined
      : (source: PostSourceTarget) => {
          if (!viewer.redirectGuest()) onOpenSource(source);
        };
  const open = () => {
    press();
    onOpen?.(post);
  };
  // A press anywhere on the card but its own controls opens it.
  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('button, a, input, select, textarea') !== null) return;
    open();
  };
  return (
    <article
      ref={ref}
      className={['post-card', pressed ? 'post-card--pressed' : '', onOpen ? 'post-card--openable' : '']
        .filter(Boolean)
        .join(' ')}
      data-testid="post-card"
      data-post-id={post.id}
      data-pressed={pressed || undefined}
      onClick={onCardClick}
    >
      <header className="post-card__head">
        <PostBadges post={post} onOpenStream={openStream} guard={viewer.redirectGuest} />
        <time className="post-card__age" dateTime={post.createdAt} title={new Date(post.createdAt).toLocaleString()}>
          {relativeAge(post.createdAt)}
        </time>
      </header>
      <PostSource post={post} onOpenHive={onOpenHive} onOpenSource={openSource} />
      {withStormPrompt && post.stormPrompt !== null && (
        <p className="post-detail__prompt" data-testid="post-storm-prompt">
          {post.stormPrompt}
        </p>
      )}
      <PostContent content={post.content} streams={post.streams} onOpenStream={openStream} />
      <PostNotices post={post} voteNotice={voting.notice} />
      <footer className="split-row split-row--wrap">
        <VoteControls post={post} voting={voting} viewer={viewer} viewOnly={readOnly} />
        <div className="post-card__actions">
          {!post.isPublic && <span className="badge badge--warn">{m.hidden}</span>}
          <CopyLinkButton postId={post.id} />
          {onOpen !== undefined && (
            <IconButton
              label={m.openPost}
              data-testid="open-post"
              onClick={(event) => {
                event.stopPropagation();
                open();
              }}
            >
              <PostIcon name="open" size={17} />
            </IconButton>
          )}
        </div>
      </footer>
    </article>
  );
}

/**
 * The hive the post is in, and the podcast, episode and web page it came from (titles cut at 25 and
 * 30); each source a button opening its portal when the view offers it.
 */
export function PostSource({
  post,
  withPodcast = true,
  onOpenHive,
  onOpenSource,
}: {
  readonly post: PostCardFieldsFragment;
  readonly onOpenHive?: PostCardProps['onOpenHive'];
  readonly onOpenSource?: PostCardProps['onOpenSource'];
  /** The post portal shows the podcast and episode in a block of its own (the web page stays here). */
  readonly withPodcast?: boolean;
}) {
  const sources = postSources(post).filter((s) => withPodcast || s.target.kind === 'webpage');
  // Who said it, for a post quoting an episode's transcript (the post portal shows it in its podcast block).
  const speaker = withPodcast ? post.speakerName : null;
  if (post.hive === null && sources.length === 0 && !speaker) return null;
  return (
    <div className="cluster post-source">
      {post.hive !== null && <HiveLine hive={post.hive} onOpenHive={onOpenHive} />}
      {sources.map(({ target, text }) =>
        onOpenSource === undefined ? (
          <span key={target.kind} className={`post-source__${target.kind}`} title={target.title}>
            {text}
          </span>
        ) : (
          <button
            key={target.kind}
            type="button"
            className={`post-source__${target.kind} post-source__link`}
            title={m.openSource[target.kind](target.title)}
            data-testid={`open-${target.kind}`}
            onClick={(event) => {
              event.stopPropagation();
              onOpenSource(target);
            }}
          >
            {text}
          </button>
        ),
      )}
      {speaker && (
        <span className="post-source__speaker" data-testid="post-speaker">
          {m.speaker(speaker)}
        </span>
      )}
    </div>
  );
}

/** The hive a post was posted in; a button opening the hive portal when the feed offers it. */
function HiveLine({
  hive,
  onOpenHive,
}: {
  readonly hive: NonNullable<PostCardFieldsFragment['hive']>;
  readonly onOpenHive?: PostCardProps['onOpenHive'];
}) {
  const body = (
    <>
      <HiveAvatar name={hive.name} logo={hive.logo} size={20} />
      <span>{hive.name}</span>
    </>
  );
  if (onOpenHive === undefined) {
    return (
      <span className="post-source__hive" title={m.postedIn(hive.name)}>
        {body}
      </span>
    );
  }
  return (
    <button
      type="button"
      className="post-source__hive post-source__hive--link"
      title={m.postedIn(hive.name)}
      data-testid="open-hive"
      onClick={(event) => {
        event.stopPropagation();
        onOpenHive(hive);
      }}
    >
      {body}
    </button>
  );
}
