import {
  FREE_MAIL_PROVIDERS,
  HIERARCHY_ORDER,
  HIVE_DESCRIPTION_MAX_LENGTH,
  HIVE_NAME_MAX_LENGTH,
  HIVE_NAME_MIN_LENGTH,
  HIVE_TYPES,
  HIVE_WEBSITE_MAX_LENGTH,
  HiveMessages,
  isPublicSquareType,
  MANAGING_HIVE_ROLES,
  OWNER_SETTABLE_HIVE_TYPES,
  type HiveRole,
  type HiveType,
} from '@hivemind/contracts';
import { isValidEmail, normalizeEmail } from '../emails/emails.rules.js';
import { HiveException } from './hives.exception.js';

/**
 * The rules of hives (spec 1 §4-§6, spec 2 §4-§6), pure so they are unit-tested without a database.
 */

/** A new hive's name: trimmed, at least HIVE_NAME_MIN_LENGTH characters (spec 1, "New Hive"). */
export function validateHiveName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < HIVE_NAME_MIN_LENGTH) throw HiveException.nameTooShort();
  if (trimmed.length > HIVE_NAME_MAX_LENGTH) throw HiveException.badInput(HiveMessages.nameTooLong);
  return trimmed;
}

/** A hive type is one of the spec's HIVE_TYPES, spelled exactly. */
export function validateHiveType(type: string): HiveType {
  if (!(HIVE_TYPES as readonly string[]).includes(type)) throw HiveException.invalidType(type);
  return type as HiveType;
}

/** Empty clears it; otherwise trimmed and bounded. */
export function validateDescription(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.length > HIVE_DESCRIPTION_MAX_LENGTH) throw HiveException.badInput(HiveMessages.descriptionTooLong);
  return trimmed || null;
}

/** Empty clears it; a bare host gets https:// (what people type); only http(s) URLs are kept. */
export function validateWebsite(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw HiveException.badInput(HiveMessages.websiteInvalid);
  }
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    !url.hostname.includes('.') ||
    withScheme.length > HIVE_WEBSITE_MAX_LENGTH
  )
    throw HiveException.badInput(HiveMessages.websiteInvalid);
  return withScheme;
}

/** Public-square order: planet 1, country 2, state 3, city 4, neighborhood 5 (spec 1 §9); else null. */
export function hierarchyOrder(type: string): number | null {
  return HIERARCHY_ORDER[type] ?? null;
}

/**
 * The viewer's role (spec 2 §4 "Member roles"): their membership role, else public; a public user in a
 * public square counts as view.
 */
export function effectiveRole(memberRole: string | null | undefined, hiveType: string): HiveRole {
  if (memberRole) return memberRole as HiveRole;
  return isPublicSquareType(hiveType) ? 'view' : 'public';
}

export function isManagingRole(role: string | null | undefined): boolean {
  return role !== null && role !== undefined && MANAGING_HIVE_ROLES.includes(role as HiveRole);
}

// ---- email domains ----------------------------------------------------------------------------

const DOMAIN = /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export function emailDomain(email: string): string {
  return normalizeEmail(email).split('@')[1] ?? '';
}

/** A free-mail provider's domain, matched on its first label (gmail.com, yahoo.co.uk, mail.com). */
export function isFreeMailDomain(domain: string): boolean {
  const first = domain.toLowerCase().split('.')[0] ?? '';
  return (FREE_MAIL_PROVIDERS as readonly string[]).includes(first);
}

/**
 * The user's own domains (spec 1 §5, spec 2 §5): domains of their VERIFIED emails, free-mail
 * providers excluded, each once, sorted.
 */
export function ownDomains(verifiedEmails: readonly string[]): string[] {
  const domains = verifiedEmails.map(emailDomain).filter((d) => d && !isFreeMailDomain(d));
  return [...new Set(domains)].sort();
}

/** A domain as typed ("@Acme.com ") → "acme.com", or BAD_USER_INPUT. */
export function normalizeDomain(value: string): string {
  const domain = value.trim().toLowerCase().replace(/^@/, '');
  if (!DOMAIN.test(domain)) throw HiveException.badInput(HiveMessages.domainInvalid(value.trim()));
  return domain;
}

/**
 * A hive's new email domains: each valid; every domain ADDED must be one of the owner's own (a
 * domain already on the hive may stay, so co-owners with other domains can still edit the list).
 */
export function validateEmailDomains(
  requested: readonly string[],
  current: readonly string[],
  userDomains: readonly string[],
): string[] {
  const domains = [...new Set(requested.map(normalizeDomain))];
  for (const d of domains) {
    if (!current.includes(d) && !userDomains.includes(d)) throw HiveException.forbidden(HiveMessages.domainNotYours(d));
  }
  return domains;
}

/** True when the user holds a verified email on one of the hive's domains (the email join rule). */
export function matchesHiveDomain(verifiedEmails: readonly string[], hiveDomains: readonly string[]): boolean {
  if (hiveDomains.length === 0) return false;
  return verifiedEmails.some((e) => hiveDomains.includes(emailDomain(e)));
}

/**
 * Which type a user may give a hive (spec 1 §4): one of OWNER_SETTABLE_HIVE_TYPES; Government only
 * with a verified .gov or .mil domain, School only with a verified .edu domain.
 */
export function validateChosenType(type: string, userDomains: readonly string[]): HiveType {
  const chosen = validateHiveType(type);
  if (!OWNER_SETTABLE_HIVE_TYPES.includes(chosen)) throw HiveException.badInput(HiveMessages.typeNotAllowed);
  const hasTld = (...tlds: string[]) => userDomains.some((d) => tlds.some((t) => d.endsWith(`.${t}`)));
  if (chosen === 'Government' && !hasTld('gov', 'mil')) throw HiveException.forbidden(HiveMessages.governmentLocked);
  if (chosen === 'School' && !hasTld('edu')) throw HiveException.forbidden(HiveMessages.schoolLocked);
  return chosen;
}

// ---- invite emails --------------------------------------------------------------------------------

export interface ParsedEmails {
  /** Normalized, each once, in the order given. */
  valid: string[];
  /** As typed (trimmed). */
  invalid: string[];
}

/**
 * Invite emails as an array of strings or one string separated by commas or line breaks (spec 1 §5,
 * spec 4); every array item is split the same way. Empty pieces are dropped.
 */
export function parseInviteEmails(input: string | readonly string[] | null | undefined): ParsedEmails {
  const items = input === null || input === undefined ? [] : typeof input === 'string' ? [input] : input;
  const pieces = items
    .flatMap((s) => s.split(/[,;\r\n]+/))
    .map((s) => s.trim())
    .filter(Boolean);
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const p of pieces) {
    if (!isValidEmail(p)) invalid.push(p);
    else if (!valid.includes(normalizeEmail(p))) valid.push(normalizeEmail(p));
  }
  return { valid, invalid };
}
