// The stream portal's Filter and Sort panel (spec 2 §2.5): the groups Thought Types, Podcasts (the
// stream's, labels cut to 20) and Sentiment, each a row of chips starting with All; Clear appears once
// any filter is active.
import { SENTIMENTS, THOUGHT_TYPES } from '@hivemind/contracts';
import { useQuery } from '@apollo/client/react';
import { forwardRef, useId } from 'react';
import { Button } from '../../../ui/Button.js';
import { cut, label } from '../../posts/display.js';
import { PODCAST_FILTER_LABEL_MAX } from '../display.js';
import {
  activeStreamFilterCount,
  choosePodcast,
  chooseSentiment,
  chooseThoughtType,
  NO_STREAM_FILTERS,
  type StreamFeedFilters,
} from '../filters.js';
import { streamMessages as m } from '../messages.js';
import { StreamPodcastsDocument } from '../graphql/streams.generated.js';

export interface StreamFilterPanelProps {
  readonly id: string;
  readonly streamId: string;
  readonly filters: StreamFeedFilters;
  readonly onChange: (filters: StreamFeedFilters) => void;
}

const typeOptions = THOUGHT_TYPES.map((value) => ({ value, label: label(value) }));
const sentimentOptions = SENTIMENTS.map((value) => ({ value, label: m.sentimentLabels[value] }));

export const StreamFilterPanel = forwardRef<HTMLElement, StreamFilterPanelProps>(function StreamFilterPanel(
  { id, streamId, filters, onChange },
  ref,
) {
  const podcasts = useQuery(StreamPodcastsDocument, { variables: { streamId } });
  const podcastOptions = (podcasts.data?.streamPodcasts ?? []).map((p) => ({
    value: p.id,
    label: cut(p.title, PODCAST_FILTER_LABEL_MAX),
    title: p.title,
  }));
  return (
    <section
      ref={ref}
      id={id}
      className="panel filter-sort stream-filters"
      aria-label={m.filterSort}
      data-testid="stream-filter-panel"
    >
      <ChipGroup
        label={m.thoughtTypes}
        value={filters.thoughtType}
        options={typeOptions}
        onChange={(v) => onChange(chooseThoughtType(filters, v))}
      />
      {podcastOptions.length > 0 && (
        <ChipGroup
          label={m.podcasts}
          value={filters.podcastId}
          options={podcastOptions}
          onChange={(v) => onChange(choosePodcast(filters, v))}
        />
      )}
      <ChipGroup
        label={m.sentiment}
        value={filters.sentiment}
        options={sentimentOptions}
        onChange={(v) => onChange(chooseSentiment(filters, v))}
      />
      {activeStreamFilterCount(filters) > 0 && (
        <div className="filter-sort__actions">
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onChange(NO_STREAM_FILTERS)}
            data-testid="stream-filters-clear"
          >
            {m.clear}
          </Button>
        </div>
      )}
    </section>
  );
});

interface ChipOption {
  readonly value: string;
  readonly label: string;
  readonly title?: string;
}

/** One filter group: All, then each option; the chosen chip is pressed. '' means All. */
function ChipGroup({
  label: groupLabel,
  value,
  options,
  onChange,
}: {
  readonly label: string;
  readonly value: string;
  readonly options: readonly ChipOption[];
  readonly onChange: (value: string) => void;
}) {
  const labelId = useId();
  const all: ChipOption = { value: '', label: m.all };
  return (
    <div className="stream-chip-group" role="group" aria-labelledby={labelId}>
      <span className="stream-chip-group__label" id={labelId}>
        {groupLabel}
      </span>
      <div className="stream-chip-row">
        {[all, ...options].map((option) => (
          <button
            key={option.value || 'all'}
            type="button"
            className="stream-chip"
            aria-pressed={option.value === value}
            title={option.title}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
