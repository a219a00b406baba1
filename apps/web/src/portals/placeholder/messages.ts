// Texts of the portals whose feature is not built yet (spec part 3 §2.14), ready for i18n.
import { PRODUCT_NAME } from '../../shell/manager/portal-types.js';

export const placeholderMessages = {
  placeholder: 'Portal content will be available soon.',
  removed: 'This portal has been removed.',
  pendingTitle: 'Nothing here yet',
  pendingDetail: (title: string) => `${title} arrives in a coming release of ${PRODUCT_NAME}.`,
} as const;
