// The member's control portal: always first, part of the first paint. The thought-capture area
// (its own lazy chunk, so the first paint stays small), the Tracked Podcasts grid and the navigation grid.
import { lazy, Suspense } from 'react';
import { TrackedPodcasts } from '../../modules/podcasts/components/TrackedPodcasts.js';
import type { PortalContentProps } from '../../shell/manager/portal-content.js';
import { Button } from '../../ui/Button.js';
import { openers } from '../openers.js';
import { PortalPasteLink } from '../PortalPasteLink.js';
import './control.css';
import { AGENT_ENTRY, HIVES_ENTRY, MY_POSTS_ENTRY, NAVIGATION } from './navigation.js';
import { NavIcon } from './NavIcon.js';
import { CaptureSkeleton } from './CaptureSkeleton.js';
import { controlMessages as m } from './messages.js';

// The open storms of the member's hives (issue 18), a lazy chunk as well.
const MyActiveStorms = lazy(() =>
  import('../../modules/storms/components/ActiveStorms.js').then((m) => ({ default: m.MyActiveStorms })),
);

const CaptureArea = lazy(() =>
  import('../../modules/thoughts/components/CaptureArea.js').then((m) => ({ default: m.CaptureArea })),
);

export function ControlPortal({ openPortal }: PortalContentProps) {
  return (
    <div className="control">
      <Suspense fallback={<CaptureSkeleton />}>
        <CaptureArea onOpenThought={openers(openPortal).thought} />
      </Suspense>

      {/* Pasting a link (issue 17), its own lazy chunk too. */}
      <PortalPasteLink type="control" openPortal={openPortal} />

      <Suspense fallback={null}>
        <MyActiveStorms onOpenStorm={openers(openPortal).storm} />
      </Suspense>

      <TrackedPodcasts audience="member" onOpen={openers(openPortal).podcast} />

      <nav aria-labelledby="navigation-title">
        <div className="section-heading">
          <h3 id="navigation-title" className="section-heading__title">
            {m.navigationLabel}
          </h3>
        </div>
        <ul className="nav-grid" data-testid="navigation-grid">
          {NAVIGATION.map((entry) => (
            <li key={entry.type}>
              <button type="button" className="nav-grid__button" onClick={() => openPortal(entry.type)}>
                <NavIcon icon={entry.icon} />
                <span>{entry.label}</span>
              </button>
            </li>
          ))}
        </ul>
        <Button
          size="sm"
          variant="primary"
          block
          style={{ marginTop: 'var(--space-2)' }}
          onClick={() => openPortal(AGENT_ENTRY.type)}
        >
          {AGENT_ENTRY.label}
        </Button>
        <Button size="sm" block style={{ marginTop: 'var(--space-2)' }} onClick={() => openPortal(HIVES_ENTRY.type)}>
          {HIVES_ENTRY.label}
        </Button>
        <Button size="sm" block style={{ marginTop: 'var(--space-2)' }} onClick={() => openPortal(MY_POSTS_ENTRY.type)}>
          {MY_POSTS_ENTRY.label}
        </Button>
      </nav>
    </div>
  );
}
