// Test helper (not built): boots hives-svc on an ephemeral port with a movable clock, and calls its
// GraphQL signed like the gateway, including the client address and the `internal` flag.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { USER_CONTEXT_HEADER, USER_CONTEXT_SIGNATURE_HEADER, type UserContext } from '@hivemind/contracts';
import { createLogger, signUserContext } from '@hivemind/common';
import { createSubgraphApp } from '@hivemind/common/nest';
import { createHivesPrisma } from '@hivemind/db-hives';
import { AppModule } from '../app.module.js';
import type { Clock } from '../clock.js';
import { loadHivesEnv, type HivesEnv } from '../env.js';

export const SECRET = 'accounts-test-secret-0123456789';

/** A clock tests move forward; everything else keeps real time. */
export class TestClock implements Clock {
  offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advanceMinutes(minutes: number): void {
    this.offsetMs += minutes * 60_000;
  }
}

export interface CallOptions {
  variables?: Record<string, unknown>;
  userId?: string | null;
  internal?: boolean;
  clientIp?: string;
}

export interface GqlBody<D> {
  data?: D | null;
  errors?: { message: string; extensions?: { code?: string; reason?: string } }[];
}

export interface AccountsTestApp {
  app: INestApplication;
  url: string;
  env: HivesEnv;
  clock: TestClock;
  db: ReturnType<typeof createHivesPrisma>;
  call<D = Record<string, unknown>>(query: string, options?: CallOptions): Promise<GqlBody<D>>;
  close(): Promise<void>;
}

export async function startAccountsApp(extraEnv: Record<string, string> = {}): Promise<AccountsTestApp> {
  const env = loadHivesEnv({
    ...process.env,
    CONTEXT_SECRET: SECRET,
    OUTBOX_RELAY_ENABLED: 'false',
    SMTP_URL: '',
    // These tests read the mail they cause through the development outbox.
    DEV_OUTBOX_ENABLED: 'true',
    // Each file gets its own counters, on top of the run's own BULL_PREFIX.
    RATE_LIMIT_PREFIX: `${process.env.BULL_PREFIX ?? 'hivemind'}:rl-test-${randomUUID()}`,
    ...extraEnv,
  });
  const logger = createLogger('hives-accounts-test', process.env.TEST_LOG_LEVEL ?? 'silent');
  const clock = new TestClock();
  const app = await createSubgraphApp(AppModule.register(env, logger, { clock }), logger);
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}/graphql`;
  const db = createHivesPrisma(env.HIVES_DATABASE_URL);
  return {
    app,
    url,
    env,
    clock,
    db,
    async call<D>(query: string, options: CallOptions = {}): Promise<GqlBody<D>> {
      const ctx: UserContext = { userId: options.userId ?? null, correlationId: randomUUID(), iat: Date.now() };
      if (options.clientIp) ctx.clientIp = options.clientIp;
      if (options.internal) ctx.internal = true;
      const { context, signature } = signUserContext(ctx, env.CONTEXT_SECRET);
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [USER_CONTEXT_HEADER]: context,
          [USER_CONTEXT_SIGNATURE_HEADER]: signature,
        },
        body: JSON.stringify({ query, variables: options.variables ?? {} }),
      });
      return (await res.json()) as GqlBody<D>;
    },
    async close() {
      await app.close();
      await db.$disconnect();
    },
  };
}

/** A fresh address nobody used (mixed case on purpose: addresses are normalized). */
export function freshEmail(tag = 'user'): string {
  return `${tag}-${randomUUID().slice(0, 12)}@Example.test`;
}

/** A made-up client address unique to the test, so per-address limits never collide. */
export function freshIp(): string {
  const b = randomUUID().replace(/-/g, '');
  return `10.${parseInt(b.slice(0, 2), 16)}.${parseInt(b.slice(2, 4), 16)}.${parseInt(b.slice(4, 6), 16)}`;
}

/** The 6-digit code of the newest verification mail to `email`. */
export async function latestCode(db: AccountsTestApp['db'], email: string): Promise<string> {
  const mail = await db.devMail.findFirst({
    where: { to: email.toLowerCase() },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no verification mail to ${email}`);
  return code;
}

export const REGISTER = `mutation($email: String!, $password: String!) { registerUser(email: $email, password: $password) { id email } }`;
export const VERIFY_CREDENTIALS = `mutation($email: String!, $password: String!) { verifyCredentials(email: $email, password: $password) { id email } }`;
export const CHANGE_PASSWORD = `mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }`;
