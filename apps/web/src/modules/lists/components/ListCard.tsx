// One of the member's lists in the lists portal: title, description, kind and item counts; opens
// the list portal.
import { Badge } from '../../../ui/Badge.js';
import { listsMessages as m } from '../messages.js';
import { type ListFieldsFragment } from '../graphql/lists.generated.js';

export function ListCard({
  list,
  onOpen,
}: {
  readonly list: ListFieldsFragment;
  readonly onOpen: (list: ListFieldsFragment) => void;
}) {
  return (
    <button type="button" className="list-card" onClick={() => onOpen(list)} data-testid="list-card">
      <span className="list-card__title">{list.title}</span>
      {list.description !== null && <span className="list-card__description">{list.description}</span>}
      <span className="cluster list-card__meta">
        {list.isTaskList && <Badge tone="accent">{m.taskList}</Badge>}
        {!list.isActive && <Badge>{m.inactive}</Badge>}
        {list.pendingItems > 0 && <Badge tone="warn">{m.pending(list.pendingItems)}</Badge>}
        <span className="list-card__count">
          {list.isTaskList ? `${m.approved(list.approvedItems)} · ` : ''}
          {m.total(list.totalItems)}
        </span>
      </span>
    </button>
  );
}
