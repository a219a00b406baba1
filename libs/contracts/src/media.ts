/**
 * Media entities and their portals (spec 3 §2.7-§2.12, §3, §4, §7 Posts and web pages, Media entities,
 * §8 Media entities, §9): podcasts, episodes, web pages, organizations and people. Page sizes,
 * periods, spec texts and the REST facade's JSON shapes, shared by feeds-svc, the gateway and the web.
 */
import type { DashboardPeriod, DashboardStreamJson } from './dashboard.js';
import type { SentimentCountsJson, StreamDetailJson, StreamJson } from './streams.js';

/** GET /api/podcasts/{id}/episodes page size (spec 3 §9 "episodes: 50"), and the largest page asked. */
export const EPISODES_PAGE_SIZE = 50;
export const EPISODES_MAX_PAGE_SIZE = 100;
/** GET /api/web-pages/{id}/feed page size (spec 3 §9 "posts: 20"), and the largest page asked. */
export const WEB_PAGE_FEED_PAGE_SIZE = 20;
export const WEB_PAGE_FEED_MAX_PAGE_SIZE = 100;
/** The farthest page a media listing pages to. */
export const MEDIA_MAX_PAGE = 10_000;

/**
 * A podcast's dashboard and an episode's counts take the stream dashboard's periods (spec 2 §7):
 * spec 3 §9 says "Podcast dashboard period: default all_time; other values: not shown".
 */
export const PODCAST_DASHBOARD_DEFAULT_PERIOD: DashboardPeriod = 'all_time';

/** The streams a podcast's dashboard or an episode lists at most, by post count (widgets show 5). */
export const MEDIA_MAX_STREAMS = 50;

/** Spec texts of the media portals and of the calls behind them (spec 3 §2.7-§2.12, §5, §8). */
export const MediaMessages = {
  // Webpage portal (§2.7, §4 Webpage processing, §8)
  noUrlOrWebPageId: 'No URL or webPageId provided',
  webPageNotFound: 'Webpage not found',
  noWebPagePosts: 'No posts found for this webpage yet.',
  untitledWebPage: 'Untitled Webpage',
  scraped: 'Scraped:',
  fetchWebPageFailed: 'Failed to fetch webpage data',
  loadWebPageFailed: 'Failed to load webpage data',
  processingFailed: 'Processing failed',
  // Organization and person portals (§2.8, §2.9, §8)
  organizationNotFound: 'Organization details not found.',
  keyMembers: 'Key Members',
  personNotFound: 'Person details not found.',
  connect: 'Connect',
  anErrorOccurred: 'An error occurred',
  // Podcast portal (§2.10, §8)
  podcastNotFound: 'Podcast not found.',
  noPodcastPosts: 'No posts found for this podcast yet.',
  viewEpisodes: 'View Episodes',
  expand: 'Expand',
  showLess: 'Show less',
  fetchPodcastFailed: 'Failed to fetch podcast',
  // Podcast episode portal (§2.11, §5, §8); the server's own answer for an unknown episode
  episodeIdRequired: 'Episode ID is required to load content.',
  episodeLoadError: 'Error Loading Episode',
  episodeNotFound: 'Episode not found.',
  noEpisodePosts: 'No posts found for this episode yet.',
  featuredPeople: 'Featured people',
  fetchEpisodeFailed: 'Failed to fetch episode data',
  // Podcast episodes portal (§2.12, §8)
  loadMoreEpisodes: 'Load More Episodes ({n} loaded)',
  episodesEnd: "You've reached the end of the episodes list",
  noEpisodes: 'No episodes found for this podcast yet.',
  loadEpisodesFailed: 'Failed to load episodes',
  // Feeds (§8)
  loadPostsFailed: 'Failed to load posts',
} as const;

// --- JSON shapes of the REST facade (snake_case as the spec names the fields) ---------------------

/** A podcast (spec 3 §3 Podcast). actual_episodes_count: the episodes tracked here. */
export interface PodcastJson {
  id: string;
  title: string;
  publisher_name: string;
  image_url: string | null;
  description: string | null;
  language: string | null;
  actual_episodes_count: number;
  total_episodes_count: number;
}

/** Posts in a period: all of them, and the classified ones by thought type. */
export interface PostCountsJson {
  total: number;
  by_thought_type: Record<string, number>;
}

/** GET /api/podcasts/{id}/dashboard (spec 3 §3 Podcast dashboard). */
export interface PodcastDashboardJson {
  podcast: PodcastJson;
  period: DashboardPeriod;
  post_counts: PostCountsJson;
  streams: DashboardStreamJson[];
  sentiment_counts: SentimentCountsJson;
}

/** A person featured in an episode (spec 3 §3 Episode persons); person_id opens their portal. */
export interface EpisodePersonJson {
  person_id: string | null;
  name: string;
  role: string;
}

/** An episode (spec 3 §3 Episode), its counts over all time unless a period is asked. */
export interface EpisodeJson {
  id: string;
  podcast_id: string;
  title: string;
  published_at: string | null;
  duration_sec: number | null;
  season_number: number | null;
  episode_number: number | null;
  audio_url: string | null;
  video_url: string | null;
  website_url: string | null;
  description: string | null;
  persons: EpisodePersonJson[];
  post_counts: PostCountsJson;
  streams: DashboardStreamJson[];
}

/** GET /api/podcasts/{id}/episodes: newest first. */
export interface EpisodesPageJson {
  episodes: EpisodeJson[];
  pagination: { page: number; limit: number; hasMore: boolean };
}

/** GET /api/podcast-episodes/{id}. */
export interface EpisodeDetailJson {
  episode: EpisodeJson;
  podcast: PodcastJson;
  period: DashboardPeriod;
  streams: DashboardStreamJson[];
  sentiment_counts: SentimentCountsJson;
  post_counts: PostCountsJson;
}

/** A web page (spec 3 §3 Web page). */
export interface WebPageJson {
  id: string;
  url: string;
  title: string | null;
  description: string | null;
  og_image: string | null;
  favicon_url: string | null;
  scraped_at: string | null;
}

/** GET /api/web-pages/{id} and GET /api/web-pages?url= (spec 3 §7): success, data, error. */
export type WebPageAnswerJson =
  { success: true; data: WebPageJson; error: null } | { success: false; data: null; error: string };

/** A person (spec 3 §3 Person); role and dates are their place in an organization. */
export interface PersonJson {
  id: string;
  first_name: string;
  last_name: string;
  short_bio: string | null;
  personal_website: string | null;
  profile_picture_url: string | null;
  x_handle: string | null;
  instagram_handle: string | null;
  role: string | null;
  /** YYYY-MM-DD */
  start_date: string | null;
  end_date: string | null;
  is_current: boolean;
}

/** GET /api/organizations/full (spec 3 §3 Organization). */
export interface OrganizationFullJson {
  organization: {
    id: string;
    name: string;
    logo: string | null;
    description: string | null;
    business_category: string[];
    stream_id: string | null;
  };
  websites: { id: string; title: string; url: string }[];
  /**
   * Its own stream; with includeConnections=true, then its child departments each followed by its
   * child products, every one with its connections.
   */
  streams: (StreamJson | StreamDetailJson)[];
  people: PersonJson[];
}

/** A web page process (spec 4 POST /api/web-pages, spec 3 §3 Process status). */
export const WEB_PAGE_PROCESS_STATUSES = ['processing', 'completed', 'failed'] as const;
export type WebPageProcessStatus = (typeof WEB_PAGE_PROCESS_STATUSES)[number];

/** How many drops a web page becomes (issue 17: "a handful (3-10) of self-contained drops"). */
export const WEB_PAGE_DROPS_MIN = 3;
export const WEB_PAGE_DROPS_MAX = 10;

/** The longest url accepted by POST /api/web-pages. */
export const WEB_PAGE_URL_MAX_LENGTH = 2048;

/** What fetching a page refuses, and the other errors a failed process reports. */
export const WebPageIngestMessages = {
  processNotFound: 'Process not found',
  urlRequired: 'url is required',
  urlInvalid: 'url must be an http or https address',
  hiveNotPostable: 'You cannot post web pages to this hive',
  timeout: 'The page took longer than 10 seconds to load',
  tooLarge: 'The page is larger than 5 MB',
  notHtml: 'The page is not an HTML document',
  tooManyRedirects: 'The page redirected more than 5 times',
  blockedAddress: 'The page is on a private, loopback or otherwise reserved address',
  unresolvable: 'The page address could not be resolved',
  httpStatus: (status: number) => `The page answered HTTP ${status}`,
  unreachable: 'The page could not be reached',
  noText: 'No readable text was found on the page',
} as const;

/** Why a podcast's feed (or an episode's transcript) was not read, as recorded on the podcast. */
export const PodcastFeedMessages = {
  notFeed: 'The feed is not an RSS or XML document',
  unparseable: 'The feed could not be parsed as RSS',
  notTranscript: 'The transcript is not plain text, WebVTT or SRT',
  httpStatus: (status: number) => `The feed answered HTTP ${status}`,
} as const;

/** Podcast feeds are read again this often by default (PODCAST_FEED_CHECK_MINUTES). */
export const PODCAST_FEED_CHECK_MINUTES = 60;
/** A transcript segment (one post) aims at this many characters (a few sentences of one speaker). */
export const TRANSCRIPT_SEGMENT_MIN_CHARS = 200;
export const TRANSCRIPT_SEGMENT_MAX_CHARS = 800;
/** A speaker's turn shorter than this ("Right.", "Thanks for having me.", a sign-off) makes no post. */
export const TRANSCRIPT_TURN_MIN_CHARS = 120;
/** At most this many new episodes are read per feed check (the rest wait for the next check). */
export const PODCAST_EPISODES_PER_CHECK = 20;

/**
 * The error a failed process shows: one of the texts above as the worker reported it, else the spec's
 * 'Processing failed' (an internal error's text never reaches the member).
 */
export function webPageProcessError(reason: string | null | undefined): string {
  const known: unknown[] = Object.values(WebPageIngestMessages);
  if (reason && (known.includes(reason) || /^The page answered HTTP \d{3}$/.test(reason))) return reason;
  return MediaMessages.processingFailed;
}

/** GET /api/process-status/{id} (spec 3 §3 Process status, §7): success, status and, once known, the page. */
export interface ProcessStatusJson {
  success: true;
  status: WebPageProcessStatus;
  error: string | null;
  webpageId: string | null;
  webpageTitle: string | null;
  url: string;
}

/** POST /api/web-pages answer (spec 4): 202 with the process to poll. */
export interface WebPageSubmittedJson {
  processId: string;
}

/** Query parameters that only track where a visitor came from: dropped when a page's address is normalized. */
const TRACKING_PARAMS = /^(utm_[a-z]+|fbclid|gclid|mc_cid|mc_eid)$/i;

/**
 * The one address a web page is recorded under (one web page record per normalized url): the URL
 * parser's canonical form (lower-case scheme and host, default port dropped), without the fragment
 * and tracking parameters, the remaining parameters sorted. Null when `url` is not an http or https
 * address.
 */
export function normalizeWebPageUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (!parsed.hostname) return null;
  parsed.hash = '';
  parsed.username = '';
  parsed.password = '';
  for (const key of [...parsed.searchParams.keys()]) if (TRACKING_PARAMS.test(key)) parsed.searchParams.delete(key);
  parsed.searchParams.sort();
  return parsed.toString();
}

/**
 * The author id of posts written by the agents from media (web pages, podcasts): no member, so no
 * author is shown and no member's My Posts lists them.
 */
export const MEDIA_AGENT_USER_ID = '00000000-0000-4000-8000-000000000000';
