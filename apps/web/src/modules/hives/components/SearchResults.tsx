// SEARCH RESULTS of the Hives portal: listed hives the user is not a member of, 25 a page (the
// server's default list without search or type is School). Each page is its own query; the last one
// asks for the next when the scroll area is within 1.5 viewport heights of its bottom.
import { useQuery } from '@apollo/client/react';
import { HIVES_PAGE_SIZE } from '@hivemind/contracts';
import { useCallback, useRef, useState } from 'react';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton.js';
import { hivesMessages as m } from '../messages.js';
import { HiveRow, type HiveRowData } from './HiveRow.js';
import { AllHivesDocument } from '../graphql/hives.generated.js';

export interface SearchResultsProps {
  readonly search: string;
  readonly type: string | null;
  readonly onOpen: (hive: HiveRowData) => void;
}

export function SearchResults({ search, type, onOpen }: SearchResultsProps) {
  const [pages, setPages] = useState(1);
  const more = useCallback(() => setPages((p) => p + 1), []);
  return (
    <section className="hive-section" data-testid="hives-results" aria-label={m.resultsSection}>
      <header className="split-row">
        <h3 className="hive-section__title">{m.resultsSection}</h3>
      </header>
      <ul className="item-list">
        {Array.from({ length: pages }, (_, index) => (
          <ResultsPage
            key={index}
            page={index + 1}
            search={search}
            type={type}
            last={index + 1 === pages}
            onOpen={onOpen}
            onMore={more}
          />
        ))}
      </ul>
    </section>
  );
}

interface ResultsPageProps extends SearchResultsProps {
  readonly page: number;
  readonly last: boolean;
  readonly onMore: () => void;
}

function ResultsPage({ page, search, type, last, onOpen, onMore }: ResultsPageProps) {
  const anchor = useRef<HTMLLIElement>(null);
  const { data, error, refetch } = useQuery(AllHivesDocument, {
    variables: { page, limit: HIVES_PAGE_SIZE, search: search || null, type },
    fetchPolicy: 'cache-and-network',
  });
  const hasMore = last && data?.allHives.hasMore === true;
  useInfiniteScroll(anchor, hasMore, onMore, data?.allHives.hives.length);
  if (data === undefined) {
    if (error !== undefined) {
      return (
        <li>
          <ErrorState onRetry={() => void refetch().catch(() => undefined)} retryLabel={m.retry}>
            {m.hivesFailed}
          </ErrorState>
        </li>
      );
    }
    return (
      <li>
        <SkeletonGroup label={m.loading}>
          <Skeleton height="3.5rem" radius="var(--radius-md)" />
        </SkeletonGroup>
      </li>
    );
  }
  const { hives } = data.allHives;
  if (page === 1 && hives.length === 0) {
    return <li className="hive-section__empty">{search ? m.noneMatching(search) : m.noneOfType}</li>;
  }
  return (
    <>
      {hives.map((hive) => (
        <HiveRow key={hive.id} hive={hive} onOpen={onOpen} />
      ))}
      {hasMore && <li ref={anchor} aria-hidden="true" className="hive-list__sentinel" />}
    </>
  );
}
