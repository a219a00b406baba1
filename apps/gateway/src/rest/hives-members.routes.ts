import { isUuid } from '@hivemind/common';
import { HiveMessages } from '@hivemind/contracts';
import {
  RestCancelHiveInvitationDocument,
  RestHiveAgentDocument,
  RestHiveInvitationsDocument,
  RestHiveOwnerCountDocument,
  RestHiveTeamDocument,
  RestInviteToHiveDocument,
  RestJoinHiveDocument,
  RestLeaveHiveDocument,
  RestMyInvitationsDocument,
  RestRemoveHiveMemberDocument,
  RestResendHiveInvitationDocument,
  RestSetHiveAgentDocument,
  RestSetHiveMemberRoleDocument,
} from '../generated/graphql.js';
import { bodyFields } from './core/body.js';
import type { RestContext } from './core/context.js';
import { badRequest, notFound } from './core/errors.js';
import { requireUuid } from './core/params.js';
import { reply, route } from './core/route.js';
import {
  emailsInput,
  hiveJson,
  hivePathId,
  hiveRefJson,
  invitationJson,
  invitationResultJson,
  memberJson,
} from './hives-json.js';

/**
 * Membership of a hive (spec 1 §7, spec 2 §7, spec 4): join, leave, owner count, the team, the
 * invitations, the user's own invitations and the drop agent's instructions. Operations in
 * graphql/hives-members.graphql.
 */

const hive = (ctx: RestContext) => ({ id: hivePathId(ctx) });

/** memberId from the body (or ?memberId= on DELETE, where some clients send no body). */
async function memberId(ctx: RestContext): Promise<string> {
  const { memberId: fromBody } = await bodyFields(ctx);
  const id = typeof fromBody === 'string' ? fromBody : ctx.url.searchParams.get('memberId');
  if (!isUuid(id)) throw notFound(HiveMessages.memberNotFound);
  return id;
}

/** The path's hive and invitation. */
function invitation(ctx: RestContext) {
  const { id } = hive(ctx);
  return { id, invitationId: requireUuid(ctx.params.invitationId, 'invitationId') };
}

export const hiveMemberRoutes = [
  route('POST', '/api/hives/:id/join', {
    session: true,
    operation: RestJoinHiveDocument,
    variables: hive,
    answer: ({ joinHive }) => ({ hive: hiveJson(joinHive), message: HiveMessages.joined(joinHive.name) }),
  }),

  route('DELETE', '/api/hives/:id/leave', {
    session: true,
    operation: RestLeaveHiveDocument,
    variables: hive,
    answer: () => ({ success: true, message: HiveMessages.left }),
  }),

  route('GET', '/api/hives/:id/owner-count', {
    session: true,
    operation: RestHiveOwnerCountDocument,
    variables: hive,
    answer: ({ hiveOwnerCount }) => hiveOwnerCount,
  }),

  route('GET', '/api/hives/:id/team', {
    session: true,
    operation: RestHiveTeamDocument,
    variables: hive,
    answer: ({ hiveTeam }) => ({ members: hiveTeam.map(memberJson) }),
  }),

  route('PUT', '/api/hives/:id/team', {
    session: true,
    operation: RestSetHiveMemberRoleDocument,
    variables: async (ctx) => {
      const { id } = hive(ctx);
      const member = await memberId(ctx);
      const { role } = await bodyFields(ctx);
      if (typeof role !== 'string') throw badRequest(HiveMessages.invalidRole);
      return { id, memberId: member, role };
    },
    answer: ({ setHiveMemberRole }) => ({ member: memberJson(setHiveMemberRole), message: HiveMessages.roleUpdated }),
  }),

  route('DELETE', '/api/hives/:id/team', {
    session: true,
    operation: RestRemoveHiveMemberDocument,
    variables: async (ctx) => {
      const { id } = hive(ctx);
      return { id, memberId: await memberId(ctx) };
    },
    answer: () => ({ success: true, message: HiveMessages.memberRemoved }),
  }),

  route('GET', '/api/hives/:id/invitations', {
    session: true,
    operation: RestHiveInvitationsDocument,
    variables: hive,
    answer: ({ hiveInvitations }) => ({ invitations: hiveInvitations.map(invitationJson) }),
  }),

  route('POST', '/api/hives/:id/invitations', {
    session: true,
    operation: RestInviteToHiveDocument,
    variables: async (ctx) => {
      const { id } = hive(ctx);
      const body = await bodyFields(ctx);
      const emails = emailsInput(body.emails);
      if (!emails) throw badRequest(HiveMessages.noValidInviteEmail);
      if (body.role !== undefined && body.role !== null && typeof body.role !== 'string')
        throw badRequest(HiveMessages.invalidRole);
      return { id, emails, role: body.role ?? null };
    },
    status: 201,
    answer: ({ inviteToHive }) => {
      const result = invitationResultJson(inviteToHive);
      if (result.invitations_created === 0) return reply(400, { error: HiveMessages.allInvitationsFailed, ...result });
      return { ...result, message: HiveMessages.invitationsSent(result.invitations_created) };
    },
  }),

  route('DELETE', '/api/hives/:id/invitations/:invitationId', {
    session: true,
    operation: RestCancelHiveInvitationDocument,
    variables: invitation,
    answer: () => ({ success: true, message: HiveMessages.invitationCancelled }),
  }),

  route('PUT', '/api/hives/:id/invitations/:invitationId', {
    session: true,
    operation: RestResendHiveInvitationDocument,
    variables: async (ctx) => {
      const ids = invitation(ctx);
      const { action } = await bodyFields(ctx);
      if (action !== 'resend') throw badRequest(HiveMessages.invalidInvitationAction);
      return ids;
    },
    answer: () => ({ success: true, message: HiveMessages.invitationResent }),
  }),

  route('GET', '/api/user/invitations', {
    session: true,
    operation: RestMyInvitationsDocument,
    answer: ({ myInvitations }) => ({
      invitations: myInvitations.map((i) => ({
        ...invitationJson(i),
        hive_id: i.hive.id,
        hive_name: i.hive.name,
        hive: hiveRefJson(i.hive),
      })),
    }),
  }),

  /** 404 means "no instructions yet" (spec 2 §7): the manager then shows an empty box. */
  route('GET', '/api/hives/:id/agent', {
    session: true,
    operation: RestHiveAgentDocument,
    variables: hive,
    answer: ({ hiveAgentInstructions }) => {
      if (hiveAgentInstructions === null) throw notFound(HiveMessages.instructionsNotSet);
      return { instructions: hiveAgentInstructions };
    },
  }),

  route('PATCH', '/api/hives/:id/agent', {
    session: true,
    operation: RestSetHiveAgentDocument,
    variables: async (ctx) => {
      const { id } = hive(ctx);
      const { instructions } = await bodyFields(ctx);
      if (typeof instructions !== 'string') throw badRequest(HiveMessages.instructionsEmpty);
      return { id, instructions };
    },
    answer: ({ setHiveAgentInstructions }) => ({ instructions: setHiveAgentInstructions }),
  }),
];
