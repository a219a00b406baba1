import { isVoteType, POST_MAX_LENGTH, VOTE_TYPES } from '@hivemind/contracts';
import { bodyFields } from './auth.routes.js';
import { badRequest } from './errors.js';
import { requireSession } from './hives.routes.js';
import { POST_FIELDS, postJson, type PostData } from './posts-json.js';
import { requireUuid, type RestRouter } from './router.js';

/** Posts (spec 2 §7 "Posts", spec 4 POST /api/posts): create, read one, vote, thinker controls. */
const CREATE = `mutation RestCreatePost($hiveId: ID!, $content: String!, $stormId: ID) {
  createPost(hiveId: $hiveId, content: $content, stormId: $stormId) { ${POST_FIELDS} }
}`;
const ONE = `query RestPost($id: ID!) { post(id: $id) { ${POST_FIELDS} } }`;
const VOTE = `mutation RestVotePost($postId: ID!, $hiveId: ID!, $voteType: String!) {
  votePost(postId: $postId, hiveId: $hiveId, voteType: $voteType) {
    success upvotes downvotes unconstructiveVotes userVote moderationAction activationTriggered message
  }
}`;

const TOGGLE = `mutation RestTogglePostVisibility($postId: ID!) { togglePostVisibility(postId: $postId) { isPublic } }`;
const CLASSIFY = `mutation RestClassifyPost($postId: ID!, $category: String, $thoughtType: String) {
  setPostClassification(postId: $postId, category: $category, thoughtType: $thoughtType) { ${POST_FIELDS} }
}`;

/** An optional string field of a body: absent/null → null, anything but a string → 400. */
function optionalString(body: Record<string, unknown>, name: string): string | null {
  const v = body[name];
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') throw badRequest(`${name} must be a string`);
  return v;
}

interface VoteData {
  success: boolean;
  upvotes: number;
  downvotes: number;
  unconstructiveVotes: number;
  userVote: string;
  moderationAction: boolean;
  activationTriggered: boolean;
  message: string;
}

export function registerPostRoutes(router: RestRouter): void {
  router.add('POST', '/api/posts', async (ctx) => {
    requireSession(ctx);
    const body = await bodyFields(ctx);
    if (typeof body.content !== 'string' || body.content.length < 1 || body.content.length > POST_MAX_LENGTH)
      throw badRequest(`content must be 1 to ${POST_MAX_LENGTH} characters`);
    const hiveId = requireUuid(typeof body.hiveId === 'string' ? body.hiveId : undefined, 'hiveId');
    const stormId =
      body.stormId === undefined || body.stormId === null
        ? null
        : requireUuid(typeof body.stormId === 'string' ? body.stormId : undefined, 'stormId');
    const { createPost } = await ctx.graphql<{ createPost: PostData }>(CREATE, {
      hiveId,
      content: body.content,
      stormId,
    });
    return { status: 201, body: { post: postJson(createPost, ctx) } };
  });

  router.addGuestCacheable('/api/posts/:id', async (ctx) => {
    const id = requireUuid(ctx.params.id, 'id');
    const { post } = await ctx.graphql<{ post: PostData }>(ONE, { id });
    return { body: { post: postJson(post, ctx) } };
  });

  router.add('PATCH', '/api/posts/:id/toggle-visibility', async (ctx) => {
    requireSession(ctx);
    const postId = requireUuid(ctx.params.id, 'id');
    const { togglePostVisibility } = await ctx.graphql<{ togglePostVisibility: { isPublic: boolean } }>(TOGGLE, {
      postId,
    });
    return { body: { is_public: togglePostVisibility.isPublic } };
  });

  router.add('PATCH', '/api/posts/:id/classification', async (ctx) => {
    requireSession(ctx);
    const postId = requireUuid(ctx.params.id, 'id');
    const body = await bodyFields(ctx);
    const category = optionalString(body, 'category');
    const thoughtType = optionalString(body, 'thoughtType') ?? optionalString(body, 'thought_type');
    if (category === null && thoughtType === null) throw badRequest('category or thoughtType is required');
    const { setPostClassification } = await ctx.graphql<{ setPostClassification: PostData }>(CLASSIFY, {
      postId,
      category,
      thoughtType,
    });
    return { body: { success: true, post: postJson(setPostClassification, ctx) } };
  });

  router.add('POST', '/api/posts/:id/vote', async (ctx) => {
    requireSession(ctx);
    const postId = requireUuid(ctx.params.id, 'id');
    const body = await bodyFields(ctx);
    if (typeof body.voteType !== 'string' || !isVoteType(body.voteType))
      throw badRequest(`voteType must be one of ${VOTE_TYPES.join(', ')}`);
    if (body.hiveId === undefined || body.hiveId === null || body.hiveId === '') throw badRequest('hiveId is required');
    const hiveId = requireUuid(typeof body.hiveId === 'string' ? body.hiveId : undefined, 'hiveId');
    const { votePost: v } = await ctx.graphql<{ votePost: VoteData }>(VOTE, {
      postId,
      hiveId,
      voteType: body.voteType,
    });
    return {
      body: {
        success: v.success,
        upvotes: v.upvotes,
        downvotes: v.downvotes,
        unconstructiveVotes: v.unconstructiveVotes,
        userVote: v.userVote,
        moderation_action: v.moderationAction,
        activationTriggered: v.activationTriggered,
        message: v.message,
      },
    };
  });
}
