// A failed load: the message (announced) and an optional retry.
import type { ReactNode } from 'react';
import { Button } from './Button.js';

export interface ErrorStateProps {
  readonly children: ReactNode;
  readonly onRetry?: () => void;
  readonly retryLabel?: string;
}

export function ErrorState({ children, onRetry, retryLabel = 'Try Again' }: ErrorStateProps) {
  return (
    <div className="error-state" role="alert">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 8v5M12 16.5h.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      <p className="error-state__text">{children}</p>
      {onRetry !== undefined && (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
