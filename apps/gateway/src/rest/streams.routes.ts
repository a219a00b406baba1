import {
  SIMILAR_STREAMS_LIMIT,
  SIMILAR_STREAMS_THRESHOLD,
  STREAM_CHILD_RELATIONSHIP,
  STREAMS_MAX_PAGE_SIZE,
  STREAMS_PAGE_SIZE,
  type RelatedStreamJson,
  type SentimentCountsJson,
  type StreamConnectionJson,
  type StreamDashboardJson,
  type StreamDetailJson,
  type StreamJson,
  type StreamTypeJson,
} from '@hivemind/contracts';
import { pageWindow } from '@hivemind/common';
import {
  RestSimilarStreamsDocument,
  RestStreamDashboardDocument,
  RestStreamDocument,
  RestStreamsDocument,
  RestStreamTypesDocument,
  type SentimentFieldsFragment,
  type StreamConnectionFieldsFragment,
  type StreamFieldsFragment,
} from '../generated/graphql.js';
import { badRequest } from './core/errors.js';
import { intParam, numberParam, optionalParam, requireUuid } from './core/params.js';
import { route } from './core/route.js';

/**
 * Streams (spec 2 §7 Streams, spec 3 §7 Media entities): the listing, the types, a stream with its
 * connections, its dashboard and similar streams. Public reads, the same for every guest.
 * Operations in graphql/streams.graphql.
 */

export const sentimentJson = (s: SentimentFieldsFragment): SentimentCountsJson => ({
  positive: s.positive,
  negative: s.negative,
  neutral: s.neutral,
  mixed: s.mixed,
});

export function streamJson(s: StreamFieldsFragment): StreamJson {
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    type: s.type,
    type_label: s.typeLabel,
    logo_url: s.logoUrl,
    level: s.level,
    level_label: s.levelLabel,
    is_active: s.isActive,
    organization_name: s.organizationName,
    stream_aliases: s.aliases,
    asset_type: s.assetType,
    trading_symbol: s.tradingSymbol,
    created_at: s.createdAt,
    updated_at: s.updatedAt,
    post_count: s.postCount,
    sentiment_counts: sentimentJson(s.sentimentCounts),
  };
}

export const connectionJson = (c: StreamConnectionFieldsFragment): StreamConnectionJson => ({
  source_id: c.sourceId,
  target_id: c.targetId,
  relationship: STREAM_CHILD_RELATIONSHIP,
  stream: { id: c.stream.id, name: c.stream.name, type: c.stream.type, level: c.stream.level },
});

/** page (from 1) and limit (25 by default, at most 100) as the listing's offset and `first`. */
function listingWindow(url: URL) {
  const { page, limit, offset } = pageWindow(Math.min(intParam(url, 'page') ?? 1, 10_000), intParam(url, 'limit'), {
    fallback: STREAMS_PAGE_SIZE,
    max: STREAMS_MAX_PAGE_SIZE,
  });
  return { page, limit, offset, first: limit + 1 };
}

const streamIdOf = (params: Record<string, string>) => requireUuid(params.id, 'id');

export const streamRoutes = [
  route('GET', '/api/streams', {
    guestCacheable: true,
    operation: RestStreamsDocument,
    variables: (ctx) => {
      const { offset, first } = listingWindow(ctx.url);
      return {
        offset,
        first,
        search: optionalParam(ctx.url, 'search'),
        type: optionalParam(ctx.url, 'type'),
        sort: optionalParam(ctx.url, 'sort'),
      };
    },
    answer: ({ streams }, ctx) => {
      const { page, limit } = listingWindow(ctx.url);
      const hasMore = streams.length > limit;
      return { streams: streams.slice(0, limit).map(streamJson), pagination: { page, limit, hasMore } };
    },
  }),

  // Before /api/streams/:id, so "types" is not read as an id.
  route('GET', '/api/streams/types', {
    guestCacheable: true,
    operation: RestStreamTypesDocument,
    answer: ({ streamTypes }) => {
      const types: StreamTypeJson[] = streamTypes.map((t) => ({ value: t.value, label: t.label }));
      return { types };
    },
  }),

  route('GET', '/api/streams/:id', {
    guestCacheable: true,
    operation: RestStreamDocument,
    variables: (ctx) => ({ id: streamIdOf(ctx.params) }),
    answer: ({ stream }) => {
      const json: StreamDetailJson = {
        ...streamJson(stream),
        connections: {
          inbound: stream.connections.inbound.map(connectionJson),
          outbound: stream.connections.outbound.map(connectionJson),
        },
      };
      return { stream: json };
    },
  }),

  route('GET', '/api/streams/:id/dashboard', {
    guestCacheable: true,
    operation: RestStreamDashboardDocument,
    variables: (ctx) => ({ streamId: streamIdOf(ctx.params), period: optionalParam(ctx.url, 'period') }),
    answer: ({ streamDashboard: d }) => {
      const json: StreamDashboardJson = {
        stream: streamJson(d.stream),
        period: d.period as StreamDashboardJson['period'],
        post_counts: {
          total: d.postCounts.total,
          by_thought_type: Object.fromEntries(d.postCounts.byThoughtType.map((t) => [t.thoughtType, t.count])),
        },
        sentiment_counts: sentimentJson(d.sentimentCounts),
        podcasts: d.podcasts.map((p) => ({
          id: p.id,
          title: p.title,
          image_url: p.imageUrl,
          publisher_name: p.publisherName,
          post_count: p.postCount,
          sentiment_counts: sentimentJson(p.sentimentCounts),
        })),
      };
      return json;
    },
  }),

  // Spec 2 §9: 5 results at threshold 0.4; similarity is 0..1, higher is closer (spec 4).
  route('GET', '/api/streams/:id/similar', {
    guestCacheable: true,
    operation: RestSimilarStreamsDocument,
    variables: (ctx) => {
      const threshold =
        numberParam(ctx.url, 'threshold', 'threshold must be a number from 0 to 1') ?? SIMILAR_STREAMS_THRESHOLD;
      if (threshold < 0 || threshold > 1) throw badRequest('threshold must be a number from 0 to 1');
      return {
        streamId: streamIdOf(ctx.params),
        limit: intParam(ctx.url, 'limit') ?? SIMILAR_STREAMS_LIMIT,
        threshold,
      };
    },
    answer: ({ similarStreams }) => {
      const similar_streams: RelatedStreamJson[] = similarStreams.map((s) => ({
        streamId: s.streamId,
        name: s.name,
        type: s.type,
        similarity: s.similarity,
      }));
      return { similar_streams };
    },
  }),
];
