// Related thoughts (spec part 3 §2.2): the thoughts nearest in meaning to the thoughtId prop's
// (modules/thoughts); a card opens its thought.
import { RelatedThoughts } from '../../modules/thoughts/components/RelatedThoughts.js';
import { thoughtTitle } from '../../modules/thoughts/display.js';
import { relatedMessages as m } from '../../modules/thoughts/messages.js';
import { stringProp, type PortalContentProps } from '../../shell/manager/portal-content.js';
import { EmptyState } from '../../ui/EmptyState.js';
import { openers } from '../openers.js';

export function RelatedThoughtsPortal({ portal, openPortal }: PortalContentProps) {
  const thoughtId = stringProp(portal.props, 'thoughtId');
  if (thoughtId === null) {
    return (
      <EmptyState title={m.noThought} kind="empty">
        {m.noThoughtDetail}
      </EmptyState>
    );
  }
  const open = openers(openPortal);
  // A new thoughtId (smart open reuses this portal) starts over with fresh state.
  return (
    <RelatedThoughts
      key={thoughtId}
      thoughtId={thoughtId}
      onOpen={(thought) => open.thought(thought.id, thoughtTitle(thought))}
    />
  );
}
