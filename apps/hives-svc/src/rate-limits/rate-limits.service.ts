import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RATE_LIMITS, tooManyAttemptsMessage } from '@hivemind/contracts';
import {
  assertAllAvailable,
  consumeAll,
  RateLimit,
  RateLimitExceededError,
  rateLimitKey,
  REDIS,
} from '@hivemind/common';
import { APP_ENV, DomainException, ErrorKind } from '@hivemind/common/nest';
import type { HivesEnv } from '../env.js';

/**
 * The account rate limits of spec 4 (values in contracts' RATE_LIMITS), counted in Redis so every
 * replica shares them. A refusal is a TOO_MANY_REQUESTS error whose message says when to retry;
 * the REST facade answers it with 429. Calls without a client address (the gateway's own) are limited
 * per email only.
 */
@Injectable()
export class RateLimitsService {
  private readonly signInEmail: RateLimit;
  private readonly signInIp: RateLimit;
  private readonly registerIp: RateLimit;
  private readonly mailEmail: RateLimit;
  private readonly mailIp: RateLimit;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_ENV) env: HivesEnv) {
    const prefix = env.RATE_LIMIT_PREFIX ?? `${env.BULL_PREFIX}:rl`;
    this.signInEmail = new RateLimit(redis, prefix, 'signin-email', RATE_LIMITS.signInFailuresPerEmail);
    this.signInIp = new RateLimit(redis, prefix, 'signin-ip', RATE_LIMITS.signInFailuresPerIp);
    this.registerIp = new RateLimit(redis, prefix, 'register-ip', RATE_LIMITS.registrationsPerIp);
    this.mailEmail = new RateLimit(redis, prefix, 'mail-email', RATE_LIMITS.mailsPerEmail);
    this.mailIp = new RateLimit(redis, prefix, 'mail-ip', RATE_LIMITS.mailsPerIp);
  }

  /** Before checking a password: refused once the email or the address spent its failures. */
  assertSignInAllowed(email: string, ip: string | undefined): Promise<void> {
    return refusing(() => assertAllAvailable(this.signInKeys(email, ip)));
  }

  /** A wrong password counts against the email and the address. */
  async recordSignInFailure(email: string, ip: string | undefined): Promise<void> {
    await Promise.all(this.signInKeys(email, ip).map(([limit, key]) => (key ? limit.penalize(key) : undefined)));
  }

  /** A successful sign-in clears the email's failures (the address keeps its count). */
  recordSignInSuccess(email: string): Promise<void> {
    return this.signInEmail.reset(rateLimitKey('email', email));
  }

  /** One registration from this address, and the verification mail it sends. */
  consumeRegistration(email: string, ip: string | undefined): Promise<void> {
    return refusing(() => consumeAll([[this.registerIp, ipKey(ip)], ...this.mailKeys(email, ip)]));
  }

  /** One verification mail to `email` (add email, resend). */
  consumeMail(email: string, ip: string | undefined): Promise<void> {
    return refusing(() => consumeAll(this.mailKeys(email, ip)));
  }

  private signInKeys(email: string, ip: string | undefined): [RateLimit, string | null][] {
    return [
      [this.signInEmail, rateLimitKey('email', email)],
      [this.signInIp, ipKey(ip)],
    ];
  }

  private mailKeys(email: string, ip: string | undefined): [RateLimit, string | null][] {
    return [
      [this.mailEmail, rateLimitKey('email', email)],
      [this.mailIp, ipKey(ip)],
    ];
  }
}

function ipKey(ip: string | undefined): string | null {
  return ip ? rateLimitKey('ip', ip) : null;
}

async function refusing(fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (err) {
    if (err instanceof RateLimitExceededError) {
      throw new DomainException(ErrorKind.TooManyRequests, 'RATE_LIMITED', tooManyAttemptsMessage(err.retryAfterMs));
    }
    throw err;
  }
}
