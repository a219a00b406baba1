import { describe, expect, it } from '@jest/globals';
import { canLeave, checkRemoval, checkRoleChange } from '../members.rules.js';

const change = (over: Partial<Parameters<typeof checkRoleChange>[0]>) => () =>
  checkRoleChange({
    actorId: 'a',
    actorRole: 'owner',
    targetId: 't',
    targetRole: 'post',
    newRole: 'admin',
    ownerCount: 1,
    ...over,
  });

describe('member role rules', () => {
  it('owners and admins switch roles between post, admin and owner', () => {
    expect(change({})).not.toThrow();
    expect(change({ actorRole: 'admin', newRole: 'post', targetRole: 'admin' })).not.toThrow();
    expect(change({ actorRole: 'post' })).toThrow('Only owners and admins can do this');
  });

  it("'Member not found', 'Invalid role…', and locked roles: one's own, the last owner's", () => {
    expect(change({ targetRole: null })).toThrow('Member not found');
    expect(change({ newRole: 'vote' })).toThrow('Invalid role. Only post, admin, and owner are supported.');
    expect(change({ targetId: 'a', targetRole: 'owner' })).toThrow("You cannot change this member's role");
    expect(change({ targetRole: 'owner', ownerCount: 1, newRole: 'post' })).toThrow(
      "You cannot change this member's role",
    );
    expect(change({ targetRole: 'owner', ownerCount: 2, newRole: 'post' })).not.toThrow();
  });

  it('only an owner makes an owner or changes one', () => {
    expect(change({ actorRole: 'admin', newRole: 'owner' })).toThrow("You cannot change this member's role");
    expect(change({ actorRole: 'admin', targetRole: 'owner', ownerCount: 3, newRole: 'post' })).toThrow();
  });

  it('removal: never oneself; admins never remove owners', () => {
    const remove = (over: Partial<Parameters<typeof checkRemoval>[0]>) => () =>
      checkRemoval({ actorId: 'a', actorRole: 'owner', targetId: 't', targetRole: 'post', ...over });
    expect(remove({})).not.toThrow();
    expect(remove({ targetId: 'a' })).toThrow(/yourself/);
    expect(remove({ actorRole: 'admin', targetRole: 'owner' })).toThrow('You cannot remove this member');
    expect(remove({ actorRole: 'vote' })).toThrow();
  });

  it('an owner can leave only while another owner remains', () => {
    expect(canLeave('owner', 1)).toBe(false);
    expect(canLeave('owner', 2)).toBe(true);
    expect(canLeave('post', 1)).toBe(true);
    expect(canLeave(null, 1)).toBe(false);
  });
});
