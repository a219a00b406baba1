// The shown stage of a capture follows the reached stage one step at a time, each step on screen at
// least STAGE_MIN_DWELL_MS (stages.ts nextStepDelay); 'Thought Captured!' is held, then `onDone`.
import { useEffect, useRef, useState } from 'react';
import { CAPTURED_HOLD_MS, CAPTURED_INDEX, nextStepDelay, STAGE_MIN_DWELL_MS } from '../stages.js';

export function useStagePacing(reached: number, active: boolean, onDone: () => void): number {
  const [shown, setShown] = useState(0);
  const shownAt = useRef(0);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (!active) {
      setShown(0);
      return;
    }
    shownAt.current = Date.now();
  }, [active]);

  useEffect(() => {
    if (!active) return undefined;
    const delay = nextStepDelay(shown, reached, shownAt.current, Date.now(), STAGE_MIN_DWELL_MS);
    if (delay === null) return undefined;
    const timer = setTimeout(() => {
      shownAt.current = Date.now();
      setShown((s) => s + 1);
    }, delay);
    return () => clearTimeout(timer);
  }, [active, shown, reached]);

  useEffect(() => {
    if (!active || shown < CAPTURED_INDEX) return undefined;
    const timer = setTimeout(() => done.current(), CAPTURED_HOLD_MS);
    return () => clearTimeout(timer);
  }, [active, shown]);

  return shown;
}
