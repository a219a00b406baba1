import { HiveMessages } from '@hivemind/contracts';
import { bodyFields } from './auth.routes.js';
import { badRequest, notFound } from './errors.js';
import {
  emailsInput,
  HIVE_FIELDS,
  HIVE_REF_FIELDS,
  hiveJson,
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
import { requireSession } from './hives.routes.js';
import { requireUuid, type RestContext, type RestRouter } from './router.js';

/**
 * Membership of a hive (spec 1 §7, spec 2 §7, spec 4): join, leave, owner count, the team, the
 * invitations, the user's own invitations and the drop agent's instructions.
 */
const JOIN = `mutation RestJoinHive($id: ID!) { joinHive(hiveId: $id) { ${HIVE_FIELDS} } }`;
const LEAVE = `mutation RestLeaveHive($id: ID!) { leaveHive(hiveId: $id) }`;
const OWNER_COUNT = `query RestHiveOwnerCount($id: ID!) { hiveOwnerCount(hiveId: $id) { ownerCount canLeave } }`;
const TEAM = `query RestHiveTeam($id: ID!) { hiveTeam(hiveId: $id) { ${MEMBER_FIELDS} } }`;
const SET_ROLE = `mutation RestSetHiveMemberRole($id: ID!, $memberId: ID!, $role: String!) {
  setHiveMemberRole(hiveId: $id, memberId: $memberId, role: $role) { ${MEMBER_FIELDS} }
}`;
const REMOVE = `mutation RestRemoveHiveMember($id: ID!, $memberId: ID!) { removeHiveMember(hiveId: $id, memberId: $memberId) }`;
const INVITATION_FIELDS = 'id email role status createdAt lastSentAt';
const INVITATIONS = `query RestHiveInvitations($id: ID!) { hiveInvitations(hiveId: $id) { ${INVITATION_FIELDS} } }`;
const INVITE = `mutation RestInviteToHive($id: ID!, $emails: [String!]!, $role: String) {
  inviteToHive(hiveId: $id, emails: $emails, role: $role) { ${INVITATION_RESULT_FIELDS} }
}`;
const CANCEL = `mutation RestCancelHiveInvitation($id: ID!, $invitationId: ID!) {
  cancelHiveInvitation(hiveId: $id, invitationId: $invitationId)
}`;
const RESEND = `mutation RestResendHiveInvitation($id: ID!, $invitationId: ID!) {
  resendHiveInvitation(hiveId: $id, invitationId: $invitationId)
}`;
const MY_INVITATIONS = `query RestMyInvitations { myInvitations { ${INVITATION_FIELDS} hive { ${HIVE_REF_FIELDS} } } }`;
const AGENT = `query RestHiveAgent($id: ID!) { hiveAgentInstructions(hiveId: $id) }`;
const SET_AGENT = `mutation RestSetHiveAgent($id: ID!, $instructions: String!) {
  setHiveAgentInstructions(hiveId: $id, instructions: $instructions)
}`;

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

/** The path's hive id; a malformed one is a hive that does not exist. */
function hiveId(ctx: RestContext): string {
  const id = ctx.params.id ?? '';
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
    throw notFound(HiveMessages.notFound);
  return id;
}

/** memberId from the body (or ?memberId= on DELETE, where some clients send no body). */
async function memberId(ctx: RestContext): Promise<string> {
  const { memberId: fromBody } = await bodyFields(ctx);
  const id = typeof fromBody === 'string' ? fromBody : ctx.url.searchParams.get('memberId');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) throw notFound(HiveMessages.memberNotFound);
  return id;
}

export function registerHiveMemberRoutes(router: RestRouter): void {
  router.add('POST', '/api/hives/:id/join', async (ctx) => {
    requireSession(ctx);
    const { joinHive } = await ctx.graphql<{ joinHive: HiveData }>(JOIN, { id: hiveId(ctx) });
    return { body: { hive: hiveJson(joinHive), message: HiveMessages.joined(joinHive.name) } };
  });

  router.add('DELETE', '/api/hives/:id/leave', async (ctx) => {
    requireSession(ctx);
    await ctx.graphql<{ leaveHive: boolean }>(LEAVE, { id: hiveId(ctx) });
    return { body: { success: true, message: HiveMessages.left } };
  });

  router.add('GET', '/api/hives/:id/owner-count', async (ctx) => {
    requireSession(ctx);
    const { hiveOwnerCount } = await ctx.graphql<{ hiveOwnerCount: { ownerCount: number; canLeave: boolean } }>(
      OWNER_COUNT,
      { id: hiveId(ctx) },
    );
    return { body: hiveOwnerCount };
  });

  router.add('GET', '/api/hives/:id/team', async (ctx) => {
    requireSession(ctx);
    const { hiveTeam } = await ctx.graphql<{ hiveTeam: MemberData[] }>(TEAM, { id: hiveId(ctx) });
    return { body: { members: hiveTeam.map(memberJson) } };
  });

  router.add('PUT', '/api/hives/:id/team', async (ctx) => {
    requireSession(ctx);
    const id = hiveId(ctx);
    const member = await memberId(ctx);
    const { role } = await bodyFields(ctx);
    if (typeof role !== 'string') throw badRequest(HiveMessages.invalidRole);
    const { setHiveMemberRole } = await ctx.graphql<{ setHiveMemberRole: MemberData }>(SET_ROLE, {
      id,
      memberId: member,
      role,
    });
    return { body: { member: memberJson(setHiveMemberRole), message: HiveMessages.roleUpdated } };
  });

  router.add('DELETE', '/api/hives/:id/team', async (ctx) => {
    requireSession(ctx);
    const id = hiveId(ctx);
    await ctx.graphql<{ removeHiveMember: boolean }>(REMOVE, { id, memberId: await memberId(ctx) });
    return { body: { success: true, message: HiveMessages.memberRemoved } };
  });

  router.add('GET', '/api/hives/:id/invitations', async (ctx) => {
    requireSession(ctx);
    const { hiveInvitations } = await ctx.graphql<{ hiveInvitations: InvitationData[] }>(INVITATIONS, {
      id: hiveId(ctx),
    });
    return { body: { invitations: hiveInvitations.map(invitationJson) } };
  });

  router.add('POST', '/api/hives/:id/invitations', async (ctx) => {
    requireSession(ctx);
    const id = hiveId(ctx);
    const body = await bodyFields(ctx);
    const emails = emailsInput(body.emails);
    if (!emails) throw badRequest(HiveMessages.noValidInviteEmail);
    if (body.role !== undefined && body.role !== null && typeof body.role !== 'string')
      throw badRequest(HiveMessages.invalidRole);
    const { inviteToHive } = await ctx.graphql<{ inviteToHive: InvitationResultData }>(INVITE, {
      id,
      emails,
      role: body.role ?? null,
    });
    const result = invitationResultJson(inviteToHive);
    if (result.invitations_created === 0)
      return { status: 400, body: { error: HiveMessages.allInvitationsFailed, ...result } };
    return { status: 201, body: { ...result, message: HiveMessages.invitationsSent(result.invitations_created) } };
  });

  router.add('DELETE', '/api/hives/:id/invitations/:invitationId', async (ctx) => {
    requireSession(ctx);
    const id = hiveId(ctx);
    const invitationId = requireUuid(ctx.params.invitationId, 'invitationId');
    await ctx.graphql<{ cancelHiveInvitation: boolean }>(CANCEL, { id, invitationId });
    return { body: { success: true, message: HiveMessages.invitationCancelled } };
  });

  router.add('PUT', '/api/hives/:id/invitations/:invitationId', async (ctx) => {
    requireSession(ctx);
    const id = hiveId(ctx);
    const invitationId = requireUuid(ctx.params.invitationId, 'invitationId');
    const { action } = await bodyFields(ctx);
    if (action !== 'resend') throw badRequest(HiveMessages.invalidInvitationAction);
    await ctx.graphql<{ resendHiveInvitation: boolean }>(RESEND, { id, invitationId });
    return { body: { success: true, message: HiveMessages.invitationResent } };
  });

  router.add('GET', '/api/user/invitations', async (ctx) => {
    requireSession(ctx);
    const { myInvitations } = await ctx.graphql<{ myInvitations: (InvitationData & { hive: HiveRefData })[] }>(
      MY_INVITATIONS,
    );
    const invitations = myInvitations.map((i) => ({
      ...invitationJson(i),
      hive_id: i.hive.id,
      hive_name: i.hive.name,
      hive: hiveRefJson(i.hive),
    }));
    return { body: { invitations } };
  });

  /** 404 means "no instructions yet" (spec 2 §7): the manager then shows an empty box. */
  router.add('GET', '/api/hives/:id/agent', async (ctx) => {
    requireSession(ctx);
    const { hiveAgentInstructions } = await ctx.graphql<{ hiveAgentInstructions: string | null }>(AGENT, {
      id: hiveId(ctx),
    });
    if (hiveAgentInstructions === null) throw notFound(HiveMessages.instructionsNotSet);
    return { body: { instructions: hiveAgentInstructions } };
  });

  router.add('PATCH', '/api/hives/:id/agent', async (ctx) => {
    requireSession(ctx);
    const id = hiveId(ctx);
    const { instructions } = await bodyFields(ctx);
    if (typeof instructions !== 'string') throw badRequest(HiveMessages.instructionsEmpty);
    const { setHiveAgentInstructions } = await ctx.graphql<{ setHiveAgentInstructions: string }>(SET_AGENT, {
      id,
      instructions,
    });
    return { body: { instructions: setHiveAgentInstructions } };
  });
}
