import { describe, expect, it } from '@jest/globals';
import { awaitingReply, threadView, type LiveReply, type StoredMessage } from './thread-view.js';

const at = '2026-11-25T21:00:00.000Z';
const user: StoredMessage = { id: 'u1', role: 'user', content: 'Plan my week', status: 'complete', createdAt: at };
const reply: StoredMessage = {
  id: 'r1',
  role: 'assistant',
  content: 'Here is a plan',
  status: 'complete',
  createdAt: at,
};
const failed: StoredMessage = { ...reply, content: 'The agent could not reply. Try again.', status: 'failed' };
const live = (status: string, content: string, replyId = 'r1'): LiveReply => ({ replyId, status, content });

describe('a thread with its reply streaming in', () => {
  it('shows the reply as it streams after the stored messages, text so far', () => {
    expect(threadView([user], live('token', 'Here is'))).toEqual([
      { id: 'u1', role: 'user', content: 'Plan my week', state: 'complete' },
      { id: 'r1', role: 'assistant', content: 'Here is', state: 'streaming' },
    ]);
  });

  it('shows a just-sent reply as waiting before its first token', () => {
    expect(threadView([user], null, 'r1').at(-1)).toEqual({
      id: 'r1',
      role: 'assistant',
      content: '',
      state: 'streaming',
    });
    expect(threadView([user], live('started', ''), 'r1').at(-1)?.state).toBe('streaming');
  });

  it('shows the stored reply once it is stored, whatever the stream said', () => {
    expect(threadView([user, reply], live('completed', 'Here is a plan'))).toHaveLength(2);
    expect(threadView([user, reply], live('token', 'Here')).at(-1)).toEqual({
      id: 'r1',
      role: 'assistant',
      content: 'Here',
      state: 'streaming',
    });
  });

  it('shows a finished reply the refetch has not brought yet as the stream said', () => {
    expect(threadView([user], live('completed', 'Here is a plan')).at(-1)).toMatchObject({ state: 'complete' });
    expect(threadView([user], live('failed', '')).at(-1)).toMatchObject({ state: 'failed' });
  });

  it('a failed reply says so; retried, it streams in its place', () => {
    expect(threadView([user, failed], null).at(-1)).toMatchObject({ id: 'r1', state: 'failed' });
    expect(threadView([user, failed], null, 'r1').at(-1)).toMatchObject({ id: 'r1', state: 'streaming', content: '' });
    expect(threadView([user, failed], live('token', 'Second try'), 'r1')).toEqual([
      { id: 'u1', role: 'user', content: 'Plan my week', state: 'complete' },
      { id: 'r1', role: 'assistant', content: 'Second try', state: 'streaming' },
    ]);
    expect(threadView([user, failed], live('failed', ''), 'r1').at(-1)).toMatchObject({ state: 'failed' });
  });

  it('ignores the replayed summary of an earlier reply while waiting for a new one', () => {
    const shown = threadView([user, reply, { ...user, id: 'u2' }], live('completed', 'Here is a plan', 'r1'), 'r2');
    expect(shown.map((m) => [m.id, m.state])).toEqual([
      ['u1', 'complete'],
      ['r1', 'complete'],
      ['u2', 'complete'],
      ['r2', 'streaming'],
    ]);
  });
});

describe('waiting for a reply', () => {
  it('waits until the reply is stored complete, or failed when it was not a retry', () => {
    expect(awaitingReply([user], null)).toBe(false);
    expect(awaitingReply([user], { replyId: 'r1', retry: false })).toBe(true);
    expect(awaitingReply([user, reply], { replyId: 'r1', retry: false })).toBe(false);
    expect(awaitingReply([user, failed], { replyId: 'r1', retry: false })).toBe(false);
    expect(awaitingReply([user, failed], { replyId: 'r1', retry: true })).toBe(true);
  });
});
