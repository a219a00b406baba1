/**
 * BullMQ queue names. These strings are persisted in Redis keys: never change a value once
 * deployed, add a new member instead.
 */
export enum QueueName {
  /** AI work on private thoughts (classify, format, embed, match lists). Served by agent-worker. */
  AgentThoughts = 'agent-thoughts',
  /** AI work on posts, streams and web pages. Served by agent-worker. */
  AgentFeeds = 'agent-feeds',
  /** Chat replies. Served by agent-worker. */
  AgentChat = 'agent-chat',
  /** Flow parents of thoughts-svc: they persist what the agent children computed. */
  ThoughtsResults = 'thoughts-results',
  /** Flow parents of feeds-svc. */
  FeedsResults = 'feeds-results',
  /** Outgoing mail over SMTP, retried with backoff. Served by hives-svc (which holds SMTP_URL). */
  HivesMail = 'hives-mail',
  /** Domain events, one queue per consuming service (fed by the producers' outbox relays). */
  EventsThoughts = 'events-thoughts-svc',
  EventsHives = 'events-hives-svc',
  EventsFeeds = 'events-feeds-svc',
}

/** The queues the agent worker may serve; AGENT_QUEUES picks among them (empty = all). */
export const AGENT_QUEUES = [QueueName.AgentThoughts, QueueName.AgentFeeds, QueueName.AgentChat] as const;
export type AgentQueueName = (typeof AGENT_QUEUES)[number];

export function isAgentQueue(name: string): name is AgentQueueName {
  return (AGENT_QUEUES as readonly string[]).includes(name);
}

/** Service that owns each domain-event queue. */
export type ServiceName = 'thoughts-svc' | 'hives-svc' | 'feeds-svc';
export const EVENT_QUEUE_OF: Record<ServiceName, QueueName> = {
  'thoughts-svc': QueueName.EventsThoughts,
  'hives-svc': QueueName.EventsHives,
  'feeds-svc': QueueName.EventsFeeds,
};
