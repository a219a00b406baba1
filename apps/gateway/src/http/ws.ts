import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { getGraphQLWSOptions } from '@graphql-hive/gateway-runtime';
import type { Logger, Session } from '@hivemind/common';
import type { HivemindContext, HivemindRuntime } from '../graphql/runtime.js';
import { parseCookies, SESSION_COOKIE } from './cookies.js';
import { clientIpOf } from './client-ip.js';
import { correlationIdFrom } from './correlation.js';
import { wsUpgradeAllowed } from './csrf.js';

/**
 * graphql-ws on /graphql. The user comes from the `sid` cookie of the upgrade request (looked up per
 * operation, so a revoked session cannot start new subscriptions); a cross-site upgrade is refused
 * before the handshake (http/csrf.ts).
 */
export type WsHandle = ((req: IncomingMessage, socket: Duplex, head: Buffer) => Promise<void>) & {
  dispose(): Promise<void>;
};

function reject(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export interface AttachOptions {
  wss: WebSocketServer;
  runtime: HivemindRuntime;
  logger: Logger;
  sessionOf(sid: string | undefined): Promise<Session | null>;
  /** See GatewayEnv.TRUST_PROXY. */
  trustProxy: boolean;
  /** See GatewayEnv.CSRF_ALLOWED_ORIGINS. */
  allowedOrigins: readonly string[];
}

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

export function attachWebSockets(opts: AttachOptions): WsHandle {
  const server = useServer(
    getGraphQLWSOptions<HivemindContext, { request: IncomingMessage }>(opts.runtime, async (ctx) => {
      const req = ctx.extra.request;
      const sid = parseCookies(headerOf(req, 'cookie'))[SESSION_COOKIE];
      const session = await opts.sessionOf(sid);
      const correlationId = correlationIdFrom(req.headers['x-request-id']);
      const headers = new Headers({ [`x-request-id`]: correlationId });
      const context: HivemindContext & { request: Request } = {
        userId: session?.userId ?? null,
        correlationId,
        // The Origin was checked on upgrade; the socket is ours.
        csrfRefusal: null,
        clientIp: clientIpOf(req, opts.trustProxy),
        request: new Request('http://gateway.internal/graphql', { method: 'POST', headers }),
      };
      return context;
    }),
    opts.wss,
  );

  const handle = (async (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(req.url ?? '/', 'http://gateway.internal').pathname;
    if (path !== '/graphql') return reject(socket, 404, 'Not Found');
    const host = headerOf(req, 'x-forwarded-host') ?? headerOf(req, 'host');
    const site = {
      origin: headerOf(req, 'origin'),
      secFetchSite: headerOf(req, 'sec-fetch-site'),
      host,
      allowedOrigins: opts.allowedOrigins,
    };
    if (!wsUpgradeAllowed(site)) {
      opts.logger.warn({ origin: headerOf(req, 'origin') }, 'refused cross-origin WebSocket upgrade');
      return reject(socket, 403, 'Forbidden');
    }
    opts.wss.handleUpgrade(req, socket, head, (ws) => opts.wss.emit('connection', ws, req));
  }) as WsHandle;
  handle.dispose = async () => {
    await server.dispose();
  };
  return handle;
}

/** Before the supergraph is composed there is no schema to subscribe to. */
attachWebSockets.refuse = async (_req: IncomingMessage, socket: Duplex): Promise<void> => {
  reject(socket, 503, 'Service Unavailable');
};
