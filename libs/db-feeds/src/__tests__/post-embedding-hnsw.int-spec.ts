// Proves the hand-added HNSW index on post.embedding exists, is what the planner picks for a cosine
// nearest-neighbour query, and returns the same nearest neighbour as an exact scan (the tests, and
// why 2,000 rows: libs/testing hnsw.ts).
import { randomUUID } from 'node:crypto';
import { describeHnswIndex, HNSW_PROBE_ROWS, RANDOM_VECTOR_SQL } from '@hivemind/testing';
import { createFeedsPrisma } from '../index.js';

const hiveId = randomUUID();
const userId = randomUUID();

describeHnswIndex({
  table: 'post',
  index: 'post_embedding_hnsw_idx',
  connect: () => createFeedsPrisma(process.env.FEEDS_DATABASE_URL),
  async seed(db, planted) {
    await db.hiveReadModel.create({
      data: { hiveId, name: 'HNSW probe hive', type: 'company', updatedAt: new Date() },
    });
    await db.$executeRawUnsafe(
      `INSERT INTO post (id, hive_id, user_id, content, embedding)
       SELECT gen_random_uuid(), $1::uuid, $2::uuid, 'hnsw probe', ${RANDOM_VECTOR_SQL}
       FROM generate_series(1, ${HNSW_PROBE_ROWS}) AS g`,
      hiveId,
      userId,
    );
    await db.$executeRawUnsafe(
      `INSERT INTO post (id, hive_id, user_id, content, embedding) VALUES ($1::uuid, $2::uuid, $3::uuid, 'planted', $4::vector)`,
      planted.id,
      hiveId,
      userId,
      planted.vector,
    );
  },
  async cleanup(db) {
    await db.$executeRawUnsafe('DELETE FROM post WHERE hive_id = $1::uuid', hiveId);
    await db.hiveReadModel.delete({ where: { hiveId } });
    await db.$disconnect();
  },
  // The search width the related-posts query uses (feeds-svc RelatedPostsService). Uniformly random
  // 256-d vectors (all nearly equidistant) are HNSW's worst case: with the default of 40 the recall
  // of the top 10 varied from 0.3 to 0.9 between runs; with 100 it stays high.
  efSearch: 100,
});
