// What a thread shows: its stored messages, with the reply that is streaming right now woven in
// (spec 4: the reply is streamed to subscribers; issue 19: a reply that fails says so and can be
// retried). Pure, unit-tested; the agent portal feeds it the agentReply subscription's latest event.

export interface StoredMessage {
  readonly id: string;
  readonly role: string;
  readonly content: string;
  /** complete or failed (a failed reply can be retried). */
  readonly status: string;
  readonly createdAt: string;
}

/** The subscription's latest event: every event carries the reply's whole text so far. */
export interface LiveReply {
  readonly replyId: string;
  /** started, token, completed or failed. */
  readonly status: string;
  readonly content: string;
}

export type ShownState = 'complete' | 'streaming' | 'failed';

export interface ShownMessage {
  readonly id: string;
  readonly role: 'user' | 'assistant';
  readonly content: string;
  readonly state: ShownState;
}

const isStreaming = (live: LiveReply): boolean => live.status === 'started' || live.status === 'token';

const roleOf = (role: string): ShownMessage['role'] => (role === 'user' ? 'user' : 'assistant');

/**
 * The stored messages in order; a reply streaming right now shows its text so far, in place of its
 * failed row while a retry streams, or after the stored messages while it is new. A finished reply
 * the messages do not hold yet (their refetch is on its way) shows as the event says. `pending` is
 * the reply the member is waiting for (just sent or retried): until its first token it shows as a
 * streaming reply with no text yet.
 */
export function threadView(
  stored: readonly StoredMessage[],
  live: LiveReply | null,
  pending: string | null = null,
): ShownMessage[] {
  const current = live !== null && (pending === null || live.replyId === pending) ? live : null;
  const shown: ShownMessage[] = stored.map((m) => {
    if (current !== null && isStreaming(current) && current.replyId === m.id) {
      return { id: m.id, role: 'assistant', content: current.content, state: 'streaming' };
    }
    if (pending === m.id && m.status === 'failed' && current?.status !== 'failed') {
      return { id: m.id, role: 'assistant', content: '', state: 'streaming' };
    }
    return { id: m.id, role: roleOf(m.role), content: m.content, state: m.status === 'failed' ? 'failed' : 'complete' };
  });
  const replyId = current?.replyId ?? pending;
  if (replyId === null || stored.some((m) => m.id === replyId)) return shown;
  if (current === null) return [...shown, { id: replyId, role: 'assistant', content: '', state: 'streaming' }];
  const state: ShownState | null = isStreaming(current)
    ? 'streaming'
    : current.status === 'failed'
      ? 'failed'
      : current.status === 'completed'
        ? 'complete'
        : null;
  if (state === null) return shown;
  return [...shown, { id: replyId, role: 'assistant', content: current.content, state }];
}

/**
 * Whether the member still waits for the reply `pending` (sent, or a failed one retried): until it
 * is stored complete, or stored failed when it was not a retry. The live stream's final word also
 * ends the wait (the caller clears `pending` then). While waiting the messages are read again now
 * and then, in case the socket is down.
 */
export function awaitingReply(
  stored: readonly StoredMessage[],
  pending: { readonly replyId: string; readonly retry: boolean } | null,
): boolean {
  if (pending === null) return false;
  const reply = stored.find((m) => m.id === pending.replyId);
  if (reply === undefined) return true;
  return reply.status === 'failed' ? pending.retry : reply.status !== 'complete';
}
