import type { StormRow } from './storm-participation.repository.js';

/** A storm takes answers and participation while active and before its end time (spec 4 PATCH /api/storms/{id}). */
export function isStormOpen(storm: Pick<StormRow, 'isActive' | 'endsAt'>, now: Date = new Date()): boolean {
  return storm.isActive && (storm.endsAt === null || storm.endsAt.getTime() > now.getTime());
}
