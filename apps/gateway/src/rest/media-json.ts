import type {
  EpisodeJson,
  OrganizationStreamJson,
  PersonJson,
  PodcastJson,
  PostCountsJson,
  SentimentCountsOf,
  StreamConnectionEdgeJson,
  StreamCountJson,
  WebPageJson,
} from '@hivemind/contracts';
import { STREAM_CONNECTION_CHILD } from '@hivemind/contracts';
import type {
  EpisodeFieldsFragment,
  HierarchyEdgeFieldsFragment,
  MediaPostCountsFieldsFragment,
  MediaSentimentFieldsFragment,
  MediaStreamCountFieldsFragment,
  PersonFieldsFragment,
  PodcastFieldsFragment,
  RestOrganizationFullQuery,
  WebPageFieldsFragment,
} from '../generated/graphql.js';

/**
 * The REST shapes of the media entities (spec 3 §3: Podcast, Episode, Podcast dashboard, Web page,
 * Stream, Organization, Person), typed in libs/contracts (media.ts), built from feeds-svc's answers.
 */

export function podcastJson(p: PodcastFieldsFragment): PodcastJson {
  return {
    id: p.id,
    title: p.title,
    publisher_name: p.publisherName,
    image_url: p.imageUrl,
    description: p.description,
    language: p.language,
    actual_episodes_count: p.actualEpisodesCount,
    total_episodes_count: p.totalEpisodesCount,
  };
}

export function sentimentJson(s: MediaSentimentFieldsFragment): SentimentCountsOf {
  return { positive: s.positive, negative: s.negative, neutral: s.neutral, mixed: s.mixed };
}

/** by_thought_type is a map from thought type to its posts (spec 2 §3 "by_thought_type map"). */
export function postCountsJson(c: MediaPostCountsFieldsFragment): PostCountsJson {
  return { total: c.total, by_thought_type: Object.fromEntries(c.byThoughtType.map((t) => [t.thoughtType, t.count])) };
}

export function streamCountJson(s: MediaStreamCountFieldsFragment): StreamCountJson {
  return {
    id: s.id,
    name: s.name,
    type: s.type,
    post_count: s.postCount,
    sentiment_counts: sentimentJson(s.sentimentCounts),
  };
}

export function episodeJson(e: EpisodeFieldsFragment): EpisodeJson {
  return {
    id: e.id,
    podcast_id: e.podcastId,
    title: e.title,
    published_at: e.publishedAt,
    duration_sec: e.durationSec,
    season_number: e.seasonNumber,
    episode_number: e.episodeNumber,
    audio_url: e.audioUrl,
    video_url: e.videoUrl,
    website_url: e.websiteUrl,
    description: e.description,
    persons: e.persons.map((p) => ({ person_id: p.personId, name: p.name, role: p.role })),
    post_counts: postCountsJson(e.postCounts),
    streams: e.streams.map(streamCountJson),
  };
}

export function personJson(p: PersonFieldsFragment): PersonJson {
  return {
    id: p.id,
    first_name: p.firstName,
    last_name: p.lastName,
    short_bio: p.shortBio,
    personal_website: p.personalWebsite,
    profile_picture_url: p.profilePictureUrl,
    x_handle: p.xHandle,
    instagram_handle: p.instagramHandle,
    role: p.role,
    start_date: p.startDate,
    end_date: p.endDate,
    is_current: p.isCurrent,
  };
}

export function webPageJson(w: WebPageFieldsFragment): WebPageJson {
  return {
    id: w.id,
    url: w.url,
    title: w.title,
    description: w.description,
    og_image: w.ogImage,
    favicon_url: w.faviconUrl,
    scraped_at: w.scrapedAt,
  };
}

const edgeJson = (e: HierarchyEdgeFieldsFragment): StreamConnectionEdgeJson => ({
  source_id: e.sourceId,
  target_id: e.targetId,
  relationship: STREAM_CONNECTION_CHILD,
});

type OrganizationStreamFields = RestOrganizationFullQuery['organizationFull']['streams'][number];

export function organizationStreamJson(s: OrganizationStreamFields): OrganizationStreamJson {
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    type: s.type,
    logo_url: s.logoUrl,
    level: s.level,
    is_active: s.isActive,
    created_at: s.createdAt,
    updated_at: s.updatedAt,
    post_count: s.postCount,
    sentiment_counts: sentimentJson(s.sentimentCounts),
    ...(s.connections
      ? {
          connections: { inbound: s.connections.inbound.map(edgeJson), outbound: s.connections.outbound.map(edgeJson) },
        }
      : {}),
  };
}
