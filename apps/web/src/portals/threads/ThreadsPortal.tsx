// The threads portal: the member's threads with the agent, newest first (modules/agent); a thread
// continues in an agent portal, Details opens its thread-details portal, New Thread starts one.
import { ThreadList } from '../../modules/agent/components/ThreadList.js';
import type { PortalContentProps } from '../../shell/manager/portal-content.js';
import { openers } from '../openers.js';

export function ThreadsPortal({ openPortal }: PortalContentProps) {
  const open = openers(openPortal);
  return (
    <ThreadList
      onOpen={(thread) => open.agent(thread.id)}
      onDetails={(thread) => open.threadDetails({ threadId: thread.id, title: thread.title })}
      onNewThread={() => open.agent()}
    />
  );
}
