// Operations of the signed-in user and their emails (one gql const per operation, named after it).
import { gql, type TypedDocumentNode } from '@apollo/client';

export interface CurrentUser {
  readonly id: string;
  readonly email: string;
}

export interface MeQueryData {
  readonly me: CurrentUser | null;
}

/** `me` is null for guests: it decides between the guest landing and the member's control portal. */
export const ME_QUERY: TypedDocumentNode<MeQueryData, Record<string, never>> = gql`
  query Me {
    me {
      id
      email
    }
  }
`;

export interface UserEmail {
  readonly id: string;
  readonly email: string;
  readonly isVerified: boolean;
  readonly isPrimary: boolean;
  readonly createdAt: string;
}

export interface MyEmailsQueryData {
  readonly myEmails: readonly UserEmail[];
}

export const MY_EMAILS_QUERY: TypedDocumentNode<MyEmailsQueryData, Record<string, never>> = gql`
  query MyEmails {
    myEmails {
      id
      email
      isVerified
      isPrimary
      createdAt
    }
  }
`;

export const ADD_EMAIL_MUTATION: TypedDocumentNode<{ readonly addEmail: UserEmail }, { email: string }> = gql`
  mutation AddEmail($email: String!) {
    addEmail(email: $email) {
      id
      email
      isVerified
      isPrimary
      createdAt
    }
  }
`;

export const VERIFY_EMAIL_MUTATION: TypedDocumentNode<
  { readonly verifyEmail: UserEmail },
  { email: string; code: string }
> = gql`
  mutation VerifyEmail($email: String!, $code: String!) {
    verifyEmail(email: $email, code: $code) {
      id
      isVerified
    }
  }
`;

export const RESEND_EMAIL_CODE_MUTATION: TypedDocumentNode<{ readonly resendEmailCode: boolean }, { email: string }> =
  gql`
    mutation ResendEmailCode($email: String!) {
      resendEmailCode(email: $email)
    }
  `;

export const DELETE_EMAIL_MUTATION: TypedDocumentNode<{ readonly deleteEmail: boolean }, { id: string }> = gql`
  mutation DeleteEmail($id: ID!) {
    deleteEmail(id: $id)
  }
`;
