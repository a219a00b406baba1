// Pure rules of the hives UI (spec part 1 §4, §5, §9): invite-email splitting and the Launch New
// Hive check, and the portal's sections and tabs.
import { FREE_MAIL_PROVIDERS, HIVE_NAME_MIN_LENGTH, MAX_INVITES_PER_SEND } from '@hivemind/contracts';
import { hivesMessages as m } from './messages.js';

// Deliberately simple: the server validates each address again and reports per-address failures.
const EMAIL_PATTERN = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

/** Addresses separated by commas or line breaks, trimmed, blanks dropped, duplicates kept once. */
export function splitInviteEmails(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(/[,\r\n]+/)) {
    const email = raw.trim();
    const key = email.toLowerCase();
    if (email === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(email);
  }
  return out;
}

export type LaunchCheck =
  | { readonly ok: true; readonly name: string; readonly emails: string[] }
  | { readonly ok: false; readonly error: string };

/** Name ≥ 5 after trimming and 1-100 valid emails (spec part 1 §5). */
export function checkLaunch(name: string, emailsText: string): LaunchCheck {
  const trimmed = name.trim();
  const emails = splitInviteEmails(emailsText).filter(isValidEmail);
  if (emails.length > MAX_INVITES_PER_SEND) return { ok: false, error: m.tooManyInvites };
  if (trimmed.length < HIVE_NAME_MIN_LENGTH || emails.length === 0) return { ok: false, error: m.launchInvalid };
  return { ok: true, name: trimmed, emails };
}

export type HivesTab = 'member' | 'following' | 'all';
export const HIVES_TABS: readonly HivesTab[] = ['member', 'following', 'all'];

export interface MyHiveLike {
  readonly type: string;
  readonly isMember: boolean;
  readonly isFollowing: boolean;
  readonly isPublicSquare: boolean;
}

export interface MyHiveSections<H> {
  readonly private: H[];
  readonly following: H[];
}

/**
 * MY PRIVATE HIVES: member of a hive that is not a public square (public squares come through
 * citizenship). FOLLOWING: followed without being a member. A type filter narrows both.
 */
export function sectionMyHives<H extends MyHiveLike>(hives: readonly H[], type: string | null): MyHiveSections<H> {
  const typed = type === null ? hives : hives.filter((h) => h.type === type);
  return {
    private: typed.filter((h) => h.isMember && !h.isPublicSquare),
    following: typed.filter((h) => h.isFollowing && !h.isMember),
  };
}

/** Why an owner may not pick a type, or null (spec part 1 §4: Government needs .gov/.mil, School .edu). */
export function typeLockReason(
  type: string,
  verifiedEmails: readonly string[],
  texts: { readonly government: string; readonly school: string },
): string | null {
  const domains = verifiedEmails.map((e) => e.slice(e.lastIndexOf('@') + 1).toLowerCase());
  const has = (...suffixes: string[]) => domains.some((d) => suffixes.some((s) => d === s.slice(1) || d.endsWith(s)));
  if (type === 'Government' && !has('.gov', '.mil')) return texts.government;
  if (type === 'School' && !has('.edu')) return texts.school;
  return null;
}

/** The detail portal's cards by their order numbers (spec part 1 §2); members come after the rest. */
export type HiveCardId =
  'details' | 'level' | 'type' | 'citizenship' | 'emailJoin' | 'domains' | 'invitations' | 'members';

export interface HiveCardViewer {
  readonly viewerRole: string;
  readonly isMember: boolean;
  readonly isAdmin: boolean;
  readonly emailDomains: readonly string[];
}

const CARD_ORDER: readonly (readonly [HiveCardId, number])[] = [
  ['details', 50],
  ['level', 100],
  ['type', 150],
  ['citizenship', 200],
  ['emailJoin', 250],
  ['domains', 350],
  ['invitations', 400],
  ['members', 1000],
];

/** The cards this viewer sees, in order. Details (50) is listed but starts hidden behind a toggle. */
export function visibleHiveCards(hive: HiveCardViewer): HiveCardId[] {
  const owner = hive.viewerRole === 'owner';
  const shown: Record<HiveCardId, boolean> = {
    details: true,
    level: owner,
    type: owner,
    // Spec part 1 §2: the citizenship card (200) is hidden; citizenship lives in the Citizenship portal.
    citizenship: false,
    emailJoin: !hive.isMember && hive.emailDomains.length > 0,
    domains: owner,
    invitations: hive.isAdmin,
    members: hive.isAdmin,
  };
  return [...CARD_ORDER]
    .sort((a, b) => a[1] - b[1])
    .filter(([id]) => shown[id])
    .map(([id]) => id);
}

/**
 * Email domain access (spec part 1 §5): only domains of the user's verified emails are offered, never
 * a free-mail provider's (matched on the first label: yahoo.co.uk too); the hive's current domains stay listed.
 */
export function offeredDomains(verifiedEmails: readonly string[], current: readonly string[]): string[] {
  const own = verifiedEmails
    .map((e) => e.slice(e.lastIndexOf('@') + 1).toLowerCase())
    .filter((d) => !(FREE_MAIL_PROVIDERS as readonly string[]).includes(d.split('.')[0] ?? ''));
  return [...new Set([...current, ...own])].sort();
}
