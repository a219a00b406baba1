import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { FeedsPrisma } from '../prisma.js';
import type { ContentCreator, PostStreamTag } from './post.model.js';
import type { PostRow } from './post-row.js';

export interface PostDetails {
  streams: Map<string, PostStreamTag[]>;
  /** By post id: the people who made its source content, by name. */
  contentCreators: Map<string, ContentCreator[]>;
  /** By post id, for posts of a storm. */
  stormPrompts: Map<string, string>;
  /** Posts someone other than their author voted on. */
  othersVoted: Set<string>;
  /** By post id: the viewer's vote type; empty for guests. */
  viewerVotes: Map<string, string>;
}

/** A stream tag as the statement's json_build_object spells it (timestamps arrive as JSON text). */
type TagJson = Omit<PostStreamTag, 'assignedAt'> & { assignedAt: string };

interface DetailsRow {
  post_id: string;
  streams: TagJson[];
  creators: ContentCreator[];
  storm_prompt: string | null;
  others_voted: boolean;
  viewer_vote: string | null;
}

/**
 * What a page of posts shows beyond its rows, for the whole page in one statement (never one per post,
 * and one round trip instead of one per detail: on these machines each statement's socket write
 * costs more than its planning): stream tags with each stream's post count, content creators, storm
 * prompts, whether others than the author voted, and the viewer's own vote.
 */
const DETAILS_SQL = `
select p.id::text as post_id,
  (select coalesce(json_agg(json_build_object(
            'streamId', s.id, 'streamName', s.name, 'streamType', s.stream_type,
            'streamDescription', s.description, 'streamAliases', coalesce(s.aliases, '{}'),
            'streamConfidence', t.confidence, 'assignmentType', t.assignment_type,
            'assignedAt', t.assigned_at, 'sentiment', t.sentiment, 'sentimentScore', t.sentiment_score,
            'sentimentAnalysis', t.sentiment_analysis, 'postCount', s.post_count)
          order by t.confidence desc nulls last, s.name, s.id), '[]')
     from post_stream t join stream s on s.id = t.stream_id
     where t.post_id = p.id) as streams,
  (select coalesce(json_agg(json_build_object('id', pe.id, 'firstName', pe.first_name, 'lastName', pe.last_name)
          order by pe.last_name, pe.first_name, pe.id), '[]')
     from post_content_creator c join person pe on pe.id = c.person_id
     where c.post_id = p.id) as creators,
  (select st.prompt from storm st where st.id = p.storm_id) as storm_prompt,
  exists (select 1 from post_vote v where v.post_id = p.id and v.user_id <> p.user_id) as others_voted,
  (select v.vote_type from post_vote v where v.post_id = p.id and v.user_id = $2::uuid) as viewer_vote
from post p
where p.id = any($1::uuid[])`;

@Injectable()
export class PostDetailsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: FeedsPrisma) {}

  /** The page's details as `viewerId` sees them (null: a guest, who has no vote). */
  async forPage(rows: readonly PostRow[], viewerId: string | null): Promise<PostDetails> {
    const details: PostDetails = {
      streams: new Map(),
      contentCreators: new Map(),
      stormPrompts: new Map(),
      othersVoted: new Set(),
      viewerVotes: new Map(),
    };
    if (rows.length === 0) return details;
    const found = await this.prisma.$queryRawUnsafe<DetailsRow[]>(
      DETAILS_SQL,
      rows.map((r) => r.id),
      viewerId,
    );
    const stormOf = new Map(rows.map((r) => [r.id, r.stormId]));
    for (const d of found) {
      details.streams.set(
        d.post_id,
        d.streams.map((t) => ({ ...t, assignedAt: new Date(t.assignedAt) })),
      );
      details.contentCreators.set(d.post_id, d.creators);
      const stormId = stormOf.get(d.post_id);
      if (stormId && d.storm_prompt !== null) details.stormPrompts.set(stormId, d.storm_prompt);
      if (d.others_voted) details.othersVoted.add(d.post_id);
      if (d.viewer_vote !== null) details.viewerVotes.set(d.post_id, d.viewer_vote);
    }
    return details;
  }
}
