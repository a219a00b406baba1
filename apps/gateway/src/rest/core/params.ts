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
