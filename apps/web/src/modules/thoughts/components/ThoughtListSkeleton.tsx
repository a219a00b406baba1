// Placeholder cards while a list of thoughts loads.
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton.js';

export function ThoughtListSkeleton({ label, count = 3 }: { readonly label: string; readonly count?: number }) {
  return (
    <SkeletonGroup label={label}>
      <div className="thought-list">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="thought-card thought-card--skeleton">
            <Skeleton width="35%" height="1.1rem" radius="var(--radius-full)" />
            <Skeleton height="0.9rem" />
            <Skeleton width="80%" height="0.9rem" />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}
