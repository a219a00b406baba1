// An item of a list (spec part 3 §2.5): title and content, the lightbulb that opens the source
// thought, delete, approve and reject while pending. On an approved item of a task list the right
// edge of the card (60 px, full height) is one button that toggles completion, so a tap there and
// the keyboard (Tab, Enter) do the same; completed items are struck through.
import { Button } from '../../../ui/Button.js';
import { IconButton } from '../../../ui/IconButton.js';
import { canToggleCompletion } from '../list-rules.js';
import { listMessages as m } from '../messages.js';
import { ListIcon } from './ListIcons.js';
import { type ListItemFieldsFragment } from '../graphql/lists.generated.js';

export interface ListItemCardProps {
  readonly item: ListItemFieldsFragment;
  readonly isTaskList: boolean;
  readonly busy: boolean;
  readonly onOpenThought: (item: ListItemFieldsFragment) => void;
  readonly onDelete: (item: ListItemFieldsFragment) => void;
  readonly onStatus: (item: ListItemFieldsFragment, status: 'approved' | 'rejected') => void;
  readonly onToggleCompleted: (item: ListItemFieldsFragment) => void;
}

export function ListItemCard({
  item,
  isTaskList,
  busy,
  onOpenThought,
  onDelete,
  onStatus,
  onToggleCompleted,
}: ListItemCardProps) {
  const toggles = canToggleCompletion(item, isTaskList);
  const pending = item.status === 'pending';
  return (
    <article
      className="list-item"
      data-testid="list-item"
      data-status={item.status}
      data-completed={item.completed || undefined}
      data-toggles={toggles || undefined}
      aria-busy={busy || undefined}
    >
      <div className="list-item__body">
        <h4 className="list-item__title">{item.title}</h4>
        {item.content !== item.title && <p className="list-item__content">{item.content}</p>}
        <div className="cluster list-item__actions">
          {item.thoughtId !== null && (
            <IconButton label={m.openThought} className="list-icon-button" onClick={() => onOpenThought(item)}>
              <ListIcon name="lightbulb" />
            </IconButton>
          )}
          <IconButton
            label={m.deleteItem}
            className="list-icon-button list-icon-button--danger"
            disabled={busy}
            onClick={() => onDelete(item)}
          >
            <ListIcon name="trash" />
          </IconButton>
          {pending && (
            <span className="list-item__review">
              <Button size="sm" variant="primary" disabled={busy} onClick={() => onStatus(item, 'approved')}>
                {m.approve}
              </Button>
              <Button size="sm" variant="ghost" disabled={busy} onClick={() => onStatus(item, 'rejected')}>
                {m.reject}
              </Button>
            </span>
          )}
        </div>
      </div>
      {toggles && (
        <button
          type="button"
          className="list-item__edge"
          aria-label={`${item.completed ? m.markIncomplete : m.complete_}: ${item.title}`}
          aria-pressed={item.completed}
          disabled={busy}
          data-testid="completion-edge"
          onClick={() => onToggleCompleted(item)}
        >
          <ListIcon name={item.completed ? 'check' : 'circle'} size={22} />
        </button>
      )}
    </article>
  );
}
