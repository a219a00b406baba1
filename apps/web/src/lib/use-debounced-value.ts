// A value that follows its input once the input has been still for `ms`.
import { useEffect, useState } from 'react';

/** Every search box asks the server 300 ms after the last keystroke (spec part 2 §9, part 3 §4). */
export const SEARCH_DEBOUNCE_MS = 300;

export function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
