// The Settings portal (spec part 1 §2): the member's settings (modules/account); Theme opens the Theme
// portal.
import { AccountSettings } from '../../modules/account/components/AccountSettings.js';
import type { PortalContentProps } from '../../shell/manager/portal-content.js';

export function SettingsPortal({ openPortal }: PortalContentProps) {
  return <AccountSettings onManageTheme={() => openPortal('theme')} />;
}
