import { Injectable } from '@nestjs/common';
import { PageReads } from '../read-pool.js';
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
  /**
   * By hive id, for the page's hives: the viewer's role there (null: not a member); empty for guests.
   * Read with the page, so presenting it needs no statement of its own for the viewer's rights.
   */
  viewerRoles: Map<string, string | null>;
}

/** A stream tag as the statement's json_build_object spells it (timestamps arrive as JSON text). */
type TagJson = Omit<PostStreamTag, 'assignedAt'> & { assignedAt: string };

interface DetailsRow {
  /** The post's id. */
  id: string;
  streams: TagJson[];
  creators: ContentCreator[];
  storm_prompt: string | null;
  others_voted: boolean;
  viewer_vote: string | null;
  /** The viewer's role in the post's hive (null: not a member, or a guest). */
  viewer_role: string | null;
}

/**
 * What a page of posts shows beyond its rows, as select-list columns over `post p` (never one query per
 * post): stream tags with each stream's post count, content creators, storm prompts, whether others
 * than the author voted, and the viewer's own vote (`viewer`: the parameter holding the viewer's id).
 */
const detailsColumns = (viewer: string) => `
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
  (select v.vote_type from post_vote v where v.post_id = p.id and v.user_id = ${viewer}::uuid) as viewer_vote,
  (select m.role from hive_member_read_model m
     where m.hive_id = p.hive_id and m.user_id = ${viewer}::uuid and m.removed_at is null) as viewer_role`;

/** The details of the posts whose ids are $1, for the viewer $2. */
const DETAILS_SQL = `select p.id::text as id, ${detailsColumns('$2')} from post p where p.id = any($1::uuid[])`;

/** A post row as PostRow reads it (POST_ROW_SELECT), its hive, podcast, episode and web page joined in. */
const ROW_COLUMNS = `p.id::text, p.hive_id::text, p.user_id::text, p.content, p.category, p.thought_type,
  p.is_public, p.storm_id::text, p.created_at, p.moderated_at, p.moderated_by::text, p.moderation_reason,
  p.upvotes, p.downvotes, p.unconstructive_votes, p.podcast_id::text, p.podcast_episode_id::text,
  p.web_page_id::text, p.statistic_id::text, p.content_thought_id::text, p.historic_event_id::text,
  p.quote_id::text, p.speaker_name, h.name as hive_name, h.logo as hive_logo, pc.title as podcast_title,
  pc.image_url as podcast_image_url, pc.description as podcast_description, e.title as episode_title,
  e.published_at as episode_published_at, e.speaker_name as episode_speaker_name, w.url as web_page_url,
  w.title as web_page_title, w.description as web_page_description, w.og_image as web_page_og_image,
  w.favicon_url as web_page_favicon_url`;

interface PageRow extends DetailsRow {
  hive_id: string;
  user_id: string;
  content: string;
  category: string | null;
  thought_type: string | null;
  is_public: boolean;
  storm_id: string | null;
  created_at: Date;
  moderated_at: Date | null;
  moderated_by: string | null;
  moderation_reason: string | null;
  upvotes: number;
  downvotes: number;
  unconstructive_votes: number;
  podcast_id: string | null;
  podcast_episode_id: string | null;
  web_page_id: string | null;
  statistic_id: string | null;
  content_thought_id: string | null;
  historic_event_id: string | null;
  quote_id: string | null;
  speaker_name: string | null;
  hive_name: string | null;
  hive_logo: string | null;
  podcast_title: string | null;
  podcast_image_url: string | null;
  podcast_description: string | null;
  episode_title: string | null;
  episode_published_at: Date | null;
  episode_speaker_name: string | null;
  web_page_url: string | null;
  web_page_title: string | null;
  web_page_description: string | null;
  web_page_og_image: string | null;
  web_page_favicon_url: string | null;
}

function pageRow(r: PageRow): PostRow {
  return {
    id: r.id,
    hiveId: r.hive_id,
    userId: r.user_id,
    content: r.content,
    category: r.category,
    thoughtType: r.thought_type,
    isPublic: r.is_public,
    stormId: r.storm_id,
    createdAt: r.created_at,
    moderatedAt: r.moderated_at,
    moderatedBy: r.moderated_by,
    moderationReason: r.moderation_reason,
    upvotes: r.upvotes,
    downvotes: r.downvotes,
    unconstructiveVotes: r.unconstructive_votes,
    podcastId: r.podcast_id,
    podcastEpisodeId: r.podcast_episode_id,
    webPageId: r.web_page_id,
    statisticId: r.statistic_id,
    contentThoughtId: r.content_thought_id,
    historicEventId: r.historic_event_id,
    quoteId: r.quote_id,
    speakerName: r.speaker_name,
    hive: r.hive_name === null ? null : { name: r.hive_name, logo: r.hive_logo },
    podcast:
      r.podcast_title === null
        ? null
        : { title: r.podcast_title, imageUrl: r.podcast_image_url, description: r.podcast_description },
    podcastEpisode:
      r.episode_title === null
        ? null
        : { title: r.episode_title, publishedAt: r.episode_published_at, speakerName: r.episode_speaker_name },
    webPage:
      r.web_page_url === null
        ? null
        : {
            url: r.web_page_url,
            title: r.web_page_title,
            description: r.web_page_description,
            ogImage: r.web_page_og_image,
            faviconUrl: r.web_page_favicon_url,
          },
  };
}

/** A statement answering the ids of a page of posts, in page order. */
export interface PostIdsQuery {
  sql: string;
  params: unknown[];
}

@Injectable()
export class PostDetailsRepository {
  /** Plain `pg`: these statements run for every page of posts any feed presents (read-pool.ts). */
  constructor(private readonly reads: PageReads) {}

  /** The page's details as `viewerId` sees them (null: a guest, who has no vote). */
  async forPage(rows: readonly PostRow[], viewerId: string | null): Promise<PostDetails> {
    if (rows.length === 0) return detailsOf(rows, [], viewerId);
    const found = await this.reads.rows<DetailsRow>(DETAILS_SQL, [rows.map((r) => r.id), viewerId]);
    return detailsOf(rows, found, viewerId);
  }

  /**
   * A whole page in one statement: the ids `ids` answers, their rows and their details as `viewerId`
   * sees them, in page order. One round trip instead of three (ids, rows, details): on these machines
   * each statement's socket write costs a feed page more than the planning (bench/RESULTS.md, P1).
   */
  async page(ids: PostIdsQuery, viewerId: string | null): Promise<{ rows: PostRow[]; details: PostDetails }> {
    const viewer = `$${ids.params.length + 1}`;
    const found = await this.reads.rows<PageRow>(
      `select ${ROW_COLUMNS}, ${detailsColumns(viewer)}
       from unnest(array(${ids.sql})) with ordinality as page(id, n)
       join post p on p.id = page.id
       left join hive_read_model h on h.hive_id = p.hive_id
       left join podcast pc on pc.id = p.podcast_id
       left join podcast_episode e on e.id = p.podcast_episode_id
       left join web_page w on w.id = p.web_page_id
       order by page.n`,
      [...ids.params, viewerId],
    );
    const rows = found.map(pageRow);
    return { rows, details: detailsOf(rows, found, viewerId) };
  }
}

function detailsOf(rows: readonly PostRow[], found: readonly DetailsRow[], viewerId: string | null): PostDetails {
  const details: PostDetails = {
    streams: new Map(),
    contentCreators: new Map(),
    stormPrompts: new Map(),
    othersVoted: new Set(),
    viewerVotes: new Map(),
    viewerRoles: new Map(),
  };
  const stormOf = new Map(rows.map((r) => [r.id, r.stormId]));
  const hiveOf = new Map(rows.map((r) => [r.id, r.hiveId]));
  for (const d of found) {
    details.streams.set(
      d.id,
      d.streams.map((t) => ({ ...t, assignedAt: new Date(t.assignedAt) })),
    );
    details.contentCreators.set(d.id, d.creators);
    const stormId = stormOf.get(d.id);
    if (stormId && d.storm_prompt !== null) details.stormPrompts.set(stormId, d.storm_prompt);
    if (d.others_voted) details.othersVoted.add(d.id);
    if (d.viewer_vote !== null) details.viewerVotes.set(d.id, d.viewer_vote);
    const hiveId = hiveOf.get(d.id);
    if (viewerId !== null && hiveId !== undefined) details.viewerRoles.set(hiveId, d.viewer_role);
  }
  return details;
}
