// One podcast in a ranking (the dashboard's Top Post Generators, a stream's Podcasts Mentioning):
// cover, title, publisher, post count and, when known, its sentiment chips (spec 2 §9: positive,
// negative, neutral, mixed). Pressing it opens the podcast (guests: /register, by the opener).
import { SENTIMENTS } from '@hivemind/contracts';
import { StreamLogo } from './StreamLogo.js';
import type { SentimentCounts } from '../display.js';
import { streamMessages as m } from '../messages.js';

export interface PodcastRowData {
  readonly id: string;
  readonly title: string;
  readonly imageUrl: string | null;
  readonly publisherName: string | null;
  readonly postCount: number;
  readonly sentimentCounts?: SentimentCounts;
}

export function PodcastRow({
  podcast,
  onOpen,
  rank,
}: {
  readonly podcast: PodcastRowData;
  readonly onOpen: (podcast: PodcastRowData) => void;
  readonly rank?: number;
}) {
  const counts = podcast.sentimentCounts;
  return (
    <button type="button" className="stream-row" onClick={() => onOpen(podcast)} data-testid="podcast-row">
      {rank !== undefined && <span className="stream-row__rank">{rank}</span>}
      <StreamLogo name={podcast.title} logoUrl={podcast.imageUrl} size={40} />
      <span className="stream-row__body">
        <span className="stream-row__name">{podcast.title}</span>
        <span className="stream-row__meta">
          {podcast.publisherName !== null && <span className="stream-row__publisher">{podcast.publisherName}</span>}
          <span>{m.posts(podcast.postCount)}</span>
        </span>
        {counts !== undefined && (
          <span className="sentiment-chips">
            {SENTIMENTS.map((s) => (
              <span key={s} className={`sentiment-chip sentiment-chip--${s}`} title={m.sentimentLabels[s]}>
                <span className={`sentiment-dot sentiment--${s}`} aria-hidden="true" />
                <span className="visually-hidden">{m.sentimentLabels[s]} </span>
                {counts[s]}
              </span>
            ))}
          </span>
        )}
      </span>
    </button>
  );
}
