import { describe, expect, it } from '@jest/globals';
import type { AgentReplyEvent } from '@hivemind/contracts';
import { ReplyAssembler } from '../graphql/agent-reply-subscription.js';

const at = '2026-01-01T00:00:00.000Z';
const ev = (e: Partial<AgentReplyEvent>): AgentReplyEvent => ({
  threadId: 't',
  replyId: 'r1',
  status: 'token',
  index: 0,
  token: null,
  content: null,
  error: null,
  at,
  ...e,
});

describe('a late subscriber of a streaming reply', () => {
  it('starts from the text so far, then skips live tokens the summary already holds', () => {
    const a = new ReplyAssembler();
    // The summary (replay key) said 3 tokens; tokens 2 and 3 were also queued live meanwhile.
    expect(a.accept(ev({ index: 3, content: 'one two three ' }))?.content).toBe('one two three ');
    expect(a.accept(ev({ index: 2, token: 'two ' }))).toBeNull();
    expect(a.accept(ev({ index: 3, token: 'three ' }))).toBeNull();
    expect(a.accept(ev({ index: 4, token: 'four' }))).toMatchObject({ token: 'four', content: 'one two three four' });
  });

  it("skips the attempt's start when it was sent before the summary and arrives after it", () => {
    const a = new ReplyAssembler();
    const t = (ms: number) => new Date(Date.parse(at) + ms).toISOString();
    // Queued while the summary was read: started, then tokens 1-2; the summary (token 2) comes first.
    expect(a.accept(ev({ index: 2, content: 'one two ', at: t(20) }))?.content).toBe('one two ');
    expect(a.accept(ev({ status: 'started', index: 0, content: '', at: t(0) }))).toBeNull();
    expect(a.accept(ev({ index: 1, token: 'one ', at: t(10) }))).toBeNull();
    expect(a.accept(ev({ index: 2, token: 'two ', at: t(20) }))).toBeNull();
    expect(a.accept(ev({ index: 3, token: 'three', at: t(30) }))?.content).toBe('one two three');
    // A later attempt of the same reply still restarts it.
    expect(a.accept(ev({ status: 'started', index: 0, content: '', at: t(9000) }))?.content).toBe('');
    expect(a.accept(ev({ index: 1, token: 'again', at: t(9010) }))?.content).toBe('again');
  });

  it('a new attempt restarts the text; a new reply starts its own', () => {
    const a = new ReplyAssembler();
    a.accept(ev({ index: 1, token: 'half ' }));
    expect(a.accept(ev({ status: 'started', content: '' }))?.content).toBe('');
    expect(a.accept(ev({ index: 1, token: 'whole' }))?.content).toBe('whole');
    expect(a.accept(ev({ replyId: 'r2', index: 1, token: 'next' }))?.content).toBe('next');
    expect(a.accept(ev({ replyId: 'r2', status: 'completed', index: 1, content: 'next' }))?.content).toBe('next');
  });
});
