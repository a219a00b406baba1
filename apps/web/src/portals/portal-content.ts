// What every portal component receives from the shell.
import type { Portal, PortalProps } from '../shell/portal-manager.js';

export interface PortalOpenRequest {
  readonly title?: string;
  readonly props?: PortalProps;
}

export interface PortalContentProps {
  readonly portal: Portal;
  readonly openPortal: (type: string, request?: PortalOpenRequest) => void;
  /** Closes every other portal and sub-portal (the pinned control portal stays). */
  readonly closeOtherPortals?: () => void;
}
