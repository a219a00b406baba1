// The Tracked Podcasts grid. Members: 6 at first, View All adds 6, a tile opens the podcast portal.
// Guests (the guest landing): 3 columns, 6 on mobile and 20 on desktop, load more adds 20, and a
// tile sends them to /register.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { useViewportWidth } from '../../../lib/viewport.js';
import { Button } from '../../../ui/Button.js';
import { EmptyState } from '../../../ui/EmptyState.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton.js';
import { podcastMessages as m } from '../messages.js';
import { guestVisible, memberVisible, PODCASTS_LIMIT } from '../paging.js';
import '../podcasts.css';
import { PodcastButtonTile, PodcastLinkTile } from './PodcastTile.js';
import { PodcastsDocument, type PodcastFieldsFragment } from '../graphql/podcasts.generated.js';

export type TrackedPodcastsProps =
  | { readonly audience: 'member'; readonly onOpen: (podcast: PodcastFieldsFragment) => void }
  | { readonly audience: 'guest'; readonly registerHref: string };

export function TrackedPodcasts(props: TrackedPodcastsProps) {
  const { data, error, loading, refetch } = useQuery(PodcastsDocument, { variables: { limit: PODCASTS_LIMIT } });
  const [loads, setLoads] = useState(0);
  const width = useViewportWidth();
  const guest = props.audience === 'guest';
  const headingId = `tracked-podcasts-${props.audience}`;

  let body;
  if (loading && data === undefined) {
    body = (
      <SkeletonGroup label={m.loading}>
        <div className={guest ? 'podcast-grid podcast-grid--guest' : 'podcast-grid'}>
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="podcast-tile podcast-tile--skeleton">
              <Skeleton height="auto" className="podcast-tile__cover" />
              <Skeleton width="80%" height="0.8rem" />
            </div>
          ))}
        </div>
      </SkeletonGroup>
    );
  } else if (error !== undefined) {
    body = (
      <ErrorState onRetry={() => void refetch().catch(() => undefined)} retryLabel={m.retry}>
        {m.loadFailed(graphqlErrorText(error, m.fetchFailed))}
      </ErrorState>
    );
  } else {
    const podcasts = data?.podcasts ?? [];
    const shown = guest ? guestVisible(width, loads, podcasts.length) : memberVisible(loads, podcasts.length);
    body =
      podcasts.length === 0 ? (
        <EmptyState>{m.empty}</EmptyState>
      ) : (
        <>
          <ul className={guest ? 'podcast-grid podcast-grid--guest' : 'podcast-grid'} data-testid="podcast-grid">
            {podcasts.slice(0, shown).map((podcast) => (
              <li key={podcast.id}>
                {props.audience === 'guest' ? (
                  <PodcastLinkTile podcast={podcast} href={props.registerHref} />
                ) : (
                  <PodcastButtonTile podcast={podcast} onOpen={props.onOpen} />
                )}
              </li>
            ))}
          </ul>
          {shown < podcasts.length && (
            <div className="podcast-more">
              <span className="podcast-more__count">{m.showing(shown, podcasts.length)}</span>
              <Button size="sm" onClick={() => setLoads((n) => n + 1)}>
                {guest ? m.loadMore : m.viewAll}
              </Button>
            </div>
          )}
        </>
      );
  }

  return (
    <section className="podcasts" aria-labelledby={headingId}>
      <div className="section-heading">
        <h3 id={headingId} className="section-heading__title">
          {m.title}
        </h3>
        <p className="section-heading__lead">{guest ? m.guestLead : m.memberLead}</p>
      </div>
      {body}
    </section>
  );
}
