// The support portal (spec part 2 §2.13): the Contact Support form (modules/support); without a
// verified email it points to Settings, where emails are verified.
import { SupportForm } from '../../modules/support/components/SupportForm.js';
import type { PortalContentProps } from '../../shell/manager/portal-content.js';

export function SupportPortal({ openPortal }: PortalContentProps) {
  return <SupportForm onOpenSettings={() => openPortal('settings')} />;
}
