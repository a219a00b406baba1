// The thread-details portal: the threadId prop's thread (modules/agent), to read and to continue.
import { ThreadDetails } from '../../modules/agent/components/ThreadDetails.js';
import { threadDetailsMessages as m } from '../../modules/agent/messages.js';
import { stringProp, type PortalContentProps } from '../../shell/manager/portal-content.js';
import { EmptyState } from '../../ui/EmptyState.js';
import { openers } from '../openers.js';

export function ThreadDetailsPortal({ portal, openPortal }: PortalContentProps) {
  const threadId = stringProp(portal.props, 'threadId');
  if (threadId === null) {
    return <EmptyState title={m.noThread}>{m.noThreadDetail}</EmptyState>;
  }
  const open = openers(openPortal);
  return (
    <ThreadDetails
      key={threadId}
      threadId={threadId}
      onContinue={(id) => open.agent(id)}
      onOpenLink={(link) => openPortal(link.type, { props: link.props })}
    />
  );
}
