// The page's theme preferences as a small external store: read once from localStorage, written back
// on every change, applied to <html>, and re-applied when the OS switches between light and dark
// while the mode is System (a matchMedia change listener).
import { useSyncExternalStore } from 'react';
import { applyPrefs, readPrefs, writePrefs, type ThemePrefs } from './theme-prefs.js';

const DARK_QUERY = '(prefers-color-scheme: dark)';

type Listener = () => void;

let prefs: ThemePrefs | null = null;
const listeners = new Set<Listener>();

function current(): ThemePrefs {
  prefs ??= readPrefs(window.localStorage);
  return prefs;
}

function apply(): void {
  applyPrefs(document.documentElement, current(), window.matchMedia(DARK_QUERY).matches);
}

let watching = false;
function watchSystem(): void {
  if (watching) return;
  watching = true;
  window.matchMedia(DARK_QUERY).addEventListener('change', () => {
    if (current().mode === 'system') apply();
  });
}

export function updateThemePrefs(change: Partial<ThemePrefs>): void {
  prefs = { ...current(), ...change };
  writePrefs(window.localStorage, prefs);
  apply();
  for (const listener of listeners) listener();
}

/** Starts following the OS setting; the inline script in index.html has already applied prefs. */
export function startThemeSync(): void {
  apply();
  watchSystem();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useThemePrefs(): ThemePrefs {
  return useSyncExternalStore(subscribe, current, current);
}
