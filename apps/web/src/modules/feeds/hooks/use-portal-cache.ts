// Saves a portal's data when the portal is deactivated (its content unmounts: closed, dropped from
// the row, moved into or out of the control portal; or the page is hidden) and hands back what was
// saved when it is activated again, if still fresh (portal-cache.ts).
// A portal that moves (row <-> control portal) mounts its new copy in the same commit as the old one
// unmounts, before the old one's cleanup runs: so the data is also written after every commit, and
// the new copy reads the latest.
import { useEffect, useRef, useState } from 'react';
import type { PortalCache } from '../portal-cache.js';

export function usePortalCache<V>(
  cache: PortalCache<V>,
  key: string,
): {
  readonly restored: V | undefined;
  /** Call on every render with the current data; it is saved on deactivation. */
  readonly keep: (value: V) => void;
} {
  const [restored] = useState(() => cache.restore(key));
  const current = useRef<V | undefined>(restored);
  const save = (): void => {
    if (current.current !== undefined) cache.save(key, current.current);
  };
  const saveRef = useRef(save);
  saveRef.current = save;

  useEffect(() => {
    saveRef.current();
  });
  useEffect(() => {
    const onVisibility = (): void => {
      if (document.visibilityState === 'hidden') saveRef.current();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      saveRef.current();
    };
  }, []);
  return {
    restored,
    keep: (value: V) => {
      current.current = value;
    },
  };
}
