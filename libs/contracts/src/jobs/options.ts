import type { JobName } from './names.js';

/**
 * Default job options, in one place: 3 attempts with exponential backoff, failed jobs kept for
 * inspection, completed ones trimmed by age and count.
 */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const;

/**
 * Options of request/response jobs (a REST stage call, an enhancement preview, an insight summary):
 * someone is waiting, so one quick retry only, and nothing kept for long.
 */
export const REQUEST_JOB_OPTIONS = {
  attempts: 2,
  backoff: { type: 'fixed', delay: 200 },
  removeOnComplete: { age: 300, count: 1000 },
  removeOnFail: { age: 24 * 3600 },
} as const;

/**
 * `<entity id>.<job name>` so that a retried request does not queue the same work twice. Not `:`:
 * BullMQ 6 refuses custom job ids containing `:` ("Custom Id cannot contain :") unless they have
 * exactly three parts (its legacy repeatable-job format).
 */
export function jobIdFor(entityId: string, name: JobName): string {
  return `${entityId}.${name}`;
}
