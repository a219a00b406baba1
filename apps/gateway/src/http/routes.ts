import type { IncomingMessage, ServerResponse } from 'node:http';
import { isAbsolute, resolve } from 'node:path';
import type { Redis } from 'ioredis';
import {
  createSession,
  revokeSession,
  revokeUserSessions,
  runWithCorrelationId,
  type Logger,
  type ReadinessReport,
  type Session,
} from '@hivemind/common';
import { GATEWAY_MAX_BODY_BYTES } from '@hivemind/contracts';
import type { GatewayEnv } from '../env.js';
import { DirectReadRefusal, readFromSubgraph, type GraphqlResult } from '../graphql/direct-reads.js';
import type { HivemindContext, HivemindRuntime } from '../graphql/runtime.js';
import type { SubgraphDef, SubgraphName } from '../graphql/supergraph.js';
import { BODY_TOO_LARGE_MESSAGE, readJsonBody } from '../rest/core/body.js';
import type { Operation, OperationOptions, RestContext, RestSessions } from '../rest/core/context.js';
import { RestError, restErrorFromGraphql, toErrorResponse, unauthorized } from '../rest/core/errors.js';
import type { GuestCache } from '../rest/core/guest-cache.js';
import type { RestRouter, RouteMatch } from '../rest/core/router.js';
import type { UploadStorage } from '../uploads/storage.js';
import { clientIpOf } from './client-ip.js';
import { clearSessionCookie, isHttps, parseCookies, SESSION_COOKIE, sessionCookie } from './cookies.js';
import { correlationIdFrom } from './correlation.js';
import { CSRF_MESSAGES, csrfRefusal, restCsrfRefusal } from './csrf.js';
import type { GatewayMetrics } from './metrics.js';
import { serveStatic } from './static.js';
import { serveUpload } from './uploads.js';

/**
 * Routing of the one HTTP server: /graphql → Hive Gateway runtime, /api/* → REST facade, probes,
 * metrics, and the web app's static files for everything else.
 */
/** What the routing needs of the gateway process (gateway.ts's Gateway). */
export interface GatewayServices {
  readonly env: GatewayEnv;
  readonly logger: Logger;
  readonly metrics: GatewayMetrics;
  readonly redis: Redis;
  readonly rest: RestRouter;
  /** Answers of guest-readable REST reads, shared by every guest (rest/core/guest-cache.ts). */
  readonly guestCache: GuestCache;
  readonly uploads: UploadStorage;
  /** The runtime once the supergraph is composed (null before). */
  getRuntime(): HivemindRuntime | null;
  isComposed(): boolean;
  readiness(): Promise<ReadinessReport & { composed: boolean }>;
  sessionOf(sid: string | undefined): Promise<Session | null>;
  /**
   * The subgraph to send this read to directly, when the composed supergraph shows `subgraph`
   * answers the whole operation; null when it must go through the runtime (graphql/direct-reads.ts).
   */
  directReadTarget(query: string, subgraph: SubgraphName): SubgraphDef | null;
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
): void {
  sendJsonText(res, status, JSON.stringify(body), headers);
}

function sendJsonText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string | string[]> = {},
): void {
  // A 413 leaves the rest of the body unread: the connection cannot carry another request, so say
  // so (the client opens a new one) instead of letting the next request on it be reset.
  const close = status === 413 ? { connection: 'close' } : {};
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...close,
    ...headers,
  });
  res.end(text);
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

export function clientHost(req: IncomingMessage): string | undefined {
  return header(req, 'x-forwarded-host') ?? header(req, 'host');
}

function csrfFields(gw: GatewayServices, req: IncomingMessage, hasSessionCookie: boolean) {
  return {
    hasSessionCookie,
    requestedWith: header(req, 'x-requested-with'),
    origin: header(req, 'origin'),
    secFetchSite: header(req, 'sec-fetch-site'),
    host: clientHost(req),
    allowedOrigins: gw.env.CSRF_ALLOWED_ORIGINS,
  };
}

/** True when the request carries a body (declared length above 0, or chunked). */
function hasBody(req: IncomingMessage): boolean {
  return Number(header(req, 'content-length') ?? 0) > 0 || header(req, 'transfer-encoding') !== undefined;
}

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
const MULTIPART_TYPE = /^multipart\/form-data\s*(?:;|$)/i;

/**
 * The 415 message for a body of a type the call does not take, or null. JSON calls must say so: a
 * cross-site HTML form can only send text/plain, urlencoded or multipart bodies (http/csrf.ts).
 */
function unsupportedBody(req: IncomingMessage, accepts: 'json' | 'multipart'): string | null {
  if (!hasBody(req)) return null;
  const type = header(req, 'content-type') ?? '';
  if (accepts === 'multipart') return MULTIPART_TYPE.test(type) ? null : 'Content-Type must be multipart/form-data';
  return JSON_TYPE.test(type) ? null : 'Content-Type must be application/json';
}

export async function handleRequest(gw: GatewayServices, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const started = process.hrtime.bigint();
  const correlationId = correlationIdFrom(req.headers['x-request-id']);
  res.setHeader('x-request-id', correlationId);
  const url = new URL(req.url ?? '/', 'http://gateway.internal');
  const path = url.pathname;
  let route = 'static';
  res.on('finish', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    gw.metrics.httpDuration.observe({ method: req.method ?? 'GET', route, status: String(res.statusCode) }, seconds);
  });

  await runWithCorrelationId(correlationId, async () => {
    try {
      if (path === '/healthz') {
        route = path;
        sendJson(res, 200, { status: 'ok' });
      } else if (path === '/readyz') {
        route = path;
        const { ready, composed, unavailable, checks } = await gw.readiness();
        sendJson(res, ready ? 200 : 503, { status: ready ? 'ready' : 'not ready', composed, unavailable, checks });
      } else if (path === '/metrics') {
        route = path;
        res.writeHead(200, { 'content-type': gw.metrics.registry.contentType });
        res.end(await gw.metrics.registry.metrics());
      } else if (path === '/graphql') {
        route = path;
        await handleGraphql(gw, req, res, correlationId);
      } else if (path === '/api' || path.startsWith('/api/')) {
        const matched = gw.rest.match(req.method ?? 'GET', path);
        route = 'route' in matched ? matched.route.pattern : '/api/*';
        await handleRest(gw, req, res, url, correlationId, matched);
      } else if (path.startsWith('/uploads/')) {
        route = '/uploads/*';
        await serveUpload(gw.uploads, req, res, path);
      } else {
        const root = isAbsolute(gw.env.WEB_DIST) ? gw.env.WEB_DIST : resolve(process.cwd(), gw.env.WEB_DIST);
        serveStatic(req, res, root, path);
      }
    } catch (err) {
      gw.logger.error({ err, path }, 'request failed');
      if (!res.headersSent) sendJson(res, 500, toErrorResponse(err, correlationId).body);
      else res.destroy();
    }
  });
}

async function handleGraphql(
  gw: GatewayServices,
  req: IncomingMessage,
  res: ServerResponse,
  correlationId: string,
): Promise<void> {
  const runtime = gw.getRuntime();
  if (!runtime) {
    sendJson(res, 503, { errors: [{ message: 'The gateway is starting: the supergraph is not composed yet' }] });
    return;
  }
  // The runtime reads any body it is sent; refuse an oversized one here, as REST does.
  if (Number(header(req, 'content-length') ?? 0) > GATEWAY_MAX_BODY_BYTES) {
    sendJson(res, 413, { errors: [{ message: BODY_TOO_LARGE_MESSAGE, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
    return;
  }
  if (req.method === 'POST') {
    const unsupported = unsupportedBody(req, 'json');
    if (unsupported) {
      sendJson(res, 415, { errors: [{ message: unsupported, extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }] });
      return;
    }
  }
  const sid = parseCookies(header(req, 'cookie'))[SESSION_COOKIE];
  const session = await gw.sessionOf(sid);
  const refusal = csrfRefusal(csrfFields(gw, req, sid !== undefined));
  const context: HivemindContext = {
    userId: session?.userId ?? null,
    correlationId,
    csrfRefusal: refusal && CSRF_MESSAGES[refusal],
    clientIp: clientIpOf(req, gw.env.TRUST_PROXY),
  };
  await runtime.handle(req, res, context);
}

async function handleRest(
  gw: GatewayServices,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  correlationId: string,
  matched: RouteMatch,
): Promise<void> {
  try {
    if ('error' in matched) {
      if (matched.error === 'method-not-allowed') throw new RestError(405, 'Method not allowed');
      throw new RestError(404, 'Not found');
    }
    const sid = parseCookies(header(req, 'cookie'))[SESSION_COOKIE];
    const refusal = restCsrfRefusal({ method: req.method ?? 'GET', ...csrfFields(gw, req, sid !== undefined) });
    if (refusal) throw new RestError(403, CSRF_MESSAGES[refusal]);
    const session = await gw.sessionOf(sid);
    // Signed-in calls answer guests before looking at their input (issue 20).
    if (matched.route.session && !session) throw unauthorized();
    const unsupported = unsupportedBody(req, matched.route.body);
    if (unsupported) throw new RestError(415, unsupported);
    const clientIp = clientIpOf(req, gw.env.TRUST_PROXY);
    let bodyPromise: Promise<unknown> | null = null;
    const ctx: RestContext = {
      req,
      url,
      params: matched.params,
      session,
      correlationId,
      clientIp,
      body: () => (bodyPromise ??= readJsonBody(req)),
      graphql: <TResult, TVariables>(
        operation: Operation<TResult, TVariables>,
        variables?: TVariables,
        options: OperationOptions = {},
      ) =>
        runOperation<TResult>(
          gw,
          operation.toString(),
          variables,
          {
            userId: session?.userId ?? null,
            correlationId,
            csrfRefusal: null,
            clientIp,
            ...(options.internal === true ? { internal: true } : {}),
          },
          options.subgraph,
        ),
      sessions: restSessions(gw, req, session),
    };
    const { route } = matched;
    if (route.guestCacheable && session === null) {
      // Every guest asking this URL gets the same answer (rest/core/guest-cache.ts); errors are not kept.
      const { answer, outcome } = await gw.guestCache.get(url.pathname + url.search, async () => {
        const result = await route.handler(ctx);
        return { status: result.status ?? 200, text: JSON.stringify(result.body ?? null) };
      });
      sendJsonText(res, answer.status, answer.text, { 'x-guest-cache': outcome });
      return;
    }
    const result = await route.handler(ctx);
    const status = result.status ?? (result.body === undefined ? 204 : 200);
    if (result.body === undefined) {
      res.writeHead(status, { 'cache-control': 'no-store', ...(result.headers ?? {}) });
      res.end();
    } else {
      sendJson(res, status, result.body, result.headers);
    }
  } catch (err) {
    const { status, body } = toErrorResponse(err, correlationId);
    if (status >= 500) gw.logger.error({ err, path: url.pathname }, 'REST call failed');
    sendJson(res, status, body);
  }
}

/** Sign-in and sign-out for the auth routes: Redis sessions and the `sid` cookie that names them. */
function restSessions(gw: GatewayServices, req: IncomingMessage, current: Session | null): RestSessions {
  const ttl = gw.env.SESSION_TTL_SECONDS;
  const secure = isHttps(req);
  return {
    async start(userId) {
      // A new sign-in on this browser replaces the session it carried.
      if (current) await revokeSession(gw.redis, current.sid);
      const session = await createSession(gw.redis, userId, ttl);
      return sessionCookie(session.sid, { secure, maxAgeSeconds: ttl });
    },
    async end() {
      if (current) await revokeSession(gw.redis, current.sid);
      return clearSessionCookie(secure);
    },
    async revokeOthers(userId) {
      return revokeUserSessions(gw.redis, userId, current?.userId === userId ? current.sid : undefined);
    },
  };
}

/** The name a REST operation's document gives it (every generated document is named). */
const operationNameOf = (query: string): string =>
  /\b(?:query|mutation|subscription)\s+([_A-Za-z]\w*)/.exec(query)?.[1] ?? 'anonymous';

/**
 * An operation of the REST facade that failed unexpectedly, as it is logged: by its name and error
 * codes (the logger takes quoted literals out of the messages), never with its variables.
 */
class GraphqlOperationError extends Error {
  readonly operation: string;
  readonly codes: string[];

  constructor(query: string, errors: NonNullable<GraphqlResult<unknown>['errors']>) {
    const operation = operationNameOf(query);
    super(`GraphQL operation ${operation} failed: ${errors.map((e) => e.message).join('; ')}`);
    this.name = 'GraphqlOperationError';
    this.operation = operation;
    this.codes = errors.map((e) => String(e.extensions?.code ?? 'UNKNOWN'));
  }
}

/**
 * One GraphQL operation as the caller: against the gateway's own schema, in-process, or, for a read
 * the route marked and the supergraph shows one subgraph answers whole, sent to that subgraph.
 */
async function runOperation<T>(
  gw: GatewayServices,
  query: string,
  variables: unknown,
  context: HivemindContext,
  subgraph?: SubgraphName,
): Promise<T> {
  const runtime = gw.getRuntime();
  if (!runtime) throw new RestError(503, 'The service is starting, try again shortly');
  const target = subgraph ? gw.directReadTarget(query, subgraph) : null;
  const operationName = operationNameOf(query);
  gw.metrics.restOperations.inc({ operation: operationName, via: target?.name ?? 'gateway' });
  let result: GraphqlResult<T>;
  if (target) {
    try {
      result = await readFromSubgraph<T>(
        target,
        gw.env.CONTEXT_SECRET,
        gw.logger,
        { query, variables, operationName },
        context,
      );
    } catch (err) {
      if (err instanceof DirectReadRefusal) throw new RestError(err.status, err.message);
      throw err;
    }
  } else {
    const response = await runtime.fetch(
      'http://gateway.internal/graphql',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
        body: JSON.stringify({ query, variables }),
      },
      context,
    );
    result = (await response.json()) as GraphqlResult<T>;
  }
  if (result.errors && result.errors.length > 0) {
    const mapped = restErrorFromGraphql(result.errors);
    if (mapped) throw mapped;
    throw new GraphqlOperationError(query, result.errors);
  }
  if (result.data === undefined || result.data === null) throw new Error('GraphQL operation returned no data');
  return result.data;
}
