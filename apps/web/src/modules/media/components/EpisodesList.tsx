// The podcast episodes portal (spec 3 §2.12, §8, §9): episode cards newest first, 50 a page, each
// with its date, title, duration (h:mm:ss), season / episode label and its post, stream and people
// counts; a card with no posts is disabled. 'Load More Episodes ({n} loaded)' asks for the next page;
// then "You've reached the end of the episodes list".
import { useCallback } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { usePagedQuery } from '../../../lib/use-paged-query.js';
import { Button } from '../../../ui/Button.js';
import { EmptyState } from '../../../ui/EmptyState.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton.js';
import {
  dayText,
  durationClock,
  episodeCounts,
  episodeLabel,
  episodesPage,
  episodesWindow,
  loadMoreEpisodesText,
} from '../display.js';
import { mediaMessages as m } from '../messages.js';
import '../media.css';
import {
  PodcastEpisodesDocument,
  type EpisodeCardFieldsFragment,
  type PodcastEpisodesQuery,
} from '../graphql/podcast.generated.js';

const select = (data: PodcastEpisodesQuery) => episodesPage(data.podcastEpisodes);
const keyOf = (episode: EpisodeCardFieldsFragment) => episode.id;

export function EpisodesList({
  podcastId,
  onOpenEpisode,
}: {
  readonly podcastId: string;
  readonly onOpenEpisode: (episode: EpisodeCardFieldsFragment) => void;
}) {
  const variables = useCallback((page: number) => ({ podcastId, ...episodesWindow(page) }), [podcastId]);
  const list = usePagedQuery(PodcastEpisodesDocument, { filterKey: podcastId, variables, select, keyOf });

  if (list.items.length === 0 && list.error !== undefined && !list.loading) {
    return (
      <ErrorState onRetry={list.retry} retryLabel={m.tryAgain}>
        {graphqlErrorText(list.error, m.loadEpisodesFailed)}
      </ErrorState>
    );
  }
  if (!list.loaded) {
    return (
      <SkeletonGroup label={m.loadingEpisodes}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height="5.5rem" radius="var(--radius-md)" />
        ))}
      </SkeletonGroup>
    );
  }
  if (list.items.length === 0) return <EmptyState>{m.noEpisodes}</EmptyState>;
  return (
    <div className="media-portal" data-testid="episodes-portal">
      <ul className="item-list episode-list" aria-label={m.episodesLabel} data-testid="episode-list">
        {list.items.map((episode) => (
          <li key={episode.id}>
            <EpisodeCard episode={episode} onOpen={onOpenEpisode} />
          </li>
        ))}
      </ul>
      {list.error !== undefined && list.page > 1 && (
        <ErrorState onRetry={list.retry} retryLabel={m.tryAgain}>
          {m.loadEpisodesFailed}
        </ErrorState>
      )}
      {list.hasMore ? (
        <div className="feed-more">
          <Button onClick={list.loadMore} busy={list.loading} data-testid="load-more-episodes">
            {loadMoreEpisodesText(list.items.length)}
          </Button>
        </div>
      ) : (
        <p className="muted media-end" data-testid="episodes-end">
          {m.episodesEnd}
        </p>
      )}
    </div>
  );
}

function EpisodeCard({
  episode,
  onOpen,
}: {
  readonly episode: EpisodeCardFieldsFragment;
  readonly onOpen: (episode: EpisodeCardFieldsFragment) => void;
}) {
  const counts = episodeCounts(episode);
  const date = dayText(episode.publishedAt);
  const duration = durationClock(episode.durationSec);
  const label = episodeLabel(episode.seasonNumber, episode.episodeNumber);
  return (
    <button
      type="button"
      className="episode-card"
      disabled={counts.disabled}
      title={counts.disabled ? m.noPostsYet : undefined}
      onClick={() => onOpen(episode)}
      data-testid="episode-card"
      data-episode-id={episode.id}
    >
      <span className="episode-card__meta">
        {date && <time dateTime={episode.publishedAt ?? undefined}>{date}</time>}
        {duration && <span>{duration}</span>}
        {label && <span className="badge badge--neutral">{label}</span>}
      </span>
      <span className="episode-card__title">{episode.title}</span>
      <span className="episode-card__counts">
        <span data-testid="episode-post-count">{m.posts(counts.posts)}</span>
        <span>{m.streams(counts.streams)}</span>
        <span>{m.people(counts.people)}</span>
      </span>
    </button>
  );
}
