// The paste-a-link form (issue 17) as the portals that offer it show it (paste-link-placement.ts):
// its own lazy chunk, only for signed-in members; the page read opens its webpage portal once.
import { lazy, Suspense } from 'react';
import { useSession } from '../modules/account/use-session.js';
import { showsPasteLink } from './paste-link-placement.js';
import type { PortalContentProps } from '../shell/manager/portal-content.js';
import { openers } from './openers.js';

const PasteLink = lazy(() =>
  import('../modules/web-pages/components/PasteLink.js').then((m) => ({ default: m.PasteLink })),
);

export interface PortalPasteLinkProps {
  /** The portal type showing it. */
  readonly type: string;
  readonly openPortal: PortalContentProps['openPortal'];
}

export function PortalPasteLink({ type, openPortal }: PortalPasteLinkProps) {
  const session = useSession();
  if (!showsPasteLink(type, session.status)) return null;
  return (
    <Suspense fallback={null}>
      <PasteLink
        onOpenWebPage={(page) => openers(openPortal).webPage({ id: page.webPageId, title: page.title ?? page.url })}
      />
    </Suspense>
  );
}
