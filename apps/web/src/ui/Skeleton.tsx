// Placeholder shapes while content loads; hidden from assistive technology, which gets `label`.
import type { ReactNode } from 'react';

export interface SkeletonProps {
  readonly width?: string;
  readonly height?: string;
  readonly radius?: string;
  readonly className?: string;
}

export function Skeleton({ width = '100%', height = '1rem', radius, className }: SkeletonProps) {
  return (
    <span
      className={['skeleton', className ?? ''].filter(Boolean).join(' ')}
      style={{ width, height, borderRadius: radius }}
      aria-hidden="true"
    />
  );
}

/** A labelled loading region made of skeleton shapes. */
export function SkeletonGroup({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="skeleton-group" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}
