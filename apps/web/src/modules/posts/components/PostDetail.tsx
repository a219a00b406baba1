// The post detail view (spec 2 §2.1), shown by the post portal and by the /post/{id} page: badges,
// the hive and podcast info, the text with its streams highlighted, votes and copy link, the
// moderation notice, Tagged Streams, and Thinker Controls for the author holding canPost. Title
// states 'Failed to Load Post' with Try Again, and 'Post Not Found'.
import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { EmptyState } from '../../../ui/EmptyState.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton.js';
import { cut, EPISODE_TITLE_MAX, label, PODCAST_TITLE_MAX, relativeAge } from '../display.js';
import { usePostVote } from '../hooks/use-post-vote.js';
import { useTrackPostView } from '../hooks/use-track-post-view.js';
import { useViewer } from '../hooks/use-viewer.js';
import { postMessages as m } from '../messages.js';
import '../posts.css';
import { CopyLinkButton } from './CopyLinkButton.js';
import { PostSource, type PostSourceTarget } from './PostCard.js';
import { PostContent } from './PostContent.js';
import { PostNotices } from './PostNotices.js';
import { RelatedPosts } from './RelatedPosts.js';
import { ThinkerControls } from './ThinkerControls.js';
import { VoteControls } from './VoteControls.js';
import {
  HivePermissionsDocument,
  PostDocument,
  type PostCardFieldsFragment,
  type PostStreamTagFieldsFragment,
} from '../graphql/posts.generated.js';

export interface PostDetailProps {
  readonly postId: string;
  /** Opens a related post (the post portal: openPortal('post-portal', ...)). */
  readonly onOpenPost?: (post: PostCardFieldsFragment) => void;
  /** The view-only variant: counts shown, voting disabled. */
  readonly viewOnly?: boolean;
  readonly onOpenStream?: (stream: PostStreamTagFieldsFragment) => void;
  /** Opens the podcast, episode or web page the post came from. */
  readonly onOpenSource?: (source: PostSourceTarget) => void;
}

function isNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === 'NOT_FOUND');
}

export function PostDetail({ postId, viewOnly = false, onOpenStream, onOpenPost, onOpenSource }: PostDetailProps) {
  const query = useQuery(PostDocument, { variables: { id: postId }, fetchPolicy: 'cache-and-network' });
  const post = query.data?.post;
  if (post === undefined) {
    if (query.error !== undefined) {
      if (isNotFound(query.error)) {
        return (
          <div className="post-detail" data-testid="post-not-found">
            <h3 className="post-detail__title">{m.notFoundTitle}</h3>
            <EmptyState>{m.notFoundText}</EmptyState>
          </div>
        );
      }
      return (
        <div className="post-detail" data-testid="post-error">
          <h3 className="post-detail__title">{m.failedTitle}</h3>
          <ErrorState onRetry={() => void query.refetch().catch(() => undefined)} retryLabel={m.tryAgain}>
            {graphqlErrorText(query.error, m.failedDefault)}
          </ErrorState>
        </div>
      );
    }
    return (
      <SkeletonGroup label={m.loading}>
        <div className="post-detail">
          <Skeleton width="40%" height="1.25rem" />
          <Skeleton height="5rem" radius="var(--radius-md)" />
          <Skeleton width="60%" height="2rem" radius="var(--radius-full)" />
        </div>
      </SkeletonGroup>
    );
  }
  return (
    <LoadedPost
      post={post}
      viewOnly={viewOnly}
      onOpenStream={onOpenStream}
      onOpenPost={onOpenPost}
      onOpenSource={onOpenSource}
    />
  );
}

function LoadedPost({
  post,
  viewOnly,
  onOpenStream,
  onOpenPost,
  onOpenSource,
}: {
  readonly post: PostCardFieldsFragment;
  readonly viewOnly: boolean;
  readonly onOpenStream?: (stream: PostStreamTagFieldsFragment) => void;
  readonly onOpenPost?: (post: PostCardFieldsFragment) => void;
  readonly onOpenSource?: (source: PostSourceTarget) => void;
}) {
  const viewer = useViewer();
  useTrackPostView(post.id);
  const voting = usePostVote(post);
  // Signed-in viewers: the hive rights decide view-only voting and the author's Thinker Controls.
  const permissions = useQuery(HivePermissionsDocument, {
    variables: { hiveId: post.hiveId },
    skip: !viewer.signedIn,
    fetchPolicy: 'cache-and-network',
  }).data?.hivePermissions;
  const readOnly = viewOnly || post.userRole === 'view' || permissions?.canVote === false;
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
  const moderated = post.moderatedAt !== null;

  return (
    <article className="post-detail" data-testid="post-detail" data-post-id={post.id}>
      <header className="post-detail__head">
        <div className="post-badges" data-testid="post-badges">
          {post.thoughtType !== null && <span className="badge badge--accent">{label(post.thoughtType)}</span>}
          {post.category !== null && <span className="badge badge--neutral">{label(post.category)}</span>}
          {post.kind !== 'thought' && <span className="badge badge--neutral">{label(post.kind)}</span>}
          {!post.isPublic && <span className="badge badge--warn">{m.hidden}</span>}
          {moderated && <span className="badge badge--danger">{m.moderatedBadge}</span>}
          {readOnly && viewer.signedIn && <span className="badge badge--neutral">{m.viewOnly}</span>}
        </div>
        <time className="post-card__age" dateTime={post.createdAt} title={new Date(post.createdAt).toLocaleString()}>
          {relativeAge(post.createdAt)}
        </time>
      </header>
      <PostSource post={post} withPodcast={false} onOpenSource={openSource} />
      <PodcastInfo post={post} onOpenSource={openSource} />
      {post.stormPrompt !== null && <p className="post-detail__prompt">{post.stormPrompt}</p>}
      <PostContent
        className="post-detail__content"
        content={post.content}
        streams={post.streams}
        onOpenStream={openStream}
      />
      <PostNotices post={post} voteNotice={voting.notice} />
      <div className="split-row split-row--wrap">
        <VoteControls post={post} voting={voting} viewer={viewer} viewOnly={readOnly} />
        <CopyLinkButton postId={post.id} noteAlways />
      </div>
      <TaggedStreams streams={post.streams} onOpenStream={openStream} />
      {post.isMine && permissions?.canPost === true && <ThinkerControls post={post} />}
      <RelatedPosts postId={post.id} onOpen={onOpenPost} onOpenStream={onOpenStream} guard={viewer.redirectGuest} />
    </article>
  );
}

/** The podcast title or the episode title: a button opening its portal when the view offers it. */
function SourceTitle({
  target,
  className,
  max,
  onOpenSource,
}: {
  readonly target: PostSourceTarget;
  readonly className: string;
  readonly max: number;
  readonly onOpenSource?: (source: PostSourceTarget) => void;
}) {
  if (onOpenSource === undefined) {
    return (
      <span className={className} title={target.title}>
        {cut(target.title, max)}
      </span>
    );
  }
  return (
    <button
      type="button"
      className={`${className} post-source__link`}
      title={m.openSource[target.kind](target.title)}
      data-testid={`open-${target.kind}`}
      onClick={() => onOpenSource(target)}
    >
      {cut(target.title, max)}
    </button>
  );
}

function PodcastInfo({
  post,
  onOpenSource,
}: {
  readonly post: PostCardFieldsFragment;
  readonly onOpenSource?: (source: PostSourceTarget) => void;
}) {
  const title = post.podcastTitle;
  if (title === null) return null;
  const episode = post.podcastEpisodeTitle;
  return (
    <div className="post-podcast" data-testid="post-podcast">
      {post.podcastImageUrl ? (
        <img
          className="post-podcast__image"
          src={post.podcastImageUrl}
          alt=""
          onError={(event) => {
            // An image that cannot load leaves the title alone rather than a broken-image icon.
            event.currentTarget.hidden = true;
          }}
        />
      ) : null}
      <div className="post-podcast__text">
        {post.podcastId === null ? (
          <span className="post-podcast__title" title={title}>
            {cut(title, PODCAST_TITLE_MAX)}
          </span>
        ) : (
          <SourceTitle
            target={{ kind: 'podcast', id: post.podcastId, title }}
            className="post-podcast__title"
            max={PODCAST_TITLE_MAX}
            onOpenSource={onOpenSource}
          />
        )}
        {episode !== null &&
          (post.podcastEpisodeId === null ? (
            <span className="post-podcast__episode" title={episode}>
              {cut(episode, EPISODE_TITLE_MAX)}
            </span>
          ) : (
            <SourceTitle
              target={{ kind: 'episode', id: post.podcastEpisodeId, title: episode }}
              className="post-podcast__episode"
              max={EPISODE_TITLE_MAX}
              onOpenSource={onOpenSource}
            />
          ))}
        {post.speakerName ? <span className="post-podcast__speaker">{m.speaker(post.speakerName)}</span> : null}
      </div>
    </div>
  );
}

const SENTIMENT_TONE: Record<string, string> = {
  positive: 'badge--ok',
  negative: 'badge--danger',
  mixed: 'badge--warn',
  neutral: 'badge--neutral',
};

function TaggedStreams({
  streams,
  onOpenStream,
}: {
  readonly streams: readonly PostStreamTagFieldsFragment[];
  readonly onOpenStream?: (stream: PostStreamTagFieldsFragment) => void;
}) {
  const headingId = useId();
  return (
    <section className="post-section" aria-labelledby={headingId} data-testid="tagged-streams">
      <h3 className="post-section__title" id={headingId}>
        {m.taggedStreams}
      </h3>
      {streams.length === 0 ? (
        <p className="post-section__empty">{m.noStreams}</p>
      ) : (
        <ul className="item-list">
          {streams.map((s) => (
            <li key={s.streamId} className="cluster post-stream">
              {onOpenStream === undefined ? (
                <span className="post-stream__name">{s.streamName}</span>
              ) : (
                <button
                  type="button"
                  className="post-stream__name post-mention post-mention--link"
                  onClick={() => onOpenStream(s)}
                >
                  {s.streamName}
                </button>
              )}
              {s.streamType !== null && <span className="post-stream__type">{label(s.streamType)}</span>}
              {s.sentiment !== null && (
                <span className={`badge ${SENTIMENT_TONE[s.sentiment] ?? 'badge--neutral'}`}>
                  {label(s.sentiment)}
                  {s.sentimentScore !== null ? ` ${s.sentimentScore.toFixed(2)}` : ''}
                </span>
              )}
              {s.sentimentAnalysis !== null && <p className="post-stream__analysis">{s.sentimentAnalysis}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
