// A small status label (Primary, Verified, Pending...).
import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'accent' | 'ok' | 'warn' | 'danger';

export function Badge({ tone = 'neutral', children }: { readonly tone?: BadgeTone; readonly children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
