import type { IncomingMessage } from 'node:http';
import type { Session } from '@hivemind/common';
import { GATEWAY_MAX_BODY_BYTES } from '@hivemind/contracts';
import { badRequest, RestError } from './errors.js';

/**
 * A tiny router for /api: exact segments and `:param` segments, one handler per method and path.
 * Each area registers its routes in rest/<area>.routes.ts.
 */
export interface GraphqlResult<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface RestContext {
  req: IncomingMessage;
  url: URL;
  params: Record<string, string>;
  session: Session | null;
  correlationId: string;
  /** The client's address (socket, or first X-Forwarded-For hop with TRUST_PROXY). */
  clientIp: string | undefined;
  /** Parsed JSON body (null when empty); 400 on malformed JSON. */
  body(): Promise<unknown>;
  /**
   * Runs ONE operation against the gateway's own schema, in-process, with this request's user.
   * `internal: true` (auth routes only) lets it reach subgraph fields marked internal-only.
   */
  graphql<T>(query: string, variables?: Record<string, unknown>, options?: { internal?: boolean }): Promise<T>;
  sessions: RestSessions;
}

/** Session changes the auth routes make; each returns the Set-Cookie value to send where relevant. */
export interface RestSessions {
  /** Creates a session for the user (replacing the one this request carried): the `sid` cookie. */
  start(userId: string): Promise<string>;
  /** Revokes this request's session on the server: the cookie that clears `sid`. */
  end(): Promise<string>;
  /** Revokes every other session of the user (password change); answers how many. */
  revokeOthers(userId: string): Promise<number>;
}

export interface RestResult {
  status?: number;
  body?: unknown;
  headers?: Record<string, string | string[]>;
}

export type RestHandler = (ctx: RestContext) => Promise<RestResult>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteOptions {
  /**
   * A GET whose answer to a guest is the same for every guest (no session, no per-viewer field):
   * guests' answers are shared through the gateway's GuestCache. Its handler must set no headers.
   */
  guestCacheable?: boolean;
}

interface Route extends RouteOptions {
  method: HttpMethod;
  pattern: string;
  segments: string[];
  handler: RestHandler;
}

export class RestRouter {
  private readonly routes: Route[] = [];

  add(method: HttpMethod, pattern: string, handler: RestHandler, options: RouteOptions = {}): this {
    this.routes.push({ method, pattern, segments: pattern.split('/').filter(Boolean), handler, ...options });
    return this;
  }

  /** A GET whose guest answer is shared by every guest (see RouteOptions.guestCacheable). */
  addGuestCacheable(pattern: string, handler: RestHandler): this {
    return this.add('GET', pattern, handler, { guestCacheable: true });
  }

  /** The route for a path: `pattern` (for metrics) and its handler, or why none matched. */
  match(
    method: string,
    pathname: string,
  ): { route: Route; params: Record<string, string> } | { error: 'not-found' | 'method-not-allowed' } {
    const parts = pathname.split('/').filter(Boolean);
    let pathMatched = false;
    for (const route of this.routes) {
      const params = matchSegments(route.segments, parts);
      if (!params) continue;
      pathMatched = true;
      if (route.method === method || (method === 'HEAD' && route.method === 'GET')) return { route, params };
    }
    return { error: pathMatched ? 'method-not-allowed' : 'not-found' };
  }
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | null {
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i] as string;
    const v = parts[i] as string;
    if (p.startsWith(':')) {
      try {
        params[p.slice(1)] = decodeURIComponent(v);
      } catch {
        return null;
      }
    } else if (p !== v) {
      return null;
    }
  }
  return params;
}

/** What a request larger than GATEWAY_MAX_BODY_BYTES is told (REST and GraphQL alike). */
export const BODY_TOO_LARGE_MESSAGE = `Request body too large: at most ${GATEWAY_MAX_BODY_BYTES / 1024 / 1024} MB`;

export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > GATEWAY_MAX_BODY_BYTES) throw new RestError(413, BODY_TOO_LARGE_MESSAGE);
    chunks.push(chunk);
  }
  if (size === 0) return null;
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw badRequest('Malformed JSON body');
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function requireUuid(value: string | undefined, name: string): string {
  if (!value || !UUID.test(value)) throw badRequest(`${name} must be a UUID`);
  return value;
}

const INT_MIN = -2147483648;
const INT_MAX = 2147483647;

/**
 * An optional integer query parameter; 400 naming it when present but not an integer, or beyond
 * what GraphQL's Int carries (32 bits), which the operation behind the route could not accept.
 */
export function intParam(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value)) throw badRequest(`${name} must be an integer`);
  if (value < INT_MIN || value > INT_MAX) throw badRequest(`${name} must be between ${INT_MIN} and ${INT_MAX}`);
  return value;
}
