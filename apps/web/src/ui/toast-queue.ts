// The queue of toasts shown by <Toaster> (Toast.tsx); no Radix here, so it can sit in any chunk.
import { useCallback, useState } from 'react';

export interface ToastMessage {
  readonly id: number;
  readonly title: string;
  readonly tone: 'info' | 'warning';
}

export function useToasts(): {
  readonly toasts: readonly ToastMessage[];
  readonly show: (title: string, tone?: ToastMessage['tone']) => void;
  readonly dismiss: (id: number) => void;
} {
  const [toasts, setToasts] = useState<readonly ToastMessage[]>([]);
  const show = useCallback((title: string, tone: ToastMessage['tone'] = 'info') => {
    setToasts((current) => [...current, { id: Date.now() + Math.random(), title, tone }]);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((t) => t.id !== id)), []);
  return { toasts, show, dismiss };
}
