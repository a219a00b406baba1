// The Hive detail portal (spec part 1 §2): opened with hiveId and hiveName. The header, then the
// cards this viewer may see in their order numbers.
import { useQuery } from '@apollo/client/react';
import { DetailsCard, DomainsCard, EmailJoinCard, LevelCard } from '../../modules/hives/components/HiveCards.js';
import { HiveHeader } from '../../modules/hives/components/HiveHeader.js';
import { HiveTypeCard } from '../../modules/hives/components/HiveTypeCard.js';
import { HIVE_QUERY, type HiveView } from '../../modules/hives/graphql.js';
import { hiveDetailMessages as m } from '../../modules/hives/messages.js';
import { visibleHiveCards, type HiveCardId } from '../../modules/hives/rules.js';
import '../../modules/hives/hives.css';
import { InvitationsCard } from '../../modules/hives/team/InvitationsCard.js';
import { MembersCard } from '../../modules/hives/team/MembersCard.js';
import { subscriptionMessages } from '../../modules/subscriptions/plans.js';
import { teamMessages } from '../../modules/hives/team/messages.js';
import { Button } from '../../ui/Button.js';
import { EmptyState } from '../../ui/EmptyState.js';
import { ErrorState } from '../../ui/ErrorState.js';
import { Skeleton, SkeletonGroup } from '../../ui/Skeleton.js';
import type { PortalContentProps } from '../../shell/manager/portal-content.js';

export function HiveDetailsPortal({ portal, openPortal }: PortalContentProps) {
  const hiveId = typeof portal.props['hiveId'] === 'string' ? portal.props['hiveId'] : null;
  const { data, error, refetch } = useQuery(HIVE_QUERY, {
    variables: { id: hiveId ?? '' },
    skip: hiveId === null,
    fetchPolicy: 'cache-and-network',
  });
  if (hiveId === null) return <EmptyState>{m.notFound}</EmptyState>;
  if (data === undefined) {
    if (error !== undefined) {
      return <ErrorState onRetry={() => void refetch().catch(() => undefined)}>{m.loadFailed}</ErrorState>;
    }
    return (
      <SkeletonGroup label={m.loading}>
        <Skeleton height="4rem" radius="var(--radius-md)" />
        <Skeleton height="6rem" radius="var(--radius-md)" />
      </SkeletonGroup>
    );
  }
  const hive = data.hive;
  if (hive === null) return <EmptyState>{m.notFound}</EmptyState>;
  const openHive = (h: { id: string; name: string }) =>
    openPortal('hive-details', { title: h.name, props: { hiveId: h.id, hiveName: h.name } });
  const manage = () =>
    openPortal('hive-management', {
      title: teamMessages.managerTitle(hive.name),
      props: { hiveId: hive.id, hiveName: hive.name },
    });
  const viewPlans = () =>
    openPortal('hive-subscription', {
      title: subscriptionMessages.hiveTitle(hive.name),
      props: { hiveId: hive.id, hiveName: hive.name },
    });
  return (
    <div className="hive-detail" data-testid="hive-detail">
      <HiveHeader hive={hive} onOpenHive={openHive} />
      {visibleHiveCards(hive).map((id) => (
        <HiveCard key={id} id={id} hive={hive} onManage={manage} onViewPlans={viewPlans} />
      ))}
    </div>
  );
}

function HiveCard({
  id,
  hive,
  onManage,
  onViewPlans,
}: {
  readonly id: HiveCardId;
  readonly hive: HiveView;
  readonly onManage: () => void;
  readonly onViewPlans: () => void;
}) {
  switch (id) {
    case 'details':
      return <DetailsCard hive={hive} />;
    case 'level':
      return <LevelCard hive={hive} onViewPlans={onViewPlans} />;
    case 'type':
      return <HiveTypeCard hive={hive} />;
    case 'citizenship':
      return null;
    case 'emailJoin':
      return <EmailJoinCard hive={hive} />;
    case 'domains':
      return <DomainsCard hive={hive} />;
    case 'invitations':
      return <InvitationsCard hiveId={hive.id} />;
    case 'members':
      return (
        <>
          <MembersCard hiveId={hive.id} />
          <div className="hive-detail__actions">
            <Button size="sm" onClick={onManage}>
              {m.manage}
            </Button>
          </div>
        </>
      );
  }
}
