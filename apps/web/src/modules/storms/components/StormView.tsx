// The storm portal's content (spec 2 §2.8, §4 Storm participation, §8): the hero, the participation
// card, the vote-to-activate feed and the active feed. Participation, submission and both feeds are
// read again on the storm's realtime changes (stormParticipantsChanged, stormPostsChanged).
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { Badge } from '../../../ui/Badge.js';
import { Button } from '../../../ui/Button.js';
import { Card } from '../../../ui/Card.js';
import { EmptyState } from '../../../ui/EmptyState.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton.js';
import { TextAreaField } from '../../../ui/TextAreaField.js';
import { FeedPost } from '../../feeds/components/FeedPost.js';
import { HiveAvatar } from '../../hives/components/HiveAvatar.js';
import { PostDocument, type PostCardFieldsFragment } from '../../posts/graphql/posts.generated.js';
import { stormMessages as m } from '../messages.js';
import { batchFullyVoted, progressPercent, stormStage } from '../storm-progress.js';
import {
  CreateStormAnswerDocument,
  ParticipateInStormDocument,
  StormActiveFeedDocument,
  StormDocument,
  StormParticipantsChangedDocument,
  StormParticipationDocument,
  StormPostsChangedDocument,
  StormSubmissionDocument,
  StormVoteFeedDocument,
  type StormFieldsFragment,
  type StormParticipationFieldsFragment,
} from '../graphql/storms.generated.js';
import '../storms.css';

export interface StormViewProps {
  readonly stormId: string | null;
  readonly onOpenPost?: (post: PostCardFieldsFragment) => void;
  /** Opens an answer's hive (the hive portal). */
  readonly onOpenHive?: (hive: { readonly id: string; readonly name: string }) => void;
}

type FeedActions = Pick<StormViewProps, 'onOpenPost' | 'onOpenHive'>;

export function StormView({ stormId, ...actions }: StormViewProps) {
  if (stormId === null) return <EmptyState>{m.noStormId}</EmptyState>;
  return <StormById stormId={stormId} {...actions} />;
}

function StormById({ stormId, ...actions }: { readonly stormId: string } & FeedActions) {
  const storm = useQuery(StormDocument, { variables: { id: stormId }, fetchPolicy: 'cache-and-network' });
  if (storm.data === undefined && storm.error !== undefined) {
    return (
      <div className="storm-portal" data-testid="storm-failed">
        <h3 className="storm-portal__failed-title">{m.heroFailed}</h3>
        <ErrorState onRetry={() => void storm.refetch().catch(() => undefined)} retryLabel={m.tryAgain}>
          {graphqlErrorText(storm.error, m.heroFailedDefault)}
        </ErrorState>
      </div>
    );
  }
  if (storm.data === undefined) {
    return (
      <SkeletonGroup label={m.loading}>
        <Skeleton height="6rem" radius="var(--radius-md)" />
      </SkeletonGroup>
    );
  }
  if (storm.data.storm === null) return <EmptyState title={m.noStormData} />;
  return <StormLive storm={storm.data.storm} {...actions} />;
}

function StormLive({ storm, onOpenPost, onOpenHive }: { readonly storm: StormFieldsFragment } & FeedActions) {
  const stormId = storm.id;
  const limit = storm.voteSubmissionRequirement;
  const participation = useQuery(StormParticipationDocument, {
    variables: { stormId },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const submission = useQuery(StormSubmissionDocument, { variables: { stormId }, fetchPolicy: 'network-only' });
  const voteFeed = useQuery(StormVoteFeedDocument, {
    variables: { stormId, page: 1, limit },
    fetchPolicy: 'network-only',
  });
  const activeFeed = useQuery(StormActiveFeedDocument, {
    variables: { stormId, page: 1, limit },
    fetchPolicy: 'network-only',
  });
  const refresh = () => {
    for (const q of [participation, submission, voteFeed, activeFeed]) void q.refetch().catch(() => undefined);
  };
  useSubscription(StormParticipantsChangedDocument, { variables: { stormId }, onData: refresh });
  useSubscription(StormPostsChangedDocument, { variables: { stormId }, onData: refresh });

  // A batch fully voted: the next one loads by itself (the server leaves out what the member voted on).
  const batch = voteFeed.data?.stormVoteFeed.posts ?? [];
  const batchDone = batchFullyVoted(batch);
  useEffect(() => {
    if (!batchDone) return;
    void voteFeed.refetch().catch(() => undefined);
    void participation.refetch().catch(() => undefined);
  }, [batchDone]);

  const status = participation.data?.stormParticipation;
  const stage = status === undefined ? null : stormStage(status);
  const showVoteFeed = status !== undefined && (status.hasSubmitted || status.wantsToVoteOnly);
  const showActiveFeed = stage === 'active';

  return (
    <div className="storm-portal" data-testid="storm-portal">
      <StormHero storm={storm} />
      <ParticipationCard
        storm={storm}
        status={status}
        error={participation.error}
        onRetry={() => void participation.refetch().catch(() => undefined)}
        ownPostId={submission.data?.stormSubmission.postId ?? null}
        ownPostError={submission.error !== undefined}
        onChanged={refresh}
      />
      {showVoteFeed && (
        <section className="storm-feed" aria-label={m.voteFeedTitle} data-testid="storm-vote-feed">
          <h4 className="storm-feed__title">{m.voteFeedTitle}</h4>
          {voteFeed.error !== undefined && voteFeed.data === undefined ? (
            <ErrorState onRetry={() => void voteFeed.refetch().catch(() => undefined)} retryLabel={m.tryAgain}>
              {m.voteFeedFailed(graphqlErrorText(voteFeed.error, m.activeFeedFailed))}
            </ErrorState>
          ) : voteFeed.data === undefined ? (
            <Skeleton height="5rem" radius="var(--radius-md)" />
          ) : batch.length === 0 ? (
            <EmptyState title={m.allVoted} />
          ) : (
            batch.map((post) => (
              <FeedPost key={post.id} post={post} onOpen={onOpenPost} onOpenHive={onOpenHive} withStormPrompt={false} />
            ))
          )}
        </section>
      )}
      {showActiveFeed && (
        <section className="storm-feed" aria-label={m.activeFeedTitle} data-testid="storm-active-feed">
          <h4 className="storm-feed__title">{m.activeFeedTitle}</h4>
          {activeFeed.error !== undefined && activeFeed.data === undefined ? (
            <ErrorState onRetry={() => void activeFeed.refetch().catch(() => undefined)} retryLabel={m.tryAgain}>
              {m.activeFeedFailed}
            </ErrorState>
          ) : activeFeed.data === undefined ? (
            <Skeleton height="5rem" radius="var(--radius-md)" />
          ) : activeFeed.data.stormActiveFeed.posts.length === 0 ? (
            <EmptyState title={m.activeFeedEmpty} />
          ) : (
            activeFeed.data.stormActiveFeed.posts.map((post) => (
              <FeedPost key={post.id} post={post} onOpen={onOpenPost} onOpenHive={onOpenHive} withStormPrompt={false} />
            ))
          )}
        </section>
      )}
    </div>
  );
}

function StormHero({ storm }: { readonly storm: StormFieldsFragment }) {
  return (
    <header className="storm-hero" data-testid="storm-hero">
      <HiveAvatar name={storm.hive.name} logo={storm.hive.logo} size={40} />
      <div className="storm-hero__body">
        <div className="storm-hero__meta">
          <span>{storm.hive.name}</span>
          <Badge tone={storm.isActive ? 'ok' : 'neutral'}>{storm.isActive ? m.active : m.closed}</Badge>
          {storm.endsAt && <span>{m.endsAt(new Date(storm.endsAt).toLocaleString())}</span>}
        </div>
        <h3 className="storm-hero__prompt" data-testid="storm-prompt">
          {storm.prompt}
        </h3>
      </div>
    </header>
  );
}

function ParticipationCard({
  storm,
  status,
  error,
  onRetry,
  ownPostId,
  ownPostError,
  onChanged,
}: {
  readonly storm: StormFieldsFragment;
  readonly status: StormParticipationFieldsFragment | undefined;
  readonly error: unknown;
  readonly onRetry: () => void;
  readonly ownPostId: string | null;
  readonly ownPostError: boolean;
  readonly onChanged: () => void;
}) {
  const [composing, setComposing] = useState(false);
  const [participate, participating] = useMutation(ParticipateInStormDocument);
  const choose = (action: 'submit' | 'vote_only') => {
    void participate({ variables: { stormId: storm.id, action } })
      .then(() => {
        if (action === 'submit') setComposing(true);
        onChanged();
      })
      .catch(() => undefined);
  };

  let body;
  if (error !== undefined && status === undefined) {
    body = (
      <ErrorState onRetry={onRetry} retryLabel={m.retry}>
        {m.participationFailed(graphqlErrorText(error, m.heroFailedDefault))}
      </ErrorState>
    );
  } else if (status === undefined) {
    body = <Skeleton height="3rem" radius="var(--radius-md)" />;
  } else {
    const stage = stormStage(status);
    const progress = status.activationProgress;
    body = (
      <>
        {stage === 'choose' && !composing && storm.isActive && (
          <div className="cluster">
            <Button variant="primary" busy={participating.loading} onClick={() => choose('submit')}>
              {m.startResponse}
            </Button>
            <Button busy={participating.loading} onClick={() => choose('vote_only')}>
              {m.voteOnly}
            </Button>
          </div>
        )}
        {stage === 'choose' && !storm.isActive && <p>{m.stormClosed}</p>}
        {stage === 'choose' && composing && <AnswerComposer storm={storm} onPosted={onChanged} />}
        {status.wantsToVoteOnly && !status.hasSubmitted && <p>{m.votingOnly}</p>}
        {status.hasSubmitted && (
          <>
            <p data-testid="storm-activation-state">
              {status.postActivatedAt != null ? m.activated : m.waitingActivation}
            </p>
            <div className="storm-progress" data-testid="storm-progress">
              <div
                className="storm-progress__bar"
                role="progressbar"
                aria-label={m.progressLabel}
                aria-valuemin={0}
                aria-valuemax={progress.requiredVotes}
                aria-valuenow={Math.min(progress.currentVotes, progress.requiredVotes)}
              >
                <span
                  className="storm-progress__fill"
                  style={{ width: `${progressPercent(progress.currentVotes, progress.requiredVotes)}%` }}
                />
              </div>
              <span className="storm-progress__text">{m.progress(progress.currentVotes, progress.requiredVotes)}</span>
            </div>
            <OwnAnswer postId={ownPostId} failed={ownPostError} />
          </>
        )}
      </>
    );
  }
  return (
    <Card title={m.participationTitle} data-testid="storm-participation">
      {body}
    </Card>
  );
}

function AnswerComposer({ storm, onPosted }: { readonly storm: StormFieldsFragment; readonly onPosted: () => void }) {
  const [content, setContent] = useState('');
  const [create, created] = useMutation(CreateStormAnswerDocument);
  const submit = () => {
    const text = content.trim();
    if (text === '') return;
    void create({ variables: { content: text, hiveId: storm.hiveId, stormId: storm.id } })
      .then(() => {
        setContent('');
        onPosted();
      })
      .catch(() => undefined);
  };
  return (
    <div className="storm-stack storm-composer" data-testid="storm-composer">
      <TextAreaField
        label={m.answerLabel}
        value={content}
        onChange={setContent}
        placeholder={m.answerPlaceholder}
        rows={3}
        error={created.error !== undefined ? graphqlErrorText(created.error, m.answerFailed) : null}
      />
      <div>
        <Button variant="primary" busy={created.loading} disabled={content.trim() === ''} onClick={submit}>
          {m.submitAnswer}
        </Button>
      </div>
    </div>
  );
}

function OwnAnswer({ postId, failed }: { readonly postId: string | null; readonly failed: boolean }) {
  const post = useQuery(PostDocument, {
    variables: { id: postId ?? '' },
    skip: postId === null,
    fetchPolicy: 'network-only',
  });
  if (failed || post.error !== undefined) return <p className="storm-own--error">{m.ownPostFailed}</p>;
  if (postId === null || post.data === undefined) return null;
  return (
    <div className="storm-own" data-testid="storm-own-answer">
      <h5 className="storm-feed__title">{m.yourAnswer}</h5>
      <p>{post.data.post.content}</p>
    </div>
  );
}
