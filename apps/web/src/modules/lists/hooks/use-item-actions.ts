// A list's item actions. Each runs one mutation, puts the server's answer in place, and
// refreshes the list's counts. Spec part 3 §8: item action failures are only logged to the console
// (the server's error when present, else the spec's fallback text), with no message to the member.
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import type { ListItemsState } from './use-list-items.js';
import { listMessages as m } from '../messages.js';
import {
  DeleteCompletedListItemsDocument,
  DeleteListItemDocument,
  UpdateListItemDocument,
  type ListItemFieldsFragment,
} from '../graphql/lists.generated.js';

export interface ItemActions {
  readonly busyIds: ReadonlySet<string>;
  setStatus(item: ListItemFieldsFragment, status: 'approved' | 'rejected'): void;
  toggleCompleted(item: ListItemFieldsFragment): void;
  deleteItem(item: ListItemFieldsFragment): void;
  deleteCompleted(): Promise<void>;
}

export function useItemActions(listId: string, items: ListItemsState, refreshList: () => void): ItemActions {
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [updateItem] = useMutation(UpdateListItemDocument);
  const [deleteItemMutation] = useMutation(DeleteListItemDocument);
  const [deleteCompletedMutation] = useMutation(DeleteCompletedListItemsDocument);

  const run = (id: string, work: () => Promise<void>, fallback: string) => {
    setBusyIds((s) => new Set(s).add(id));
    work()
      .then(refreshList)
      .catch((error: unknown) => console.error(graphqlErrorText(error, fallback)))
      .finally(() =>
        setBusyIds((s) => {
          const next = new Set(s);
          next.delete(id);
          return next;
        }),
      );
  };

  return {
    busyIds,
    setStatus(item, status) {
      run(
        item.id,
        async () => {
          const { data } = await updateItem({ variables: { id: item.id, status } });
          if (data === undefined) return;
          // A rejected item leaves the list's view (rejections are remembered, never shown).
          if (data.updateListItem.status === 'rejected') items.remove([item.id]);
          else items.replace(data.updateListItem);
        },
        m.statusFailed,
      );
    },
    toggleCompleted(item) {
      run(
        item.id,
        async () => {
          const { data } = await updateItem({ variables: { id: item.id, completed: !item.completed } });
          if (data !== undefined) items.replace(data.updateListItem);
        },
        m.completionFailed,
      );
    },
    deleteItem(item) {
      run(
        item.id,
        async () => {
          await deleteItemMutation({ variables: { id: item.id } });
          items.remove([item.id]);
        },
        m.deleteFailed,
      );
    },
    async deleteCompleted() {
      try {
        const { data } = await deleteCompletedMutation({ variables: { listId } });
        if (data !== undefined) items.remove(data.deleteCompletedListItems.deletedIds);
        refreshList();
      } catch (error) {
        console.error(graphqlErrorText(error, m.deleteCompletedFailed));
      }
    },
  };
}
