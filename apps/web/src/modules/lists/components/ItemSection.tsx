// One section of a list (PENDING, INCOMPLETE, COMPLETE or LIST ITEMS). COMPLETE carries
// the bulk delete of completed items: Delete, then Confirm Delete or Cancel (spec part 3 §4).
import { useState } from 'react';
import { ListItemCard } from './ListItemCard.js';
import type { ItemSection } from '../list-rules.js';
import { listMessages as m } from '../messages.js';
import { Button } from '../../../ui/Button.js';
import { type ListItemFieldsFragment } from '../graphql/lists.generated.js';

const HEADINGS = { pending: m.pending, incomplete: m.incomplete, complete: m.complete, items: m.items } as const;

export interface ItemSectionViewProps {
  readonly section: ItemSection;
  readonly isTaskList: boolean;
  readonly busyIds: ReadonlySet<string>;
  readonly onOpenThought: (item: ListItemFieldsFragment) => void;
  readonly onDelete: (item: ListItemFieldsFragment) => void;
  readonly onStatus: (item: ListItemFieldsFragment, status: 'approved' | 'rejected') => void;
  readonly onToggleCompleted: (item: ListItemFieldsFragment) => void;
  readonly onDeleteCompleted: () => Promise<void>;
}

export function ItemSectionView({
  section,
  isTaskList,
  busyIds,
  onDeleteCompleted,
  ...handlers
}: ItemSectionViewProps) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const headingId = `list-section-${section.key}`;
  const confirm = () => {
    setDeleting(true);
    void onDeleteCompleted().finally(() => {
      setDeleting(false);
      setConfirming(false);
    });
  };
  return (
    <section className="list-section" aria-labelledby={headingId} data-testid={`list-section-${section.key}`}>
      <h4 className="list-section__heading" id={headingId}>
        {HEADINGS[section.key]}
        <span className="list-section__count">({section.items.length})</span>
        {section.key === 'complete' && (
          <span className="list-section__actions">
            {confirming ? (
              <>
                <Button size="sm" variant="danger" busy={deleting} onClick={confirm}>
                  {m.confirmDelete}
                </Button>
                <Button size="sm" variant="ghost" disabled={deleting} onClick={() => setConfirming(false)}>
                  {m.cancel}
                </Button>
              </>
            ) : (
              <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
                {m.delete}
              </Button>
            )}
          </span>
        )}
      </h4>
      {section.items.map((item) => (
        <ListItemCard key={item.id} item={item} isTaskList={isTaskList} busy={busyIds.has(item.id)} {...handlers} />
      ))}
    </section>
  );
}
