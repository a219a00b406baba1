import {
  CITIZENSHIP_CHANGE_DAYS,
  CITIZENSHIP_LEVELS,
  CITIZENSHIP_TYPE,
  CitizenshipMessages,
  type CitizenshipLevel,
} from '@hivemind/contracts';
import { HiveException } from '../hives/hives.exception.js';

/**
 * The rules of citizenship changes (spec 2 §4 "Localization", spec 4), pure for unit tests.
 *
 * - A level given as a hive id sets it, given as null clears it, left out keeps it.
 * - When a level changes, every level below it is cleared unless the same request sets it.
 * - A level's rate limit (CITIZENSHIP_CHANGE_DAYS, counted from the user's last direct choice of that
 *   level) applies only when it changes while every level above stays the same: the changes a
 *   higher level forces are governed by that level's limit.
 */
export type Levels = Record<CitizenshipLevel, string | null>;
export type LevelInput = Partial<Record<CitizenshipLevel, string | null>>;

export interface PlannedChange {
  desired: Levels;
  /** Levels whose value changes, top first. */
  changed: CitizenshipLevel[];
  /** Of those, the ones the rate limits apply to. */
  limited: CitizenshipLevel[];
}

export function planChange(current: Levels, input: LevelInput): PlannedChange {
  const desired = { ...current };
  const changed: CitizenshipLevel[] = [];
  const limited: CitizenshipLevel[] = [];
  let above = false;
  for (const level of CITIZENSHIP_LEVELS) {
    const given = input[level];
    if (above) desired[level] = given === undefined ? null : given;
    else if (given !== undefined) desired[level] = given;
    if (desired[level] !== current[level]) {
      changed.push(level);
      if (!above) limited.push(level);
      above = true;
    }
  }
  return { desired, changed, limited };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the level may change now, and if not, the 'Must wait…' reason. */
export function levelLimit(
  level: CitizenshipLevel,
  lastChosenAt: Date | null,
  now: Date,
): { canUpdate: boolean; reason: string | null } {
  if (!lastChosenAt) return { canUpdate: true, reason: null };
  const windowEnd = lastChosenAt.getTime() + CITIZENSHIP_CHANGE_DAYS[level] * DAY_MS;
  const left = windowEnd - now.getTime();
  if (left <= 0) return { canUpdate: true, reason: null };
  return { canUpdate: false, reason: CitizenshipMessages.mustWait(level, Math.ceil(left / DAY_MS)) };
}

const PARENT: Partial<Record<CitizenshipLevel, CitizenshipLevel>> = {
  state: 'country',
  city: 'state',
  neighborhood: 'city',
};

/**
 * Each chosen hive exists, has its level's type and sits under the level above (spec 2 §4), checked
 * top level first. `hives`: the chosen hives that exist (ids as the database spells them, lowercase).
 */
export function checkChoices(
  desired: Levels,
  hives: readonly { id: string; type: string; parentId: string | null }[],
): void {
  for (const level of CITIZENSHIP_LEVELS) {
    const id = desired[level];
    if (!id) continue;
    const hive = hives.find((h) => h.id === id.toLowerCase());
    if (!hive) throw HiveException.badInput(CitizenshipMessages.hiveNotFound(level));
    if (hive.type !== CITIZENSHIP_TYPE[level]) throw HiveException.badInput(CitizenshipMessages.wrongType(level));
    const parent = PARENT[level];
    if (!parent) continue;
    const parentId = desired[parent];
    if (!parentId) throw HiveException.badInput(CitizenshipMessages.needsParent(level, parent));
    if (hive.parentId !== parentId) throw HiveException.badInput(CitizenshipMessages.wrongParent(level, parent));
  }
}
