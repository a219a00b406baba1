import { HIVE_NAME_MIN_LENGTH, HIVE_TYPES, type HiveType } from '@hivemind/contracts';
import { HiveException } from './hives.exception.js';

/** A new hive's name: trimmed, at least HIVE_NAME_MIN_LENGTH characters (spec 1, "New Hive"). */
export function validateHiveName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < HIVE_NAME_MIN_LENGTH) throw HiveException.nameTooShort();
  return trimmed;
}

/** A hive type is one of the spec's HIVE_TYPES, spelled exactly. */
export function validateHiveType(type: string): HiveType {
  if (!(HIVE_TYPES as readonly string[]).includes(type)) throw HiveException.invalidType(type);
  return type as HiveType;
}

/** Page size of `hives`: default HIVES_PAGE_SIZE, never above 100 nor below 1. */
export function clampLimit(limit: number | null | undefined, fallback: number, max = 100): number {
  if (limit === null || limit === undefined || !Number.isFinite(limit)) return fallback;
  return Math.min(Math.max(Math.trunc(limit), 1), max);
}
