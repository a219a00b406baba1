import { describe, expect, it } from '@jest/globals';
import { csrfAllowed, isSameOrigin, wsUpgradeAllowed } from '../http/csrf.js';

const base = { hasSessionCookie: true, requestedWith: undefined, origin: undefined, host: 'hivemind.test' };

describe('CSRF rule: state-changing calls made with the cookie need X-Requested-With: hivemind or a same-origin Origin', () => {
  it('lets safe methods through', () => {
    expect(csrfAllowed({ ...base, method: 'GET' })).toBe(true);
    expect(csrfAllowed({ ...base, method: 'HEAD' })).toBe(true);
  });
  it('refuses a cookie-carrying POST/PUT/PATCH/DELETE with neither proof', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(csrfAllowed({ ...base, method })).toBe(false);
  });
  it('accepts the header, case-insensitively', () => {
    expect(csrfAllowed({ ...base, method: 'POST', requestedWith: 'hivemind' })).toBe(true);
    expect(csrfAllowed({ ...base, method: 'POST', requestedWith: 'HiveMind' })).toBe(true);
    expect(csrfAllowed({ ...base, method: 'POST', requestedWith: 'XMLHttpRequest' })).toBe(false);
  });
  it('accepts a same-origin Origin and refuses a foreign or null one', () => {
    expect(csrfAllowed({ ...base, method: 'POST', origin: 'https://hivemind.test' })).toBe(true);
    expect(csrfAllowed({ ...base, method: 'POST', origin: 'https://evil.test' })).toBe(false);
    expect(csrfAllowed({ ...base, method: 'POST', origin: 'https://hivemind.test.evil.test' })).toBe(false);
    expect(csrfAllowed({ ...base, method: 'POST', origin: 'null' })).toBe(false);
  });
  it('lets requests without the session cookie through (they act as nobody)', () => {
    expect(csrfAllowed({ ...base, hasSessionCookie: false, method: 'POST' })).toBe(true);
  });
  it('compares host and port', () => {
    expect(isSameOrigin('http://localhost:4000', 'localhost:4000')).toBe(true);
    expect(isSameOrigin('http://localhost:5173', 'localhost:4000')).toBe(false);
    expect(isSameOrigin('not a url', 'localhost:4000')).toBe(false);
  });
  it('checks Origin on WebSocket upgrades that carry the cookie', () => {
    expect(wsUpgradeAllowed({ hasSessionCookie: true, origin: 'https://evil.test', host: 'hivemind.test' })).toBe(
      false,
    );
    expect(wsUpgradeAllowed({ hasSessionCookie: true, origin: 'https://hivemind.test', host: 'hivemind.test' })).toBe(
      true,
    );
    expect(wsUpgradeAllowed({ hasSessionCookie: false, origin: 'https://evil.test', host: 'hivemind.test' })).toBe(
      true,
    );
    expect(wsUpgradeAllowed({ hasSessionCookie: true, origin: undefined, host: 'hivemind.test' })).toBe(true);
  });
});
