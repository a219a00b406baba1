// The hive's team: members and their roles, invitations, leaving, and the drop agent's instructions.
import { gql, type TypedDocumentNode } from '@apollo/client';

export interface HiveMemberView {
  readonly userId: string;
  readonly hiveId: string;
  readonly emailAddress: string;
  readonly role: string;
  readonly isOwner: boolean;
  readonly isLastOwner: boolean;
}

type HiveArg = { hiveId: string };

export const HIVE_TEAM_QUERY: TypedDocumentNode<{ hiveTeam: HiveMemberView[] }, HiveArg> = gql`
  query HiveTeam($hiveId: ID!) {
    hiveTeam(hiveId: $hiveId) {
      userId
      hiveId
      emailAddress
      role
      isOwner
      isLastOwner
    }
  }
`;

export const SET_HIVE_MEMBER_ROLE_MUTATION: TypedDocumentNode<
  { setHiveMemberRole: HiveMemberView },
  { hiveId: string; memberId: string; role: string }
> = gql`
  mutation SetHiveMemberRole($hiveId: ID!, $memberId: ID!, $role: String!) {
    setHiveMemberRole(hiveId: $hiveId, memberId: $memberId, role: $role) {
      userId
      hiveId
      emailAddress
      role
      isOwner
      isLastOwner
    }
  }
`;

export const REMOVE_HIVE_MEMBER_MUTATION: TypedDocumentNode<
  { removeHiveMember: boolean },
  { hiveId: string; memberId: string }
> = gql`
  mutation RemoveHiveMember($hiveId: ID!, $memberId: ID!) {
    removeHiveMember(hiveId: $hiveId, memberId: $memberId)
  }
`;

export interface HiveInvitationView {
  readonly id: string;
  readonly email: string;
  readonly role: string;
  readonly status: string;
  readonly lastSentAt: string;
}

export const HIVE_INVITATIONS_QUERY: TypedDocumentNode<{ hiveInvitations: HiveInvitationView[] }, HiveArg> = gql`
  query HiveInvitations($hiveId: ID!) {
    hiveInvitations(hiveId: $hiveId) {
      id
      email
      role
      status
      lastSentAt
    }
  }
`;

export const INVITE_TO_HIVE_MUTATION: TypedDocumentNode<
  {
    inviteToHive: { invitationsCreated: number; invitationsFailed: number; errors: { email: string; error: string }[] };
  },
  { hiveId: string; emails: string[] }
> = gql`
  mutation InviteToHive($hiveId: ID!, $emails: [String!]!) {
    inviteToHive(hiveId: $hiveId, emails: $emails) {
      invitationsCreated
      invitationsFailed
      errors {
        email
        error
      }
    }
  }
`;

type InvitationArgs = { hiveId: string; invitationId: string };

export const CANCEL_HIVE_INVITATION_MUTATION: TypedDocumentNode<{ cancelHiveInvitation: boolean }, InvitationArgs> =
  gql`
    mutation CancelHiveInvitation($hiveId: ID!, $invitationId: ID!) {
      cancelHiveInvitation(hiveId: $hiveId, invitationId: $invitationId)
    }
  `;

export const RESEND_HIVE_INVITATION_MUTATION: TypedDocumentNode<{ resendHiveInvitation: boolean }, InvitationArgs> =
  gql`
    mutation ResendHiveInvitation($hiveId: ID!, $invitationId: ID!) {
      resendHiveInvitation(hiveId: $hiveId, invitationId: $invitationId)
    }
  `;

export const HIVE_OWNER_COUNT_QUERY: TypedDocumentNode<
  { hiveOwnerCount: { ownerCount: number; canLeave: boolean } },
  HiveArg
> = gql`
  query HiveOwnerCount($hiveId: ID!) {
    hiveOwnerCount(hiveId: $hiveId) {
      ownerCount
      canLeave
    }
  }
`;

export const LEAVE_HIVE_MUTATION: TypedDocumentNode<{ leaveHive: boolean }, HiveArg> = gql`
  mutation LeaveHive($hiveId: ID!) {
    leaveHive(hiveId: $hiveId)
  }
`;

export const HIVE_AGENT_INSTRUCTIONS_QUERY: TypedDocumentNode<{ hiveAgentInstructions: string | null }, HiveArg> = gql`
  query HiveAgentInstructions($hiveId: ID!) {
    hiveAgentInstructions(hiveId: $hiveId)
  }
`;

export const SET_HIVE_AGENT_INSTRUCTIONS_MUTATION: TypedDocumentNode<
  { setHiveAgentInstructions: string },
  { hiveId: string; instructions: string }
> = gql`
  mutation SetHiveAgentInstructions($hiveId: ID!, $instructions: String!) {
    setHiveAgentInstructions(hiveId: $hiveId, instructions: $instructions)
  }
`;
