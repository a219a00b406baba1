// The portal shell: the header and the row of portals side by side. Owns the portal manager state
// and carries out its effects (history paths, warnings) outside the pure reducer.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { PortalOpenRequest } from '../portals/portal-content.js';
import { messages } from './messages.js';
import { initialPortalState, isPinned, portalReducer } from './portal-manager.js';
import { PortalFrame } from './PortalFrame.js';
import { StatusIndicator } from './StatusIndicator.js';

export function Shell() {
  const [state, dispatch] = useReducer(portalReducer, initialPortalState, (initial) =>
    portalReducer(initial, { type: 'init', width: window.innerWidth }),
  );
  const handledSeq = useRef(0);

  useEffect(() => {
    const effect = state.effect;
    if (effect === null || effect.seq <= handledSeq.current) return;
    handledSeq.current = effect.seq;
    if (effect.kind === 'opened') {
      window.history.pushState({ portalId: effect.portalId }, '', effect.path);
      // Bring the new portal into view: it may open off-screen in the row or below in a parent.
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      document
        .querySelector(`[data-portal-id="${effect.portalId}"]`)
        ?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start', inline: 'nearest' });
    } else {
      console.warn(effect.message);
    }
  }, [state.effect]);

  useEffect(() => {
    let frame = 0;
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => dispatch({ type: 'resize', width: window.innerWidth }));
    };
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  const openPortal = useCallback((type: string, request: PortalOpenRequest = {}) => {
    dispatch({ type: 'open', portalType: type, ...request });
  }, []);
  const closePortal = useCallback((id: string) => dispatch({ type: 'close', id }), []);

  return (
    <div className="shell">
      <header className="shell__header">
        <h1 className="shell__brand">
          <span className="shell__logo" aria-hidden="true" />
          {messages.productName}
        </h1>
        <StatusIndicator />
      </header>
      <main className="shell__row" aria-label={messages.portalsLabel}>
        {state.portals.map((portal) => (
          <PortalFrame
            key={portal.id}
            portal={portal}
            closable={!isPinned(state.portals, portal.id)}
            openPortal={openPortal}
            closePortal={closePortal}
          />
        ))}
      </main>
    </div>
  );
}
