// The podcast episode portal (spec 3 §2.11, §4, §8): the episode's date, duration, title, a link to
// its podcast, Audio / Website / Video buttons, the description cut at 150 with Expand, 'Featured
// people' with their roles (a known person opens the person portal), the three widgets with the
// period chips, then the episode's posts (infinite scroll and Load More).
import { PODCAST_DASHBOARD_DEFAULT_PERIOD, type DashboardPeriod } from '@hivemind/contracts';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { Button } from '../../../ui/Button.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton.js';
import { FeedList } from '../../feeds/components/FeedList.js';
import { FeedPost, type FeedPostActions } from '../../feeds/components/FeedPost.js';
import '../../feeds/feeds.css';
import { useViewer } from '../../posts/hooks/use-viewer.js';
import { StreamLogo } from '../../streams/components/StreamLogo.js';
import type { StreamRowData } from '../../streams/components/StreamRow.js';
import { dayText, durationText, EPISODE_DESCRIPTION_MAX, initials, webHref } from '../display.js';
import { usePodcastFeed } from '../hooks/use-media-feed.js';
import { mediaMessages as m } from '../messages.js';
import '../media.css';
import { ExpandableText } from './ExpandableText.js';
import { MediaWidgets } from './MediaWidgets.js';
import { PodcastEpisodeDocument, type PodcastEpisodeQuery } from '../graphql/podcast.generated.js';

type Detail = PodcastEpisodeQuery['podcastEpisode'];

export interface EpisodeViewProps extends FeedPostActions {
  readonly episodeId: string;
  readonly onOpenPodcast: (podcast: Detail['podcast']) => void;
  readonly onOpenPerson: (person: { readonly id: string; readonly name: string }) => void;
  readonly onOpenStreamRow: (stream: StreamRowData) => void;
}

export function EpisodeView({ episodeId, onOpenPodcast, onOpenPerson, onOpenStreamRow, ...actions }: EpisodeViewProps) {
  const viewer = useViewer();
  const [period, setPeriod] = useState<DashboardPeriod>(PODCAST_DASHBOARD_DEFAULT_PERIOD);
  const { data, previousData, error, refetch } = useQuery(PodcastEpisodeDocument, {
    variables: { id: episodeId, period },
    fetchPolicy: 'cache-and-network',
  });
  const feed = usePodcastFeed(null, episodeId);
  // While another period loads, the episode and its last counts stay.
  const detail = (data ?? previousData)?.podcastEpisode;
  if (detail === undefined && error !== undefined) {
    return (
      <div className="media-portal" data-testid="episode-error">
        <h3 className="media-header__name">{m.episodeLoadError}</h3>
        <ErrorState onRetry={() => void refetch().catch(() => undefined)} retryLabel={m.tryAgain}>
          {graphqlErrorText(error, m.fetchEpisodeFailed)}
        </ErrorState>
      </div>
    );
  }
  if (detail === undefined) {
    return (
      <SkeletonGroup label={m.loadingEpisode}>
        <Skeleton height="10rem" radius="var(--radius-md)" />
        <Skeleton height="12rem" radius="var(--radius-md)" />
      </SkeletonGroup>
    );
  }
  const { episode } = detail;
  return (
    <div className="feed-portal media-portal" data-testid="episode-portal" data-episode-id={episode.id}>
      <EpisodeHeader detail={detail} onOpenPodcast={onOpenPodcast} onOpenPerson={onOpenPerson} />
      <MediaWidgets
        counts={episode}
        period={period}
        onPeriodChange={setPeriod}
        onOpenStream={onOpenStreamRow}
        guard={viewer.redirectGuest}
        testId="episode-widgets"
      />
      <FeedList
        state={feed.state}
        errorText={m.loadPostsFailed}
        emptyTitle={m.noEpisodePosts}
        onRetry={feed.retry}
        onLoadMore={feed.loadMore}
        renderPost={(post) => (
          <FeedPost
            post={post}
            onOpen={actions.onOpenPost}
            onOpenStream={actions.onOpenStream}
            onOpenHive={actions.onOpenHive}
            onOpenSource={(source) => {
              // The episode's own badges lead to its podcast; the episode is already open here.
              if (!(source.kind === 'episode' && source.id === episode.id)) actions.onOpenSource?.(source);
            }}
          />
        )}
        testId="episode-feed"
      />
    </div>
  );
}

function EpisodeHeader({
  detail: { episode, podcast },
  onOpenPodcast,
  onOpenPerson,
}: {
  readonly detail: Detail;
  readonly onOpenPodcast: EpisodeViewProps['onOpenPodcast'];
  readonly onOpenPerson: EpisodeViewProps['onOpenPerson'];
}) {
  const date = dayText(episode.publishedAt);
  const duration = durationText(episode.durationSec);
  const links = (
    [
      { key: 'audio', label: m.audio, href: webHref(episode.audioUrl) },
      { key: 'website', label: m.website, href: webHref(episode.websiteUrl) },
      { key: 'video', label: m.video, href: webHref(episode.videoUrl) },
    ] as const
  ).flatMap(({ key, label, href }) => (href === null ? [] : [{ key, label, href }]));
  return (
    <section className="card media-header" aria-label={episode.title} data-testid="episode-header">
      <p className="media-header__facts cluster muted">
        {date && <time dateTime={episode.publishedAt ?? undefined}>{date}</time>}
        {duration && <span data-testid="episode-duration">{duration}</span>}
      </p>
      <h3 className="media-header__name">{episode.title}</h3>
      <button
        type="button"
        className="media-podcast-link"
        onClick={() => onOpenPodcast(podcast)}
        title={m.openPodcast(podcast.title)}
        data-testid="episode-podcast-link"
      >
        <StreamLogo name={podcast.title} logoUrl={podcast.imageUrl} size={28} />
        <span>{podcast.title}</span>
      </button>
      {links.length > 0 && (
        <div className="cluster">
          {links.map((l) => (
            <Button key={l.key} asChild size="sm">
              <a href={l.href} target="_blank" rel="noopener noreferrer">
                {l.label}
              </a>
            </Button>
          ))}
        </div>
      )}
      {episode.description && (
        <ExpandableText text={episode.description} max={EPISODE_DESCRIPTION_MAX} testId="episode-description" />
      )}
      {episode.persons.length > 0 && (
        <div className="media-people">
          <h4 className="eyebrow">{m.featuredPeople}</h4>
          <ul className="media-people__list" data-testid="featured-people">
            {episode.persons.map((person) => {
              const personId = person.personId;
              const body = (
                <>
                  <span className="media-avatar" aria-hidden="true">
                    {initials(person.name)}
                  </span>
                  <span className="media-people__text">
                    <span className="media-people__name">{person.name}</span>
                    <span className="media-people__role">{person.role}</span>
                  </span>
                </>
              );
              return (
                <li key={`${person.personId ?? person.name}:${person.role}`}>
                  {personId === null ? (
                    <span className="media-person">{body}</span>
                  ) : (
                    <button
                      type="button"
                      className="media-person media-person--link"
                      onClick={() => onOpenPerson({ id: personId, name: person.name })}
                      data-testid="featured-person"
                    >
                      {body}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
