/**
 * The thinking agent's chat (spec 1 §1, §3, §7; spec 4 "Creating content"): threads and messages
 * are a member's private data in thoughts-svc; replies are produced by the agent worker and streamed
 * on topics.agentReply. The texts, limits and REST shapes live here, shared by the services, the
 * gateway and the web app.
 *
 *   POST /api/agent/threads { title? }                    → 201 { thread: AgentThreadJson }
 *   GET  /api/agent/threads                               → { threads: AgentThreadJson[] } newest first
 *   GET  /api/agent/threads/{id}/messages                 → { messages: AgentMessageJson[] } oldest first
 *   POST /api/agent/threads/{id}/messages { content }     → 202 { message, jobId, reply_id }
 *   POST /api/agent/threads/{id}/messages/{mid}/retry     → 202 { jobId, reply_id } (a failed reply again)
 *   GET  /api/agent/related-messages?threadId&userId      → { relatedMessages: RelatedMessageJson[] }
 */

/**
 * The thinking agent's name (spec 3 §2.14: the agent portal is titled with it). The spec names no
 * agent; it is the product's agent, so it carries the product's name.
 */
export const THINKING_AGENT_NAME = 'Hivemind Agent';

/** Who wrote a message (spec 4: user or assistant). */
export const AGENT_MESSAGE_ROLES = ['user', 'assistant'] as const;
export type AgentMessageRole = (typeof AGENT_MESSAGE_ROLES)[number];

/**
 * A message's state: complete (a user message, or a reply stored whole) or failed (the agent could
 * not reply: the thread says so and the reply can be retried). A reply is stored only complete, never
 * half: while it streams it exists on the topic only.
 */
export const AGENT_MESSAGE_STATUSES = ['complete', 'failed'] as const;
export type AgentMessageStatus = (typeof AGENT_MESSAGE_STATUSES)[number];

/**
 * The longest message a member may send. The spec gives none; 4000 characters holds a long
 * paragraph of thinking while keeping the model's context (history + the member's related data)
 * bounded.
 */
export const AGENT_MESSAGE_MAX_LENGTH = 4000;
/** A thread title's longest form (not given by the spec). */
export const AGENT_THREAD_TITLE_MAX_LENGTH = 200;
/** The title of a thread created without one (spec 4: the title is optional). */
export const AGENT_THREAD_DEFAULT_TITLE = 'New Thread';
/** The thread's own latest messages a reply reads (oldest dropped first). */
export const AGENT_REPLY_HISTORY = 20;
/** The member's related thoughts, list items and past messages a reply draws on, each. */
export const AGENT_REPLY_CONTEXT_SIZE = 5;
/**
 * Least similarity of what a reply draws on: below it a thought, item or message is not about what
 * the member said, and quoting it would mislead.
 */
export const AGENT_REPLY_MIN_SIMILARITY = 0.35;
/** How many related messages GET /api/agent/related-messages answers (the spec gives no number). */
export const RELATED_MESSAGES_LIMIT = 10;
/**
 * Least similarity (1 − cosine distance) of a related message: the spec's lowest similarity tier,
 * 'Any (40%+)' (spec 2 §9), so 'No Related Messages Found' shows rather than unrelated chatter.
 */
export const RELATED_MESSAGES_MIN_SIMILARITY = 0.4;
/** The active thread's latest embedded messages whose mean is compared with the other threads. */
export const RELATED_MESSAGES_CENTER_SIZE = 5;

/** Spec 1 §9: the related-messages panel refreshes 1500 ms after the active thread changes. */
export const RELATED_MESSAGES_REFRESH_DEBOUNCE_MS = 1500;
/** Spec 1 §9: the before message's snippet is cut at 100 characters (150 optionally). */
export const RELATED_MESSAGE_SNIPPET_LENGTH = 100;
/** Spec 1 §9: the thread's date as shown, in US Eastern time (date-fns pattern of 'MMMM d, yyyy @ h:mma EST'). */
export const RELATED_MESSAGE_DATE_FORMAT = "MMMM d, yyyy '@' h:mma 'EST'";

export const AgentMessages = {
  threadNotFound: 'Thread not found',
  messageNotFound: 'Message not found',
  contentRequired: 'Message cannot be empty',
  contentTooLong: `Message can be at most ${AGENT_MESSAGE_MAX_LENGTH} characters long`,
  titleTooLong: `Title can be at most ${AGENT_THREAD_TITLE_MAX_LENGTH} characters long`,
  threadIdRequired: 'threadId is required',
  notFailed: 'Only a failed reply can be retried',
  /** What a failed reply says in the thread (its `error` holds the reason for the logs). */
  replyFailed: 'The agent could not reply. Try again.',
  /** Spec 1 §8. */
  fetchRelatedFailed: 'Failed to fetch related messages',
  noRelatedMessages: 'No Related Messages Found',
  noActiveThread: 'No Active Thread',
} as const;

export interface AgentThreadJson {
  id: string;
  title: string;
  /** ISO 8601. */
  created_at: string;
}

export interface AgentMessageJson {
  id: string;
  role: AgentMessageRole;
  content: string;
  /** complete or failed (a failed reply can be retried). */
  status: AgentMessageStatus;
  /** ISO 8601. */
  created_at: string;
}

export interface SentAgentMessageJson {
  message: AgentMessageJson;
  /** The reply's job (the agent worker's chat-reply job). */
  jobId: string;
  /** The id the reply will be stored under; its tokens stream on the thread's agentReply subscription. */
  reply_id: string;
}

/** Spec 1 §3 "Related message result" (its field names, camelCase as the spec writes them). */
export interface RelatedMessageJson {
  centerMessage: { role: AgentMessageRole; content: string; id: string };
  beforeMessage: { role: AgentMessageRole; content: string; id: string } | null;
  /** 0 to 1, higher is closer (spec 4). */
  similarity: number;
  threadId: string;
  threadTitle: string;
  /** ISO 8601. */
  threadCreatedAt: string;
}

/**
 * Links a reply puts on what it quotes (Markdown): relative portal paths (spec 1 §2: each opened
 * portal records /portal/{type}), which the web app turns into portal openings.
 */
export const AgentLinks = {
  thought: (thoughtId: string): string => `/portal/thought?thoughtId=${thoughtId}`,
  list: (listId: string): string => `/portal/list?listId=${listId}`,
  thread: (threadId: string): string => `/portal/thread-details?threadId=${threadId}`,
} as const;

// --- what a reply draws on (gathered by thoughts-svc, for the member only) -------------------------

export interface ChatContextThought {
  thoughtId: string;
  content: string;
  topic: string | null;
  /** 0..1, higher is closer to the member's message. */
  similarity: number;
}

export interface ChatContextListItem {
  listId: string;
  listTitle: string;
  itemId: string;
  title: string;
  content: string;
  similarity: number;
}

export interface ChatContextMessage {
  threadId: string;
  threadTitle: string;
  messageId: string;
  role: AgentMessageRole;
  content: string;
  similarity: number;
}

/** The member's own data nearest to what they just said (pgvector over their embeddings). */
export interface ChatContext {
  thoughts: ChatContextThought[];
  listItems: ChatContextListItem[];
  messages: ChatContextMessage[];
}

export interface ChatTurn {
  role: AgentMessageRole;
  content: string;
}

/** Everything the agent needs to reply: the thread so far (the member's message last) and the context. */
export interface ChatReplyInput {
  history: ChatTurn[];
  context: ChatContext;
}

// --- the reply's stream (topics.agentReply) --------------------------------------------------------

/**
 * started: the agent began (again, after a retry or a crashed worker: the text restarts empty);
 * token: one more piece of the reply; completed: the reply is stored (content is all of it);
 * failed: the agent could not reply (the thread holds a failed message that can be retried).
 */
export const AGENT_REPLY_EVENT_STATUSES = ['started', 'token', 'completed', 'failed'] as const;
export type AgentReplyEventStatus = (typeof AGENT_REPLY_EVENT_STATUSES)[number];

/**
 * One event of a thread's reply stream. Live events carry the new `token`; the event kept for late
 * subscribers (the replay key) carries the whole text so far in `content` and the same `index`, so a
 * late subscriber starts from what was already said and then skips live tokens it already has.
 */
export interface AgentReplyEvent {
  threadId: string;
  /** The id the assistant message is (or will be) stored under. */
  replyId: string;
  status: AgentReplyEventStatus;
  /** Tokens sent so far in this attempt (the token event's own number, from 1). */
  index: number;
  /** The new piece (token events); null otherwise. */
  token: string | null;
  /** The whole text so far: on the replayed event, and on completed. Null on live token events. */
  content: string | null;
  error: string | null;
  /** ISO 8601. */
  at: string;
}

/** An event read from the topic or the replay key, or null when it is not one (never trusted blindly). */
export function parseAgentReplyEvent(message: string): AgentReplyEvent | null {
  let v: Partial<AgentReplyEvent>;
  try {
    v = JSON.parse(message) as Partial<AgentReplyEvent>;
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null) return null;
  if (typeof v.threadId !== 'string' || typeof v.replyId !== 'string') return null;
  if (!(AGENT_REPLY_EVENT_STATUSES as readonly string[]).includes(String(v.status))) return null;
  return {
    threadId: v.threadId,
    replyId: v.replyId,
    status: v.status as AgentReplyEventStatus,
    index: typeof v.index === 'number' ? v.index : 0,
    token: typeof v.token === 'string' ? v.token : null,
    content: typeof v.content === 'string' ? v.content : null,
    error: typeof v.error === 'string' ? v.error : null,
    at: typeof v.at === 'string' ? v.at : new Date().toISOString(),
  };
}

// --- support (spec 2 §2.13, §4 Support form, §5, §7, §8) -----------------------------------------

/** Spec 2 §9: minimum support message 10 characters (after trimming). */
export const SUPPORT_MESSAGE_MIN_LENGTH = 10;
/** The spec gives no maximum; a support message is a paragraph or a few, not a document. */
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;

export const SupportMessages = {
  selectEmail: 'Please select an email address',
  tooShort: `Message must be at least ${SUPPORT_MESSAGE_MIN_LENGTH} characters long`,
  tooLong: `Message must be at most ${SUPPORT_MESSAGE_MAX_LENGTH} characters long`,
  /** The chosen address is not one of the caller's verified emails. */
  emailNotVerified: 'Please select one of your verified email addresses',
  /** Spec 2 §8. */
  sent: (email: string): string => `Support message sent successfully from ${email}`,
  submitFailed: 'Failed to submit support message',
  fetchEmailsFailed: 'Failed to fetch emails',
  fetchVerifiedFailed: 'Failed to fetch verified emails',
  noVerifiedEmails:
    'No Verified Emails — You need at least one verified email address to submit support requests. Please verify an email address first.',
} as const;

/** The confirmation a member receives for their support message (dev outbox or SMTP). */
export const SupportConfirmationMail = {
  subject: 'We received your support message',
  text: (message: string): string =>
    'Thank you for contacting Hivemind support. We received your message and will answer at this address.\n\n' +
    `Your message:\n${message}`,
} as const;

/** POST /api/support-feedback { user_email_id, message } → { email } (spec 2 §7). */
export interface SupportFeedbackJson {
  email: string;
}
