import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { contentTypeOf, isHashedAsset, isSpaRoute, resolveStaticPath } from '../http/static.js';

const root = resolve('/srv/web');

describe('static serving path safety', () => {
  it('resolves ordinary paths inside the root', () => {
    expect(resolveStaticPath(root, '/index.html')).toBe(resolve(root, 'index.html'));
    expect(resolveStaticPath(root, '/assets/app-1a2b3c4d.js')).toBe(resolve(root, 'assets/app-1a2b3c4d.js'));
    expect(resolveStaticPath(root, '/')).toBe(root);
  });
  it('refuses `..` traversal, plain or percent-encoded', () => {
    for (const p of [
      '/../etc/passwd',
      '/assets/../../etc/passwd',
      '/..%2f..%2fetc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/a/%2E%2E/%2E%2E/b',
    ]) {
      expect(resolveStaticPath(root, p)).toBeNull();
    }
  });
  it('refuses backslashes, NUL bytes and malformed escapes', () => {
    expect(resolveStaticPath(root, '/..\\..\\etc')).toBeNull();
    expect(resolveStaticPath(root, '/index.html%00.js')).toBeNull();
    expect(resolveStaticPath(root, '/%E0%A4%A')).toBeNull();
  });
  it('does not let a sibling directory with the same prefix through', () => {
    expect(resolveStaticPath(root, '/../web-secrets/x')).toBeNull();
  });
});

describe('static serving rules', () => {
  it('falls back to index.html for the client routes of the spec', () => {
    for (const p of ['/', '/register', '/terms', '/privacy', '/post/abc', '/portal', '/portal/thoughts/1'])
      expect(isSpaRoute(p)).toBe(true);
    for (const p of ['/post', '/post/a/b', '/unknown', '/favicon.ico']) expect(isSpaRoute(p)).toBe(false);
  });
  it('knows content types and hashed assets', () => {
    expect(contentTypeOf('/a/b.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('/a/b.css')).toBe('text/css; charset=utf-8');
    expect(contentTypeOf('/a/b.svg')).toBe('image/svg+xml');
    expect(contentTypeOf('/a/b.unknown')).toBe('application/octet-stream');
    expect(isHashedAsset('/assets/index-BkQ3x9_a.js')).toBe(true);
    expect(isHashedAsset('/favicon.ico')).toBe(false);
  });
});
