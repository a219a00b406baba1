// The Theme portal (spec part 1 §2): Mode, Portal Glow and Font Size, kept in this browser only and
// applied at once.
import { useThemePrefs, updateThemePrefs } from '../../shell/theme/theme-store.js';
import type { FontSize, PortalGlow, ThemeMode } from '../../shell/theme/theme-prefs.js';
import { Card } from '../../ui/Card.js';
import { SegmentedControl, type SegmentOption } from '../../ui/SegmentedControl.js';
import './theme.css';

const MODES: readonly SegmentOption<ThemeMode>[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];
const GLOWS: readonly SegmentOption<PortalGlow>[] = [
  { value: 'off', label: 'Off' },
  { value: 'on', label: 'On' },
];
const SIZES: readonly SegmentOption<FontSize>[] = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
];

export function ThemePortal({ portal }: { readonly portal: { readonly id: string } }) {
  const prefs = useThemePrefs();
  const id = (name: string) => `${portal.id}-${name}`;
  return (
    <div className="settings" data-testid="theme-settings">
      <Card>
        <SegmentedControl
          label="Mode"
          labelId={id('mode')}
          options={MODES}
          value={prefs.mode}
          onValueChange={(mode) => updateThemePrefs({ mode })}
        />
        <SegmentedControl
          label="Portal Glow"
          labelId={id('glow')}
          options={GLOWS}
          value={prefs.glow}
          onValueChange={(glow) => updateThemePrefs({ glow })}
        />
        <SegmentedControl
          label="Font Size"
          labelId={id('size')}
          options={SIZES}
          value={prefs.fontSize}
          onValueChange={(fontSize) => updateThemePrefs({ fontSize })}
        />
      </Card>
      <p className="muted theme-note">These choices are kept in this browser only.</p>
    </div>
  );
}
