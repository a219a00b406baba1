import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { APIConnectionError } from 'openai';
import { AgentLinks, EMBEDDING_DIMENSIONS } from '@hivemind/contracts';
import { isPermanentError } from '@hivemind/common';
import { startFakeOpenAi, type FakeOpenAiServer } from '@hivemind/testing';
import { AiInputError, AiOutputError } from '../errors.js';
import { OpenAiProvider } from '../openai/openai-ai-provider.js';

/**
 * The openai provider through the real `openai` SDK against an in-process OpenAI-compatible
 * server: real HTTP requests, JSON bodies, error statuses and timeouts.
 */
describe('OpenAiProvider (real SDK, fake OpenAI-compatible server)', () => {
  let fake: FakeOpenAiServer;
  let ai: OpenAiProvider;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    ai = new OpenAiProvider({
      apiKey: 'sk-test',
      baseURL: fake.baseURL,
      chatModel: 'chat-model',
      embeddingModel: 'embed-model',
      timeoutMs: 300,
    });
  });
  beforeEach(() => fake.reset());
  afterAll(() => fake.close());

  const lastChatBody = () => fake.requestsTo('chat').at(-1)?.body as Record<string, unknown>;

  it('classify sends a strict json_schema request and returns the validated classification', async () => {
    fake.enqueueChat({ json: { category: 'health', thoughtType: 'plan', topic: ' dentist appointment ' } });
    await expect(ai.classify('Call the dentist tomorrow')).resolves.toEqual({
      category: 'health',
      thoughtType: 'plan',
      topic: 'dentist appointment',
    });
    const body = lastChatBody();
    expect(body.model).toBe('chat-model');
    const format = body.response_format as {
      type: string;
      json_schema: { strict: boolean; schema: { properties: Record<string, { enum?: string[] }> } };
    };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.strict).toBe(true);
    expect(format.json_schema.schema.properties.thoughtType?.enum).toHaveLength(17);
    // The thought travels as JSON data in the user message.
    const messages = body.messages as Array<{ role: string; content: string }>;
    expect(JSON.parse(messages[1]?.content ?? '{}')).toEqual({ thought: 'Call the dentist tomorrow' });
    expect(fake.requestsTo('chat')[0]?.headers.authorization).toBe('Bearer sk-test');
  });

  it('asks once more when the answer is not JSON, then uses the valid second answer', async () => {
    fake.enqueueChat(
      { content: 'Sure! Here is the JSON: {' },
      { json: { category: 'science', thoughtType: 'theory', topic: 'gravity' } },
    );
    await expect(ai.classify('Gravity bends light')).resolves.toMatchObject({ thoughtType: 'theory' });
    expect(fake.requestsTo('chat')).toHaveLength(2);
  });

  it('fails with a non-retryable AiOutputError when both answers are invalid (bad JSON, then wrong shape)', async () => {
    fake.enqueueChat({ content: 'not json' }, { json: { category: 'astrology', thoughtType: 'plan', topic: 'x' } });
    const error = await ai.classify('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiOutputError);
    expect((error as AiOutputError).code).toBe('invalid_shape');
    expect(isPermanentError(error)).toBe(true);
    expect(fake.requestsTo('chat')).toHaveLength(2);
  });

  it('treats a refusal (no content) as an invalid answer', async () => {
    fake.enqueueChat({ content: null, refusal: 'no' }, { content: null, refusal: 'no' });
    await expect(ai.format('x')).rejects.toMatchObject({ code: 'empty_response' });
  });

  it('400 fails at once: status kept, no SDK retry, sorted as permanent', async () => {
    fake.enqueueChat({ status: 400, message: 'bad request' });
    const error = await ai.format('hello').catch((e: unknown) => e);
    expect((error as { status?: number }).status).toBe(400);
    expect(isPermanentError(error)).toBe(true);
    expect(fake.requestsTo('chat')).toHaveLength(1);
  });

  it.each([429, 500, 503])(
    '%i is left to BullMQ to retry: status kept, not permanent, no SDK retry',
    async (status) => {
      fake.enqueueChat({ status });
      const error = await ai.format('hello').catch((e: unknown) => e);
      expect((error as { status?: number }).status).toBe(status);
      expect(isPermanentError(error)).toBe(false);
      expect(fake.requestsTo('chat')).toHaveLength(1);
    },
  );

  it('a request slower than OPENAI_TIMEOUT_MS times out and is retryable', async () => {
    fake.enqueueChat({ delayMs: 2_000, then: { json: { content: 'late' } } });
    const started = Date.now();
    const error = await ai.format('hello').catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(1_500);
    // Plain Node gives APIConnectionTimeoutError (a subclass); under Jest's VM realm the SDK cannot
    // recognise the AbortError as an Error and reports its parent class. Either way: no status.
    expect(error).toBeInstanceOf(APIConnectionError);
    expect((error as { status?: number }).status).toBeUndefined();
    expect(isPermanentError(error)).toBe(false);
  });

  it('format and enhance return the content field, trimmed', async () => {
    fake.enqueueChat({ json: { content: ' Buy milk. ' } }, { json: { content: '- Milk\n- Eggs' } });
    await expect(ai.format('buy milk')).resolves.toBe('Buy milk.');
    await expect(ai.enhance('milk, eggs', 'bullets-numbers')).resolves.toBe('- Milk\n- Eggs');
    expect(JSON.stringify(lastChatBody().messages)).toContain('markdown list');
  });

  it('custom enhancement sends the instructions and refuses blank ones without a request', async () => {
    fake.enqueueChat({ json: { content: 'BUY MILK' } });
    await expect(ai.enhance('buy milk', 'custom', 'uppercase')).resolves.toBe('BUY MILK');
    const messages = lastChatBody().messages as Array<{ content: string }>;
    expect(JSON.parse(messages[1]?.content ?? '{}')).toEqual({ thought: 'buy milk', instructions: 'uppercase' });
    await expect(ai.enhance('buy milk', 'custom', '  ')).rejects.toBeInstanceOf(AiInputError);
    expect(fake.requestsTo('chat')).toHaveLength(1);
  });

  it('embed asks for 256 float dimensions with the configured model and records the model', async () => {
    const results = await ai.embed(['alpha', 'beta']);
    expect(results).toHaveLength(2);
    for (const r of results) {
      expect(r.model).toBe('embed-model');
      expect(r.embedding).toHaveLength(EMBEDDING_DIMENSIONS);
      expect(Math.hypot(...r.embedding)).toBeCloseTo(1, 6);
    }
    expect(results[0]?.embedding).not.toEqual(results[1]?.embedding);
    expect(fake.requestsTo('embeddings')[0]?.body).toMatchObject({
      model: 'embed-model',
      input: ['alpha', 'beta'],
      dimensions: EMBEDDING_DIMENSIONS,
      encoding_format: 'float',
    });
  });

  it('embed fails clearly (and permanently) when the server returns another dimension', async () => {
    fake.enqueueEmbeddings({ dimensions: 1536 });
    const error = await ai.embed(['alpha']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiOutputError);
    expect((error as AiOutputError).code).toBe('dimension_mismatch');
    expect((error as Error).message).toMatch(/returned 1536 dimensions.*vector\(256\)/);
    expect(isPermanentError(error)).toBe(true);
  });

  it('embed passes 429 and 500 on as retryable, and sends no request for no texts', async () => {
    fake.enqueueEmbeddings({ status: 429 }, { status: 500 });
    for (let i = 0; i < 2; i += 1) {
      const error = await ai.embed(['x']).catch((e: unknown) => e);
      expect(isPermanentError(error)).toBe(false);
    }
    await expect(ai.embed([])).resolves.toEqual([]);
    expect(fake.requestsTo('embeddings')).toHaveLength(2);
  });

  it('can leave out the dimensions parameter for servers that reject it', async () => {
    const plain = new OpenAiProvider({
      apiKey: 'k',
      baseURL: fake.baseURL,
      embeddingModel: 'nomic',
      sendDimensions: false,
    });
    fake.enqueueEmbeddings({ dimensions: EMBEDDING_DIMENSIONS });
    await expect(plain.embed(['x'])).resolves.toHaveLength(1);
    expect(fake.requestsTo('embeddings')[0]?.body).not.toHaveProperty('dimensions');
  });

  it('matchLists keeps only offered lists, once each, and cuts titles to 255 characters', async () => {
    fake.enqueueChat({
      json: {
        matches: [
          { listId: 'groceries', title: 'Buy milk', content: 'Milk for the week' },
          { listId: 'invented', title: 'Nope', content: '' },
          { listId: 'groceries', title: 'Again', content: '' },
          { listId: 'todo', title: 'x'.repeat(300), content: 'c' },
        ],
      },
    });
    const lists = [
      {
        listId: 'groceries',
        title: 'Groceries',
        matchInstructions: 'food to buy',
        itemCreationInstructions: 'item name',
      },
      {
        listId: 'todo',
        title: 'To do',
        matchInstructions: 'tasks',
        itemCreationInstructions: 'start with a verb',
        isTaskList: true,
      },
    ];
    const matches = await ai.matchLists('buy milk', lists);
    expect(matches.map((m) => m.listId)).toEqual(['groceries', 'todo']);
    expect(matches[0]).toEqual({ listId: 'groceries', title: 'Buy milk', content: 'Milk for the week' });
    expect(matches[1]?.title).toHaveLength(255);
    const sent = JSON.parse((lastChatBody().messages as Array<{ content: string }>)[1]?.content ?? '{}') as {
      lists: unknown[];
    };
    expect(sent.lists[1]).toMatchObject({
      listId: 'todo',
      matchInstructions: 'tasks',
      itemCreationInstructions: 'start with a verb',
      isTaskList: true,
    });
    await expect(ai.matchLists('buy milk', [])).resolves.toEqual([]);
  });

  it('summarizeInsights attaches source and thoughtId from the input, never from the model', async () => {
    fake.enqueueChat({
      json: {
        insights: [
          { thoughtId: 't2', insight: 'You solved this before.' },
          { thoughtId: 'ghost', insight: 'Made up.' },
          { thoughtId: 't1', insight: 'You planned this.' },
        ],
      },
    });
    const insights = await ai.summarizeInsights({ thoughtId: 't0', content: 'site is slow' }, [
      { thoughtId: 't1', content: 'Fix the mobile layout', similarity: 0.8 },
      { thoughtId: 't2', content: 'Caching images made pages faster', similarity: 0.7 },
    ]);
    expect(insights).toEqual([
      { insight: 'You solved this before.', source: 'Caching images made pages faster', thoughtId: 't2' },
      { insight: 'You planned this.', source: 'Fix the mobile layout', thoughtId: 't1' },
    ]);
    await expect(ai.summarizeInsights({ content: 'x' }, [])).resolves.toEqual([]);
  });

  it('writeDrops asks the model for the drops of a page, the text as JSON data, and keeps at most max', async () => {
    const drops = Array.from({ length: 12 }, (_, i) => ` Drop ${i + 1}. It stands alone. `);
    fake.enqueueChat({ json: { drops: [...drops, '  '] } });
    const out = await ai.writeDrops({ title: 'Tide pools', text: 'Tide pools form on rocky coasts.', min: 3, max: 10 });
    expect(out).toHaveLength(10);
    expect(out[0]).toBe('Drop 1. It stands alone.');
    const messages = lastChatBody().messages as Array<{ role: string; content: string }>;
    expect(JSON.parse(messages[1]?.content ?? '{}')).toEqual({
      title: 'Tide pools',
      text: 'Tide pools form on rocky coasts.',
      minDrops: 3,
      maxDrops: 10,
    });
    await expect(ai.writeDrops({ title: null, text: '   ', min: 3, max: 10 })).resolves.toEqual([]);
  });

  describe('chatReply (the SDK’s streaming)', () => {
    const input = {
      history: [{ role: 'user' as const, content: 'What did I plan for the garden?' }],
      context: {
        thoughts: [{ thoughtId: 't-1', content: 'Plant basil in May', topic: 'basil', similarity: 0.8 }],
        listItems: [],
        messages: [],
      },
    };
    const collect = async (stream: AsyncIterable<string>): Promise<string[]> => {
      const out: string[] = [];
      for await (const piece of stream) out.push(piece);
      return out;
    };

    it('streams the model reply delta by delta, with the member context as JSON data', async () => {
      fake.enqueueChat({ stream: ['You ', 'planned ', 'basil.'], chunkDelayMs: 5 });
      expect(await collect(ai.chatReply(input))).toEqual(['You ', 'planned ', 'basil.']);
      const body = lastChatBody();
      expect(body.stream).toBe(true);
      const messages = body.messages as Array<{ role: string; content: string }>;
      expect(messages.map((m) => m.role)).toEqual(['system', 'system', 'user']);
      expect(messages[1]?.content).toContain('"content":"Plant basil in May"');
      expect(messages[1]?.content).toContain(AgentLinks.thought('t-1'));
      expect(messages[2]?.content).toBe('What did I plan for the garden?');
    });

    it('a stream with no content fails clearly; an error status keeps its status for error sorting', async () => {
      fake.enqueueChat({ stream: [] });
      await expect(collect(ai.chatReply(input))).rejects.toBeInstanceOf(AiOutputError);
      fake.enqueueChat({ status: 400 });
      const refused = await collect(ai.chatReply(input)).catch((e: unknown) => e);
      expect(isPermanentError(refused)).toBe(true);
      fake.enqueueChat({ status: 503 });
      const unavailable = await collect(ai.chatReply(input)).catch((e: unknown) => e);
      expect(isPermanentError(unavailable)).toBe(false);
    });

    it('a stream cut midway is an error (retried), not a short reply', async () => {
      fake.enqueueChat({ stream: ['one ', 'two ', 'three'], dropAfter: 1, chunkDelayMs: 5 });
      await expect(collect(ai.chatReply(input))).rejects.toThrow();
    });
  });
});
