// Related Posts of the post portal (spec 2 §2.2, §8, §9): posts nearest in meaning, 20 a page with
// infinite scroll plus Load More, and a filter toggle showing category, type and match quality
// (default 0.9). Any filter change starts again at page 1. Empty: 'No Related Posts Found' with the
// explanation; failure: 'Failed to load related posts' with Try Again.
import { RELATED_POSTS_DEFAULT_THRESHOLD, POST_FEED_PAGE_SIZE } from '@hivemind/contracts';
import { useId, useRef, useState } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { Button } from '../../../ui/Button.js';
import { EmptyState } from '../../../ui/EmptyState.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton.js';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll.js';
import { usePagedQuery } from '../../../lib/use-paged-query.js';
import { label, MATCH_QUALITY_OPTIONS, similarityPercent } from '../display.js';
import { postMessages as m } from '../messages.js';
import { PostCard } from './PostCard.js';
import {
  RelatedPostsDocument,
  type PostCardFieldsFragment,
  type PostStreamTagFieldsFragment,
  type RelatedPostsQuery,
} from '../graphql/posts.generated.js';

const select = (data: RelatedPostsQuery) => ({ items: data.relatedPosts.posts, hasMore: data.relatedPosts.hasMore });
const idOf = (post: PostCardFieldsFragment) => post.id;

export interface RelatedPostsProps {
  readonly postId: string;
  readonly onOpen?: (post: PostCardFieldsFragment) => void;
  readonly onOpenStream?: (stream: PostStreamTagFieldsFragment) => void;
  /** Runs first on a filter click; true stops it (a guest sent to /register). */
  readonly guard: () => boolean;
}

export function RelatedPosts({ postId, onOpen, onOpenStream, guard }: RelatedPostsProps) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [category, setCategory] = useState('');
  const [thoughtType, setThoughtType] = useState('');
  const [threshold, setThreshold] = useState<number>(RELATED_POSTS_DEFAULT_THRESHOLD);
  const filterKey = JSON.stringify([category, thoughtType, threshold]);
  const list = usePagedQuery(RelatedPostsDocument, {
    filterKey,
    variables: (page) => ({
      postId,
      offset: (page - 1) * POST_FEED_PAGE_SIZE,
      first: POST_FEED_PAGE_SIZE,
      category: category || null,
      thoughtType: thoughtType || null,
      threshold,
    }),
    select,
    keyOf: idOf,
  });
  const { data, error, loading, retry } = list;
  const end = useRef<HTMLDivElement>(null);
  useInfiniteScroll(end, list.hasMore && !loading && error === undefined, list.loadMore, list.items.length);
  const headingId = useId();
  const panelId = useId();
  const options = data?.relatedPosts.filterOptions;
  const result = data?.relatedPosts;

  let body;
  if (list.items.length === 0 && !list.loaded && error === undefined) {
    body = (
      <SkeletonGroup label={m.relatedLoading}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height="6rem" radius="var(--radius-lg)" />
        ))}
      </SkeletonGroup>
    );
  } else if (list.items.length === 0 && error !== undefined) {
    body = (
      <ErrorState onRetry={retry} retryLabel={m.tryAgain}>
        {graphqlErrorText(error, m.relatedFailed)}
      </ErrorState>
    );
  } else if (list.items.length === 0 && !loading) {
    body = <EmptyState title={m.relatedEmptyTitle}>{m.relatedEmptyText}</EmptyState>;
  } else {
    body = (
      <>
        <ul className="item-list related-posts" data-stale={list.stale || undefined} data-testid="related-posts-list">
          {list.items.map((post) => (
            <li key={post.id} className="related-posts__item">
              {post.similarityScore !== null && (
                <span className="related-posts__similarity" data-testid="related-similarity">
                  {m.similarity(similarityPercent(post.similarityScore))}
                </span>
              )}
              <PostCard post={post} onOpen={onOpen} onOpenStream={onOpenStream} />
            </li>
          ))}
        </ul>
        {error !== undefined && (
          <ErrorState onRetry={retry} retryLabel={m.tryAgain}>
            {graphqlErrorText(error, m.relatedFailed)}
          </ErrorState>
        )}
        {list.hasMore && (
          <Button size="sm" busy={loading} onClick={list.loadMore}>
            {m.loadMore}
          </Button>
        )}
      </>
    );
  }

  return (
    <section className="post-section" aria-labelledby={headingId} data-testid="related-posts">
      <div className="split-row">
        <h3 className="post-section__title" id={headingId}>
          {m.relatedPosts}
        </h3>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => {
            if (!guard()) setFiltersOpen((o) => !o);
          }}
        >
          {m.relatedFilters}
        </Button>
      </div>
      {filtersOpen && (
        <div className="related-posts__filters" id={panelId} data-testid="related-filters">
          <FilterSelect
            label={m.category}
            value={category}
            allLabel={m.relatedAllCategories}
            options={options?.categories ?? []}
            onChange={setCategory}
          />
          <FilterSelect
            label={m.thoughtType}
            value={thoughtType}
            allLabel={m.relatedAllTypes}
            options={options?.thoughtTypes ?? []}
            onChange={setThoughtType}
          />
          <label className="related-posts__filter">
            <span className="field__label">{m.matchQuality}</span>
            <select
              className="field__input"
              value={String(threshold)}
              onChange={(event) => setThreshold(Number(event.target.value))}
            >
              {MATCH_QUALITY_OPTIONS.map((o) => (
                <option key={o.threshold} value={String(o.threshold)}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {result !== undefined && result.totalMatchesFound > 0 && (
        <p className="post-section__empty">
          {m.relatedCount(list.items.length, result.totalMatchesFound)} ·{' '}
          {m.thresholdUsed(Math.round(result.similarityThresholdUsed * 100))}
        </p>
      )}
      {body}
      <div ref={end} aria-hidden="true" />
    </section>
  );
}

function FilterSelect({
  label: text,
  value,
  allLabel,
  options,
  onChange,
}: {
  readonly label: string;
  readonly value: string;
  readonly allLabel: string;
  readonly options: readonly string[];
  readonly onChange: (value: string) => void;
}) {
  // The chosen value stays offered even when the server's options no longer list it.
  const values = value !== '' && !options.includes(value) ? [value, ...options] : options;
  return (
    <label className="related-posts__filter">
      <span className="field__label">{text}</span>
      <select className="field__input" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {values.map((o) => (
          <option key={o} value={o}>
            {label(o)}
          </option>
        ))}
      </select>
    </label>
  );
}
