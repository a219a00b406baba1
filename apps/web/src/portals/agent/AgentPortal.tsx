// The agent portal (spec part 3 §2.14, titled with the thinking agent's name): a conversation with
// the thinking agent (modules/agent), the threadId prop's thread or a new one. Links in a reply open
// their portals; the bar opens the threads and related-messages portals or a new thread.
import { AgentChat } from '../../modules/agent/components/AgentChat.js';
import { stringProp, type PortalContentProps } from '../../shell/manager/portal-content.js';
import { openers } from '../openers.js';

export function AgentPortal({ portal, openPortal }: PortalContentProps) {
  const threadId = stringProp(portal.props, 'threadId');
  const open = openers(openPortal);
  return (
    <AgentChat
      // Smart open may hand this portal another thread: it starts over with that thread's state.
      key={threadId ?? 'new'}
      threadId={threadId}
      owner={portal.id}
      onOpenLink={(link) => openPortal(link.type, { props: link.props })}
      onNewThread={() => open.agent()}
      onOpenThreads={open.threads}
      onOpenRelated={open.relatedMessages}
    />
  );
}
