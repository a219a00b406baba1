import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { FeedsPrisma } from '../prisma.js';
import type { Statement } from './dashboard.queries.js';

export interface PodcastInfoRow {
  id: string;
  title: string;
  image_url: string | null;
  publisher_name: string | null;
}

export interface StreamNameRow {
  id: string;
  name: string;
  stream_type: string;
}

/** Runs the dashboards' statements (dashboard.queries.ts) and reads the names they show. */
@Injectable()
export class DashboardRepository {
  constructor(@Inject(PRISMA) private readonly prisma: FeedsPrisma) {}

  rows<T>(statement: Statement): Promise<T[]> {
    return this.prisma.$queryRawUnsafe<T[]>(statement.sql, ...statement.params);
  }

  podcasts(ids: string[]): Promise<PodcastInfoRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.prisma.$queryRawUnsafe<PodcastInfoRow[]>(
      `select id::text, title, image_url, publisher_name from podcast where id = any($1::uuid[])`,
      ids,
    );
  }

  streams(ids: string[]): Promise<StreamNameRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.prisma.$queryRawUnsafe<StreamNameRow[]>(
      `select id::text, name, stream_type from stream where id = any($1::uuid[])`,
      ids,
    );
  }
}
