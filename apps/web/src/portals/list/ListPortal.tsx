// The list portal, for the types list and list-portal (spec part 3 §2.5): the list of the listId
// prop (modules/lists); an item opens its source thought.
import { ListView } from '../../modules/lists/components/ListView.js';
import { listMessages as m } from '../../modules/lists/messages.js';
import { stringProp, type PortalContentProps } from '../../shell/manager/portal-content.js';
import { EmptyState } from '../../ui/EmptyState.js';
import { openers } from '../openers.js';

export function ListPortal({ portal, openPortal }: PortalContentProps) {
  const listId = stringProp(portal.props, 'listId');
  if (listId === null) return <EmptyState>{m.noList}</EmptyState>;
  return (
    <ListView key={listId} listId={listId} onOpenThought={(thoughtId) => openers(openPortal).thought(thoughtId)} />
  );
}
