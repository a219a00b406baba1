import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { FeedsPrisma } from '../prisma.js';
import type { ContentCreator, PostStreamTag } from './post.model.js';
import type { PostRow } from './post-row.js';

export interface PostDetails {
  streams: Map<string, PostStreamTag[]>;
  /** By post id: the people who made its source content, by name. */
  contentCreators: Map<string, ContentCreator[]>;
  stormPrompts: Map<string, string>;
  /** Posts someone other than their author voted on. */
  othersVoted: Set<string>;
}

interface TagRow {
  post_id: string;
  stream_id: string;
  name: string;
  stream_type: string;
  description: string | null;
  aliases: string[];
  confidence: number | null;
  assignment_type: string;
  assigned_at: Date;
  sentiment: string | null;
  sentiment_score: number | null;
  sentiment_analysis: string | null;
  post_count: number;
}

interface CreatorRow {
  post_id: string;
  id: string;
  first_name: string;
  last_name: string;
}

/**
 * What a page of posts shows beyond its rows, read for the whole page in four queries run side by
 * side (never one per post): stream tags with each stream's post count, content creators, storm
 * prompts, and whether others than the author voted.
 */
@Injectable()
export class PostDetailsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: FeedsPrisma) {}

  async forPage(rows: readonly PostRow[]): Promise<PostDetails> {
    const postIds = rows.map((r) => r.id);
    const stormIds = [...new Set(rows.flatMap((r) => (r.stormId ? [r.stormId] : [])))];
    if (postIds.length === 0)
      return { streams: new Map(), contentCreators: new Map(), stormPrompts: new Map(), othersVoted: new Set() };
    const [tags, creators, storms, voted] = await Promise.all([
      this.prisma.$queryRawUnsafe<TagRow[]>(
        `select t.post_id::text, t.stream_id::text, s.name, s.stream_type, s.description,
                coalesce(s.aliases, '{}') as aliases, t.confidence, t.assignment_type, t.assigned_at,
                t.sentiment, t.sentiment_score, t.sentiment_analysis, s.post_count
         from post_stream t join stream s on s.id = t.stream_id
         where t.post_id = any($1::uuid[])
         order by t.post_id, t.confidence desc nulls last, s.name, s.id`,
        postIds,
      ),
      this.prisma.$queryRawUnsafe<CreatorRow[]>(
        `select c.post_id::text, pe.id::text, pe.first_name, pe.last_name
         from post_content_creator c join person pe on pe.id = c.person_id
         where c.post_id = any($1::uuid[])
         order by c.post_id, pe.last_name, pe.first_name, pe.id`,
        postIds,
      ),
      stormIds.length > 0
        ? this.prisma.storm.findMany({ where: { id: { in: stormIds } }, select: { id: true, prompt: true } })
        : Promise.resolve([]),
      this.prisma.$queryRawUnsafe<{ post_id: string }[]>(
        `select distinct v.post_id::text from post_vote v join post p on p.id = v.post_id
         where v.post_id = any($1::uuid[]) and v.user_id <> p.user_id`,
        postIds,
      ),
    ]);
    const streams = new Map<string, PostStreamTag[]>();
    for (const t of tags) {
      const list = streams.get(t.post_id) ?? [];
      list.push({
        streamId: t.stream_id,
        streamName: t.name,
        streamType: t.stream_type,
        streamDescription: t.description,
        streamAliases: t.aliases,
        streamConfidence: t.confidence,
        assignmentType: t.assignment_type,
        assignedAt: t.assigned_at,
        sentiment: t.sentiment,
        sentimentScore: t.sentiment_score,
        sentimentAnalysis: t.sentiment_analysis,
        postCount: t.post_count,
      });
      streams.set(t.post_id, list);
    }
    const contentCreators = new Map<string, ContentCreator[]>();
    for (const c of creators) {
      const list = contentCreators.get(c.post_id) ?? [];
      list.push({ id: c.id, firstName: c.first_name, lastName: c.last_name });
      contentCreators.set(c.post_id, list);
    }
    return {
      streams,
      contentCreators,
      stormPrompts: new Map(storms.map((s) => [s.id, s.prompt])),
      othersVoted: new Set(voted.map((v) => v.post_id)),
    };
  }
}
