// One hive's feed (the hive portal, spec 2 §2.9, §4 Hive visibility, §8): the hive looked up by name
// (or given by id), a header with Follow, Manage (admins and owners) and Info, the hive info panel, then the
// locked view, the empty state or the hive's feed (20 a page, Load More).
import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { FeedList } from './FeedList.js';
import { FeedPost, type FeedPostActions } from './FeedPost.js';
import { hiveNamed, hivePanels, isHiveFeedAccess, type HivePanel } from '../hive-panels.js';
import { useFeed } from '../hooks/use-feed.js';
import { feedMessages as m } from '../messages.js';
import '../feeds.css';
import { FollowButton } from '../../hives/components/FollowButton.js';
import { HiveAvatar } from '../../hives/components/HiveAvatar.js';
import { hiveDetailMessages } from '../../hives/messages.js';
import '../../hives/hives.css';
import { Badge } from '../../../ui/Badge.js';
import { Button } from '../../../ui/Button.js';
import { EmptyState } from '../../../ui/EmptyState.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton.js';
import { HiveDocument, type HiveViewFieldsFragment } from '../../hives/graphql/hives.generated.js';
import {
  HiveFeedDocument,
  HiveFeedStateDocument,
  HivesByNameDocument,
  type HiveFeedQuery,
} from '../graphql/feeds.generated.js';

export interface HiveFeedActions extends Pick<FeedPostActions, 'onOpenPost' | 'onOpenStream' | 'onOpenSource'> {
  readonly onOpenDetails: (hive: HiveViewFieldsFragment) => void;
  /** Manage (admins and owners). */
  readonly onManage: (hive: HiveViewFieldsFragment) => void;
  /** What the portal shows under the header (the hive's storms). */
  readonly renderExtra?: (hive: HiveViewFieldsFragment) => ReactNode;
}

export interface HiveFeedProps extends HiveFeedActions {
  /** The hive's id when known; else it is looked up by `hiveName`. */
  readonly hiveId: string | null;
  readonly hiveName: string | null;
}

export function HiveFeed({ hiveId: givenId, hiveName, ...actions }: HiveFeedProps) {
  const byName = useQuery(HivesByNameDocument, {
    variables: { name: hiveName ?? '' },
    skip: givenId !== null || hiveName === null,
  });
  const foundId = givenId ?? (byName.data ? (hiveNamed(byName.data.hives, hiveName ?? '')?.id ?? null) : null);
  const hive = useQuery(HiveDocument, {
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
  return <HiveFeedView hive={hive.data.hive} {...actions} />;
}

function HiveFeedView({
  hive,
  onOpenDetails,
  onManage,
  onOpenPost: openPost,
  onOpenStream: openStream,
  onOpenSource: openSource,
  renderExtra,
}: { readonly hive: HiveViewFieldsFragment } & HiveFeedActions) {
  const [infoOpen, setInfoOpen] = useState(false);
  const access = useQuery(HiveFeedStateDocument, { variables: { hiveId: hive.id }, fetchPolicy: 'network-only' });
  const state = access.data?.hiveFeedState;
  const feed = useFeed({
    query: HiveFeedDocument,
    filters: hive.id,
    variables: (hiveId: string) => ({ hiveId }),
    select: (data: HiveFeedQuery) => data.hiveFeed,
    skip: state !== 'visible',
  });

  const details = () => onOpenDetails(hive);
  const manage = () => onManage(hive);

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
            renderPost={(post) => (
              <FeedPost post={post} onOpen={openPost} onOpenStream={openStream} onOpenSource={openSource} />
            )}
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
      {renderExtra?.(hive)}
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
