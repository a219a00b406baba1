// The Related Messages portal (spec part 1 §2): related past messages for the active agent thread
// (modules/agent); one opens its thread's details.
import { RelatedMessages } from '../../modules/agent/components/RelatedMessages.js';
import type { PortalContentProps } from '../../shell/manager/portal-content.js';
import { openers } from '../openers.js';

export function RelatedMessagesPortal({ openPortal }: PortalContentProps) {
  const open = openers(openPortal);
  return (
    <RelatedMessages
      onOpenThread={(thread) => open.threadDetails({ threadId: thread.threadId, title: thread.threadTitle })}
    />
  );
}
