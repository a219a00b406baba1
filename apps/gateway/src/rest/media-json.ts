import type {
  DashboardStreamJson,
  EpisodeJson,
  PersonJson,
  PodcastJson,
  PostCountsJson,
  StreamDetailJson,
  StreamJson,
  WebPageJson,
} from '@hivemind/contracts';
import type {
  DashboardStreamFieldsFragment,
  EpisodeFieldsFragment,
  MediaPostCountsFieldsFragment,
  PersonFieldsFragment,
  PodcastFieldsFragment,
  RestOrganizationFullQuery,
  WebPageFieldsFragment,
} from '../generated/graphql.js';
import { connectionJson, sentimentJson, streamJson } from './streams.routes.js';

/**
 * The REST shapes of the media entities (spec 3 §3: Podcast, Episode, Podcast dashboard, Web page,
 * Organization, Person), typed in libs/contracts (media.ts), built from feeds-svc's answers; streams
 * and their counts in the shapes of the streams' calls (streams.routes.ts).
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

/** by_thought_type is a map from thought type to its posts (spec 2 §3 "by_thought_type map"). */
export function postCountsJson(c: MediaPostCountsFieldsFragment): PostCountsJson {
  return { total: c.total, by_thought_type: Object.fromEntries(c.byThoughtType.map((t) => [t.thoughtType, t.count])) };
}

export function dashboardStreamJson(s: DashboardStreamFieldsFragment): DashboardStreamJson {
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
    streams: e.streams.map(dashboardStreamJson),
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

type OrganizationStreamFields = RestOrganizationFullQuery['organizationFull']['streams'][number];

/** A stream of an organization's hierarchy: a stream's JSON, with its connections when asked. */
export function organizationStreamJson(s: OrganizationStreamFields): StreamJson | StreamDetailJson {
  const json = streamJson(s);
  if (!s.connections) return json;
  return {
    ...json,
    connections: {
      inbound: s.connections.inbound.map(connectionJson),
      outbound: s.connections.outbound.map(connectionJson),
    },
  };
}
