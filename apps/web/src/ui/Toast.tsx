// Short-lived notifications on Radix's Toast (announced politely, swipe or Escape to dismiss, paused
// on hover and focus). `useToasts` (toast-queue.ts) holds the queue; <Toaster> renders it. Load it
// with React.lazy where it is rare, so Radix's toast stays out of the first chunk.
import * as RadixToast from '@radix-ui/react-toast';
import type { ToastMessage } from './toast-queue.js';

export interface ToasterProps {
  readonly toasts: readonly ToastMessage[];
  readonly onDismiss: (id: number) => void;
  readonly closeLabel: string;
}

export function Toaster({ toasts, onDismiss, closeLabel }: ToasterProps) {
  return (
    <RadixToast.Provider duration={4000}>
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          className={`toast toast--${toast.tone}`}
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id);
          }}
        >
          <RadixToast.Title className="toast__title">{toast.title}</RadixToast.Title>
          <RadixToast.Close className="toast__close" aria-label={closeLabel}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="toast__viewport" />
    </RadixToast.Provider>
  );
}
