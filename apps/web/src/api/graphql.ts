// Operations of the shell itself (one gql const per operation, named after it).
import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ApiStatusQueryData {
  readonly __typename: string;
}

/** The cheapest round trip through the gateway: proves the HTTP /graphql path is reachable. */
export const API_STATUS_QUERY: TypedDocumentNode<ApiStatusQueryData, Record<string, never>> = gql`
  query ApiStatus {
    __typename
  }
`;
