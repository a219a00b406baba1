// The podcast's and the episode's tabbed widgets (spec 3 §2.10, §2.11, §4, §9): the stream portal's
// period chips (default All) over Streams Tagged (top 5 by post count, View All / Show Less; a stream
// opens its portal), Stream Sentiment (the donut) and Posts Generated (bars by thought type, top 5).
// The caller asks for the counts of the period; while another period loads the last answer stays.
import type { DashboardPeriod } from '@hivemind/contracts';
import { useId, useState } from 'react';
import { SegmentedControl } from '../../../ui/SegmentedControl.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton.js';
import { Tabs } from '../../../ui/Tabs.js';
import { StreamRow, type StreamRowData } from '../../streams/components/StreamRow.js';
import { PostsWidget, SentimentWidget, ViewAllToggle } from '../../streams/components/StreamWidgets.js';
import { byPostCount, STREAM_PERIODS, topItems } from '../../streams/display.js';
import { streamMessages } from '../../streams/messages.js';
import '../../streams/streams.css';
import { mediaMessages as m } from '../messages.js';
import type { MediaPostCountsFieldsFragment, MediaStreamCountFieldsFragment } from '../graphql/podcast.generated.js';

const periodOptions = STREAM_PERIODS.map((value) => ({ value, label: streamMessages.periodLabels[value] }));

export interface MediaCounts {
  readonly postCounts: MediaPostCountsFieldsFragment;
  readonly streams: readonly MediaStreamCountFieldsFragment[];
  readonly sentimentCounts: MediaStreamCountFieldsFragment['sentimentCounts'];
}

export interface MediaWidgetsProps {
  /** Undefined while the first answer loads. */
  readonly counts: MediaCounts | undefined;
  readonly period: DashboardPeriod;
  readonly onPeriodChange: (period: DashboardPeriod) => void;
  readonly onOpenStream: (stream: StreamRowData) => void;
  /** Runs before View All; true stops it (a guest sent to /register). */
  readonly guard: () => boolean;
  readonly testId: string;
}

export function MediaWidgets({ counts, period, onPeriodChange, onOpenStream, guard, testId }: MediaWidgetsProps) {
  const [tab, setTab] = useState('streams');
  const periodId = useId();
  return (
    <section className="card stream-widgets" aria-label={m.widgetsLabel} data-testid={testId}>
      <SegmentedControl
        label={streamMessages.period}
        labelId={periodId}
        options={periodOptions}
        value={period}
        onValueChange={(next) => {
          if (!guard()) onPeriodChange(next);
        }}
      />
      {counts === undefined ? (
        <SkeletonGroup label={m.widgetsLabel}>
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
              value: 'streams',
              label: m.streamsTagged,
              content: <StreamsWidget counts={counts} onOpenStream={onOpenStream} guard={guard} />,
            },
            { value: 'sentiment', label: m.streamSentiment, content: <SentimentWidget counts={counts} /> },
            {
              value: 'posts',
              label: m.postsGenerated,
              content: <PostsWidget counts={counts} guard={guard} testPrefix="media" />,
            },
          ]}
        />
      )}
    </section>
  );
}

function StreamsWidget({
  counts,
  onOpenStream,
  guard,
}: {
  readonly counts: MediaCounts;
  readonly onOpenStream: (stream: StreamRowData) => void;
  readonly guard: () => boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  const streams = byPostCount(counts.streams);
  if (streams.length === 0) return <p className="muted stream-widgets__empty">{m.noStreams}</p>;
  return (
    <>
      <ol className="item-list" data-testid="streams-tagged">
        {topItems(streams, expanded).map((stream) => (
          <li key={stream.id}>
            <StreamRow stream={stream} onOpen={onOpenStream} />
          </li>
        ))}
      </ol>
      {streams.length > 5 && (
        <ViewAllToggle expanded={expanded} onToggle={() => setExpanded((e) => !e)} guard={guard} />
      )}
    </>
  );
}
