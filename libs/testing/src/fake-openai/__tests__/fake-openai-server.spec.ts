import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { deterministicVector, startFakeOpenAi, type FakeOpenAiServer } from '../fake-openai-server.js';

describe('fake OpenAI-compatible server', () => {
  let fake: FakeOpenAiServer;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  beforeEach(() => fake.reset());
  afterAll(() => fake.close());

  const post = (path: string, body: unknown) =>
    fetch(`${fake.baseURL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('answers embeddings with deterministic unit vectors of the requested size, in float or base64', async () => {
    const float = (await (await post('/embeddings', { model: 'm', input: ['a', 'b'], dimensions: 8 })).json()) as {
      data: Array<{ embedding: number[]; index: number }>;
    };
    expect(float.data.map((d) => d.index)).toEqual([0, 1]);
    expect(float.data[0]?.embedding).toEqual(deterministicVector('a', 8));
    const b64 = (await (
      await post('/embeddings', { model: 'm', input: 'a', dimensions: 8, encoding_format: 'base64' })
    ).json()) as {
      data: Array<{ embedding: string }>;
    };
    // Small Buffers share a pooled ArrayBuffer: copy the Buffer's own bytes out (aligned).
    const bytes = Buffer.from(b64.data[0]?.embedding ?? '', 'base64');
    const decoded = Array.from(new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)));
    expect(decoded).toHaveLength(8);
    decoded.forEach((v, i) => expect(v).toBeCloseTo(deterministicVector('a', 8)[i] ?? 0, 6));
  });

  it('answers an unscripted chat request with 500, an unknown route with 404, and records both', async () => {
    expect((await post('/chat/completions', { model: 'm', messages: [] })).status).toBe(500);
    expect((await post('/nope', {})).status).toBe(404);
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/chat/completions', '/v1/nope']);
    expect(fake.requestsTo('chat')).toHaveLength(1);
  });

  it('plays scripted replies in order, with OpenAI-style error bodies', async () => {
    fake.enqueueChat({ status: 429, message: 'slow down' }, { json: { ok: true } });
    const limited = await post('/chat/completions', {});
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ error: { message: 'slow down', type: 'rate_limit_exceeded' } });
    const ok = (await (await post('/chat/completions', { model: 'x' })).json()) as {
      choices: Array<{ message: { content: string } }>;
    };
    expect(JSON.parse(ok.choices[0]?.message.content ?? '')).toEqual({ ok: true });
  });
});
