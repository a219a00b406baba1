// The finalize parents' writes (PipelineRepository.finalize) against the run's thoughts database:
// concurrent writes share one UPDATE … FROM (VALUES …), each learns whether its thought was stored,
// and a batch that fails is written again row by row so one bad row fails only itself.
import { afterAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { EMBEDDING_DIMENSIONS } from '@hivemind/contracts';
import { createThoughtsPrisma } from '@hivemind/db-thoughts';
import { loadThoughtsEnv } from '../../env.js';
import type { ThoughtsPrisma } from '../../prisma.js';
import { PipelineRepository, type PipelineOutput } from '../pipeline.repository.js';

const env = loadThoughtsEnv({ ...process.env, CONTEXT_SECRET: 'x'.repeat(32) });
const db = createThoughtsPrisma(env.THOUGHTS_DATABASE_URL);
const statements: string[] = [];
const counted = db.$extends({
  query: {
    $queryRaw: ({ args, query }) => (statements.push('batch'), query(args)),
    $executeRaw: ({ args, query }) => (statements.push('one'), query(args)),
  },
}) as unknown as ThoughtsPrisma;
const repo = new PipelineRepository(counted);
const userId = randomUUID();

afterAll(async () => {
  await db.thought.deleteMany({ where: { userId } });
  await db.$disconnect();
});

const captured = async (n: number): Promise<string[]> =>
  Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const row = await db.thought.create({ data: { userId, originalThought: `thought ${i}` } });
      return row.id;
    }),
  );

const output = (content: string, seed: number): PipelineOutput => ({
  classification: { category: 'personal', thoughtType: 'idea', topic: `topic ${seed}` },
  content,
  embedding: Array.from({ length: EMBEDDING_DIMENSIONS }, (_, i) => (i === seed % EMBEDDING_DIMENSIONS ? 1 : 0)),
  model: 'test-model',
});

describe('finalize writes', () => {
  it('concurrent writes share one statement; each thought is stored ready with its own values', async () => {
    const ids = await captured(6);
    const gone = randomUUID();
    statements.length = 0;
    const results = await Promise.all([
      ...ids.map((id, i) => repo.finalize(id, output(`content ${i}`, i))),
      repo.finalize(gone, output('deleted meanwhile', 99)),
    ]);
    expect(results).toEqual([...ids.map(() => true), false]);
    expect(statements).toEqual(['batch']);
    const rows = await db.thought.findMany({ where: { id: { in: ids } }, orderBy: { originalThought: 'asc' } });
    expect(rows.map((r) => [r.content, r.status, r.topic, r.embeddingModel])).toEqual(
      ids.map((_, i) => [`content ${i}`, 'ready', `topic ${i}`, 'test-model']),
    );
    const [vector] = await db.$queryRaw<
      { v: string }[]
    >`SELECT embedding::text AS v FROM thought WHERE id = ${ids[2]}::uuid`;
    expect((JSON.parse(vector!.v) as number[])[2]).toBe(1);
  });

  it('a failing batch is written row by row: only the bad thought fails', async () => {
    const ids = await captured(3);
    statements.length = 0;
    // PostgreSQL refuses a NUL character in text: this row fails, its batch-mates must not.
    const results = await Promise.allSettled(
      ids.map((id, i) => repo.finalize(id, output(i === 1 ? 'bad \u0000 text' : `fine ${i}`, i))),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(statements).toEqual(['batch', 'one', 'one', 'one']);
    const rows = await db.thought.findMany({ where: { id: { in: ids } }, orderBy: { originalThought: 'asc' } });
    expect(rows.map((r) => r.status)).toEqual(['ready', 'processing', 'ready']);
  });
});
