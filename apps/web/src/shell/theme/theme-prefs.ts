// The three display preferences of spec part 1 §2 (mode, portal glow, font size): how they are kept
// in localStorage and applied to <html>. Pure functions over small interfaces, so they are unit
// tested without a browser. index.html carries the same rules as an inline script that runs before
// the first paint (no flash of the wrong theme); theme-prefs.spec.ts checks that both agree.

export const THEME_MODES = ['light', 'dark', 'system'] as const;
export const GLOW_OPTIONS = ['off', 'on'] as const;
export const FONT_SIZES = ['small', 'medium', 'large'] as const;

export type ThemeMode = (typeof THEME_MODES)[number];
export type PortalGlow = (typeof GLOW_OPTIONS)[number];
export type FontSize = (typeof FONT_SIZES)[number];

export interface ThemePrefs {
  readonly mode: ThemeMode;
  readonly glow: PortalGlow;
  readonly fontSize: FontSize;
}

export const STORAGE_KEYS = {
  mode: 'hivemind.theme',
  glow: 'hivemind.portalGlow',
  fontSize: 'hivemind.fontSize',
} as const;

export const DEFAULT_PREFS: ThemePrefs = { mode: 'system', glow: 'off', fontSize: 'medium' };

/** The part of Web Storage used here (localStorage, or a test double). */
export interface PrefsStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The part of <html> the preferences are written to. */
export interface PrefsTarget {
  readonly dataset: Record<string, string | undefined>;
}

function pick<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return allowed.find((option) => option === value) ?? fallback;
}

function safeGet(storage: PrefsStorage, key: string): string | null {
  // Storage can throw (disabled cookies, private modes): fall back to the defaults.
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function readPrefs(storage: PrefsStorage): ThemePrefs {
  return {
    mode: pick(THEME_MODES, safeGet(storage, STORAGE_KEYS.mode), DEFAULT_PREFS.mode),
    glow: pick(GLOW_OPTIONS, safeGet(storage, STORAGE_KEYS.glow), DEFAULT_PREFS.glow),
    fontSize: pick(FONT_SIZES, safeGet(storage, STORAGE_KEYS.fontSize), DEFAULT_PREFS.fontSize),
  };
}

export function writePrefs(storage: PrefsStorage, prefs: ThemePrefs): void {
  try {
    storage.setItem(STORAGE_KEYS.mode, prefs.mode);
    storage.setItem(STORAGE_KEYS.glow, prefs.glow);
    storage.setItem(STORAGE_KEYS.fontSize, prefs.fontSize);
  } catch {
    // Not persisted (storage full or disabled); the choice still applies to this page.
  }
}

/** System follows the operating system's setting. */
export function resolveMode(mode: ThemeMode, systemPrefersDark: boolean): 'light' | 'dark' {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}

export function applyPrefs(target: PrefsTarget, prefs: ThemePrefs, systemPrefersDark: boolean): void {
  target.dataset['theme'] = resolveMode(prefs.mode, systemPrefersDark);
  target.dataset['fontSize'] = prefs.fontSize;
  target.dataset['glow'] = prefs.glow;
}
