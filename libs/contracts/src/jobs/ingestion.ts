import { QueueName } from '../queues.js';
import { JobName } from './names.js';

/** What fetch-web-page read from a page, handed to feeds-svc's store-web-page parent. */
export interface WebPageReading {
  /** The address the page was finally read from (after redirects). */
  finalUrl: string;
  title: string | null;
  description: string | null;
  ogImage: string | null;
  faviconUrl: string | null;
  /** 3 to 10 self-contained drops of a few sentences each. */
  drops: string[];
}

/**
 * A submitted web page is ONE flow: store-web-page (feeds-results) ← fetch-web-page (agent-feeds).
 * Job ids derive from the process id, so queuing a process again adds nothing while it exists.
 */
export interface WebPageJobMap {
  [JobName.FetchWebPage]: {
    queue: QueueName.AgentFeeds;
    data: { processId: string; userId: string; url: string; correlationId?: string };
    result: WebPageReading;
  };
  [JobName.StoreWebPage]: {
    queue: QueueName.FeedsResults;
    data: { processId: string; userId: string; correlationId?: string };
    result: { processId: string; status: 'completed' | 'failed' | 'gone' };
  };
}

/** A person an episode features (Podcasting 2.0 `podcast:person`). */
export interface FeedPerson {
  name: string;
  /** host, guest, ... (lower case; 'host' when the feed names none). */
  role: string;
  href: string | null;
  img: string | null;
}

/** A few sentences one speaker said, in the order of the transcript. */
export interface TranscriptSegment {
  /** Its place in the episode's transcript (posts are unique by episode and segment index). */
  index: number;
  speakerName: string | null;
  text: string;
}

/** One item of a podcast feed as fetch-podcast-feed read it. */
export interface FeedEpisode {
  guid: string;
  title: string;
  description: string | null;
  /** ISO 8601. */
  publishedAt: string | null;
  durationSec: number | null;
  seasonNumber: number | null;
  episodeNumber: number | null;
  audioUrl: string | null;
  videoUrl: string | null;
  websiteUrl: string | null;
  persons: FeedPerson[];
  /** The transcript chosen (VTT, then SRT, then plain text), or null when the episode has none. */
  transcriptUrl: string | null;
  /**
   * Its segments; null when it was not read this time (already ingested, or fetching it failed:
   * `transcriptError` says why, and a later read tries again).
   */
  segments: TranscriptSegment[] | null;
  transcriptError?: string;
}

/** What fetch-podcast-feed read, handed to feeds-svc's store-podcast-feed parent. */
export interface PodcastFeedReading {
  /** How many items the feed lists. */
  itemCount: number;
  /** Oldest first. */
  episodes: FeedEpisode[];
}

/**
 * One read of a podcast's feed is ONE flow: store-podcast-feed (feeds-results) ← fetch-podcast-feed
 * (agent-feeds). Job ids derive from the podcast id and a run key (the due check's time, or the
 * minute of an on-demand refresh), so queuing the same run again adds nothing while it exists.
 */
export interface PodcastFeedJobMap {
  [JobName.IngestPodcasts]: {
    queue: QueueName.FeedsResults;
    /** podcastId: refresh that podcast now (on demand); none: every podcast whose feed is due. */
    data: { podcastId?: string; correlationId?: string };
    result: { queued: number };
  };
  [JobName.FetchPodcastFeed]: {
    queue: QueueName.AgentFeeds;
    /** knownGuids: episodes already fully ingested (their transcripts are not fetched again). */
    data: { podcastId: string; feedUrl: string; knownGuids: string[]; correlationId?: string };
    result: PodcastFeedReading;
  };
  [JobName.StorePodcastFeed]: {
    queue: QueueName.FeedsResults;
    data: { podcastId: string; runKey: string; correlationId?: string };
    result: { podcastId: string; status: 'stored' | 'failed' | 'gone'; episodes: number; posts: number };
  };
}
