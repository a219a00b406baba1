import type { IncomingMessage } from 'node:http';

/**
 * The client's address, for per-address rate limits: the socket's peer, or, when the gateway runs
 * behind a reverse proxy (TRUST_PROXY=true), the first X-Forwarded-For hop, which that proxy
 * vouches for. IPv4-mapped IPv6 addresses (::ffff:1.2.3.4) are reported as plain IPv4.
 */
export function clientIpOf(req: IncomingMessage, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const raw = req.headers['x-forwarded-for'];
    const first = (Array.isArray(raw) ? raw[0] : raw)?.split(',')[0]?.trim();
    if (first) return normalizeIp(first);
  }
  return req.socket.remoteAddress ? normalizeIp(req.socket.remoteAddress) : undefined;
}

export function normalizeIp(ip: string): string {
  const lower = ip.trim().toLowerCase();
  return lower.startsWith('::ffff:') && lower.includes('.') ? lower.slice('::ffff:'.length) : lower;
}
