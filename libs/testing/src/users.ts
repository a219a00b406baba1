import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Redis } from 'ioredis';
import { createSession } from '@hivemind/common';

/**
 * Builder for test users, written straight into hives-svc's database (the owner of users) and signed
 * in through a real Redis session, the way the gateway will find it.
 *   const alice = await aUser().email('alice@acme.com').create(hivesDbUrl);
 *   const cookie = await alice.signIn(redis);
 */
export interface TestUser {
  id: string;
  email: string;
  signIn(redis: Redis): Promise<string>;
}

export function aUser() {
  let email = `user-${randomUUID()}@example.test`;
  const builder = {
    email(value: string) {
      email = value;
      return builder;
    },
    async create(hivesDatabaseUrl: string = requireEnv('HIVES_DATABASE_URL')): Promise<TestUser> {
      const id = randomUUID();
      const client = new pg.Client({ connectionString: hivesDatabaseUrl });
      await client.connect();
      try {
        await client.query(`INSERT INTO app_user (id, email, created_at, updated_at) VALUES ($1, $2, now(), now())`, [
          id,
          email,
        ]);
      } finally {
        await client.end();
      }
      return {
        id,
        email,
        async signIn(redis: Redis) {
          const session = await createSession(redis, id);
          return `sid=${session.sid}`;
        },
      };
    },
  };
  return builder;
}

export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set (scripts/test.mjs sets it for integration and e2e runs)`);
  return value;
}
