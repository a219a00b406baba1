// The hive portal (spec 2 §2.9, §4 Hive visibility, §8): looked up by hive name (or opened with its
// id), a header with Follow, Manage (admins and owners) and Info, the hive info panel, then the
// locked view, the empty state or the hive's feed (20 a page, Load More).
import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { graphqlErrorText } from '../../api/errors.js';
import { FeedList } from '../../modules/feeds/components/FeedList.js';
import { FeedPost } from '../../modules/feeds/components/FeedPost.js';
import { HIVE_FEED_QUERY, HIVE_FEED_STATE_QUERY, HIVES_BY_NAME_QUERY } from '../../modules/feeds/graphql.js';
import { hiveNamed, hivePanels, isHiveFeedAccess, type HivePanel } from '../../modules/feeds/hive-panels.js';
import { useFeed } from '../../modules/feeds/hooks/use-feed.js';
import { feedMessages as m } from '../../modules/feeds/messages.js';
import '../../modules/feeds/feeds.css';
import { FollowButton } from '../../modules/hives/components/FollowButton.js';
import { HiveAvatar } from '../../modules/hives/components/HiveAvatar.js';
import { HIVE_QUERY, type HiveView } from '../../modules/hives/graphql.js';
import { hiveDetailMessages } from '../../modules/hives/messages.js';
import { teamMessages } from '../../modules/hives/team/messages.js';
import '../../modules/hives/hives.css';
import type { PostCardData, PostStreamTag } from '../../modules/posts/graphql.js';
import { Badge } from '../../ui/Badge.js';
import { Button } from '../../ui/Button.js';
import { EmptyState } from '../../ui/EmptyState.js';
import { ErrorState } from '../../ui/ErrorState.js';
import { Skeleton, SkeletonGroup } from '../../ui/Skeleton.js';
import type { PortalContentProps } from '../portal-content.js';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

export function HivePortal({ portal, openPortal }: PortalContentProps) {
  const hiveName = text(portal.props['hiveName']);
  const givenId = text(portal.props['hiveId']);
  const byName = useQuery(HIVES_BY_NAME_QUERY, {
    variables: { name: hiveName ?? '' },
    skip: givenId !== null || hiveName === null,
  });
  const foundId = givenId ?? (byName.data ? (hiveNamed(byName.data.hives, hiveName ?? '')?.id ?? null) : null);
  const hive = useQuery(HIVE_QUERY, {
    variables: { id: foundId ?? '' },
    skip: foundId === null,
    fetchPolicy: 'cache-and-network',
  });
  const notFound = hiveName === null ? m.hiveNotFound : m.hiveNotFoundNamed(hiveName);

  if (givenId === null && hiveName === null) return <EmptyState>{m.hiveNotFound}</EmptyState>;
  const failure = byName.error ?? hive.error;
  if (hive.data === undefined && failure !== undefined) {
    const retry = () => void (byName.error ? byName.refetch() : hive.refetch()).catch(() => undefined);
    return (
      <ErrorState onRetry={retry} retryLabel={m.retry}>
        {graphqlErrorText(failure, m.hiveLoadFailed)}
      </ErrorState>
    );
  }
  if (byName.data !== undefined && foundId === null) return <EmptyState>{notFound}</EmptyState>;
  if (hive.data === undefined) {
    return (
      <SkeletonGroup label={m.hiveLoading}>
        <Skeleton height="4rem" radius="var(--radius-md)" />
        <Skeleton height="8rem" radius="var(--radius-md)" />
      </SkeletonGroup>
    );
  }
  if (hive.data.hive === null) return <EmptyState>{notFound}</EmptyState>;
  return <HiveFeedView hive={hive.data.hive} openPortal={openPortal} />;
}

function HiveFeedView({ hive, openPortal }: { readonly hive: HiveView } & Pick<PortalContentProps, 'openPortal'>) {
  const [infoOpen, setInfoOpen] = useState(false);
  const access = useQuery(HIVE_FEED_STATE_QUERY, { variables: { hiveId: hive.id }, fetchPolicy: 'network-only' });
  const state = access.data?.hiveFeedState;
  const feed = useFeed({
    query: HIVE_FEED_QUERY,
    filters: hive.id,
    variables: (hiveId: string) => ({ hiveId }),
    select: (data: { readonly hiveFeed: readonly PostCardData[] }) => data.hiveFeed,
    skip: state !== 'visible',
  });

  const details = () =>
    openPortal('hive-details', { title: hive.name, props: { hiveId: hive.id, hiveName: hive.name } });
  const manage = () =>
    openPortal('hive-management', {
      title: teamMessages.managerTitle(hive.name),
      props: { hiveId: hive.id, hiveName: hive.name },
    });
  const openPost = (post: PostCardData) => openPortal('post-portal', { props: { postId: post.id } });
  const openStream = (stream: PostStreamTag) =>
    openPortal('stream-portal', { title: stream.streamName, props: { streamId: stream.streamId } });

  let body;
  if (access.error !== undefined) {
    body = (
      <ErrorState onRetry={() => void access.refetch().catch(() => undefined)} retryLabel={m.retry}>
        {graphqlErrorText(access.error, m.hiveFeedLoadFailed)}
      </ErrorState>
    );
  } else if (state === undefined || !isHiveFeedAccess(state)) {
    body = (
      <SkeletonGroup label={m.loading}>
        <Skeleton height="6rem" radius="var(--radius-md)" />
      </SkeletonGroup>
    );
  } else {
    const panels = hivePanels({
      access: state,
      isPublicSquare: hive.isPublicSquare,
      isMember: hive.isMember,
      feedEmpty: feed.state.status === 'ready' && feed.state.items.length === 0,
    });
    body = panels.map((panel) => (
      <Panel
        key={panel.id}
        panel={panel}
        onLearnMore={details}
        feed={
          <FeedList
            state={feed.state}
            errorText={m.hiveFeedLoadFailed}
            emptyTitle={m.hiveFeedEmpty}
            onRetry={feed.retry}
            onLoadMore={feed.loadMore}
            renderPost={(post) => <FeedPost post={post} onOpen={openPost} onOpenStream={openStream} />}
            testId="hive-feed-posts"
          />
        }
      />
    ));
  }

  return (
    <div className="feed-portal" data-testid="hive-portal">
      <header className="hive-portal__header">
        <HiveAvatar name={hive.name} logo={hive.logo} size={48} />
        <div className="hive-portal__heading">
          <h3 className="hive-portal__name">{hive.name}</h3>
          <div className="hive-portal__meta">
            <Badge tone="accent">{hive.type}</Badge>
            {hive.isPublicSquare && <Badge tone="ok">{m.publicSquare}</Badge>}
            <span>{m.members(hive.membersCount)}</span>
          </div>
          <div className="hive-portal__actions">
            {hive.allowFollowers && !hive.isMember && <FollowButton hive={hive} />}
            {hive.isAdmin && (
              <Button size="sm" onClick={manage}>
                {m.manageHive}
              </Button>
            )}
            <Button size="sm" variant="ghost" aria-expanded={infoOpen} onClick={() => setInfoOpen((o) => !o)}>
              {m.hiveInfo}
            </Button>
          </div>
        </div>
      </header>
      {infoOpen && (
        <section className="panel hive-portal__info" aria-label={m.hiveInfo} data-testid="hive-info">
          {hive.description && <p>{hive.description}</p>}
          {hive.isPublicSquare && <p>{hiveDetailMessages.publicSquareExplanation}</p>}
          {hive.website && (
            <a href={hive.website} target="_blank" rel="noopener noreferrer">
              {hive.website}
            </a>
          )}
          <div>
            <Button size="sm" variant="secondary" onClick={details}>
              {m.learnMore}
            </Button>
          </div>
        </section>
      )}
      {body}
    </div>
  );
}

function Panel({
  panel,
  onLearnMore,
  feed,
}: {
  readonly panel: HivePanel;
  readonly onLearnMore: () => void;
  readonly feed: ReactNode;
}) {
  switch (panel.id) {
    case 'hive-locked-non-member':
      return (
        <div data-testid={panel.id}>
          <EmptyState
            title={m.lockedNonMember}
            action={
              <Button size="sm" variant="primary" onClick={onLearnMore}>
                {m.learnMore}
              </Button>
            }
          />
        </div>
      );
    case 'hive-empty-state':
      return (
        <div data-testid={panel.id}>
          <EmptyState title={panel.text} />
        </div>
      );
    case 'hive-locked':
      return (
        <div data-testid={panel.id}>
          <EmptyState title={m.lockedPost} />
        </div>
      );
    case 'hive-posts-feed':
      return <div data-testid={panel.id}>{feed}</div>;
  }
}
