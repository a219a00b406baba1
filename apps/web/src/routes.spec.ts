import { describe, expect, it } from '@jest/globals';
import { routeOf } from './routes.js';

describe('routes', () => {
  it('knows only /register, /terms, /privacy and /post/{id}', () => {
    expect(routeOf('/register')).toEqual({ page: 'register' });
    expect(routeOf('/register/')).toEqual({ page: 'register' });
    expect(routeOf('/terms')).toEqual({ page: 'terms' });
    expect(routeOf('/privacy')).toEqual({ page: 'privacy' });
    expect(routeOf('/post/abc%20123')).toEqual({ page: 'post', postId: 'abc 123' });
  });

  it('shows the portal shell everywhere else, /portal/{type} included (history only)', () => {
    for (const path of ['/', '/portal/settings', '/post', '/post/a/b', '/anything']) {
      expect(routeOf(path)).toEqual({ page: 'shell' });
    }
  });
});
