import { Injectable } from '@nestjs/common';
import { clampLimit, isUuid } from '@hivemind/common';
import {
  CATEGORIES,
  POST_FEED_MAX_PAGE_SIZE,
  POST_FEED_PAGE_SIZE,
  RELATED_POSTS_DEFAULT_THRESHOLD,
  RELATED_POSTS_MAX_MATCHES,
  SIMILARITY_TIERS,
  THOUGHT_TYPES,
} from '@hivemind/contracts';
import type { Post } from '../posts/post.model.js';
import { PostException } from '../posts/posts.exception.js';
import { PostsService } from '../posts/posts.service.js';
import { clampOffset, oneOf, thresholdToUse } from './feeds.rules.js';
import { RelatedPostsRepository } from './related-posts.repository.js';

export interface RelatedPostsInput {
  offset?: number | null;
  first?: number | null;
  category?: string | null;
  thoughtType?: string | null;
  threshold?: number | null;
}

export interface RelatedPostsAnswer {
  posts: Post[];
  hasMore: boolean;
  similarityThresholdUsed: number;
  totalMatchesFound: number;
  filterOptions: { categories: string[]; thoughtTypes: string[] };
}

/**
 * GET /api/posts/{id}/related (spec 2 §7): the posts nearest in meaning (pgvector HNSW, cosine),
 * nearest first, each with similarity_score = cosine distance. `threshold` is a minimum
 * similarity (default 0.9); with no match there, the next lower tier of 0.9 / 0.8 / 0.7 / 0.6 /
 * 0.5 / 0.4 is tried (similarityThresholdUsed). filterOptions are the categories and thought types
 * among the matches before the category / thought type filters.
 */
@Injectable()
export class RelatedPostsService {
  constructor(
    private readonly repo: RelatedPostsRepository,
    private readonly posts: PostsService,
  ) {}

  async related(viewerId: string | null, postId: string, input: RelatedPostsInput): Promise<RelatedPostsAnswer> {
    const asked = input.threshold ?? RELATED_POSTS_DEFAULT_THRESHOLD;
    if (!Number.isFinite(asked) || asked < 0 || asked > 1)
      throw PostException.badInput('threshold must be a number from 0 to 1');
    const category = oneOf(input.category, CATEGORIES, 'category');
    const thoughtType = oneOf(input.thoughtType, THOUGHT_TYPES, 'thoughtType');
    const limit = clampLimit(input.first, POST_FEED_PAGE_SIZE, POST_FEED_MAX_PAGE_SIZE);
    const offset = clampOffset(input.offset, RELATED_POSTS_MAX_MATCHES);
    if (!isUuid(postId)) throw PostException.postNotFound();
    // The threshold used follows from the nearest match alone (the asked one if it is within it, else
    // the first lower tier that is); the scan reads no farther than that threshold. The source post's
    // embedding is read inside the search statement.
    const EPS = 1e-9;
    let used = thresholdToUse(asked, SIMILARITY_TIERS, []);
    const base = { sourceId: postId, viewerId };
    const matches = await this.repo.nearest(
      { ...base, category, thoughtType },
      RELATED_POSTS_MAX_MATCHES,
      (nearest) => {
        used = thresholdToUse(asked, SIMILARITY_TIERS, nearest === null ? [] : [nearest]);
        return 1 - used + EPS;
      },
    );
    if (matches.length === 0) {
      // Nothing found: an unknown post is a 404; a post not embedded yet has no related posts so far.
      const source = await this.repo.sourceState(postId);
      if (!source) throw PostException.postNotFound();
      if (!source.embedded)
        return {
          posts: [],
          hasMore: false,
          similarityThresholdUsed: asked,
          totalMatchesFound: 0,
          filterOptions: { categories: [], thoughtTypes: [] },
        };
    }
    // filterOptions: the categories and thought types of every match at that threshold, unfiltered.
    const options =
      category !== null || thoughtType !== null
        ? await this.repo.nearest(
            { ...base, category: null, thoughtType: null },
            RELATED_POSTS_MAX_MATCHES,
            () => 1 - used + EPS,
          )
        : matches;
    const page = matches.slice(offset, offset + limit);
    const distinct = (values: (string | null)[], order: readonly string[]) => order.filter((v) => values.includes(v));
    const posts = await this.posts.presentByIds(
      page.map((r) => r.id),
      viewerId,
      new Map(page.map((r) => [r.id, r.distance])),
    );
    return {
      posts,
      hasMore: matches.length > offset + limit,
      similarityThresholdUsed: used,
      totalMatchesFound: matches.length,
      filterOptions: {
        categories: distinct(
          options.map((r) => r.category),
          CATEGORIES,
        ),
        thoughtTypes: distinct(
          options.map((r) => r.thought_type),
          THOUGHT_TYPES,
        ),
      },
    };
  }
}
