// Pure rules of the hive team panels (spec part 2 §4 "Member roles", "Drop agent instructions").
import { HiveMessages } from '@hivemind/contracts';

/** Roles an owner or admin switches a member between from the list. */
export const LIST_ROLES = ['post', 'admin'] as const;

export interface MemberLike {
  readonly userId: string;
  readonly role: string;
  readonly isOwner: boolean;
  readonly isLastOwner: boolean;
}

/** The last owner's role never changes, nor one's own; owners' roles are not switched from the list. */
export function canSwitchRole(member: MemberLike, viewerId: string | null): boolean {
  return !member.isOwner && !member.isLastOwner && member.userId !== viewerId;
}

/** Anyone but oneself may be removed (after a confirmation); the last owner never. */
export function canRemove(member: MemberLike, viewerId: string | null): boolean {
  return member.userId !== viewerId && !member.isLastOwner;
}

/** Agent instructions are dirty when they differ from the saved text (Save / Cancel show only then). */
export function isInstructionsDirty(saved: string, draft: string): boolean {
  return draft !== saved;
}

/** Empty after trimming is refused; the text is trimmed before saving. */
export function checkInstructions(draft: string): { ok: true; text: string } | { ok: false; error: string } {
  const text = draft.trim();
  return text === '' ? { ok: false, error: HiveMessages.instructionsEmpty } : { ok: true, text };
}

/** The note under Leave: an owner can leave only when other owners exist. */
export function leaveBlocked(isOwner: boolean, ownerCount: number): boolean {
  return isOwner && ownerCount <= 1;
}
