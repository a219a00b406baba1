// The media feed's Filter & Sort panel (spec 2 §2.3, §4, §9): category, thought type, vote filter
// (all-votes, no-vote, upvoted, downvoted) and sort (new, most_upvotes, most_downvotes); Clear puts
// filters and sort back to defaults. Collapsed by default; the toggle names how many are active.
import { useId } from 'react';
import { Button } from '../../../ui/Button.js';
import {
  activeFilterCount,
  CATEGORIES,
  clearMediaFilters,
  isCategory,
  isPostSort,
  isThoughtType,
  isVoteFilter,
  optionLabel,
  POST_SORTS,
  THOUGHT_TYPES,
  VOTE_FILTERS,
  type MediaFeedFilters,
} from '../filters.js';
import { feedMessages as m } from '../messages.js';
import { SelectField } from '../../../ui/SelectField.js';

const categoryOptions = CATEGORIES.map((value) => ({ value, label: optionLabel(value) }));
const typeOptions = THOUGHT_TYPES.map((value) => ({ value, label: optionLabel(value) }));
const voteOptions = VOTE_FILTERS.map((value) => ({ value, label: m.voteFilterLabels[value] }));
const sortOptions = POST_SORTS.map((value) => ({ value, label: m.sortLabels[value] }));

export interface FilterSortToggleProps {
  /** How many choices differ from the defaults: named on the button, which then stands out. */
  readonly count: number;
  readonly open: boolean;
  readonly panelId: string;
  readonly onToggle: () => void;
}

/** The 'Filter & Sort' button of a feed or list toolbar (the media feed, the streams listing…). */
export function FilterSortToggle({ count, open, panelId, onToggle }: FilterSortToggleProps) {
  return (
    <Button
      size="sm"
      variant={count > 0 ? 'primary' : 'secondary'}
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
      data-testid="filter-sort-toggle"
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {count > 0 ? m.filterSortCount(count) : m.filterSort}
    </Button>
  );
}

export interface FilterSortPanelProps {
  readonly id: string;
  readonly filters: MediaFeedFilters;
  readonly onChange: (filters: MediaFeedFilters) => void;
}

export function FilterSortPanel({ id, filters, onChange }: FilterSortPanelProps) {
  const headingId = useId();
  const set = (patch: Partial<MediaFeedFilters>) => onChange({ ...filters, ...patch });
  return (
    <section id={id} className="panel filter-sort" aria-labelledby={headingId} data-testid="filter-sort-panel">
      <h3 id={headingId} className="visually-hidden">
        {m.filterSort}
      </h3>
      <div className="filter-sort__grid">
        <SelectField
          label={m.category}
          value={filters.category}
          options={categoryOptions}
          allLabel={m.allCategories}
          onChange={(v) => set({ category: isCategory(v) ? v : '' })}
        />
        <SelectField
          label={m.thoughtType}
          value={filters.thoughtType}
          options={typeOptions}
          allLabel={m.allTypes}
          onChange={(v) => set({ thoughtType: isThoughtType(v) ? v : '' })}
        />
        <SelectField
          label={m.voteFilter}
          value={filters.voteFilter}
          options={voteOptions}
          onChange={(v) => set({ voteFilter: isVoteFilter(v) ? v : 'all-votes' })}
        />
        <SelectField
          label={m.sortBy}
          value={filters.sortBy}
          options={sortOptions}
          onChange={(v) => set({ sortBy: isPostSort(v) ? v : 'new' })}
        />
      </div>
      {activeFilterCount(filters) > 0 && (
        <div className="filter-sort__actions">
          <Button size="sm" variant="ghost" onClick={() => onChange(clearMediaFilters(filters))}>
            {m.clear}
          </Button>
        </div>
      )}
    </section>
  );
}
