// A value that follows its input once the input has been still for `ms`, and the state of a search
// box built on it (useSearchInput: every search box of the app).
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

export interface SearchInput {
  /** What the box holds, as typed. */
  readonly input: string;
  /** What to search for: the trimmed text once typing has paused (spec: 300 ms). */
  readonly search: string;
  /** The field's value and change handler, to spread on a ui SearchField. */
  readonly field: { readonly value: string; readonly onChange: (value: string) => void };
}

/** A search box's text, and what to search for; `onInput` also runs on each change (e.g. back to page 1). */
export function useSearchInput(initial = '', onInput?: (value: string) => void): SearchInput {
  const [input, setInput] = useState(initial);
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const onChange = (value: string) => {
    setInput(value);
    onInput?.(value);
  };
  return { input, search, field: { value: input, onChange } };
}
