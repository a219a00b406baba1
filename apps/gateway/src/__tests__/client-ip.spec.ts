import { describe, expect, it } from '@jest/globals';
import type { IncomingMessage } from 'node:http';
import { clientIpOf, normalizeIp } from '../http/client-ip.js';

function req(remoteAddress: string | undefined, xff?: string): IncomingMessage {
  return { headers: xff ? { 'x-forwarded-for': xff } : {}, socket: { remoteAddress } } as unknown as IncomingMessage;
}

describe('client address for rate limits', () => {
  it('is the socket address unless the gateway trusts a proxy', () => {
    expect(clientIpOf(req('203.0.113.7', '198.51.100.1'), false)).toBe('203.0.113.7');
  });

  it('is the first X-Forwarded-For hop behind a trusted proxy', () => {
    expect(clientIpOf(req('10.0.0.2', ' 198.51.100.1 , 10.0.0.9'), true)).toBe('198.51.100.1');
    expect(clientIpOf(req('10.0.0.2'), true)).toBe('10.0.0.2');
  });

  it('reports IPv4-mapped IPv6 addresses as IPv4', () => {
    expect(normalizeIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeIp('2001:DB8::1')).toBe('2001:db8::1');
  });
});
