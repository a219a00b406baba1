import { isStormParticipationAction, STORM_PARTICIPATION_ACTIONS } from '@hivemind/contracts';
import {
  RestCreateStormDocument,
  RestHiveStormsDocument,
  RestMyActiveStormsDocument,
  RestParticipateInStormDocument,
  RestSetStormActiveDocument,
  RestStormActiveFeedDocument,
  RestStormHeroDocument,
  RestStormParticipationDocument,
  RestStormSubmissionDocument,
  RestStormVoteFeedDocument,
  type StormFieldsFragment,
  type StormStatusFieldsFragment,
} from '../generated/graphql.js';
import { bodyFields, optionalBoolean, optionalString, textField, type BodyFields } from './core/body.js';
import type { RestContext } from './core/context.js';
import { badRequest } from './core/errors.js';
import { intParam, requireUuid } from './core/params.js';
import { route } from './core/route.js';
import { postJson } from './posts-json.js';

/**
 * Storms (spec 2 §7 "Storms"; spec 4 POST /api/hives/{id}/storms, PATCH /api/storms/{id}): every
 * call needs a signed-in member of the storm's hive (403 for others, 404 for an unknown storm).
 * Operations in graphql/storms.graphql.
 */

/** spec 2 §3 Storm: hive {id, name, logo, type}, prompt, is_active (and what managing it needs). */
export function stormJson(s: StormFieldsFragment) {
  return {
    id: s.id,
    hive_id: s.hiveId,
    hive: s.hive,
    prompt: s.prompt,
    is_active: s.isActive,
    vote_submission_requirement: s.voteSubmissionRequirement,
    ends_at: s.endsAt,
    created_at: s.createdAt,
  };
}

const progressJson = (p: StormStatusFieldsFragment['activationProgress']) => ({
  current_votes: p.currentVotes,
  required_votes: p.requiredVotes,
  percentage_complete: p.percentageComplete,
});

/** spec 2 §3 Participation status. */
function statusJson(s: StormStatusFieldsFragment) {
  return {
    has_submitted: s.hasSubmitted,
    wants_to_vote_only: s.wantsToVoteOnly,
    post_activated_at: s.postActivatedAt,
    vote_submission_requirement: s.voteSubmissionRequirement,
    activation_progress: progressJson(s.activationProgress),
  };
}

const stormIdOf = (ctx: RestContext) => requireUuid(ctx.params.id, 'id');

/** The feeds' page and limit (the limit defaults, in feeds-svc, to the storm's vote_submission_requirement). */
function feedVariables(ctx: RestContext) {
  const page = intParam(ctx.url, 'page');
  const limit = intParam(ctx.url, 'limit');
  if (page !== undefined && page < 1) throw badRequest('page must be 1 or more');
  if (limit !== undefined && limit < 1) throw badRequest('limit must be 1 or more');
  return { stormId: stormIdOf(ctx), page: page ?? null, limit: limit ?? null };
}

/** A field under its spec name or its camelCase alias. */
const either = (body: BodyFields, snake: string, camel: string) => (body[snake] !== undefined ? snake : camel);

export const stormRoutes = [
  route('POST', '/api/hives/:id/storms', {
    session: true,
    operation: RestCreateStormDocument,
    variables: async (ctx) => {
      const hiveId = requireUuid(ctx.params.id, 'id');
      const body = await bodyFields(ctx);
      const requirement = body[either(body, 'vote_submission_requirement', 'voteSubmissionRequirement')];
      if (requirement !== undefined && requirement !== null && !Number.isInteger(requirement))
        throw badRequest('vote_submission_requirement must be a whole number');
      return {
        hiveId,
        prompt: textField(body, 'prompt'),
        voteSubmissionRequirement: (requirement as number | null | undefined) ?? null,
        endsAt: optionalString(body, either(body, 'ends_at', 'endsAt')),
      };
    },
    status: 201,
    answer: ({ createStorm }) => ({ storm: stormJson(createStorm) }),
  }),

  // Where storms are found (issue 18): a hive's storms with their participation counts (hive portal,
  // storm management), and the open storms of the member's hives (control portal).
  route('GET', '/api/hives/:id/storms', {
    session: true,
    operation: RestHiveStormsDocument,
    variables: (ctx) => ({ hiveId: requireUuid(ctx.params.id, 'id') }),
    answer: ({ hiveStorms }) => ({
      storms: hiveStorms.map((s) => ({
        ...stormJson(s),
        participation: {
          participants: s.summary.participants,
          answers: s.summary.answers,
          active_answers: s.summary.activeAnswers,
        },
      })),
    }),
  }),

  route('GET', '/api/storms', {
    session: true,
    operation: RestMyActiveStormsDocument,
    answer: ({ myActiveStorms }) => ({ storms: myActiveStorms.map(stormJson) }),
  }),

  route('PATCH', '/api/storms/:id', {
    session: true,
    operation: RestSetStormActiveDocument,
    variables: async (ctx) => {
      const stormId = stormIdOf(ctx);
      const body = await bodyFields(ctx);
      const isActive = optionalBoolean(body, either(body, 'is_active', 'isActive'));
      if (isActive === undefined) throw badRequest('is_active must be true or false');
      return { stormId, isActive };
    },
    answer: ({ setStormActive }) => ({ storm: stormJson(setStormActive) }),
  }),

  route('GET', '/api/storms/:id/hero', {
    session: true,
    operation: RestStormHeroDocument,
    variables: (ctx) => ({ id: stormIdOf(ctx) }),
    answer: ({ storm }) => ({ storm: stormJson(storm) }),
  }),

  route('GET', '/api/storms/:id/participation', {
    session: true,
    operation: RestStormParticipationDocument,
    variables: (ctx) => ({ stormId: stormIdOf(ctx) }),
    answer: ({ stormParticipation }) => ({ status: statusJson(stormParticipation) }),
  }),

  route('GET', '/api/storms/:id/submission-status', {
    session: true,
    operation: RestStormSubmissionDocument,
    variables: (ctx) => ({ stormId: stormIdOf(ctx) }),
    answer: ({ stormSubmission }) => ({ submission: { post_id: stormSubmission.postId } }),
  }),

  route('POST', '/api/storms/:id/participate', {
    session: true,
    operation: RestParticipateInStormDocument,
    variables: async (ctx) => {
      const stormId = stormIdOf(ctx);
      const { action } = await bodyFields(ctx);
      if (!isStormParticipationAction(action))
        throw badRequest(`action must be one of ${STORM_PARTICIPATION_ACTIONS.join(', ')}`);
      return { stormId, action };
    },
    answer: ({ participateInStorm }) => ({ status: statusJson(participateInStorm) }),
  }),

  route('GET', '/api/storms/:id/vote-to-activate-feed', {
    session: true,
    operation: RestStormVoteFeedDocument,
    variables: feedVariables,
    answer: ({ stormVoteFeed: f }, ctx) => ({
      posts: f.posts.map((p) => postJson(p, ctx)),
      activationProgress: f.activationProgress && progressJson(f.activationProgress),
      message: f.message,
      hasMore: f.hasMore,
      pagination: { page: f.page, limit: f.limit, hasMore: f.hasMore },
    }),
  }),

  route('GET', '/api/storms/:id/active-feed', {
    session: true,
    operation: RestStormActiveFeedDocument,
    variables: feedVariables,
    answer: ({ stormActiveFeed: f }, ctx) => ({
      posts: f.posts.map((p) => postJson(p, ctx)),
      message: f.message,
      hasMore: f.hasMore,
      pagination: { page: f.page, limit: f.limit, hasMore: f.hasMore },
    }),
  }),
];
