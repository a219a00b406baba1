import { isUuid } from '@hivemind/common';
import { HiveMessages } from '@hivemind/contracts';
import { bodyFields } from './core/body.js';
import { typedOperation, type RestContext } from './core/context.js';
import { badRequest, notFound } from './core/errors.js';
import { requireUuid } from './core/params.js';
import { reply, route } from './core/route.js';
import {
  emailsInput,
  HIVE_FIELDS,
  HIVE_REF_FIELDS,
  hiveJson,
  hivePathId,
  hiveRefJson,
  INVITATION_RESULT_FIELDS,
  invitationResultJson,
  MEMBER_FIELDS,
  memberJson,
  type HiveData,
  type HiveRefData,
  type InvitationResultData,
  type MemberData,
} from './hives-json.js';

/**
 * Membership of a hive (spec 1 §7, spec 2 §7, spec 4): join, leave, owner count, the team, the
 * invitations, the user's own invitations and the drop agent's instructions.
 */
const JOIN = typedOperation<{ joinHive: HiveData }>(
  `mutation RestJoinHive($id: ID!) { joinHive(hiveId: $id) { ${HIVE_FIELDS} } }`,
);
const LEAVE = typedOperation<{ leaveHive: boolean }>(`mutation RestLeaveHive($id: ID!) { leaveHive(hiveId: $id) }`);
const OWNER_COUNT = typedOperation<{ hiveOwnerCount: { ownerCount: number; canLeave: boolean } }>(
  `query RestHiveOwnerCount($id: ID!) { hiveOwnerCount(hiveId: $id) { ownerCount canLeave } }`,
);
const TEAM = typedOperation<{ hiveTeam: MemberData[] }>(
  `query RestHiveTeam($id: ID!) { hiveTeam(hiveId: $id) { ${MEMBER_FIELDS} } }`,
);
const SET_ROLE = typedOperation<{
  setHiveMemberRole: MemberData;
}>(`mutation RestSetHiveMemberRole($id: ID!, $memberId: ID!, $role: String!) {
  setHiveMemberRole(hiveId: $id, memberId: $memberId, role: $role) { ${MEMBER_FIELDS} }
}`);
const REMOVE = typedOperation<{ removeHiveMember: boolean }>(
  `mutation RestRemoveHiveMember($id: ID!, $memberId: ID!) { removeHiveMember(hiveId: $id, memberId: $memberId) }`,
);
const INVITATION_FIELDS = 'id email role status createdAt lastSentAt';
const INVITATIONS = typedOperation<{ hiveInvitations: InvitationData[] }>(
  `query RestHiveInvitations($id: ID!) { hiveInvitations(hiveId: $id) { ${INVITATION_FIELDS} } }`,
);
const INVITE = typedOperation<{
  inviteToHive: InvitationResultData;
}>(`mutation RestInviteToHive($id: ID!, $emails: [String!]!, $role: String) {
  inviteToHive(hiveId: $id, emails: $emails, role: $role) { ${INVITATION_RESULT_FIELDS} }
}`);
const CANCEL = typedOperation<{
  cancelHiveInvitation: boolean;
}>(`mutation RestCancelHiveInvitation($id: ID!, $invitationId: ID!) {
  cancelHiveInvitation(hiveId: $id, invitationId: $invitationId)
}`);
const RESEND = typedOperation<{
  resendHiveInvitation: boolean;
}>(`mutation RestResendHiveInvitation($id: ID!, $invitationId: ID!) {
  resendHiveInvitation(hiveId: $id, invitationId: $invitationId)
}`);
const MY_INVITATIONS = typedOperation<{ myInvitations: (InvitationData & { hive: HiveRefData })[] }>(
  `query RestMyInvitations { myInvitations { ${INVITATION_FIELDS} hive { ${HIVE_REF_FIELDS} } } }`,
);
const AGENT = typedOperation<{ hiveAgentInstructions: string | null }>(
  `query RestHiveAgent($id: ID!) { hiveAgentInstructions(hiveId: $id) }`,
);
const SET_AGENT = typedOperation<{
  setHiveAgentInstructions: string;
}>(`mutation RestSetHiveAgent($id: ID!, $instructions: String!) {
  setHiveAgentInstructions(hiveId: $id, instructions: $instructions)
}`);

interface InvitationData {
  id: string;
  email: string;
  role: string;
  status: string;
  createdAt: string;
  lastSentAt: string;
}

function invitationJson(i: InvitationData) {
  return {
    id: i.id,
    email: i.email,
    role: i.role,
    status: i.status,
    created_at: new Date(i.createdAt).toISOString(),
    last_sent_at: new Date(i.lastSentAt).toISOString(),
  };
}

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
    operation: JOIN,
    variables: hive,
    answer: ({ joinHive }) => ({ hive: hiveJson(joinHive), message: HiveMessages.joined(joinHive.name) }),
  }),

  route('DELETE', '/api/hives/:id/leave', {
    session: true,
    operation: LEAVE,
    variables: hive,
    answer: () => ({ success: true, message: HiveMessages.left }),
  }),

  route('GET', '/api/hives/:id/owner-count', {
    session: true,
    operation: OWNER_COUNT,
    variables: hive,
    answer: ({ hiveOwnerCount }) => hiveOwnerCount,
  }),

  route('GET', '/api/hives/:id/team', {
    session: true,
    operation: TEAM,
    variables: hive,
    answer: ({ hiveTeam }) => ({ members: hiveTeam.map(memberJson) }),
  }),

  route('PUT', '/api/hives/:id/team', {
    session: true,
    operation: SET_ROLE,
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
    operation: REMOVE,
    variables: async (ctx) => {
      const { id } = hive(ctx);
      return { id, memberId: await memberId(ctx) };
    },
    answer: () => ({ success: true, message: HiveMessages.memberRemoved }),
  }),

  route('GET', '/api/hives/:id/invitations', {
    session: true,
    operation: INVITATIONS,
    variables: hive,
    answer: ({ hiveInvitations }) => ({ invitations: hiveInvitations.map(invitationJson) }),
  }),

  route('POST', '/api/hives/:id/invitations', {
    session: true,
    operation: INVITE,
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
    operation: CANCEL,
    variables: invitation,
    answer: () => ({ success: true, message: HiveMessages.invitationCancelled }),
  }),

  route('PUT', '/api/hives/:id/invitations/:invitationId', {
    session: true,
    operation: RESEND,
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
    operation: MY_INVITATIONS,
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
    operation: AGENT,
    variables: hive,
    answer: ({ hiveAgentInstructions }) => {
      if (hiveAgentInstructions === null) throw notFound(HiveMessages.instructionsNotSet);
      return { instructions: hiveAgentInstructions };
    },
  }),

  route('PATCH', '/api/hives/:id/agent', {
    session: true,
    operation: SET_AGENT,
    variables: async (ctx) => {
      const { id } = hive(ctx);
      const { instructions } = await bodyFields(ctx);
      if (typeof instructions !== 'string') throw badRequest(HiveMessages.instructionsEmpty);
      return { id, instructions };
    },
    answer: ({ setHiveAgentInstructions }) => ({ instructions: setHiveAgentInstructions }),
  }),
];
