import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import {
  applyPrefs,
  DEFAULT_PREFS,
  readPrefs,
  resolveMode,
  STORAGE_KEYS,
  writePrefs,
  type PrefsStorage,
  type ThemePrefs,
} from './theme-prefs.js';

function memoryStorage(initial: Record<string, string> = {}): PrefsStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('theme preferences', () => {
  it('default to System mode, glow off and medium font size', () => {
    expect(readPrefs(memoryStorage())).toEqual({ mode: 'system', glow: 'off', fontSize: 'medium' });
  });

  it('are stored locally in the browser and read back', () => {
    const storage = memoryStorage();
    const prefs: ThemePrefs = { mode: 'dark', glow: 'on', fontSize: 'large' };
    writePrefs(storage, prefs);
    expect(storage.data).toEqual({
      'hivemind.theme': 'dark',
      'hivemind.portalGlow': 'on',
      'hivemind.fontSize': 'large',
    });
    expect(readPrefs(storage)).toEqual(prefs);
  });

  it('ignore unknown stored values and storage that throws', () => {
    expect(readPrefs(memoryStorage({ [STORAGE_KEYS.mode]: 'neon', [STORAGE_KEYS.fontSize]: 'huge' }))).toEqual(
      DEFAULT_PREFS,
    );
    const broken: PrefsStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readPrefs(broken)).toEqual(DEFAULT_PREFS);
    expect(() => writePrefs(broken, DEFAULT_PREFS)).not.toThrow();
  });

  it('System follows the operating system setting', () => {
    expect(resolveMode('system', true)).toBe('dark');
    expect(resolveMode('system', false)).toBe('light');
    expect(resolveMode('light', true)).toBe('light');
    expect(resolveMode('dark', false)).toBe('dark');
  });

  it('apply to <html> as data attributes', () => {
    const target = { dataset: {} as Record<string, string | undefined> };
    applyPrefs(target, { mode: 'system', glow: 'on', fontSize: 'small' }, true);
    expect(target.dataset).toEqual({ theme: 'dark', fontSize: 'small', glow: 'on' });
  });
});

describe('the inline script in index.html', () => {
  const html = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
  const source = /<script id="theme-boot">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

  function runBoot(stored: Record<string, string>, systemDark: boolean): Record<string, string | undefined> {
    const root = { dataset: {} as Record<string, string | undefined> };
    const window = {
      localStorage: memoryStorage(stored),
      matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemDark }),
    };
    // The script only touches document.documentElement, localStorage and matchMedia.
    new Function('window', 'document', source)(window, { documentElement: root });
    return root.dataset;
  }

  const cases: [Record<string, string>, boolean][] = [
    [{}, false],
    [{}, true],
    [{ 'hivemind.theme': 'dark', 'hivemind.portalGlow': 'on', 'hivemind.fontSize': 'large' }, false],
    [{ 'hivemind.theme': 'light', 'hivemind.fontSize': 'small' }, true],
    [{ 'hivemind.theme': 'system', 'hivemind.portalGlow': 'off' }, true],
    [{ 'hivemind.theme': 'bogus', 'hivemind.fontSize': 'bogus', 'hivemind.portalGlow': 'bogus' }, false],
  ];

  it.each(cases)('applies what the app would apply (%j, system dark: %s)', (stored, systemDark) => {
    const expected = { dataset: {} as Record<string, string | undefined> };
    applyPrefs(expected, readPrefs(memoryStorage(stored)), systemDark);
    expect(runBoot(stored, systemDark)).toEqual(expected.dataset);
  });
});
