// Visible texts of the thinking agent's portals (spec part 1 §2, §8; part 3 §2.14), in one place
// (ready for i18n). The spec's own texts and the service's refusals come from contracts.
import { AgentMessages, THINKING_AGENT_NAME } from '@hivemind/contracts';

export const chatMessages = {
  agentName: THINKING_AGENT_NAME,
  intro: 'Think out loud. I draw on your own thoughts, lists and past conversations.',
  newThread: 'New Thread',
  threads: 'Threads',
  related: 'Related Messages',
  composerLabel: (agent: string) => `Message ${agent}`,
  composerPlaceholder: 'What are you thinking about?',
  send: 'Send',
  sendHint: 'Enter to send, Shift+Enter for a new line',
  you: 'You',
  thinking: 'Thinking…',
  streaming: 'Replying…',
  replyFailed: AgentMessages.replyFailed,
  retry: 'Retry',
  loading: 'Loading the conversation…',
  loadFailed: 'Failed to load messages',
  sendFailed: 'Failed to send message',
  retryFailed: 'Failed to retry the reply',
  createFailed: 'Failed to start a thread',
  threadNotFound: AgentMessages.threadNotFound,
  remaining: (n: number) => `${n} characters left`,
  openPortalPrefix: 'Open ',
} as const;

export const threadsMessages = {
  title: 'Your threads',
  newThread: 'New Thread',
  empty: 'No threads yet',
  emptyDetail: 'Start a thread and think out loud with the agent.',
  loadFailed: 'Failed to load threads',
  loading: 'Loading your threads…',
  started: (date: string) => `Started ${date}`,
  details: 'Details',
  detailsOf: (title: string) => `Details of ${title}`,
  open: (title: string) => `Open thread: ${title}`,
} as const;

export const threadDetailsMessages = {
  noThread: 'No Thread Selected',
  noThreadDetail: 'Open a thread from your threads or a related message.',
  started: 'Started',
  messages: 'Messages',
  continue: 'Continue thread',
  loadFailed: 'Failed to load thread',
  notFound: AgentMessages.threadNotFound,
  empty: 'No messages in this thread yet',
} as const;

/** Spec part 1 §2, §8, §9. */
export const relatedMessagesTexts = {
  fetchFailed: AgentMessages.fetchRelatedFailed,
  tryAgain: 'Try Again',
  empty: AgentMessages.noRelatedMessages,
  emptyDetail: 'Nothing in your other threads is close to this one yet.',
  noActiveThread: AgentMessages.noActiveThread,
  noActiveThreadDetail: 'Start or open a thread with the agent: its related past messages show here.',
  loading: 'Finding related messages…',
  match: (percent: number) => `${percent}% match`,
  before: 'Before',
  openThread: (title: string) => `Open thread: ${title}`,
  listLabel: 'Related messages',
  you: 'You',
} as const;
