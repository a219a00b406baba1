// The dashboard (spec 2 §2.7, §3 Dashboard items, §7 Dashboard, §9): cards stacked in this order:
// Top Post Generators (podcast rankings, 10 asked, 5 shown until View All), Trending Streams, Stream
// Sentiment (a donut), Posts by Type (bars with percentages) and New Streams, each of the last
// 7 days (the dashboard's default period) and each loading and failing on its own. A stream opens the
// stream portal, a podcast the podcast portal; guests read, and View All sends them to /register.
import { DASHBOARD_DEFAULT_PERIOD, DASHBOARD_LIST_LIMIT, PODCAST_RANKINGS_LIMIT } from '@hivemind/contracts';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { label } from '../../posts/display.js';
import { useViewer } from '../../posts/hooks/use-viewer.js';
import { CountBars, SentimentDonut } from '../../streams/components/charts.js';
import { PodcastRow, type PodcastRowData } from '../../streams/components/PodcastRow.js';
import { StreamRow, type StreamRowData } from '../../streams/components/StreamRow.js';
import { percentText, sentimentSlices, TOP_ITEMS, topItems } from '../../streams/display.js';
import '../../streams/streams.css';
import { dashboardMessages as m } from '../messages.js';
import '../dashboard.css';
import { DashboardCard } from './DashboardCard.js';
import {
  DashboardNewStreamsDocument,
  DashboardPodcastRankingsDocument,
  DashboardPostsByThoughtTypeDocument,
  DashboardSentimentAnalysisDocument,
  DashboardTrendingStreamsDocument,
  type DashboardStreamFieldsFragment,
} from '../graphql/dashboard.generated.js';

export interface DashboardProps {
  readonly onOpenStream: (stream: StreamRowData) => void;
  readonly onOpenPodcast: (podcast: PodcastRowData) => void;
}

const period = DASHBOARD_DEFAULT_PERIOD;
const options = { fetchPolicy: 'cache-and-network' } as const;
const retry = (refetch: () => Promise<unknown>) => () => void refetch().catch(() => undefined);

export function Dashboard({ onOpenStream, onOpenPodcast }: DashboardProps) {
  return (
    <div className="dashboard" data-testid="dashboard">
      <p className="eyebrow dashboard__period">{m.period}</p>
      <TopPostGenerators onOpenPodcast={onOpenPodcast} />
      <TrendingStreamsCard onOpenStream={onOpenStream} />
      <SentimentCard />
      <PostsByTypeCard />
      <NewStreamsCard onOpenStream={onOpenStream} />
    </div>
  );
}

/** The first 5 until View All; View All sends a guest to /register (spec 2 §6). */
function useExpander(count: number) {
  const viewer = useViewer();
  const [expanded, setExpanded] = useState(false);
  return {
    expanded,
    more:
      count > TOP_ITEMS ? { expanded, onToggle: () => setExpanded((e) => !e), guard: viewer.redirectGuest } : undefined,
  };
}

function TopPostGenerators({ onOpenPodcast }: Pick<DashboardProps, 'onOpenPodcast'>) {
  const q = useQuery(DashboardPodcastRankingsDocument, {
    variables: { period, limit: PODCAST_RANKINGS_LIMIT },
    ...options,
  });
  const podcasts = q.data?.dashboardPodcastRankings ?? [];
  const { expanded, more } = useExpander(podcasts.length);
  return (
    <DashboardCard
      title={m.topPostGenerators}
      name={m.cardNames.podcasts}
      testId="dashboard-podcasts"
      loading={q.data === undefined && q.loading}
      error={q.data === undefined ? q.error : undefined}
      onRetry={retry(q.refetch)}
      empty={podcasts.length === 0}
      emptyText={m.noPodcasts}
      more={more}
    >
      <ol className="item-list">
        {topItems(podcasts, expanded).map((podcast, i) => (
          <li key={podcast.id}>
            <PodcastRow podcast={podcast} rank={i + 1} onOpen={onOpenPodcast} />
          </li>
        ))}
      </ol>
    </DashboardCard>
  );
}

function TrendingStreamsCard({ onOpenStream }: Pick<DashboardProps, 'onOpenStream'>) {
  const q = useQuery(DashboardTrendingStreamsDocument, {
    variables: { period, limit: DASHBOARD_LIST_LIMIT },
    ...options,
  });
  return (
    <StreamListCard kind="trending" query={q} streams={q.data?.dashboardTrendingStreams} onOpenStream={onOpenStream} />
  );
}

function NewStreamsCard({ onOpenStream }: Pick<DashboardProps, 'onOpenStream'>) {
  const q = useQuery(DashboardNewStreamsDocument, { variables: { period, limit: DASHBOARD_LIST_LIMIT }, ...options });
  return <StreamListCard kind="new" query={q} streams={q.data?.dashboardNewStreams} onOpenStream={onOpenStream} />;
}

function StreamListCard({
  kind,
  query,
  streams: answered,
  onOpenStream,
}: {
  readonly kind: 'trending' | 'new';
  readonly query: { readonly loading: boolean; readonly error?: unknown; readonly refetch: () => Promise<unknown> };
  readonly streams: readonly DashboardStreamFieldsFragment[] | undefined;
} & Pick<DashboardProps, 'onOpenStream'>) {
  const trending = kind === 'trending';
  const streams = answered ?? [];
  const { expanded, more } = useExpander(streams.length);
  return (
    <DashboardCard
      title={trending ? m.trendingStreams : m.newStreams}
      name={trending ? m.cardNames.trending : m.cardNames.newStreams}
      testId={trending ? 'dashboard-trending' : 'dashboard-new-streams'}
      loading={answered === undefined && query.loading}
      error={answered === undefined ? query.error : undefined}
      onRetry={retry(query.refetch)}
      empty={streams.length === 0}
      emptyText={trending ? m.noTrending : m.noNewStreams}
      more={more}
    >
      <ol className="item-list">
        {topItems(streams, expanded).map((stream, i) => (
          <li key={stream.id}>
            <StreamRow stream={stream} rank={trending ? i + 1 : undefined} onOpen={onOpenStream} />
          </li>
        ))}
      </ol>
    </DashboardCard>
  );
}

function SentimentCard() {
  const q = useQuery(DashboardSentimentAnalysisDocument, { variables: { period }, ...options });
  const counts = q.data?.dashboardSentimentAnalysis;
  return (
    <DashboardCard
      title={m.streamSentiment}
      name={m.cardNames.sentiment}
      testId="dashboard-sentiment"
      loading={counts === undefined && q.loading}
      error={counts === undefined ? q.error : undefined}
      onRetry={retry(q.refetch)}
      empty={counts === undefined || sentimentSlices(counts).total === 0}
      emptyText={m.noSentiment}
    >
      {counts !== undefined && <SentimentDonut counts={counts} label={m.streamSentiment} size={128} />}
    </DashboardCard>
  );
}

function PostsByTypeCard() {
  const q = useQuery(DashboardPostsByThoughtTypeDocument, { variables: { period }, ...options });
  const rows = (q.data?.dashboardPostsByThoughtType ?? []).map((r) => ({
    key: r.thoughtType,
    label: label(r.thoughtType),
    count: r.count,
    share: percentText(r.percentage),
  }));
  const { expanded, more } = useExpander(rows.length);
  return (
    <DashboardCard
      title={m.postsByType}
      name={m.cardNames.postsByType}
      testId="dashboard-posts-by-type"
      loading={q.data === undefined && q.loading}
      error={q.data === undefined ? q.error : undefined}
      onRetry={retry(q.refetch)}
      empty={rows.length === 0}
      emptyText={m.noPosts}
      more={more}
    >
      <CountBars rows={topItems(rows, expanded)} label={m.postsByType} testId="dashboard-type-bars" />
    </DashboardCard>
  );
}
