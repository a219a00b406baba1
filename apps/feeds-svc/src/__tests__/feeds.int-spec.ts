import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { parse } from 'graphql';
import { composeServices } from '@theguild/federation-composition';
import { untilReady } from '@hivemind/testing';
import { signedGraphql } from '../../../../libs/common/src/nest/__tests__/signed-graphql.js';
import { useFeeds } from './harness/feeds-harness.js';

const h = useFeeds();

describe('feeds-svc over HTTP', () => {
  it('refuses GraphQL without a signed context (401)', async () => {
    const res = await signedGraphql(h.url, '{ podcasts { id } }', { unsigned: true });
    expect(res.status).toBe(401);
  });

  it('is ready when Postgres and Redis answer', async () => {
    expect((await untilReady(`${h.url}/readyz`)).status).toBe(200);
    expect(await (await fetch(`${h.url}/metrics`)).text()).toMatch(
      /bullmq_queue_failed_jobs\{queue="events-feeds-svc"/,
    );
  });

  it('answers _service with a federation v2.9 SDL that composes', async () => {
    const sdl = (await signedGraphql<{ _service: { sdl: string } }>(h.url, '{ _service { sdl } }')).body.data!._service
      .sdl;
    expect(sdl).toContain('https://specs.apollo.dev/federation/v2.9');
    expect(composeServices([{ name: 'feeds', typeDefs: parse(sdl), url: h.url }]).errors ?? []).toEqual([]);
  });

  it('lists tracked podcasts ordered by title', async () => {
    const tag = randomUUID();
    await h.db.podcast.createMany({
      data: [
        { title: `!${tag} b`, publisherName: 'P2' },
        { title: `!${tag} a`, publisherName: 'P1', imageUrl: 'https://img.example/a.png' },
        { title: `!${tag} c`, publisherName: 'P3', isTracked: false },
      ],
    });
    const res = await signedGraphql<{ podcasts: { title: string; publisherName: string; imageUrl: string | null }[] }>(
      h.url,
      '{ podcasts(limit: 100) { id title publisherName imageUrl description } }',
    );
    const ours = res.body.data!.podcasts.filter((p) => p.title.startsWith(`!${tag}`));
    expect(ours.map((p) => p.title)).toEqual([`!${tag} a`, `!${tag} b`]);
    expect(ours[0]).toMatchObject({ publisherName: 'P1', imageUrl: 'https://img.example/a.png' });
  });

  it('a guest cannot post; a blank post is refused', async () => {
    const mutation = `mutation($h: ID!, $c: String!) { createPost(hiveId: $h, content: $c) { id } }`;
    const guest = await signedGraphql(h.url, mutation, { variables: { h: randomUUID(), c: 'hello' } });
    expect(guest.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const blank = await signedGraphql(h.url, mutation, {
      userId: randomUUID(),
      variables: { h: randomUUID(), c: '   ' },
    });
    expect(blank.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'POST_BLANK' });
  });
});
