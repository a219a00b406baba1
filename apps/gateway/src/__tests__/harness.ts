import { createLogger } from '@hivemind/common';
import { gatewayEnvSchema } from '../env.js';
import { Gateway } from '../gateway.js';
import { startFakeSubgraph, type FakeSubgraph } from './fake-subgraphs.js';

/** Starts the three fake subgraphs and a gateway in front of them, on ephemeral ports. */
export const TEST_SECRET = 'gateway-int-test-secret-0123456789';
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestStack {
  gateway: Gateway;
  fakes: FakeSubgraph[];
  base: string;
  stop(): Promise<void>;
}

export async function startTestGateway(
  opts: {
    env?: Record<string, string>;
    urls?: Partial<Record<'thoughts' | 'hives' | 'feeds', string>>;
    waitComposed?: boolean;
  } = {},
): Promise<TestStack> {
  const fakes = await Promise.all([
    startFakeSubgraph('thoughts', TEST_SECRET),
    startFakeSubgraph('hives', TEST_SECRET),
    startFakeSubgraph('feeds', TEST_SECRET),
  ]);
  const gateway = new Gateway({
    env: gatewayEnvSchema.parse({
      REDIS_URL: TEST_REDIS_URL,
      THOUGHTS_URL: opts.urls?.thoughts ?? fakes[0]!.url,
      HIVES_URL: opts.urls?.hives ?? fakes[1]!.url,
      FEEDS_URL: opts.urls?.feeds ?? fakes[2]!.url,
      CONTEXT_SECRET: TEST_SECRET,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ...(opts.env ?? {}),
    }),
    logger: createLogger('gateway-test', process.env.GW_TEST_LOG ?? 'silent'),
    host: '127.0.0.1',
    retryMs: 100,
    maxRetryMs: 300,
  });
  const port = await gateway.start(0);
  if (opts.waitComposed !== false) await gateway.whenComposed();
  return {
    gateway,
    fakes,
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      await gateway.stop();
      await Promise.all(fakes.map((f) => f.stop().catch(() => undefined)));
    },
  };
}
