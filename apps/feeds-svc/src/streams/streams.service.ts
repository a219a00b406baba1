import { Injectable } from '@nestjs/common';
import { clampLimit, isUuid } from '@hivemind/common';
import {
  isStreamType,
  SIMILAR_STREAMS_LIMIT,
  SIMILAR_STREAMS_MAX_LIMIT,
  SIMILAR_STREAMS_THRESHOLD,
  STREAM_CHILD_RELATIONSHIP,
  STREAM_LEVEL_LABELS,
  STREAM_SORTS,
  STREAM_TYPES,
  STREAM_TYPE_VALUES,
  STREAMS_MAX_PAGE_SIZE,
  STREAMS_PAGE_SIZE,
  streamTypeLabel,
  type StreamSort,
} from '@hivemind/contracts';
import type { RelatedStream, Stream, StreamConnection, StreamConnections, StreamTypeOption } from './stream.model.js';
import { StreamException } from './streams.exception.js';
import type { StreamRow } from './streams.queries.js';
import { StreamEmbeddings } from './stream-embeddings.flow.js';
import { StreamsRepository, type StreamData, type StreamRefRow } from './streams.repository.js';

/** Longest search text used (longer input is cut): a search box, not a document. */
const SEARCH_MAX_LENGTH = 200;
/** The farthest the listing pages. */
const MAX_OFFSET = 1_000_000;
/** Children listed on a stream's page at most. */
const MAX_CHILDREN = 200;

/** A stream as ingestion creates or changes it (no call of the spec creates streams). */
export interface StreamInput {
  name?: string;
  description?: string | null;
  type?: string;
  level?: number;
  parentId?: string | null;
  aliases?: string[];
  isActive?: boolean;
  logoUrl?: string | null;
  assetType?: string | null;
  tradingSymbol?: string | null;
}

const NAME_MAX = 200;
const ALIASES_MAX = 50;

/** The given fields, checked; BAD_USER_INPUT naming the first bad one. */
function streamData(input: StreamInput): Partial<StreamData> {
  const data: Partial<StreamData> = {};
  if (input.name !== undefined) {
    const name = input.name.trim();
    if (!name || name.length > NAME_MAX) throw StreamException.badInput(`name must be 1 to ${NAME_MAX} characters`);
    data.name = name;
  }
  if (input.type !== undefined) {
    if (!isStreamType(input.type))
      throw StreamException.badInput(`type must be one of ${STREAM_TYPE_VALUES.join(', ')}`);
    data.streamType = input.type;
  }
  if (input.level !== undefined) {
    if (!STREAM_LEVEL_LABELS[input.level]) throw StreamException.badInput('level must be 1, 2 or 3');
    data.level = input.level;
  }
  if (input.parentId !== undefined) {
    if (input.parentId !== null && !isUuid(input.parentId)) throw StreamException.badInput('parentId must be a UUID');
    data.parentId = input.parentId;
  }
  if (input.aliases !== undefined) {
    const aliases = [...new Set(input.aliases.map((a) => a.trim()).filter(Boolean))];
    if (aliases.length > ALIASES_MAX || aliases.some((a) => a.length > NAME_MAX))
      throw StreamException.badInput(`at most ${ALIASES_MAX} aliases of up to ${NAME_MAX} characters`);
    data.aliases = aliases;
  }
  for (const key of ['description', 'logoUrl', 'assetType', 'tradingSymbol'] as const)
    if (input[key] !== undefined) data[key] = input[key]?.trim() || null;
  if (input.isActive !== undefined) data.isActive = input.isActive;
  return data;
}

export interface StreamListInput {
  offset?: number | null;
  first?: number | null;
  search?: string | null;
  type?: string | null;
  sort?: string | null;
}

export function presentStream(r: StreamRow): Stream {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    type: r.stream_type,
    typeLabel: streamTypeLabel(r.stream_type),
    logoUrl: r.logo_url,
    level: r.level,
    levelLabel: STREAM_LEVEL_LABELS[r.level] ?? null,
    isActive: r.is_active,
    organizationName: r.organization_name,
    aliases: r.aliases,
    assetType: r.asset_type,
    tradingSymbol: r.trading_symbol,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    postCount: r.post_count,
    sentimentCounts: {
      positive: r.positive_count,
      negative: r.negative_count,
      neutral: r.neutral_count,
      mixed: r.mixed_count,
    },
    parentId: r.parent_id,
  };
}

const ref = (r: StreamRefRow) => ({ id: r.id, name: r.name, type: r.stream_type, level: r.level });

/**
 * The streams listing, a stream's page and similar streams (spec 2 §2.5, §2.6, §7 Streams), and
 * creating or changing a stream (for ingestion: no call of the spec does), each owing its embedding
 * (recorded with the write, queued after it).
 */
@Injectable()
export class StreamsService {
  constructor(
    private readonly repo: StreamsRepository,
    private readonly embeddings: StreamEmbeddings,
  ) {}

  /** A new stream; the agent worker embeds it (name, description, aliases) for similar streams. */
  async create(input: StreamInput & { name: string; type: string }): Promise<Stream> {
    const data = streamData(input);
    const { stream, owed } = await this.repo.create(
      {
        name: data.name!,
        streamType: data.streamType!,
        description: data.description ?? null,
        level: data.level ?? 1,
        parentId: data.parentId ?? null,
        aliases: data.aliases ?? [],
        isActive: data.isActive ?? true,
        logoUrl: data.logoUrl ?? null,
        assetType: data.assetType ?? null,
        tradingSymbol: data.tradingSymbol ?? null,
      },
      (created) => this.embeddings.owed(created),
    );
    await this.embeddings.start(owed);
    return this.get(stream.id);
  }

  /** A changed stream, embedded again; NOT_FOUND for an unknown id. */
  async update(id: string, input: StreamInput): Promise<Stream> {
    const changed = isUuid(id)
      ? await this.repo.update(id, streamData(input), (s) => this.embeddings.owed(s))
      : undefined;
    if (!changed) throw StreamException.notFound();
    await this.embeddings.start(changed.owed);
    return this.get(id);
  }

  /**
   * GET /api/streams: active streams whose name or an alias contains the search text (any case), of
   * one type, sorted by posts, positive or negative counts, or newest first; by name without a sort.
   * `first` streams after `offset` (ask one more than a page to learn whether more follow).
   */
  async list(input: StreamListInput): Promise<Stream[]> {
    const sort = input.sort || null;
    if (sort !== null && !(STREAM_SORTS as readonly string[]).includes(sort))
      throw StreamException.badInput(`sort must be one of ${STREAM_SORTS.join(', ')}`);
    const type = input.type || null;
    if (type !== null && !isStreamType(type))
      throw StreamException.badInput(`type must be one of ${STREAM_TYPE_VALUES.join(', ')}`);
    const search = input.search?.trim().slice(0, SEARCH_MAX_LENGTH) || null;
    const rows = await this.repo.list({
      search,
      type,
      sort: sort as StreamSort | null,
      limit: clampLimit(input.first, STREAMS_PAGE_SIZE + 1, STREAMS_MAX_PAGE_SIZE + 1),
      offset: Math.min(Math.max(Math.trunc(input.offset ?? 0) || 0, 0), MAX_OFFSET),
    });
    return rows.map(presentStream);
  }

  /** Every stream type with its display label. */
  types(): StreamTypeOption[] {
    return STREAM_TYPES.map((t) => ({ value: t.value, label: t.label }));
  }

  /** One stream, active or not; NOT_FOUND for an unknown id. */
  async get(id: string): Promise<Stream> {
    const row = isUuid(id) ? await this.repo.byId(id) : undefined;
    if (!row) throw StreamException.notFound();
    return presentStream(row);
  }

  /** Inbound: the parent's 'child' edge to the stream; outbound: the stream's edges to its children. */
  async connections(stream: Pick<Stream, 'id'>): Promise<StreamConnections> {
    const [parent, children] = await Promise.all([
      this.repo.parent(stream.id),
      this.repo.children(stream.id, MAX_CHILDREN),
    ]);
    const edge = (sourceId: string, targetId: string, other: StreamRefRow): StreamConnection => ({
      sourceId,
      targetId,
      relationship: STREAM_CHILD_RELATIONSHIP,
      stream: ref(other),
    });
    return {
      inbound: parent ? [edge(parent.id, stream.id, parent)] : [],
      outbound: children.map((c) => edge(stream.id, c.id, c)),
    };
  }

  /**
   * GET /api/streams/{id}/similar: the active streams nearest in meaning (name, description and
   * aliases, embedded), never the stream itself, only at or above the threshold (0..1, higher is
   * closer), nearest first. NOT_FOUND for an unknown stream; none while it has no embedding yet.
   */
  async similar(id: string, limit?: number | null, threshold?: number | null): Promise<RelatedStream[]> {
    const t = threshold ?? SIMILAR_STREAMS_THRESHOLD;
    if (!Number.isFinite(t) || t < 0 || t > 1) throw StreamException.badInput('threshold must be a number from 0 to 1');
    await this.get(id);
    const rows = await this.repo.similar(id, t, clampLimit(limit, SIMILAR_STREAMS_LIMIT, SIMILAR_STREAMS_MAX_LIMIT));
    return rows.map((r) => ({
      streamId: r.stream_id,
      name: r.name,
      type: r.stream_type,
      // Rounding can leave 1 − distance a hair outside 0..1.
      similarity: Math.min(1, Math.max(0, r.similarity)),
    }));
  }
}
