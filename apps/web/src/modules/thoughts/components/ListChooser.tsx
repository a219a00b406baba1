// The capture area's optional list chooser (spec part 1 §2, §7): a compact disclosure with one
// checkbox per ACTIVE list of the member. The chosen lists get the thought directly (approved);
// none chosen keeps AI matching. Nothing is shown while loading, on failure, or with no lists.
import { useQuery } from '@apollo/client/react';
import { LISTS_PAGE_MAX } from '@hivemind/contracts';
import { activeLists, chooserSummary, toggleListId, type OfferedList } from '../list-choice.js';
import '../list-chooser.css';
import { ListsDocument } from '../../lists/graphql/lists.generated.js';

const LISTS_VARIABLES = { page: 1, limit: LISTS_PAGE_MAX, search: null, activeOnly: true } as const;

/** The member's active lists (read once when the capture area mounts; again when the chooser opens). */
export function useActiveLists(): { readonly lists: readonly OfferedList[]; readonly reload: () => void } {
  const { data, refetch } = useQuery(ListsDocument, { variables: LISTS_VARIABLES });
  return {
    lists: activeLists(data?.lists.lists),
    reload: () => void refetch().catch(() => undefined),
  };
}

export interface ListChooserProps {
  readonly lists: readonly OfferedList[];
  readonly selected: readonly string[];
  readonly onChange: (selected: readonly string[]) => void;
  /** Lists may have changed in a lists portal since: the owner reads them again. */
  readonly onOpen: () => void;
}

export function ListChooser({ lists, selected, onChange, onOpen }: ListChooserProps) {
  if (lists.length === 0) return null;
  return (
    <details
      className="list-chooser"
      data-testid="list-chooser"
      onToggle={(event) => {
        if (event.currentTarget.open) onOpen();
      }}
    >
      <summary className="list-chooser__summary">{chooserSummary(selected, lists)}</summary>
      <fieldset className="list-chooser__options">
        <legend className="visually-hidden">Add new thoughts to these lists</legend>
        {lists.map((list) => (
          <label key={list.id} className="list-chooser__option">
            <input
              type="checkbox"
              checked={selected.includes(list.id)}
              onChange={() => onChange(toggleListId(selected, list.id))}
            />
            <span>{list.title}</span>
          </label>
        ))}
        <p className="list-chooser__hint">None chosen: AI suggests matches for you to approve.</p>
      </fieldset>
    </details>
  );
}
