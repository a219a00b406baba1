import { describe, expect, it } from '@jest/globals';
import { canRemove, canSwitchRole, checkInstructions, isInstructionsDirty, leaveBlocked } from './rules.js';

const member = (userId: string, role: string, isLastOwner = false) => ({
  userId,
  role,
  isOwner: role === 'owner',
  isLastOwner,
});

describe('member roles', () => {
  it('switch between post and admin for others, never for the last owner or oneself', () => {
    expect(canSwitchRole(member('a', 'post'), 'me')).toBe(true);
    expect(canSwitchRole(member('me', 'admin'), 'me')).toBe(false);
    expect(canSwitchRole(member('o', 'owner', true), 'me')).toBe(false);
  });

  it('allow removing a member other than oneself', () => {
    expect(canRemove(member('a', 'post'), 'me')).toBe(true);
    expect(canRemove(member('me', 'owner'), 'me')).toBe(false);
  });

  it('let an owner leave only when other owners exist', () => {
    expect(leaveBlocked(true, 1)).toBe(true);
    expect(leaveBlocked(true, 2)).toBe(false);
    expect(leaveBlocked(false, 1)).toBe(false);
  });
});

describe('drop agent instructions', () => {
  it('are dirty when they differ from the saved text', () => {
    expect(isInstructionsDirty('Be kind', 'Be kind')).toBe(false);
    expect(isInstructionsDirty('Be kind', 'Be kind ')).toBe(true);
  });

  it('must not be empty after trimming and are trimmed before saving', () => {
    expect(checkInstructions('   ')).toEqual({ ok: false, error: 'Instructions cannot be empty' });
    expect(checkInstructions('  Be kind \n')).toEqual({ ok: true, text: 'Be kind' });
  });
});
