// What the capture area's place shows for the moment its chunk loads (same height, no jump).
import { Skeleton, SkeletonGroup } from '../../ui/Skeleton.js';
import { controlMessages as m } from './messages.js';

export function CaptureSkeleton() {
  return (
    <SkeletonGroup label={m.loadingCapture}>
      <div className="capture-skeleton">
        <Skeleton width="45%" height="1.1rem" />
        <Skeleton height="6.5rem" radius="var(--radius-md)" />
        <Skeleton width="30%" height="1.75rem" radius="var(--radius-full)" />
      </div>
    </SkeletonGroup>
  );
}
