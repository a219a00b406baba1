// One portal card: a title bar (title and close button, except for the pinned control portal), its
// own scroll area with the lazily loaded content, then its sub-portals.
import { Suspense } from 'react';
import { portalDefinition } from '../portals/registry.js';
import type { PortalOpenRequest } from './manager/portal-content.js';
import { messages } from './messages.js';
import type { Portal } from './manager/portal-manager.js';

export interface PortalFrameProps {
  readonly portal: Portal;
  readonly closable: boolean;
  readonly nested?: boolean;
  readonly openPortal: (type: string, request?: PortalOpenRequest) => void;
  readonly closePortal: (id: string) => void;
  readonly closeOtherPortals?: (id: string) => void;
  readonly openPortals?: readonly Portal[];
}

export function PortalFrame({
  portal,
  closable,
  nested = false,
  openPortal,
  closePortal,
  closeOtherPortals,
  openPortals,
}: PortalFrameProps) {
  const { component: Content } = portalDefinition(portal.type);
  const titleId = `${portal.id}-title`;
  const body = (
    <>
      <Suspense fallback={<p className="portal__loading">{messages.loadingPortal}</p>}>
        <Content
          portal={portal}
          openPortal={openPortal}
          closeOtherPortals={closeOtherPortals && (() => closeOtherPortals(portal.id))}
          openPortals={openPortals}
        />
      </Suspense>
      {portal.subPortals.length > 0 && (
        <div className="portal__subportals">
          {portal.subPortals.map((sub) => (
            <PortalFrame
              key={sub.id}
              portal={sub}
              closable
              nested
              openPortal={openPortal}
              closePortal={closePortal}
              closeOtherPortals={closeOtherPortals}
              openPortals={openPortals}
            />
          ))}
        </div>
      )}
    </>
  );
  return (
    <section
      className={nested ? 'portal portal--nested' : 'portal'}
      aria-labelledby={titleId}
      data-testid="portal"
      data-portal-type={portal.type}
      data-portal-id={portal.id}
    >
      <header className="split-row portal__bar">
        <h2 className="portal__title" id={titleId}>
          {portal.title}
        </h2>
        {closable && (
          <button
            type="button"
            className="portal__close"
            aria-label={messages.closePortal(portal.title)}
            title={messages.closePortal(portal.title)}
            onClick={() => closePortal(portal.id)}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </header>
      {/* Nested portals scroll with their parent; top-level portals scroll on their own, and their
          scroll region takes keyboard focus (arrow keys scroll it even while it holds no link yet). */}
      {nested ? (
        <div className="portal__content">{body}</div>
      ) : (
        <div className="portal__scroll" tabIndex={0}>
          {body}
        </div>
      )}
    </section>
  );
}
