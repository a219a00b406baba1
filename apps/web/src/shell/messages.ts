// Visible texts of the shell and the portal frame, in one place (ready for i18n). The portals' own
// texts live with them (control, placeholder) or in their feature's module.
import { PRODUCT_NAME } from './manager/portal-types.js';

export const messages = {
  productName: PRODUCT_NAME,
  joinForFree: 'Join For Free',
  signIn: 'Sign in',
  accountSettings: (email: string) => `Account settings for ${email}`,
  loadingSession: 'Loading your workspace…',
  notificationClose: 'Dismiss notification',
  portalsLabel: 'Open portals',
  closePortal: (title: string) => `Close ${title}`,
  loadingPortal: 'Loading…',
  apiChecking: 'Checking API…',
  apiOnline: 'API online',
  apiOffline: 'API offline',
  apiOfflineHint: 'The server cannot be reached right now. Hivemind keeps trying in the background.',
  liveOn: 'Live',
  liveOff: 'Live updates disconnected',
  liveOnHint: 'Live updates connected',
} as const;
