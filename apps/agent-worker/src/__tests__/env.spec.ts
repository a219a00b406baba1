import { describe, expect, it } from '@jest/globals';
import { AGENT_QUEUES, QueueName } from '@hivemind/contracts';
import { EnvValidationError } from '@hivemind/common';
import { loadAgentWorkerEnv, parseAgentQueues } from '../env.js';

describe('AGENT_QUEUES picks the queues the worker serves', () => {
  it('empty means every agent queue', () => {
    expect(parseAgentQueues('')).toEqual([...AGENT_QUEUES]);
    expect(parseAgentQueues(undefined)).toEqual([...AGENT_QUEUES]);
    expect(parseAgentQueues(' , ')).toEqual([...AGENT_QUEUES]);
  });

  it('a comma-separated subset is served as given, once each', () => {
    expect(parseAgentQueues('agent-thoughts, agent-chat,agent-thoughts')).toEqual([
      QueueName.AgentThoughts,
      QueueName.AgentChat,
    ]);
  });

  it('an unknown name stops the boot, naming AGENT_QUEUES and the bad value', () => {
    expect(() => parseAgentQueues('agent-thoughts,agent-thougts')).toThrow(EnvValidationError);
    expect(() => parseAgentQueues('agent-thoughts,agent-thougts')).toThrow(
      /AGENT_QUEUES: unknown queue "agent-thougts"/,
    );
    // A service queue is not an agent queue either.
    expect(() => parseAgentQueues('thoughts-results')).toThrow(/AGENT_QUEUES/);
  });
});

describe('agent worker environment', () => {
  it('has defaults that work on a development machine', () => {
    const env = loadAgentWorkerEnv({});
    expect(env).toMatchObject({
      PORT: 4110,
      AGENT_CONCURRENCY: 8,
      REDIS_URL: 'redis://127.0.0.1:6379',
      BULL_PREFIX: 'hivemind',
      AI_PROVIDER: 'local',
      AGENT_QUEUES: [...AGENT_QUEUES],
    });
  });

  it('names every bad variable', () => {
    let error: unknown;
    try {
      loadAgentWorkerEnv({ AI_PROVIDER: 'skynet', AGENT_CONCURRENCY: 'lots' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvValidationError);
    expect((error as Error).message).toMatch(/AI_PROVIDER/);
    expect((error as Error).message).toMatch(/AGENT_CONCURRENCY/);
  });
});

describe('AI provider settings reach the provider factory', () => {
  it('AI_PROVIDER=openai keeps the OPENAI_* variables for createAiProvider', async () => {
    const { createAiProvider } = await import('@hivemind/ai');
    const env = loadAgentWorkerEnv({
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
    });
    expect(env.OPENAI_API_KEY).toBe('sk-test');
    expect(createAiProvider(env).name).toBe('openai');
  });

  it('AI_PROVIDER=openai without a key stops the boot naming OPENAI_API_KEY', async () => {
    const { createAiProvider } = await import('@hivemind/ai');
    expect(() => createAiProvider(loadAgentWorkerEnv({ AI_PROVIDER: 'openai' }))).toThrow(/OPENAI_API_KEY/);
  });
});
