import { Inject, Injectable } from '@nestjs/common';
import { PRISMA, recordFlowStart, type FlowStartRecord } from '@hivemind/common';
import type { FeedsPrisma } from '../prisma.js';
import type { StreamText } from './stream-embeddings.repository.js';
import {
  SIMILAR_STREAMS_SQL,
  STREAM_BY_ID_SQL,
  STREAM_CHILDREN_SQL,
  STREAM_PARENT_SQL,
  streamListSql,
  type StreamListFilter,
  type StreamRow,
} from './streams.queries.js';

export interface StreamRefRow {
  id: string;
  name: string;
  stream_type: string;
  level: number;
}

export interface SimilarStreamRow {
  stream_id: string;
  name: string;
  stream_type: string;
  similarity: number;
}

/** A stream's own fields, as created or changed (StreamsService.create / update). */
export interface StreamData {
  name: string;
  description: string | null;
  streamType: string;
  level: number;
  parentId: string | null;
  aliases: string[];
  isActive: boolean;
  logoUrl: string | null;
  assetType: string | null;
  tradingSymbol: string | null;
}

/** A stream as written, and the flow the write owes (recorded with it). */
export interface StreamWrite {
  stream: StreamText;
  owed: FlowStartRecord;
}

const TEXT = { id: true, name: true, description: true, aliases: true } as const;

/** The streams' reads (streams.queries.ts), and creating and changing a stream. */
@Injectable()
export class StreamsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: FeedsPrisma) {}

  list(filter: StreamListFilter): Promise<StreamRow[]> {
    const { sql, params } = streamListSql(filter);
    return this.prisma.$queryRawUnsafe<StreamRow[]>(sql, ...params);
  }

  async byId(id: string): Promise<StreamRow | undefined> {
    const [row] = await this.prisma.$queryRawUnsafe<StreamRow[]>(STREAM_BY_ID_SQL, id);
    return row;
  }

  async parent(id: string): Promise<StreamRefRow | undefined> {
    const [row] = await this.prisma.$queryRawUnsafe<StreamRefRow[]>(STREAM_PARENT_SQL, id);
    return row;
  }

  children(id: string, limit: number): Promise<StreamRefRow[]> {
    return this.prisma.$queryRawUnsafe<StreamRefRow[]>(STREAM_CHILDREN_SQL, id, limit);
  }

  /** A new stream and, in the same transaction, the flow it owes (`owes`: its embedding). */
  create(data: StreamData, owes: (stream: StreamText) => FlowStartRecord): Promise<StreamWrite> {
    return this.prisma.$transaction(async (tx) => {
      const stream = await tx.stream.create({ data, select: TEXT });
      const owed = owes(stream);
      await recordFlowStart(tx, owed);
      return { stream, owed };
    });
  }

  /**
   * The changed stream (updated_at moves, so its embedding is due again) and, in the same
   * transaction, the flow it owes; undefined when unknown.
   */
  update(
    id: string,
    data: Partial<StreamData>,
    owes: (stream: StreamText) => FlowStartRecord,
  ): Promise<StreamWrite | undefined> {
    return this.prisma.$transaction(async (tx) => {
      const found = await tx.stream.updateMany({ where: { id }, data });
      if (found.count === 0) return undefined;
      const stream = await tx.stream.findUnique({ where: { id }, select: TEXT });
      if (!stream) return undefined;
      const owed = owes(stream);
      await recordFlowStart(tx, owed);
      return { stream, owed };
    });
  }

  similar(id: string, threshold: number, limit: number): Promise<SimilarStreamRow[]> {
    return this.prisma.$queryRawUnsafe<SimilarStreamRow[]>(SIMILAR_STREAMS_SQL, id, threshold, limit);
  }
}
