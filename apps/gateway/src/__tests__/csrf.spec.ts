import { describe, expect, it } from '@jest/globals';
import { isCrossSite, isSameOrigin, restCsrfRefusal, wsUpgradeAllowed, type CsrfInput } from '../http/csrf.js';

const base: CsrfInput = {
  method: 'POST',
  hasSessionCookie: true,
  requestedWith: undefined,
  origin: undefined,
  secFetchSite: undefined,
  host: 'hivemind.test',
  allowedOrigins: [],
};

describe('CSRF rule: state-changing calls made with the cookie need X-Requested-With: hivemind or a same-origin Origin', () => {
  it('lets safe methods through', () => {
    expect(restCsrfRefusal({ ...base, method: 'GET' })).toBeNull();
    expect(restCsrfRefusal({ ...base, method: 'HEAD' })).toBeNull();
    expect(restCsrfRefusal({ ...base, method: 'GET', origin: 'https://evil.test' })).toBeNull();
  });
  it('refuses a cookie-carrying POST/PUT/PATCH/DELETE with neither proof', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(restCsrfRefusal({ ...base, method })).toBe('unproven');
  });
  it('accepts the header, case-insensitively', () => {
    expect(restCsrfRefusal({ ...base, requestedWith: 'hivemind' })).toBeNull();
    expect(restCsrfRefusal({ ...base, requestedWith: 'HiveMind' })).toBeNull();
    expect(restCsrfRefusal({ ...base, requestedWith: 'XMLHttpRequest' })).toBe('unproven');
  });
  it('accepts a same-origin Origin and refuses a foreign or null one', () => {
    expect(restCsrfRefusal({ ...base, origin: 'https://hivemind.test' })).toBeNull();
    expect(restCsrfRefusal({ ...base, origin: 'https://evil.test' })).toBe('cross-site');
    expect(restCsrfRefusal({ ...base, origin: 'https://hivemind.test.evil.test' })).toBe('cross-site');
    expect(restCsrfRefusal({ ...base, origin: 'null' })).toBe('cross-site');
  });
  it('lets non-browser requests without the session cookie through (no Origin, no Sec-Fetch-Site)', () => {
    expect(restCsrfRefusal({ ...base, hasSessionCookie: false })).toBeNull();
  });
  it('compares host and port', () => {
    expect(isSameOrigin('http://localhost:4000', 'localhost:4000')).toBe(true);
    expect(isSameOrigin('http://localhost:5173', 'localhost:4000')).toBe(false);
    expect(isSameOrigin('not a url', 'localhost:4000')).toBe(false);
  });
});

describe('every state-changing call, signed in or not, refuses a cross-site Origin / Sec-Fetch-Site', () => {
  const guest = { ...base, hasSessionCookie: false };
  it('refuses a guest (login, register) from a foreign Origin, even with X-Requested-With', () => {
    expect(restCsrfRefusal({ ...guest, origin: 'http://evil.example' })).toBe('cross-site');
    expect(restCsrfRefusal({ ...base, origin: 'http://evil.example', requestedWith: 'hivemind' })).toBe('cross-site');
  });
  it('believes Sec-Fetch-Site over Origin: cross-site and same-site are refused, same-origin and none pass', () => {
    expect(restCsrfRefusal({ ...guest, secFetchSite: 'cross-site' })).toBe('cross-site');
    expect(restCsrfRefusal({ ...guest, secFetchSite: 'same-site' })).toBe('cross-site');
    expect(restCsrfRefusal({ ...guest, secFetchSite: 'same-origin' })).toBeNull();
    expect(restCsrfRefusal({ ...guest, secFetchSite: 'none' })).toBeNull();
    // Behind a dev proxy that rewrites Host (Vite), Origin differs from Host but the browser knows better.
    expect(
      restCsrfRefusal({
        ...base,
        origin: 'http://localhost:5173',
        secFetchSite: 'same-origin',
        requestedWith: 'hivemind',
      }),
    ).toBeNull();
  });
  it('lets origins listed in CSRF_ALLOWED_ORIGINS act as this site', () => {
    const allowed = { ...base, allowedOrigins: ['https://app.example.com'] };
    expect(restCsrfRefusal({ ...allowed, origin: 'https://app.example.com', secFetchSite: 'cross-site' })).toBeNull();
    expect(
      restCsrfRefusal({ ...allowed, origin: 'https://APP.example.com:443', secFetchSite: 'same-site' }),
    ).toBeNull();
    expect(restCsrfRefusal({ ...allowed, origin: 'http://app.example.com', secFetchSite: 'cross-site' })).toBe(
      'cross-site',
    );
  });
  it('tells cross-site browser requests apart from non-browser ones', () => {
    const site = { host: 'hivemind.test', allowedOrigins: [] };
    expect(isCrossSite({ ...site, origin: undefined, secFetchSite: undefined })).toBe(false);
    expect(isCrossSite({ ...site, origin: 'https://hivemind.test', secFetchSite: undefined })).toBe(false);
    expect(isCrossSite({ ...site, origin: 'https://evil.test', secFetchSite: undefined })).toBe(true);
  });
  it('refuses every cross-site WebSocket upgrade (mutations run over the socket), with or without the cookie', () => {
    const site = { host: 'hivemind.test', allowedOrigins: [], secFetchSite: undefined };
    expect(wsUpgradeAllowed({ ...site, origin: 'https://evil.test' })).toBe(false);
    expect(wsUpgradeAllowed({ ...site, origin: 'https://hivemind.test' })).toBe(true);
    expect(wsUpgradeAllowed({ ...site, origin: undefined })).toBe(true);
  });
});
