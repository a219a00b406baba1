// The lists portal (spec part 3 §2.4): the member's lists (modules/lists); a card opens its list.
import { ListsOverview } from '../../modules/lists/components/ListsOverview.js';
import type { PortalContentProps } from '../../shell/manager/portal-content.js';

export function ListsPortal({ openPortal }: PortalContentProps) {
  return <ListsOverview onOpen={(list) => openPortal('list', { title: list.title, props: { listId: list.id } })} />;
}
