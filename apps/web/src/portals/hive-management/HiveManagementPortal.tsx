// The Hive manager portal (spec part 2 §2.10), opened from the hive detail by an admin or owner:
// 'Manage hive settings and members', then level, type, agent, email-domain access, invitations,
// members and membership in their order numbers (owner-only panels for owners).
import { useQuery } from '@apollo/client/react';
import { DomainsCard, LevelCard } from '../../modules/hives/components/HiveCards.js';
import { HiveTypeCard } from '../../modules/hives/components/HiveTypeCard.js';
import { HIVE_QUERY } from '../../modules/hives/graphql.js';
import { hiveDetailMessages } from '../../modules/hives/messages.js';
import '../../modules/hives/hives.css';
import { AgentCard } from '../../modules/hives/team/AgentCard.js';
import { InvitationsCard } from '../../modules/hives/team/InvitationsCard.js';
import { MembersCard } from '../../modules/hives/team/MembersCard.js';
import { MembershipCard } from '../../modules/hives/team/MembershipCard.js';
import { teamMessages as m } from '../../modules/hives/team/messages.js';
import { EmptyState } from '../../ui/EmptyState.js';
import { ErrorState } from '../../ui/ErrorState.js';
import { Skeleton, SkeletonGroup } from '../../ui/Skeleton.js';
import type { PortalContentProps } from '../../shell/manager/portal-content.js';

export function HiveManagementPortal({ portal }: PortalContentProps) {
  const hiveId = typeof portal.props['hiveId'] === 'string' ? portal.props['hiveId'] : null;
  const { data, error, refetch } = useQuery(HIVE_QUERY, {
    variables: { id: hiveId ?? '' },
    skip: hiveId === null,
    fetchPolicy: 'cache-and-network',
  });
  if (hiveId === null) return <EmptyState>{hiveDetailMessages.notFound}</EmptyState>;
  if (data === undefined) {
    if (error !== undefined) {
      return (
        <ErrorState onRetry={() => void refetch().catch(() => undefined)}>{hiveDetailMessages.loadFailed}</ErrorState>
      );
    }
    return (
      <SkeletonGroup label={hiveDetailMessages.loading}>
        <Skeleton height="6rem" radius="var(--radius-md)" />
      </SkeletonGroup>
    );
  }
  const hive = data.hive;
  if (hive === null) return <EmptyState>{hiveDetailMessages.notFound}</EmptyState>;
  if (!hive.isAdmin) return <EmptyState>{m.notAdmin}</EmptyState>;
  const owner = hive.viewerRole === 'owner';
  return (
    <div className="hive-detail" data-testid="hive-management">
      <p className="hive-detail__explanation">{m.managerSubtitle}</p>
      {owner && <LevelCard hive={hive} />}
      {owner && <HiveTypeCard hive={hive} />}
      <AgentCard hiveId={hive.id} />
      {owner && <DomainsCard hive={hive} />}
      <InvitationsCard hiveId={hive.id} />
      <MembersCard hiveId={hive.id} />
      <MembershipCard hiveId={hive.id} isOwner={owner} />
    </div>
  );
}
