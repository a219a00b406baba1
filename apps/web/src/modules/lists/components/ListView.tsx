// One list (the list portal, for the types list and list-portal, spec part 3 §2.5, §4, §8): its header
// with 'Edit List Details', its items in sections (PENDING; INCOMPLETE and COMPLETE for a task list,
// else LIST ITEMS), 'Load More', item actions, and the bulk delete of completed items.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { ListForm } from './ListForm.js';
import { ListIcon } from './ListIcons.js';
import { useListItems } from '../hooks/use-list-items.js';
import { listSections } from '../list-rules.js';
import { listFormMessages, listMessages as m } from '../messages.js';
import '../lists.css';
import { Badge } from '../../../ui/Badge.js';
import { Button } from '../../../ui/Button.js';
import { EmptyState } from '../../../ui/EmptyState.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton.js';
import { ItemSectionView } from './ItemSection.js';
import { useItemActions } from '../hooks/use-item-actions.js';
import {
  ListDocument,
  UpdateListDocument,
  type ListFieldsFragment,
  type ListItemFieldsFragment,
} from '../graphql/lists.generated.js';

export interface ListViewProps {
  readonly listId: string;
  /** An item's source thought was chosen. */
  readonly onOpenThought: (thoughtId: string) => void;
}

export function ListView({ listId, onOpenThought }: ListViewProps) {
  const listQuery = useQuery(ListDocument, { variables: { id: listId }, fetchPolicy: 'cache-and-network' });
  const items = useListItems(listId);
  const refetchList = () => void listQuery.refetch().catch(() => undefined);
  const actions = useItemActions(listId, items, refetchList);
  const list = listQuery.data?.list;

  // 'Try Again' loads the list and its items again (the spec's page reload, without losing portals).
  const retry = () => {
    refetchList();
    items.reload();
  };
  if (list === undefined || (!items.loaded && items.error === undefined)) {
    if (listQuery.error !== undefined || items.error !== undefined) {
      return <LoadError listError={listQuery.error} onRetry={retry} />;
    }
    return (
      <SkeletonGroup label={m.loading}>
        <div className="list-portal">
          <Skeleton width="50%" height="1.5rem" />
          <Skeleton height="4rem" radius="var(--radius-md)" />
          <Skeleton height="4rem" radius="var(--radius-md)" />
        </div>
      </SkeletonGroup>
    );
  }
  if (list === null) return <EmptyState title={m.notFound} />;
  if (items.error !== undefined && items.items.length === 0) return <LoadError listError={undefined} onRetry={retry} />;

  const sections = listSections(items.items, list.isTaskList);
  const openThought = (item: ListItemFieldsFragment) => {
    if (item.thoughtId !== null) onOpenThought(item.thoughtId);
  };
  return (
    <div className="list-portal" data-testid="list-portal">
      <ListHeader list={list} />
      {sections.length === 0 && items.loaded && <EmptyState>{m.noItems}</EmptyState>}
      {sections.map((section) => (
        <ItemSectionView
          key={section.key}
          section={section}
          isTaskList={list.isTaskList}
          busyIds={actions.busyIds}
          onOpenThought={openThought}
          onDelete={actions.deleteItem}
          onStatus={actions.setStatus}
          onToggleCompleted={actions.toggleCompleted}
          onDeleteCompleted={actions.deleteCompleted}
        />
      ))}
      {items.hasMore && (
        <Button className="list-more" size="sm" busy={items.loading} onClick={items.loadMore}>
          {m.loadMore}
        </Button>
      )}
    </div>
  );
}

function LoadError({ listError, onRetry }: { readonly listError: unknown; readonly onRetry: () => void }) {
  return (
    <div className="list-portal" data-testid="list-error">
      <p className="list-header__title">{m.errorTitle}</p>
      <ErrorState onRetry={onRetry} retryLabel={m.retry}>
        {listError !== undefined ? m.fetchFailed : m.fetchItemsFailed}
      </ErrorState>
    </div>
  );
}

/** Title, description, kind and counts; 'Edit List Details' swaps in the form (failure in a red box). */
function ListHeader({ list }: { readonly list: ListFieldsFragment }) {
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [updateList, { loading }] = useMutation(UpdateListDocument);
  if (editing) {
    return (
      <ListForm
        heading={listFormMessages.editTitle}
        initial={{
          title: list.title,
          description: list.description ?? '',
          matchInstructions: list.matchInstructions,
          itemCreationInstructions: list.itemCreationInstructions,
          isTaskList: list.isTaskList,
          isActive: list.isActive,
        }}
        submitLabel={listFormMessages.save}
        busy={loading}
        error={error}
        withActive
        onCancel={() => setEditing(false)}
        onSubmit={(values) => {
          setError(null);
          // The returned list replaces the shown one (Apollo's cache holds it under its id).
          updateList({
            variables: {
              id: list.id,
              input: { ...values, description: values.description.trim() || null },
            },
          })
            .then(() => setEditing(false))
            .catch((e: unknown) => setError(graphqlErrorText(e, m.updateFailed)));
        }}
      />
    );
  }
  return (
    <header className="list-header">
      <div className="list-header__row">
        <h3 className="list-header__title">{list.title}</h3>
        <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
          <ListIcon name="edit" size={16} /> {m.edit}
        </Button>
      </div>
      {list.description !== null && <p className="muted">{list.description}</p>}
      <div className="cluster list-card__meta">
        {list.isTaskList && <Badge tone="accent">{m.taskList}</Badge>}
        <Badge tone="warn">{`${list.pendingItems} pending`}</Badge>
        <Badge tone="ok">{`${list.approvedItems} ${list.isTaskList ? 'open' : 'approved'}`}</Badge>
        <span className="list-card__count">{`${list.totalItems} total`}</span>
      </div>
    </header>
  );
}
