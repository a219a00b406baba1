// The fields of a thought every view reads (thought.model.ts of thoughts-svc).
import { gql } from '@apollo/client';

export interface ThoughtSummary {
  readonly __typename?: 'Thought';
  readonly id: string;
  readonly originalThought: string;
  readonly content: string | null;
  readonly category: string | null;
  readonly thoughtType: string | null;
  readonly topic: string | null;
  /** processing, ready or failed. */
  readonly status: string;
  readonly isReady: boolean;
  /** ISO 8601. */
  readonly createdAt: string;
}

export const THOUGHT_FIELDS = gql`
  fragment ThoughtFields on Thought {
    id
    originalThought
    content
    category
    thoughtType
    topic
    status
    isReady
    createdAt
  }
`;
