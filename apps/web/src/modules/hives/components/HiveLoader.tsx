// One hive read by id (cache, then network) for the hive detail and hive manager portals: placeholders
// of the given heights while it loads, the failure with Retry, or 'Hive not found'.
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../ui/EmptyState.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton.js';
import { hiveDetailMessages as m } from '../messages.js';
import { HiveDocument, type HiveViewFieldsFragment } from '../graphql/hives.generated.js';

export interface HiveLoaderProps {
  readonly hiveId: string;
  readonly placeholders: readonly string[];
  readonly children: (hive: HiveViewFieldsFragment) => ReactNode;
}

export function HiveLoader({ hiveId, placeholders, children }: HiveLoaderProps) {
  const { data, error, refetch } = useQuery(HiveDocument, {
    variables: { id: hiveId },
    fetchPolicy: 'cache-and-network',
  });
  if (data === undefined) {
    if (error !== undefined) {
      return <ErrorState onRetry={() => void refetch().catch(() => undefined)}>{m.loadFailed}</ErrorState>;
    }
    return (
      <SkeletonGroup label={m.loading}>
        {placeholders.map((height, index) => (
          <Skeleton key={index} height={height} radius="var(--radius-md)" />
        ))}
      </SkeletonGroup>
    );
  }
  if (data.hive === null) return <EmptyState>{m.notFound}</EmptyState>;
  return children(data.hive);
}
