import { describe, expect, it } from '@jest/globals';
import { visibleEmail } from '../users/users.service.js';

describe('user email privacy', () => {
  const user = { id: 'u1', email: 'a@acme.com' };
  it('a user sees their own email', () => expect(visibleEmail(user, 'u1')).toBe('a@acme.com'));
  it('another user does not', () => expect(visibleEmail(user, 'u2')).toBeNull());
  it('a guest does not', () => expect(visibleEmail(user, null)).toBeNull());
});
