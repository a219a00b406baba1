// The control portal: always first, part of the first paint. Thought capture and the tracked
// podcasts grid arrive with their features; the navigation grid is here from the start.
import { messages } from '../../shell/messages.js';
import type { PortalContentProps } from '../portal-content.js';
import { NAVIGATION } from './navigation.js';
import { NavIcon } from './NavIcon.js';

export function ControlPortal({ openPortal }: PortalContentProps) {
  return (
    <div className="control">
      <div className="control__intro">
        <p className="control__eyebrow">{messages.welcome}</p>
        <h3 className="control__tagline">{messages.intro}</h3>
        <p className="control__detail">{messages.introDetail}</p>
      </div>
      <nav aria-label={messages.navigationLabel}>
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
