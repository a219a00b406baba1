// Who looks at a post: guests read, and any interaction sends them to /register (spec 2 §6).
import { useCallback } from 'react';
import { useSession } from '../../account/use-session.js';
import { REGISTER_PATH } from '../../../routes.js';

export interface Viewer {
  readonly guest: boolean;
  readonly signedIn: boolean;
  /** Sends a guest to /register; answers true when it did (the caller then stops). */
  readonly redirectGuest: () => boolean;
}

export function useViewer(): Viewer {
  const session = useSession();
  const guest = session.status === 'guest';
  const redirectGuest = useCallback(() => {
    if (!guest) return false;
    window.location.assign(REGISTER_PATH);
    return true;
  }, [guest]);
  return { guest, signedIn: session.status === 'member', redirectGuest };
}
