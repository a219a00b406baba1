// The portal shell: the header and the row of portals side by side. Owns the portal manager state
// and carries out its effects (history paths, warnings) outside the pure reducer. The login state
// (`me`) picks the pinned control portal: guest-control for guests, control for members.
import { lazy, Suspense, useCallback, useEffect, useReducer, useRef } from 'react';
import { useSession } from '../modules/account/use-session.js';
import type { PortalOpenRequest } from './manager/portal-content.js';
import { REGISTER_PATH, SIGN_IN_PATH } from '../routes.js';
import { Button } from '../ui/Button.js';
import { Skeleton } from '../ui/Skeleton.js';
import { NotifyContext } from '../ui/notify.js';
import { useToasts } from '../ui/toast-queue.js';
import { messages } from './messages.js';
import { initialPortalState, isPinned, portalReducer, type PortalProps } from './manager/portal-manager.js';
import { PortalFrame } from './PortalFrame.js';
import { StatusIndicator } from './StatusIndicator.js';

// Warnings are rare (closing the pinned control portal): the toaster loads on the first one.
const Toaster = lazy(() => import('../ui/Toast.js').then((m) => ({ default: m.Toaster })));

/** A portal the page opens once the login state is known (the /post/{id} link opens the post portal). */
export interface InitialPortal {
  readonly type: string;
  readonly props: PortalProps;
}

export function Shell({ initialPortal }: { readonly initialPortal?: InitialPortal } = {}) {
  const session = useSession();
  const [state, dispatch] = useReducer(portalReducer, initialPortalState, (initial) =>
    portalReducer(initial, { type: 'init', width: window.innerWidth, guest: true }),
  );
  const handledSeq = useRef(0);
  const { toasts, show: showToast, dismiss: dismissToast } = useToasts();
  const guest = session.status !== 'member';

  useEffect(() => {
    if (session.status !== 'loading') dispatch({ type: 'session', guest: session.status === 'guest' });
  }, [session.status]);

  // The page's own portal opens for guests too (reading is allowed), and keeps the page's URL.
  const initialOpened = useRef(false);
  const keepUrl = useRef(false);
  useEffect(() => {
    if (session.status === 'loading' || initialPortal === undefined || initialOpened.current) return;
    initialOpened.current = true;
    keepUrl.current = true;
    dispatch({ type: 'open', portalType: initialPortal.type, props: initialPortal.props });
  }, [session.status, initialPortal]);

  useEffect(() => {
    const effect = state.effect;
    if (effect === null || effect.seq <= handledSeq.current) return;
    handledSeq.current = effect.seq;
    if (effect.kind === 'opened') {
      if (keepUrl.current) keepUrl.current = false;
      else window.history.pushState({ portalId: effect.portalId }, '', effect.path);
      // Bring the new portal into view: it may open off-screen in the row or below in a parent.
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      document
        .querySelector(`[data-portal-id="${effect.portalId}"]`)
        ?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start', inline: 'nearest' });
    } else {
      showToast(effect.message, 'warning');
    }
  }, [state.effect, showToast]);

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

  const openPortal = useCallback(
    (type: string, request: PortalOpenRequest = {}) => {
      // Guests read; anything that needs an account sends them to /register (spec part 1 §6).
      if (guest) window.location.assign(REGISTER_PATH);
      else dispatch({ type: 'open', portalType: type, ...request });
    },
    [guest],
  );
  const closePortal = useCallback((id: string) => dispatch({ type: 'close', id }), []);
  const closeOtherPortals = useCallback((id: string) => dispatch({ type: 'closeOthers', id }), []);

  return (
    <div className="shell">
      <header className="shell__header">
        <h1 className="shell__brand">
          <span className="shell__logo" aria-hidden="true" />
          {messages.productName}
        </h1>
        <div className="shell__tools">
          <StatusIndicator />
          {session.status === 'guest' && (
            <div className="shell__account">
              <Button asChild variant="ghost" size="sm" className="shell__signin">
                <a href={SIGN_IN_PATH}>{messages.signIn}</a>
              </Button>
              <Button asChild variant="primary" size="sm">
                <a href={REGISTER_PATH}>{messages.joinForFree}</a>
              </Button>
            </div>
          )}
          {session.status === 'member' && (
            <button
              type="button"
              className="shell__avatar"
              aria-label={messages.accountSettings(session.user.email ?? '')}
              title={messages.accountSettings(session.user.email ?? '')}
              onClick={() => openPortal('settings')}
            >
              {(session.user.email ?? '').slice(0, 1).toUpperCase()}
            </button>
          )}
        </div>
      </header>
      <main className="shell__row" aria-label={messages.portalsLabel} aria-busy={session.status === 'loading'}>
        {session.status === 'loading' ? (
          <div className="portal portal--skeleton" role="status">
            <span className="visually-hidden">{messages.loadingSession}</span>
            <Skeleton width="40%" height="1.25rem" />
            <Skeleton height="6rem" radius="var(--radius-md)" />
            <Skeleton height="10rem" radius="var(--radius-md)" />
          </div>
        ) : (
          <NotifyContext.Provider value={showToast}>
            {state.portals.map((portal) => (
              <PortalFrame
                key={portal.id}
                portal={portal}
                closable={!isPinned(state.portals, portal.id)}
                openPortal={openPortal}
                closePortal={closePortal}
                closeOtherPortals={closeOtherPortals}
                openPortals={state.portals}
              />
            ))}
          </NotifyContext.Provider>
        )}
      </main>
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <Toaster toasts={toasts} onDismiss={dismissToast} closeLabel={messages.notificationClose} />
        </Suspense>
      )}
    </div>
  );
}
