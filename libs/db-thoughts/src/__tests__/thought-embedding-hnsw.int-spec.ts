// Proves the hand-added HNSW index on thought.embedding exists, is what the planner picks for a
// cosine nearest-neighbour query, and returns the same nearest neighbour as an exact scan (the
// tests, and why 2,000 rows: libs/testing hnsw.ts). With the default ef_search of 40 it finds most
// (measured ~0.87) of the exact top 10.
import { randomUUID } from 'node:crypto';
import { describeHnswIndex, HNSW_PROBE_ROWS, RANDOM_VECTOR_SQL } from '@hivemind/testing';
import { createThoughtsPrisma } from '../index.js';

const userId = randomUUID();

describeHnswIndex({
  table: 'thought',
  index: 'thought_embedding_hnsw_idx',
  connect: () => createThoughtsPrisma(process.env.THOUGHTS_DATABASE_URL),
  async seed(db, planted) {
    await db.$executeRawUnsafe(
      `INSERT INTO thought (id, user_id, original_thought, embedding, updated_at)
       SELECT gen_random_uuid(), $1::uuid, 'hnsw probe', ${RANDOM_VECTOR_SQL}, now()
       FROM generate_series(1, ${HNSW_PROBE_ROWS}) AS g`,
      userId,
    );
    await db.$executeRawUnsafe(
      `INSERT INTO thought (id, user_id, original_thought, embedding, updated_at) VALUES ($1::uuid, $2::uuid, 'planted', $3::vector, now())`,
      planted.id,
      userId,
      planted.vector,
    );
  },
  async cleanup(db) {
    await db.$executeRawUnsafe('DELETE FROM thought WHERE user_id = $1::uuid', userId);
    await db.$disconnect();
  },
});
