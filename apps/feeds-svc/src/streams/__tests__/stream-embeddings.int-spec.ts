// Stream embeddings (issue 15): name, description and aliases, embedded by the real agent worker
// (local AI provider) when a stream is created or changed, stored by feeds-svc's flow parent only while
// the stream still reads as the embedded text; similar streams read them.
import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { streamEmbeddingText } from '@hivemind/contracts';
import { eventually } from '@hivemind/testing';
import { useFeeds } from '../../__tests__/harness/feeds-harness.js';
import { StreamEmbeddingsRepository } from '../stream-embeddings.repository.js';
import { StreamsService } from '../streams.service.js';

const h = useFeeds({ agentWorker: true });
const tag = `e${randomUUID().slice(0, 8)}`;

async function embeddingOf(id: string): Promise<{ v: string | null; model: string | null; current: boolean }> {
  const [row] = await h.db.$queryRawUnsafe<{ v: string | null; model: string | null; current: boolean }[]>(
    `select embedding::text as v, embedding_model as model, coalesce(embedded_at >= updated_at, false) as current
     from stream where id = $1::uuid`,
    id,
  );
  return row!;
}

describe('stream embeddings', () => {
  it('are made by the agent worker when a stream is created, and again when it changes', async () => {
    const streams = h.get(StreamsService);
    const created = await streams.create({
      name: `${tag} Solar power`,
      type: 'topic',
      description: 'Energy from sunlight: panels, farms and storage.',
      aliases: ['photovoltaics'],
    });
    const first = await eventually(async () => {
      const e = await embeddingOf(created.id);
      return e.v && e.current ? e : null;
    });
    expect(first.model).toEqual(expect.any(String));

    await streams.update(created.id, { aliases: ['photovoltaics', 'sun power'] });
    expect((await embeddingOf(created.id)).current).toBe(false);
    const second = await eventually(async () => {
      const e = await embeddingOf(created.id);
      return e.v && e.current ? e : null;
    });
    expect(second.v).not.toEqual(first.v);

    // A sibling about the same thing is found similar; the stream itself never is.
    const sibling = await streams.create({
      name: `${tag} Solar energy`,
      type: 'topic',
      description: 'Energy from sunlight: solar panels and solar farms.',
    });
    await eventually(async () => ((await embeddingOf(sibling.id)).current ? true : null));
    const similar = await streams.similar(created.id, 50, 0.4);
    expect(similar.map((s) => s.streamId)).toContain(sibling.id);
    expect(similar.map((s) => s.streamId)).not.toContain(created.id);
  });

  it('are stored only while the stream still reads as the embedded text', async () => {
    const stream = await h.db.stream.create({ data: { name: `${tag} Tides`, streamType: 'topic' } });
    const repo = h.get(StreamEmbeddingsRepository);
    const vector = Array.from({ length: 256 }, (_, i) => (i === 0 ? 1 : 0));
    expect(await repo.storeIfCurrent(stream.id, 'an older text', vector, 'm')).toBe('stale');
    expect(await repo.storeIfCurrent(randomUUID(), 'x', vector, 'm')).toBe('stale');
    expect(await repo.storeIfCurrent(stream.id, streamEmbeddingText({ ...stream }), vector, 'm')).toBe('stored');
    expect(await embeddingOf(stream.id)).toMatchObject({ model: 'm', current: true });
  });

  it('refuses a stream without a name or of an unknown type, and an unknown stream', async () => {
    const streams = h.get(StreamsService);
    await expect(streams.create({ name: ' ', type: 'topic' })).rejects.toMatchObject({
      message: expect.stringMatching(/name/),
    });
    await expect(streams.create({ name: 'x', type: 'galaxy' })).rejects.toMatchObject({
      message: expect.stringMatching(/type/),
    });
    await expect(streams.update(randomUUID(), { name: 'y' })).rejects.toMatchObject({ message: 'Stream not found.' });
  });
});
