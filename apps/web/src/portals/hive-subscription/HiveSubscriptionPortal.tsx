// The Hive subscription portal (spec part 2 §2.11): opened with hiveId and hiveName (title: the hive
// name plus ' Subscription') from the hive detail's level card; the hive plan cards of §9 with the
// hive's current level marked. A failed load offers Retry, which reloads the page.
import { useQuery } from '@apollo/client/react';
import { HIVE_QUERY } from '../../modules/hives/graphql.js';
import { PlanCards } from '../../modules/subscriptions/PlanCards.js';
import { currentHivePlanLevel, HIVE_PLANS, subscriptionMessages as m } from '../../modules/subscriptions/plans.js';
import { ErrorState } from '../../ui/ErrorState.js';
import { Skeleton, SkeletonGroup } from '../../ui/Skeleton.js';
import type { PortalContentProps } from '../../shell/manager/portal-content.js';

export function HiveSubscriptionPortal({ portal }: PortalContentProps) {
  const hiveId = typeof portal.props['hiveId'] === 'string' ? portal.props['hiveId'] : null;
  const { data, error } = useQuery(HIVE_QUERY, {
    variables: { id: hiveId ?? '' },
    skip: hiveId === null,
    fetchPolicy: 'cache-first',
  });
  const failed = hiveId === null || error !== undefined || data?.hive === null;
  if (failed && data?.hive == null) {
    return (
      <ErrorState onRetry={() => window.location.reload()} retryLabel={m.retry}>
        {m.loadFailed}
      </ErrorState>
    );
  }
  if (data?.hive == null) {
    return (
      <SkeletonGroup label={m.loading}>
        <Skeleton height="12rem" radius="var(--radius-md)" />
      </SkeletonGroup>
    );
  }
  return (
    <div className="subscription" data-testid="hive-subscription">
      <PlanCards plans={HIVE_PLANS} currentLevel={currentHivePlanLevel(data.hive.level)} />
    </div>
  );
}
