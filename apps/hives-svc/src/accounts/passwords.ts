import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing: argon2id (the @node-rs/argon2 default algorithm) with its default cost
 * (19 MiB, 2 passes, 1 lane: OWASP's minimum recommendation), stored as a PHC string
 * (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`) so the cost can be raised later without a migration.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function passwordMatches(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash is a failed check, not a server error.
    return false;
  }
}

let dummy: Promise<string> | null = null;

/**
 * Verifies against a throwaway hash when the account does not exist, so "unknown email" takes as
 * long as "wrong password" and the answer time does not tell which addresses have accounts.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummy ??= hash(randomBytes(16).toString('base64url'));
  await passwordMatches(await dummy, password);
  return false;
}
