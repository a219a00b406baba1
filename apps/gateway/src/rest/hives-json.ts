import { isUuid } from '@hivemind/common';
import { HiveMessages, type HiveJson, type HiveMemberJson } from '@hivemind/contracts';
import { typedOperation, type RestContext } from './core/context.js';
import { notFound } from './core/errors.js';

/**
 * Shared pieces of the hive routes (hives, hives-members, hives-logo, citizenship): the GraphQL
 * selections and their reshaping into the spec's JSON (snake_case hive fields, spec 1 §3 / spec 2 §3;
 * the team's member fields as spec 2 §3 spells them), and the hive a path names.
 */
export const HIVE_FIELDS = `
  id name description type website logo level allowFollowers emailDomains isListed isPublicSquare
  hierarchyOrder parent { id name type } followersCount membersCount viewerRole isMember isFollowing
  isAdmin canApply createdAt
`;

export interface HiveData {
  id: string;
  name: string;
  description: string | null;
  type: string;
  website: string | null;
  logo: string | null;
  level: string;
  allowFollowers: boolean;
  emailDomains: string[];
  isListed: boolean;
  isPublicSquare: boolean;
  hierarchyOrder: number | null;
  parent: { id: string; name: string; type: string } | null;
  followersCount: number;
  membersCount: number;
  viewerRole: string;
  isMember: boolean;
  isFollowing: boolean;
  isAdmin: boolean;
  canApply: boolean;
  createdAt: string;
}

export const HIVE = typedOperation<{ hive: HiveData | null }>(
  `query RestHive($id: ID!) { hive(id: $id) { ${HIVE_FIELDS} } }`,
);

/** The hive of a path, or 404 'Hive not found.' (also for ids that are not UUIDs). */
export async function hiveOf(ctx: RestContext): Promise<HiveData> {
  const { hive } = await ctx.graphql(HIVE, { id: ctx.params.id ?? '' });
  if (!hive) throw notFound(HiveMessages.notFound);
  return hive;
}

/** The path's hive id; a malformed one is a hive that does not exist. */
export function hivePathId(ctx: RestContext): string {
  const id = ctx.params.id;
  if (!isUuid(id)) throw notFound(HiveMessages.notFound);
  return id;
}

export function hiveJson(h: HiveData): HiveJson {
  return {
    id: h.id,
    name: h.name,
    description: h.description,
    type: h.type,
    website: h.website,
    logo: h.logo,
    level: h.level,
    allow_followers: h.allowFollowers,
    followers_count: h.followersCount,
    members_count: h.membersCount,
    is_member: h.isMember,
    is_following: h.isFollowing,
    is_admin: h.isAdmin,
    member_role: h.viewerRole,
    email_domains: h.emailDomains,
    is_listed: h.isListed,
    can_apply: h.canApply,
    is_public_square: h.isPublicSquare,
    hierarchy_order: h.hierarchyOrder,
    parent: h.parent,
    created_at: new Date(h.createdAt).toISOString(),
  };
}

export const HIVE_REF_FIELDS = 'id name type logo hierarchyOrder parentId';

export interface HiveRefData {
  id: string;
  name: string;
  type: string;
  logo: string | null;
  hierarchyOrder: number | null;
  parentId: string | null;
}

export function hiveRefJson(h: HiveRefData): {
  id: string;
  name: string;
  type: string;
  logo: string | null;
  hierarchy_order: number | null;
  parent_id: string | null;
} {
  return {
    id: h.id,
    name: h.name,
    type: h.type,
    logo: h.logo,
    hierarchy_order: h.hierarchyOrder,
    parent_id: h.parentId,
  };
}

export const MEMBER_FIELDS = 'userId hiveId emailAddress role isOwner isLastOwner createdAt';

export interface MemberData {
  userId: string;
  hiveId: string;
  emailAddress: string;
  role: string;
  isOwner: boolean;
  isLastOwner: boolean;
  createdAt: string;
}

export function memberJson(m: MemberData): HiveMemberJson {
  return {
    user_id: m.userId,
    hive_id: m.hiveId,
    emailAddress: m.emailAddress,
    role: m.role,
    isOwner: m.isOwner,
    isLastOwner: m.isLastOwner,
    created_at: new Date(m.createdAt).toISOString(),
  };
}

export const INVITATION_RESULT_FIELDS = 'invitationsCreated invitationsFailed errors { email error }';

export interface InvitationResultData {
  invitationsCreated: number;
  invitationsFailed: number;
  errors: { email: string; error: string }[];
}

export function invitationResultJson(r: InvitationResultData): {
  invitations_created: number;
  invitations_failed: number;
  errors: { email: string; error: string }[];
} {
  return { invitations_created: r.invitationsCreated, invitations_failed: r.invitationsFailed, errors: r.errors };
}

/** emails as the spec allows them: an array of strings or one string (commas or line breaks). */
export function emailsInput(value: unknown): string[] | null {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
  return null;
}
