// One thought, its related thoughts, its Past Thinking insights, and the MyThoughts feed.
import { gql, type TypedDocumentNode } from '@apollo/client';
import { THOUGHT_FIELDS, type ThoughtSummary } from './fragments.js';

export interface ThoughtQueryData {
  readonly thought: ThoughtSummary | null;
}

export const THOUGHT_QUERY: TypedDocumentNode<ThoughtQueryData, { id: string }> = gql`
  query Thought($id: ID!) {
    thought(id: $id) {
      ...ThoughtFields
    }
  }
  ${THOUGHT_FIELDS}
`;

export interface FilterOptions {
  readonly categories: readonly string[];
  readonly thoughtTypes: readonly string[];
}

export interface ThoughtsFeedData {
  readonly thoughtsFeed: {
    readonly thoughts: readonly ThoughtSummary[];
    readonly hasMore: boolean;
    readonly filterOptions: FilterOptions;
  };
}

export interface FeedVariables {
  page: number;
  limit: number;
  category: string | null;
  thoughtType: string | null;
  search: string | null;
}

export const THOUGHTS_FEED_QUERY: TypedDocumentNode<ThoughtsFeedData, FeedVariables> = gql`
  query ThoughtsFeed($page: Int, $limit: Int, $category: String, $thoughtType: String, $search: String) {
    thoughtsFeed(page: $page, limit: $limit, category: $category, thoughtType: $thoughtType, search: $search) {
      thoughts {
        ...ThoughtFields
      }
      hasMore
      filterOptions {
        categories
        thoughtTypes
      }
    }
  }
  ${THOUGHT_FIELDS}
`;

export interface ThoughtFilterOptionsData {
  readonly thoughtsFeed: { readonly filterOptions: FilterOptions };
}

/** Only the filter options (the categories and types among the member's thoughts). */
export const THOUGHT_FILTER_OPTIONS_QUERY: TypedDocumentNode<ThoughtFilterOptionsData, Record<string, never>> = gql`
  query ThoughtFilterOptions {
    thoughtsFeed(page: 1, limit: 1) {
      filterOptions {
        categories
        thoughtTypes
      }
    }
  }
`;

export interface RelatedThoughtsData {
  readonly relatedThoughts: {
    readonly thoughts: readonly { readonly thought: ThoughtSummary; readonly similarityScore: number }[];
    readonly hasMore: boolean;
  };
}

export interface RelatedVariables {
  thoughtId: string;
  page: number;
  limit: number;
  category: string | null;
  thoughtType: string | null;
  threshold: number;
}

export const RELATED_THOUGHTS_QUERY: TypedDocumentNode<RelatedThoughtsData, RelatedVariables> = gql`
  query RelatedThoughts(
    $thoughtId: ID!
    $page: Int
    $limit: Int
    $category: String
    $thoughtType: String
    $threshold: Float
  ) {
    relatedThoughts(
      thoughtId: $thoughtId
      page: $page
      limit: $limit
      category: $category
      thoughtType: $thoughtType
      threshold: $threshold
    ) {
      thoughts {
        thought {
          ...ThoughtFields
        }
        similarityScore
      }
      hasMore
    }
  }
  ${THOUGHT_FIELDS}
`;

export interface RelatedSummaryData {
  readonly relatedSummary: {
    readonly insights: readonly { readonly insight: string; readonly source: string; readonly thoughtId: string }[];
    readonly thoughtCount: number;
    readonly message: string;
  };
}

export const RELATED_SUMMARY_QUERY: TypedDocumentNode<RelatedSummaryData, { thoughtId: string }> = gql`
  query RelatedSummary($thoughtId: ID!) {
    relatedSummary(thoughtId: $thoughtId) {
      insights {
        insight
        source
        thoughtId
      }
      thoughtCount
      message
    }
  }
`;
