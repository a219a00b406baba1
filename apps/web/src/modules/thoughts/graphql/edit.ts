// The thought editor's operations: enhancement previews, Reset and Save Changes (spec part 3 §7).
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { EnhanceAction } from '@hivemind/contracts';
import { THOUGHT_FIELDS, type ThoughtSummary } from './fragments.js';

export const ENHANCE_THOUGHT_PREVIEW_MUTATION: TypedDocumentNode<
  { enhanceThoughtPreview: string },
  { content: string; action: EnhanceAction; instructions: string | null }
> = gql`
  mutation EnhanceThoughtPreview($content: String!, $action: String!, $instructions: String) {
    enhanceThoughtPreview(content: $content, action: $action, instructions: $instructions)
  }
`;

export const RESET_THOUGHT_MUTATION: TypedDocumentNode<{ resetThought: ThoughtSummary }, { thoughtId: string }> = gql`
  mutation ResetThought($thoughtId: ID!) {
    resetThought(thoughtId: $thoughtId) {
      ...ThoughtFields
    }
  }
  ${THOUGHT_FIELDS}
`;

export const UPDATE_THOUGHT_CONTENT_MUTATION: TypedDocumentNode<
  { updateThoughtContent: ThoughtSummary },
  { thoughtId: string; content: string }
> = gql`
  mutation UpdateThoughtContent($thoughtId: ID!, $content: String!) {
    updateThoughtContent(thoughtId: $thoughtId, content: $content) {
      ...ThoughtFields
    }
  }
  ${THOUGHT_FIELDS}
`;
