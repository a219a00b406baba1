import { HIVE_NAME_MIN_LENGTH, HIVE_TYPES, PUBLIC_SQUARE_TYPES, type HiveType } from './limits.js';

/**
 * Hives, membership, invitations, follows and citizenship (spec 1 §2-§9, spec 2 §2.9-§2.12, §3-§9,
 * spec 4): constants, user-facing texts and the REST shapes, shared by hives-svc, the gateway's REST
 * facade and the web app.
 */

/** Member roles, most powerful first (spec 2 §4 "Member roles"). `public` = not a member. */
export const HIVE_ROLES = ['owner', 'admin', 'post', 'vote', 'view', 'public'] as const;
export type HiveRole = (typeof HIVE_ROLES)[number];
/** Roles the team call accepts (spec 2 §5, §9). */
export const ASSIGNABLE_HIVE_ROLES = ['post', 'admin', 'owner'] as const;
/** Roles that may post (spec 4 POST /api/posts) and vote. */
export const POSTING_HIVE_ROLES: readonly HiveRole[] = ['owner', 'admin', 'post'];
export const VOTING_HIVE_ROLES: readonly HiveRole[] = ['owner', 'admin', 'post', 'vote'];
/** Roles that invite and moderate (spec 4: "Admins invite and moderate"). */
export const MANAGING_HIVE_ROLES: readonly HiveRole[] = ['owner', 'admin'];

export const HIVE_LEVELS = ['level_0', 'level_1'] as const;

/** Public-square hierarchy order (spec 1 §9). */
export const HIERARCHY_ORDER: Readonly<Record<string, number>> = {
  Planet: 1,
  Country: 2,
  State: 3,
  City: 4,
  Neighborhood: 5,
};

/** The four citizenship levels (spec 2 §3, §9) and the hive type each takes. */
export const CITIZENSHIP_LEVELS = ['country', 'state', 'city', 'neighborhood'] as const;
export type CitizenshipLevel = (typeof CITIZENSHIP_LEVELS)[number];
export const CITIZENSHIP_TYPE: Record<CitizenshipLevel, HiveType> = {
  country: 'Country',
  state: 'State',
  city: 'City',
  neighborhood: 'Neighborhood',
};

/**
 * How often a user may change each citizenship level (spec 2 leaves the values open; chosen here):
 * the window starts when the user last chose that level directly. Clears caused by choosing a
 * higher level do not count and are never refused.
 */
export const CITIZENSHIP_CHANGE_DAYS: Record<CitizenshipLevel, number> = {
  country: 30,
  state: 14,
  city: 7,
  neighborhood: 1,
};

/**
 * Types an owner may give a hive. Geographic public squares (Planet, Country, State, City,
 * Neighborhood) are made by the operators (seed), so nobody turns a private hive into a fake country,
 * and their type never changes.
 */
export const OWNER_SETTABLE_HIVE_TYPES: readonly HiveType[] = HIVE_TYPES.filter(
  (t) => !['Planet', 'Country', 'State', 'City', 'Neighborhood'].includes(t),
);
export const DEFAULT_LAUNCH_HIVE_TYPE: HiveType = 'Business';

export function isPublicSquareType(type: string): boolean {
  return (PUBLIC_SQUARE_TYPES as readonly string[]).includes(type);
}

/** Invitations per send, and per Launch New Hive (spec 1 §5, §9). */
export const MAX_INVITES_PER_SEND = 100;
/** Logo upload (spec 1 §5). */
export const HIVE_LOGO_MAX_BYTES = 2_097_152;
export const HIVE_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Where the gateway serves uploaded hive logos: `/uploads/hive-logos/<hiveId>-<hash>.<png|jpg|webp>`. */
export const HIVE_LOGO_URL_PREFIX = '/uploads/hive-logos/';
const HIVE_LOGO_FILE =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-[0-9a-f]{16,64}\.(png|jpg|webp)$/;

/** The stored file name of a logo URL (no directories, no traversal), or null when it is not one. */
export function hiveLogoFileName(url: string): string | null {
  if (!url.startsWith(HIVE_LOGO_URL_PREFIX)) return null;
  const name = url.slice(HIVE_LOGO_URL_PREFIX.length);
  return HIVE_LOGO_FILE.test(name) ? name : null;
}

/** Whether `url` names an uploaded logo file of this hive. */
export function isHiveLogoUrl(hiveId: string, url: string): boolean {
  const name = hiveLogoFileName(url);
  return name !== null && HIVE_LOGO_FILE.exec(name)?.[1] === hiveId.toLowerCase();
}
export const HIVE_DESCRIPTION_MAX_LENGTH = 2000;
export const HIVE_NAME_MAX_LENGTH = 100;
export const HIVE_WEBSITE_MAX_LENGTH = 500;
export const AGENT_INSTRUCTIONS_MAX_LENGTH = 10_000;

/**
 * Free-mail providers: their domains never count as a user's own (spec 1 §5; spec 2 §5). Matched on
 * the domain's first label, so yahoo.co.uk and mail.com are excluded too.
 */
export const FREE_MAIL_PROVIDERS = [
  'gmail',
  'yahoo',
  'hotmail',
  'aol',
  'msn',
  'outlook',
  'icloud',
  'protonmail',
  'mail',
  'gmx',
] as const;

/** The drop-generation agent's default prompt (spec 2 §9). */
export const DEFAULT_DROP_AGENT_INSTRUCTIONS =
  'Extract the single most important constructive insight from the conversation and turn it into one ' +
  'clear, anonymous thought that a team member would naturally share. Focus only on positive, helpful, ' +
  'professional insights.';

export const HiveMessages = {
  notFound: 'Hive not found.',
  launchInvalid: `Please provide a hive name (${HIVE_NAME_MIN_LENGTH}+ characters) and at least 1 valid email address`,
  tooManyInvites: `Only ${MAX_INVITES_PER_SEND} invites can be sent at a time`,
  nameTooShort: `Please provide a hive name (${HIVE_NAME_MIN_LENGTH}+ characters)`,
  nameTooLong: `A hive name can have at most ${HIVE_NAME_MAX_LENGTH} characters`,
  descriptionTooLong: `A description can have at most ${HIVE_DESCRIPTION_MAX_LENGTH} characters`,
  websiteInvalid: 'Please enter a valid website address (http or https)',
  typeNotAllowed: 'This hive type cannot be chosen',
  typeLocked: "This hive's type cannot be changed",
  governmentLocked: 'Government hives need a verified government email domain (.gov or .mil)',
  schoolLocked: 'School hives need a verified school email domain (.edu)',
  domainNotYours: (domain: string): string =>
    `You can only add domains of your own verified email addresses (not ${domain})`,
  domainInvalid: (domain: string): string => `Invalid email domain: ${domain}`,
  ownersOnly: 'Only owners can change hive settings',
  adminsOnly: 'Only owners and admins can do this',
  signInRequired: 'You must be signed in',
  followNotAllowed: 'This hive does not allow followers',
  alreadyMember: 'You are already a member of this hive!',
  cannotJoin: 'You need a verified email address on one of this hive’s domains, or an invitation, to join',
  joined: (hive: string): string => `Successfully joined ${hive}!`,
  domainsUpdated: 'Email domains updated successfully',
  memberNotFound: 'Member not found',
  cannotChangeRole: "You cannot change this member's role",
  invalidRole: 'Invalid role. Only post, admin, and owner are supported.',
  roleUpdated: 'Member role updated successfully',
  cannotRemoveSelf: 'You cannot remove yourself; leave the hive instead',
  cannotRemoveMember: 'You cannot remove this member',
  memberRemoved: 'Member removed successfully',
  notMember: 'You are not a member of this hive',
  lastOwnerCannotLeave:
    'Cannot leave hive — You are the only owner of this hive. Please assign another owner before leaving.',
  left: 'You left the hive',
  instructionsEmpty: 'Instructions cannot be empty',
  instructionsTooLong: `Instructions can have at most ${AGENT_INSTRUCTIONS_MAX_LENGTH} characters`,
  instructionsNotSet: 'No agent instructions yet',
  noValidInviteEmail: 'Please enter at least one valid email address',
  allInvitationsFailed: 'All invitations failed',
  invitationsSent: (n: number): string => `Successfully sent ${n} invitation(s)`,
  invitationNotFound: 'Invitation not found',
  invitationCancelled: 'Invitation cancelled successfully',
  invitationResent: 'Invitation resent successfully',
  invalidInvitationAction: "action must be 'resend'",
  inviteAlreadyMember: 'Already a member of this hive',
  inviteAlreadyPending: 'An invitation is already pending for this email',
  inviteInvalidEmail: 'Invalid email format',
  logoMissing: 'Please select an image file',
  logoTooLarge: (bytes: number): string =>
    `File size (${(bytes / (1024 * 1024)).toFixed(2)} MB) exceeds the maximum allowed size of 2MB`,
} as const;

export const CitizenshipMessages = {
  updated: 'Public Square Hives updated successfully.',
  rateLimited: 'Rate limit exceeded',
  mustWait: (level: string, days: number): string =>
    `Must wait ${days} more day${days === 1 ? '' : 's'} before changing your ${level}`,
  wrongType: (level: string): string => `The chosen ${level} hive is not a ${level}`,
  wrongParent: (level: string, parent: string): string => `The chosen ${level} is not in the chosen ${parent}`,
  needsParent: (level: string, parent: string): string => `Choose a ${parent} before choosing a ${level}`,
  hiveNotFound: (level: string): string => `The chosen ${level} hive does not exist`,
} as const;

/** The invitation mail (dev outbox or SMTP). */
export const InvitationMail = {
  subject: (hive: string): string => `You're invited to join ${hive} on Hivemind`,
  text: (hive: string, email: string): string =>
    `You have been invited to join the hive "${hive}" on Hivemind.\n\n` +
    `Sign up (or sign in) with this address, ${email}, and verify it: the invitation then appears ` +
    'under Hives, where one click joins the hive.\n\nIf you did not expect it, you can ignore this message.',
} as const;

/** GET /api/hives/{id}, the lists, and every answer carrying a hive (spec 1 §3, spec 2 §3). */
export interface HiveJson {
  id: string;
  name: string;
  description: string | null;
  type: string;
  website: string | null;
  logo: string | null;
  level: string;
  allow_followers: boolean;
  followers_count: number;
  members_count: number;
  is_member: boolean;
  is_following: boolean;
  is_admin: boolean;
  /** The viewer's role: owner, admin, post, vote, view, or public (a public square's public is view). */
  member_role: string;
  email_domains: string[];
  is_listed: boolean;
  can_apply: boolean;
  is_public_square: boolean;
  /** 1 planet … 5 neighborhood; null for other types. */
  hierarchy_order: number | null;
  parent: { id: string; name: string; type: string } | null;
  created_at: string;
}

export interface HiveMemberJson {
  user_id: string;
  hive_id: string;
  emailAddress: string;
  role: string;
  isOwner: boolean;
  isLastOwner: boolean;
  created_at: string;
}

export interface HiveInvitationJson {
  id: string;
  email: string;
  role: string;
  status: string;
  created_at: string;
  last_sent_at: string;
}

export interface InvitationResultJson {
  invitations_created: number;
  invitations_failed: number;
  errors: { email: string; error: string }[];
}

export interface CitizenshipHiveJson {
  id: string;
  name: string;
}

export interface CitizenshipLogJson {
  id: string;
  hive_id: string;
  name: string;
  is_current: boolean;
  created_at: string;
  deleted_at: string | null;
}
