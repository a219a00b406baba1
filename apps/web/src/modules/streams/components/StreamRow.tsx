// One stream in a list (the streams listing, the dashboard's Trending and New Streams): logo, name,
// type, post count and a sentiment strip. Pressing it opens the stream (guests: /register, by the
// portal's opener).
import { streamTypeLabel } from '@hivemind/contracts';
import { SentimentStrip } from './charts.js';
import { StreamLogo } from './StreamLogo.js';
import type { SentimentCounts } from '../display.js';
import { streamMessages as m } from '../messages.js';

export interface StreamRowData {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly typeLabel?: string;
  readonly logoUrl?: string | null;
  readonly postCount: number;
  readonly sentimentCounts: SentimentCounts;
}

export function StreamRow({
  stream,
  onOpen,
  rank,
}: {
  readonly stream: StreamRowData;
  readonly onOpen: (stream: StreamRowData) => void;
  /** A position number shown before the logo (trending). */
  readonly rank?: number;
}) {
  return (
    <button
      type="button"
      className="stream-row"
      onClick={() => onOpen(stream)}
      title={m.openStream(stream.name)}
      data-testid="stream-row"
      data-stream-id={stream.id}
    >
      {rank !== undefined && <span className="stream-row__rank">{rank}</span>}
      <StreamLogo name={stream.name} logoUrl={stream.logoUrl} />
      <span className="stream-row__body">
        <span className="stream-row__name">{stream.name}</span>
        <span className="stream-row__meta">
          <span className="badge badge--neutral">{stream.typeLabel ?? streamTypeLabel(stream.type)}</span>
          <span>{m.posts(stream.postCount)}</span>
          <SentimentStrip counts={stream.sentimentCounts} />
        </span>
      </span>
    </button>
  );
}
