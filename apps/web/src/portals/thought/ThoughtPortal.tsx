// The thought portal (spec part 3 §2.3): the thought of the thoughtId prop (modules/thoughts).
import { ThoughtView } from '../../modules/thoughts/components/ThoughtView.js';
import { thoughtMessages as m } from '../../modules/thoughts/messages.js';
import { stringProp, type PortalContentProps } from '../../shell/manager/portal-content.js';
import { EmptyState } from '../../ui/EmptyState.js';
import { openers } from '../openers.js';

export function ThoughtPortal({ portal, openPortal }: PortalContentProps) {
  const thoughtId = stringProp(portal.props, 'thoughtId');
  if (thoughtId === null) return <EmptyState>{m.noThoughtSelected}</EmptyState>;
  const open = openers(openPortal);
  return (
    <ThoughtView
      key={thoughtId}
      thoughtId={thoughtId}
      onOpenThought={(id) => open.thought(id)}
      onOpenRelated={open.relatedThoughts}
    />
  );
}
