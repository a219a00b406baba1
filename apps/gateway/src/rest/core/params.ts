import { isUuid } from '@hivemind/common';
import { badRequest } from './errors.js';

/**
 * Reading path and query parameters, each refusal a 400 that names the parameter. Three readings of
 * an optional text differ on purpose (they decide whether the operation sees an absent argument, a
 * null or a trimmed text) and each route keeps the one it was written with.
 */
export function requireUuid(value: string | null | undefined, name: string): string {
  if (!isUuid(value)) throw badRequest(`${name} must be a UUID`);
  return value;
}

const INT_MIN = -2147483648;
const INT_MAX = 2147483647;

/**
 * An optional integer query parameter; 400 naming it when present but not an integer, or beyond
 * what GraphQL's Int carries (32 bits), which the operation behind the route could not accept.
 */
export function intParam(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value)) throw badRequest(`${name} must be an integer`);
  if (value < INT_MIN || value > INT_MAX) throw badRequest(`${name} must be between ${INT_MIN} and ${INT_MAX}`);
  return value;
}

/** An optional finite number; `message` when present but not a number. */
export function numberParam(url: URL, name: string, message: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw badRequest(message);
  return value;
}

/** The parameter as sent, or undefined (an absent argument) when missing or blank. */
export function stringParam(url: URL, name: string): string | undefined {
  const raw = url.searchParams.get(name);
  return raw === null || raw.trim() === '' ? undefined : raw;
}

/** The parameter as sent, or null when missing or empty. */
export function optionalParam(url: URL, name: string): string | null {
  return url.searchParams.get(name) || null;
}

/** The parameter trimmed, or null when missing or blank. */
export function trimmedParam(url: URL, name: string): string | null {
  return url.searchParams.get(name)?.trim() || null;
}

/** An optional id parameter: null when missing or empty, else a UUID or 400. */
export function uuidParam(url: URL, name: string): string | null {
  const value = optionalParam(url, name);
  return value === null ? null : requireUuid(value, name);
}

/**
 * `page` (from 1, at most maxPage) and `limit` (1 to max, default fallback) of a listing that refuses
 * what it cannot page to: 400 naming the parameter, instead of quietly answering another page.
 */
export function strictPageWindow(
  url: URL,
  sizes: { fallback: number; max: number; maxPage: number },
): { page: number; limit: number; offset: number } {
  const page = intParam(url, 'page') ?? 1;
  if (page < 1 || page > sizes.maxPage) throw badRequest(`page must be between 1 and ${sizes.maxPage}`);
  const limit = intParam(url, 'limit') ?? sizes.fallback;
  if (limit < 1 || limit > sizes.max) throw badRequest(`limit must be between 1 and ${sizes.max}`);
  return { page, limit, offset: (page - 1) * limit };
}

/** An optional true/false query parameter: absent or empty is null, anything else 400. */
export function booleanParam(url: URL, name: string): boolean | null {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return null;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw badRequest(`${name} must be true or false`);
}
