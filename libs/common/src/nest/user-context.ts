import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CORRELATION_ID_HEADER, USER_CONTEXT_HEADER, USER_CONTEXT_SIGNATURE_HEADER } from '@hivemind/contracts';
import { verifyUserContext } from '../context-signing.js';
import { runWithCorrelationId } from '../logger.js';
import { DomainException, ErrorKind } from './errors.js';

/** Who is calling, as the gateway vouched for it. */
export interface RequestUser {
  userId: string | null;
  correlationId: string;
  /** The client's address as the gateway saw it (absent for the gateway's own calls). */
  clientIp?: string;
  /** True only for the operations the gateway's REST facade runs for its auth routes. */
  internal?: true;
}

/** The GraphQL context of every subgraph resolver. */
export interface GqlContext {
  user: RequestUser;
}

/** A request that went through UserContextMiddleware. */
export type ContextRequest = IncomingMessage & { hivemindUser?: RequestUser; originalUrl?: string };

export const CONTEXT_SECRET = Symbol('CONTEXT_SECRET');

/** Paths served without a signed context: probes and the metrics scrape. */
export const UNSIGNED_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics']);

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * Decides what a request is: a probe (no signature needed), a gateway-signed request (user context
 * attached), or anything else (null → 401). Pure, so the refusal rule is unit-tested.
 */
export function resolveRequestUser(
  req: ContextRequest,
  secret: string,
  now: number = Date.now(),
): { kind: 'unsigned-path' } | { kind: 'user'; user: RequestUser } | { kind: 'refused' } {
  // Express rewrites req.url under a mounted middleware; originalUrl is the path as requested.
  const path = (req.originalUrl ?? req.url ?? '/').split('?')[0] ?? '/';
  if (req.method === 'GET' && UNSIGNED_PATHS.has(path)) return { kind: 'unsigned-path' };
  const ctx = verifyUserContext(
    header(req, USER_CONTEXT_HEADER),
    header(req, USER_CONTEXT_SIGNATURE_HEADER),
    secret,
    now,
  );
  if (!ctx) return { kind: 'refused' };
  const user: RequestUser = { userId: ctx.userId, correlationId: ctx.correlationId || randomUUID() };
  if (ctx.clientIp) user.clientIp = ctx.clientIp;
  if (ctx.internal === true) user.internal = true;
  return { kind: 'user', user };
}

/**
 * Refuses every request the gateway did not sign (401) and runs the rest inside the caller's
 * correlation id, so every log line and job the request causes carries it.
 */
@Injectable()
export class UserContextMiddleware implements NestMiddleware {
  constructor(@Inject(CONTEXT_SECRET) private readonly secret: string) {}

  use(req: ContextRequest, res: ServerResponse, next: (error?: unknown) => void): void {
    const decision = resolveRequestUser(req, this.secret);
    if (decision.kind === 'unsigned-path') {
      runWithCorrelationId(header(req, CORRELATION_ID_HEADER), () => next());
      return;
    }
    if (decision.kind === 'refused') {
      res.statusCode = 401;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          errors: [{ message: 'Missing or invalid signed user context', extensions: { code: 'UNAUTHENTICATED' } }],
        }),
      );
      return;
    }
    req.hivemindUser = decision.user;
    runWithCorrelationId(decision.user.correlationId, () => next());
  }
}

/** Builds the GraphQL context from the request the middleware vouched for. */
export function graphqlContextFromRequest({ req }: { req: ContextRequest }): GqlContext {
  // The middleware runs before Apollo on every path, so a missing user here is a wiring bug.
  if (!req.hivemindUser) throw new Error('UserContextMiddleware did not run before GraphQL');
  return { user: req.hivemindUser };
}

/** The signed-in user's id, or an UNAUTHENTICATED error for guests. */
export function requireUserId(ctx: GqlContext): string {
  if (!ctx.user.userId) throw new DomainException(ErrorKind.Unauthenticated, 'AUTH_REQUIRED', 'You must be signed in');
  return ctx.user.userId;
}
