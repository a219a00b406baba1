// Test helper (not built): the gateway in front of the REAL hives-svc (fakes for the other two), and
// a tiny REST client that keeps the session cookie like a browser does.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from '@jest/globals';
import { startAccountsApp, type AccountsTestApp } from '../../../hives-svc/src/__tests__/accounts-harness.js';
import { startTestGateway, TEST_SECRET, type TestStack } from './harness.js';

export interface AccountsStack {
  stack: TestStack;
  hives: AccountsTestApp;
  base: string;
  stop(): Promise<void>;
}

export async function startAccountsStack(
  gatewayEnv: Record<string, string> = {},
  hivesEnv: Record<string, string> = {},
): Promise<AccountsStack> {
  const hives = await startAccountsApp({ CONTEXT_SECRET: TEST_SECRET, ...hivesEnv });
  const stack = await startTestGateway({ urls: { hives: hives.url }, env: { TRUST_PROXY: 'true', ...gatewayEnv } });
  return {
    stack,
    hives,
    base: stack.base,
    async stop() {
      await stack.stop();
      await hives.close();
    },
  };
}

/**
 * The stack for the test file that calls this: started before its tests, stopped after them. The
 * fields are filled in by `beforeAll`, so read them inside tests and hooks only.
 */
export function useAccountsStack(gatewayEnv: Record<string, string> = {}): AccountsStack {
  const handle = {} as { -readonly [K in keyof AccountsStack]: AccountsStack[K] };
  beforeAll(async () => {
    Object.assign(handle, await startAccountsStack(gatewayEnv));
  });
  afterAll(async () => {
    await handle.stop?.();
  });
  return handle;
}

export interface RestAnswer<B = Record<string, unknown>> {
  status: number;
  body: B;
  setCookie: string[];
}

/**
 * A browser-like client: one client address (X-Forwarded-For, the gateway trusts it in these tests),
 * the `sid` cookie it was last given, and the CSRF header on every call unless told otherwise.
 */
export class RestClient {
  cookie: string | undefined;
  readonly ip = `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

  constructor(readonly base: string) {}

  async call<B = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    opts: { csrf?: boolean; cookie?: string | null; headers?: Record<string, string> } = {},
  ): Promise<RestAnswer<B>> {
    const cookie = opts.cookie === null ? undefined : (opts.cookie ?? this.cookie);
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        'x-forwarded-for': this.ip,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(opts.csrf === false ? {} : { 'x-requested-with': 'hivemind' }),
        ...(cookie ? { cookie } : {}),
        ...(opts.headers ?? {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers.getSetCookie();
    const sid = setCookie.map((c) => /^sid=([^;]*)/.exec(c)?.[1]).find((v) => v !== undefined);
    if (sid !== undefined) this.cookie = sid ? `sid=${sid}` : undefined;
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as B, setCookie };
  }
}

export function freshAddress(tag = 'rest'): string {
  return `${tag}-${randomUUID().slice(0, 12)}@example.test`;
}

/** The password the facade tests register with (long enough for the spec's rule). */
export const TEST_PASSWORD = 'a perfectly long password';

export interface RegisteredPerson {
  readonly client: RestClient;
  readonly id: string;
  readonly email: string;
}

/** A person registered through the facade (201), the client holding their session. */
export async function registerPerson(base: string, email = freshAddress()): Promise<RegisteredPerson> {
  const client = new RestClient(base);
  const res = await client.call<{ user: { id: string } }>('POST', '/api/auth/register', {
    email,
    password: TEST_PASSWORD,
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { client, id: res.body.user.id, email };
}

/** Launch New Hive through the facade (201), inviting `emails` (by default one fresh address). */
export async function launchHive(
  owner: { readonly client: RestClient },
  {
    name = `Hive ${randomUUID().slice(0, 8)}`,
    emails = [freshAddress('inv')],
  }: { name?: string; emails?: string | string[] } = {},
): Promise<{ id: string; name: string }> {
  const res = await owner.client.call<{ hive: { id: string; name: string } }>('POST', '/api/hives', { name, emails });
  if (res.status !== 201) throw new Error(`launch answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.hive;
}
