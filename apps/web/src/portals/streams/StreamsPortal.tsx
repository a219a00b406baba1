// The streams listing portal (spec 2 §2.6): the listing (modules/streams); a stream opens its portal.
import { StreamsList } from '../../modules/streams/components/StreamsList.js';
import type { PortalContentProps } from '../../shell/manager/portal-content.js';
import { openers } from '../openers.js';

export function StreamsPortal({ openPortal }: PortalContentProps) {
  const open = openers(openPortal);
  return <StreamsList onOpenStream={(stream) => open.stream({ streamId: stream.id, streamName: stream.name })} />;
}
