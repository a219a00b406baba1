import type { ServiceName } from './queues.js';

/**
 * Domain events: written to the producer's outbox in the same transaction as the change, relayed to
 * one BullMQ queue per consumer (job id = event id), applied by consumers at most once by event id.
 */
export enum EventType {
  HiveCreated = 'hive.created',
  HiveUpdated = 'hive.updated',
  /** Membership (hives-svc): feeds-svc keeps each member's role per hive for canPost / canVote. */
  HiveMemberAdded = 'hive.member-added',
  HiveMemberRoleChanged = 'hive.member-role-changed',
  HiveMemberRemoved = 'hive.member-removed',
  /**
   * A mail to send (hives-svc to itself): written with the change that calls for it (a verification
   * code, an invitation), so the mail exists if and only if the change committed; the consumer queues
   * it for SMTP delivery.
   */
  MailRequested = 'mail.requested',
}

export interface EventPayloads {
  [EventType.HiveCreated]: { hiveId: string; name: string; type: string; logo: string | null; ownerId: string | null };
  [EventType.HiveUpdated]: { hiveId: string; name: string; type: string; logo: string | null };
  [EventType.HiveMemberAdded]: { hiveId: string; userId: string; role: string };
  [EventType.HiveMemberRoleChanged]: { hiveId: string; userId: string; role: string; previousRole: string };
  [EventType.HiveMemberRemoved]: { hiveId: string; userId: string; previousRole: string };
  [EventType.MailRequested]: { to: string; subject: string; text: string };
}

export interface DomainEvent<T extends EventType = EventType> {
  id: string;
  type: T;
  producer: ServiceName;
  occurredAt: string;
  correlationId?: string;
  payload: EventPayloads[T];
}

/** Which services consume each event type. */
export const EVENT_CONSUMERS: { [T in EventType]: ServiceName[] } = {
  [EventType.HiveCreated]: ['feeds-svc'],
  [EventType.HiveUpdated]: ['feeds-svc'],
  [EventType.HiveMemberAdded]: ['feeds-svc'],
  [EventType.HiveMemberRoleChanged]: ['feeds-svc'],
  [EventType.HiveMemberRemoved]: ['feeds-svc'],
  [EventType.MailRequested]: ['hives-svc'],
};

/**
 * Events whose payload carries a secret (a verification code): the outbox row's payload is emptied
 * when the event is confirmed (its consumers are done with it), so the database keeps no readable
 * code. Until then the row keeps it: it is what the relay re-adds if Redis loses the job.
 */
export const SECRET_PAYLOAD_EVENTS: readonly EventType[] = [EventType.MailRequested];

/**
 * Events their consumer confirms itself, in the producer's own outbox (the producer consumes them):
 * a completed consumer job only means the work was handed on to another job (mail.requested queues a
 * send-mail job), so the relay never confirms them; it re-adds them while Redis lacks their job, and
 * the consumer confirms once the work is done (the mail sent, or given up for good).
 */
export const CONSUMER_CONFIRMED_EVENTS: readonly EventType[] = [EventType.MailRequested];
