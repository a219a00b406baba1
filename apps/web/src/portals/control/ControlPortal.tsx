// The member's control portal: always first, part of the first paint. A slot for thought capture
// (its feature comes in a later issue), the Tracked Podcasts grid and the navigation grid.
import { TrackedPodcasts } from '../../modules/podcasts/components/TrackedPodcasts.js';
import { messages } from '../../shell/messages.js';
import type { PortalContentProps } from '../portal-content.js';
import { NAVIGATION } from './navigation.js';
import { NavIcon } from './NavIcon.js';

export function ControlPortal({ openPortal }: PortalContentProps) {
  return (
    <div className="control">
      {/* Thought capture (up to 5 inputs, spec part 1 §2) arrives with the thoughts issue; this slot
          holds its place and does nothing on purpose. */}
      <section className="capture-slot" data-testid="thought-capture-slot" aria-labelledby="capture-slot-title">
        <p className="capture-slot__title" id="capture-slot-title">
          {messages.captureSlotTitle}
        </p>
        <p className="capture-slot__text">{messages.captureSlotText}</p>
      </section>

      <TrackedPodcasts
        audience="member"
        onOpen={(podcast) => openPortal('podcast-portal', { title: podcast.title, props: { podcastId: podcast.id } })}
      />

      <nav aria-labelledby="navigation-title">
        <div className="section-heading">
          <h3 id="navigation-title" className="section-heading__title">
            {messages.navigationLabel}
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
      </nav>
    </div>
  );
}
