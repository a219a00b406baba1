// Visible texts of the shell and the portal frame, in one place (ready for i18n).
import { PRODUCT_NAME } from '../portals/portal-types.js';

export const messages = {
  productName: PRODUCT_NAME,
  welcome: `Welcome to ${PRODUCT_NAME}`,
  intro: 'Your thinking workspace',
  introDetail: 'Capture thoughts, follow your streams and keep your lists, side by side in portals.',
  navigationLabel: 'Open a portal',
  portalsLabel: 'Open portals',
  closePortal: (title: string) => `Close ${title}`,
  controlCannotClose: 'The control portal cannot be closed.',
  loadingPortal: 'Loading…',
  placeholder: 'Portal content will be available soon.',
  removed: 'This portal has been removed.',
  pendingTitle: 'Nothing here yet',
  pendingDetail: (title: string) => `${title} arrives in a coming release of ${PRODUCT_NAME}.`,
  apiChecking: 'Checking API…',
  apiOnline: 'API online',
  apiOffline: 'API offline',
  apiOfflineHint: 'The server cannot be reached right now. Hivemind keeps trying in the background.',
  liveOn: 'Live',
  liveOff: 'Live updates disconnected',
  liveOnHint: 'Live updates connected',
} as const;
