import { isVoteType, POST_MAX_LENGTH, VOTE_TYPES } from '@hivemind/contracts';
import {
  RestClassifyPostDocument,
  RestCreatePostDocument,
  RestPostDocument,
  RestTogglePostVisibilityDocument,
  RestVotePostDocument,
} from '../generated/graphql.js';
import { bodyFields, optionalString, uuidField } from './core/body.js';
import { badRequest } from './core/errors.js';
import { requireUuid } from './core/params.js';
import { route, type SignedInContext } from './core/route.js';
import { postJson } from './posts-json.js';

/**
 * Posts (spec 2 §7 "Posts", spec 4 POST /api/posts): create, read one, vote, thinker controls.
 * Operations in graphql/posts.graphql.
 */
const postIdOf = (ctx: SignedInContext) => requireUuid(ctx.params.id, 'id');

export const postRoutes = [
  route('POST', '/api/posts', {
    session: true,
    operation: RestCreatePostDocument,
    variables: async (ctx) => {
      const body = await bodyFields(ctx);
      if (typeof body.content !== 'string' || body.content.length < 1 || body.content.length > POST_MAX_LENGTH)
        throw badRequest(`content must be 1 to ${POST_MAX_LENGTH} characters`);
      const hiveId = uuidField(body, 'hiveId');
      const stormId = body.stormId === undefined || body.stormId === null ? null : uuidField(body, 'stormId');
      return { hiveId, content: body.content, stormId };
    },
    status: 201,
    answer: ({ createPost }, ctx) => ({ post: postJson(createPost, ctx) }),
  }),

  route('GET', '/api/posts/:id', {
    guestCacheable: true,
    operation: RestPostDocument,
    variables: (ctx) => ({ id: requireUuid(ctx.params.id, 'id') }),
    answer: ({ post }, ctx) => ({ post: postJson(post, ctx) }),
  }),

  route('PATCH', '/api/posts/:id/toggle-visibility', {
    session: true,
    operation: RestTogglePostVisibilityDocument,
    variables: (ctx) => ({ postId: postIdOf(ctx) }),
    answer: ({ togglePostVisibility }) => ({ is_public: togglePostVisibility.isPublic }),
  }),

  route('PATCH', '/api/posts/:id/classification', {
    session: true,
    operation: RestClassifyPostDocument,
    variables: async (ctx) => {
      const postId = postIdOf(ctx);
      const body = await bodyFields(ctx);
      const category = optionalString(body, 'category');
      const thoughtType = optionalString(body, 'thoughtType') ?? optionalString(body, 'thought_type');
      if (category === null && thoughtType === null) throw badRequest('category or thoughtType is required');
      return { postId, category, thoughtType };
    },
    answer: ({ setPostClassification }, ctx) => ({ success: true, post: postJson(setPostClassification, ctx) }),
  }),

  route('POST', '/api/posts/:id/vote', {
    session: true,
    operation: RestVotePostDocument,
    variables: async (ctx) => {
      const postId = postIdOf(ctx);
      const body = await bodyFields(ctx);
      if (typeof body.voteType !== 'string' || !isVoteType(body.voteType))
        throw badRequest(`voteType must be one of ${VOTE_TYPES.join(', ')}`);
      if (body.hiveId === undefined || body.hiveId === null || body.hiveId === '')
        throw badRequest('hiveId is required');
      return { postId, hiveId: uuidField(body, 'hiveId'), voteType: body.voteType };
    },
    answer: ({ votePost: v }) => ({
      success: v.success,
      upvotes: v.upvotes,
      downvotes: v.downvotes,
      unconstructiveVotes: v.unconstructiveVotes,
      userVote: v.userVote,
      moderation_action: v.moderationAction,
      activationTriggered: v.activationTriggered,
      message: v.message,
    }),
  }),
];
