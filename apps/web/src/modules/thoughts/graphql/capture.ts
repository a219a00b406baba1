// Capturing a thought and following its processing (the control portal's capture area).
import { gql, type TypedDocumentNode } from '@apollo/client';
import { THOUGHT_FIELDS, type ThoughtSummary } from './fragments.js';

export interface CaptureThoughtData {
  readonly captureThought: ThoughtSummary;
}

export const CAPTURE_THOUGHT_MUTATION: TypedDocumentNode<
  CaptureThoughtData,
  { text: string; clientRequestId: string; selectedListIds?: string[] }
> = gql`
  mutation CaptureThought($text: String!, $clientRequestId: String!, $selectedListIds: [ID!]) {
    captureThought(text: $text, clientRequestId: $clientRequestId, selectedListIds: $selectedListIds) {
      ...ThoughtFields
    }
  }
  ${THOUGHT_FIELDS}
`;

export interface ThoughtProgressData {
  readonly thoughtProgress: {
    readonly jobName: string;
    readonly entityId: string;
    readonly stage: string;
    readonly status: string;
    readonly percent: number;
    readonly at: string;
    readonly error: string | null;
  };
}

/** A late subscriber first receives the topic's latest message, then every later one. */
export const THOUGHT_PROGRESS_SUBSCRIPTION: TypedDocumentNode<ThoughtProgressData, { thoughtId: string }> = gql`
  subscription ThoughtProgress($thoughtId: ID!) {
    thoughtProgress(thoughtId: $thoughtId) {
      jobName
      entityId
      stage
      status
      percent
      at
      error
    }
  }
`;
