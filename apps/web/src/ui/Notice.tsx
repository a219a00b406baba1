// An inline status message under a form. Errors are alerts (read at once); successes are polite.
import type { ReactNode } from 'react';

export type NoticeTone = 'error' | 'success' | 'info';

export function Notice({ tone, children }: { readonly tone: NoticeTone; readonly children: ReactNode }) {
  return (
    <p className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'} data-testid={`notice-${tone}`}>
      {children}
    </p>
  );
}
