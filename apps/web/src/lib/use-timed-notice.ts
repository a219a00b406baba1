// One status notice that clears itself after its time (errors 5 s, password success 3 s).
import { useCallback, useEffect, useState } from 'react';
import type { NoticeTone } from '../ui/Notice.js';

/** Status notices stay 5 s unless told otherwise (spec part 1 §4 "Status notices"). */
export const ERROR_NOTICE_MS = 5000;

export interface TimedNotice {
  readonly tone: NoticeTone;
  readonly text: string;
  readonly ms: number;
  /** A new id restarts the timer even when the same text is shown again. */
  readonly id: number;
}

export function useTimedNotice(): {
  readonly notice: TimedNotice | null;
  readonly show: (tone: NoticeTone, text: string, ms?: number) => void;
  readonly clear: () => void;
} {
  const [notice, setNotice] = useState<TimedNotice | null>(null);
  useEffect(() => {
    if (notice === null) return undefined;
    const timer = setTimeout(() => setNotice(null), notice.ms);
    return () => clearTimeout(timer);
  }, [notice]);
  const show = useCallback((tone: NoticeTone, text: string, ms: number = ERROR_NOTICE_MS) => {
    setNotice((previous) => ({ tone, text, ms, id: (previous?.id ?? 0) + 1 }));
  }, []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, show, clear };
}
