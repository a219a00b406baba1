import { isUuid } from '@hivemind/common';
import { HiveMessages, type HiveJson, type HiveMemberJson } from '@hivemind/contracts';
import {
  RestHiveDocument,
  type HiveFieldsFragment,
  type HiveRefFieldsFragment,
  type MemberFieldsFragment,
  type RestHiveInvitationsQuery,
  type RestInviteToHiveMutation,
} from '../generated/graphql.js';
import type { RestContext } from './core/context.js';
import { notFound } from './core/errors.js';

/**
 * Shared pieces of the hive routes (hives, hives-members, hives-logo, citizenship): the spec's JSON
 * of a hive, a hive reference, a member and an invitation (snake_case hive fields, spec 1 §3 / spec 2
 * §3; the team's member fields as spec 2 §3 spells them), and the hive a path names.
 */

/** The hive of a path, or 404 'Hive not found.' (also for ids that are not UUIDs). */
export async function hiveOf(ctx: RestContext): Promise<HiveFieldsFragment> {
  const { hive } = await ctx.graphql(RestHiveDocument, { id: ctx.params.id ?? '' });
  if (!hive) throw notFound(HiveMessages.notFound);
  return hive;
}

/** The path's hive id; a malformed one is a hive that does not exist. */
export function hivePathId(ctx: RestContext): string {
  const id = ctx.params.id;
  if (!isUuid(id)) throw notFound(HiveMessages.notFound);
  return id;
}

/** A Hive or a HiveView (the same fields). */
export function hiveJson(h: HiveFieldsFragment): HiveJson {
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

export function hiveRefJson(h: HiveRefFieldsFragment): {
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

export function memberJson(m: MemberFieldsFragment): HiveMemberJson {
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

/** The invitations of an invite or of Launch New Hive. */
export function invitationResultJson(r: RestInviteToHiveMutation['inviteToHive']): {
  invitations_created: number;
  invitations_failed: number;
  errors: { email: string; error: string }[];
} {
  return { invitations_created: r.invitationsCreated, invitations_failed: r.invitationsFailed, errors: r.errors };
}

/** A hive's invitation, or one of the user's own. */
export function invitationJson(i: RestHiveInvitationsQuery['hiveInvitations'][number]) {
  return {
    id: i.id,
    email: i.email,
    role: i.role,
    status: i.status,
    created_at: new Date(i.createdAt).toISOString(),
    last_sent_at: new Date(i.lastSentAt).toISOString(),
  };
}

/** emails as the spec allows them: an array of strings or one string (commas or line breaks). */
export function emailsInput(value: unknown): string[] | null {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
  return null;
}
