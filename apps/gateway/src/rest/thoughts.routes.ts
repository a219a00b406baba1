import { notFound, unauthorized } from './errors.js';
import { requireUuid, type RestRouter } from './router.js';

/** GET /api/thoughts/{id} → `{ thought }` (spec 3 "Thought" fields), owner only, 404 otherwise. */
export interface ThoughtJson {
  id: string;
  original_thought: string;
  content: string | null;
  thought_type: string | null;
  category: string | null;
  topic: string | null;
  created_at: string;
}

const THOUGHT = /* GraphQL */ `
  query RestThought($id: ID!) {
    thought(id: $id) {
      id
      originalThought
      content
      thoughtType
      category
      topic
      createdAt
    }
  }
`;

interface ThoughtData {
  thought: {
    id: string;
    originalThought: string;
    content?: string | null;
    thoughtType?: string | null;
    category?: string | null;
    topic?: string | null;
    createdAt: string;
  } | null;
}

export function registerThoughtRoutes(router: RestRouter): void {
  router.add('GET', '/api/thoughts/:id', async (ctx) => {
    if (!ctx.session) throw unauthorized();
    const id = requireUuid(ctx.params.id, 'id');
    const { thought } = await ctx.graphql<ThoughtData>(THOUGHT, { id });
    // thoughts-svc answers null for a thought that is missing or not the caller's: both are 404.
    if (!thought) throw notFound('Thought not found');
    const json: ThoughtJson = {
      id: thought.id,
      original_thought: thought.originalThought,
      content: thought.content ?? null,
      thought_type: thought.thoughtType ?? null,
      category: thought.category ?? null,
      topic: thought.topic ?? null,
      created_at: thought.createdAt,
    };
    return { body: { thought: json } };
  });
}
