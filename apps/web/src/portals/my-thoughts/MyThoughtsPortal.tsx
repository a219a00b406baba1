// MyThoughts (spec part 3 §2.1): the member's thoughts (modules/thoughts); a card opens its thought
// or its related thoughts.
import { MyThoughts } from '../../modules/thoughts/components/MyThoughts.js';
import { thoughtTitle } from '../../modules/thoughts/display.js';
import type { PortalContentProps } from '../../shell/manager/portal-content.js';
import { openers } from '../openers.js';

export function MyThoughtsPortal({ openPortal }: PortalContentProps) {
  const open = openers(openPortal);
  return (
    <MyThoughts
      onOpen={(thought) => open.thought(thought.id, thoughtTitle(thought))}
      onRelated={(thought) => open.relatedThoughts(thought.id)}
    />
  );
}
