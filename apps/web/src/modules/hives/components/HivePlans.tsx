// A hive's plans (the Hive subscription portal, spec part 2 §2.11): the hive plan cards of §9 with the
// hive's current level marked. No hive, or a failed load, offers Retry, which reloads the page.
import { useQuery } from '@apollo/client/react';
import { PlanCards } from '../../subscriptions/PlanCards.js';
import { currentHivePlanLevel, HIVE_PLANS, subscriptionMessages as m } from '../../subscriptions/plans.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton.js';
import { HiveDocument } from '../graphql/hives.generated.js';

export function HivePlans({ hiveId }: { readonly hiveId: string | null }) {
  const { data, error } = useQuery(HiveDocument, {
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
