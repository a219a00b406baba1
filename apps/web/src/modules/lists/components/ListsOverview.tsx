// The member's lists (the lists portal, spec part 3 §2.4, §4, §8), searchable (300 ms) and paged
// ('Load More' adds the next page), an inline create form whose new list joins the lists, 'No lists
// yet' with 'Create Your First List', and 'Error loading lists' with Try Again.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LISTS_PAGE_SIZE } from '@hivemind/contracts';
import { graphqlErrorText } from '../../../api/errors.js';
import { ListCard } from './ListCard.js';
import { ListForm } from './ListForm.js';
import { ListIcon } from './ListIcons.js';
import { EMPTY_LIST_FORM, failureOf, type ListFormValues } from '../list-rules.js';
import { listFormMessages, listsMessages as m } from '../messages.js';
import '../lists.css';
import { Button } from '../../../ui/Button.js';
import { EmptyState } from '../../../ui/EmptyState.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { useSearchInput } from '../../../lib/use-debounced-value.js';
import { SearchField } from '../../../ui/SearchField.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton.js';
import { CreateListDocument, ListsDocument, type ListFieldsFragment } from '../graphql/lists.generated.js';

export interface ListsOverviewProps {
  readonly onOpen: (list: ListFieldsFragment) => void;
}

export function ListsOverview({ onOpen }: ListsOverviewProps) {
  const [pages, setPages] = useState(1);
  // A new search starts again at its first page.
  const { search, field: searchField } = useSearchInput('', () => setPages(1));
  const [creating, setCreating] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [createError, setCreateError] = useState<string | null>(null);
  const [createList, { loading: saving }] = useMutation(CreateListDocument, {
    refetchQueries: [ListsDocument],
  });

  const startCreate = () => {
    setCreateError(null);
    setCreating(true);
  };
  const create = (values: ListFormValues) => {
    setCreateError(null);
    createList({
      variables: {
        input: {
          title: values.title,
          description: values.description.trim() || null,
          matchInstructions: values.matchInstructions,
          itemCreationInstructions: values.itemCreationInstructions,
          isTaskList: values.isTaskList,
          isActive: true,
        },
      },
    })
      .then(() => {
        setCreating(false);
        setFormKey((k) => k + 1);
      })
      .catch((error: unknown) => setCreateError(graphqlErrorText(error, m.createFailed)));
  };

  return (
    <div className="lists-portal" data-testid="lists-portal">
      <div className="toolbar">
        <SearchField
          label={m.searchLabel}
          placeholder={m.searchPlaceholder}
          icon={<ListIcon name="search" size={17} />}
          {...searchField}
        />
        {!creating && (
          <Button size="sm" variant="primary" onClick={startCreate}>
            <ListIcon name="plus" size={16} /> {m.newList}
          </Button>
        )}
      </div>
      {creating && (
        <ListForm
          key={formKey}
          heading={listFormMessages.createTitle}
          initial={EMPTY_LIST_FORM}
          submitLabel={listFormMessages.create}
          busy={saving}
          error={createError}
          onSubmit={create}
          onCancel={() => setCreating(false)}
        />
      )}
      <div className="lists-grid" data-testid="lists">
        {Array.from({ length: pages }, (_, index) => (
          <ListsPage
            key={`${search}:${index + 1}`}
            page={index + 1}
            search={search}
            last={index + 1 === pages}
            creating={creating}
            onOpen={onOpen}
            onCreate={startCreate}
            onMore={() => setPages((p) => p + 1)}
          />
        ))}
      </div>
    </div>
  );
}

interface ListsPageProps {
  readonly page: number;
  readonly search: string;
  readonly last: boolean;
  readonly creating: boolean;
  readonly onOpen: (list: ListFieldsFragment) => void;
  readonly onCreate: () => void;
  readonly onMore: () => void;
}

/** One page of lists; its own query keeps its cards in step with the cache (counts change elsewhere). */
function ListsPage({ page, search, last, creating, onOpen, onCreate, onMore }: ListsPageProps) {
  const { data, error, loading, refetch } = useQuery(ListsDocument, {
    variables: { page, limit: LISTS_PAGE_SIZE, search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const retry = () => void refetch().catch(() => undefined);
  if (data === undefined) {
    if (error !== undefined) {
      const failure = failureOf(error);
      return (
        <div className="lists-error" data-testid="lists-error">
          <p className="list-header__title">{m.errorTitle}</p>
          <ErrorState onRetry={retry} retryLabel={m.retry}>
            {m.fetchFailed(failure.status, failure.text)}
          </ErrorState>
        </div>
      );
    }
    return page === 1 ? (
      <SkeletonGroup label={m.loading}>
        <Skeleton height="4.5rem" radius="var(--radius-md)" />
        <Skeleton height="4.5rem" radius="var(--radius-md)" />
      </SkeletonGroup>
    ) : null;
  }
  const { lists, pagination } = data.lists;
  if (page === 1 && lists.length === 0 && !loading) {
    if (search !== '') return <EmptyState>{m.emptySearch}</EmptyState>;
    return (
      <EmptyState
        title={m.empty}
        action={
          creating ? undefined : (
            <Button variant="primary" size="sm" onClick={onCreate}>
              {m.createFirst}
            </Button>
          )
        }
      />
    );
  }
  return (
    <>
      {lists.map((list) => (
        <ListCard key={list.id} list={list} onOpen={onOpen} />
      ))}
      {last && pagination.page < pagination.totalPages && (
        <Button className="list-more" size="sm" onClick={onMore}>
          {m.loadMore}
        </Button>
      )}
    </>
  );
}
