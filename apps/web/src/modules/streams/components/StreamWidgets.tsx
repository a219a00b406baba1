// A stream's tabbed widgets (spec 2 §2.5, §9): period chips 24h / 7d / 30d / All (default All), then
// Podcasts Mentioning (top 5 by post count, View All), Stream Sentiment (a donut) and Posts Generated
// (bars by thought type, top 5 with View All / Show Less). Shown only while no filter is active. A
// failed dashboard is only logged and the widgets are left out (spec 2 §8).
import { STREAM_DASHBOARD_DEFAULT_PERIOD, type DashboardPeriod } from '@hivemind/contracts';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../ui/Button.js';
import { SegmentedControl } from '../../../ui/SegmentedControl.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton.js';
import { Tabs } from '../../../ui/Tabs.js';
import { label } from '../../posts/display.js';
import { byPostCount, sentimentSlices, shareText, STREAM_PERIODS, topItems } from '../display.js';
import { streamMessages as m } from '../messages.js';
import { CountBars, SentimentDonut } from './charts.js';
import { PodcastRow, type PodcastRowData } from './PodcastRow.js';
import { StreamDashboardDocument, type StreamDashboardQuery } from '../graphql/streams.generated.js';

const periodOptions = STREAM_PERIODS.map((value) => ({ value, label: m.periodLabels[value] }));

type Dashboard = StreamDashboardQuery['streamDashboard'];

export interface StreamWidgetsProps {
  readonly streamId: string;
  readonly onOpenPodcast: (podcast: PodcastRowData) => void;
  /** Runs before a period change; true stops it (a guest sent to /register). */
  readonly guard: () => boolean;
}

export function StreamWidgets({ streamId, onOpenPodcast, guard }: StreamWidgetsProps) {
  const [period, setPeriod] = useState<DashboardPeriod>(STREAM_DASHBOARD_DEFAULT_PERIOD);
  const [tab, setTab] = useState('podcasts');
  const periodId = useId();
  const { data, previousData, error } = useQuery(StreamDashboardDocument, {
    variables: { streamId, period },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error !== undefined) console.warn(m.dashboardFailed);
  }, [error]);
  if (error !== undefined) return null;
  // While another period loads, the last answer stays (no flash of skeletons).
  const dashboard = (data ?? previousData)?.streamDashboard;
  return (
    <section className="card stream-widgets" aria-label={m.widgetsLabel} data-testid="stream-widgets">
      <SegmentedControl
        label={m.period}
        labelId={periodId}
        options={periodOptions}
        value={period}
        onValueChange={(next) => {
          if (!guard()) setPeriod(next);
        }}
      />
      {dashboard === undefined ? (
        <SkeletonGroup label={m.loadingStream}>
          <Skeleton height="2.25rem" radius="var(--radius-md)" />
          <Skeleton height="8rem" radius="var(--radius-md)" />
        </SkeletonGroup>
      ) : (
        <Tabs
          label={m.widgetsLabel}
          value={tab}
          onValueChange={setTab}
          items={[
            {
              value: 'podcasts',
              label: m.podcastsMentioning,
              content: <PodcastsWidget dashboard={dashboard} onOpenPodcast={onOpenPodcast} guard={guard} />,
            },
            { value: 'sentiment', label: m.streamSentiment, content: <SentimentWidget counts={dashboard} /> },
            { value: 'posts', label: m.postsGenerated, content: <PostsWidget counts={dashboard} guard={guard} /> },
          ]}
        />
      )}
    </section>
  );
}

/** View All / Show Less under a top-5 list (guests: /register). */
export function ViewAllToggle({
  expanded,
  onToggle,
  guard,
}: {
  readonly expanded: boolean;
  readonly onToggle: () => void;
  readonly guard: () => boolean;
}) {
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-expanded={expanded}
      onClick={() => {
        if (!guard()) onToggle();
      }}
      data-testid="view-all"
    >
      {expanded ? m.showLess : m.viewAll}
    </Button>
  );
}

function PodcastsWidget({
  dashboard,
  onOpenPodcast,
  guard,
}: {
  readonly dashboard: Dashboard;
  readonly onOpenPodcast: (podcast: PodcastRowData) => void;
  readonly guard: () => boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  const podcasts = byPostCount(dashboard.podcasts);
  if (podcasts.length === 0) return <p className="muted stream-widgets__empty">{m.noPodcasts}</p>;
  return (
    <>
      <ol className="item-list" data-testid="stream-podcasts">
        {topItems(podcasts, expanded).map((podcast) => (
          <li key={podcast.id}>
            <PodcastRow podcast={podcast} onOpen={onOpenPodcast} />
          </li>
        ))}
      </ol>
      {podcasts.length > 5 && (
        <ViewAllToggle expanded={expanded} onToggle={() => setExpanded((e) => !e)} guard={guard} />
      )}
    </>
  );
}

/** Stream Sentiment: a donut of the sentiment counts (a stream's, a podcast's or an episode's). */
export function SentimentWidget({ counts }: { readonly counts: Pick<Dashboard, 'sentimentCounts'> }) {
  if (sentimentSlices(counts.sentimentCounts).total === 0) {
    return <p className="muted stream-widgets__empty">{m.noSentiment}</p>;
  }
  return <SentimentDonut counts={counts.sentimentCounts} label={m.streamSentiment} />;
}

/** Posts Generated: the total and the posts by thought type (`testPrefix` names its test ids). */
export function PostsWidget({
  counts,
  guard,
  testPrefix = 'stream',
}: {
  readonly counts: Pick<Dashboard, 'postCounts'>;
  readonly guard: () => boolean;
  readonly testPrefix?: 'stream' | 'media';
}) {
  const [expanded, setExpanded] = useState(false);
  const { total, byThoughtType } = counts.postCounts;
  if (total === 0) return <p className="muted stream-widgets__empty">{m.noPosts}</p>;
  const typed = byThoughtType.reduce((n, r) => n + r.count, 0);
  const rows = [...byThoughtType]
    .sort((a, b) => b.count - a.count)
    .map((r) => ({
      key: r.thoughtType,
      label: label(r.thoughtType),
      count: r.count,
      share: shareText(r.count, typed),
    }));
  return (
    <>
      <p className="stream-widgets__total" data-testid={`${testPrefix}-post-total`}>
        {m.totalPosts(total)}
      </p>
      <CountBars rows={topItems(rows, expanded)} label={m.postsGenerated} testId={`${testPrefix}-type-bars`} />
      {rows.length > 5 && <ViewAllToggle expanded={expanded} onToggle={() => setExpanded((e) => !e)} guard={guard} />}
    </>
  );
}
