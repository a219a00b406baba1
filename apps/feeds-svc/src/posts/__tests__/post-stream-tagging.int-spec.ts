// Stream tagging in the post flow (issue 7): feeds-svc sends the active streams' names and aliases
// in the tag-post-streams job, the real agent worker (local provider) finds the mentions and the
// sentiment toward each stream, and finalize-post stores them in post_stream; Post.streams answers them.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { eventually } from '../../../../../libs/common/src/nest/__tests__/signed-graphql.js';
import { useFeeds } from '../../__tests__/harness/feeds-harness.js';

const CREATE = `mutation($h: ID!, $c: String!) { createPost(hiveId: $h, content: $c) { id } }`;
const POST = `query($id: ID!) { post(id: $id) { id streams { streamId streamName streamType streamAliases
  streamConfidence assignmentType sentiment sentimentScore sentimentAnalysis postCount } } }`;

interface Tag {
  streamId: string;
  streamName: string;
  streamType: string;
  streamAliases: string[];
  streamConfidence: number;
  assignmentType: string;
  sentiment: string;
  sentimentScore: number;
  sentimentAnalysis: string;
  postCount: number;
}

const h = useFeeds({ agentWorker: true });
/** Made-up names unique to this run, so streams of other tests never match. */
const word = () => `Zq${[...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;

async function tagsOf(postId: string, count: number): Promise<Tag[]> {
  return eventually(async () => {
    const res = await h.gql<{ post: { streams: Tag[] } }>(POST, null, { id: postId });
    const streams = res.body.data?.post.streams ?? [];
    return streams.length >= count ? streams : null;
  }, 30_000);
}

describe('post flow: tag-post-streams → finalize-post stores stream tags with sentiment', () => {
  it('tags the streams named or aliased in the post, longest first, with the sentiment toward each', async () => {
    const [brand, city, paper, inactive] = [word(), word(), word(), word()];
    const brandStream = await h.db.stream.create({
      data: { name: brand, streamType: 'brand', aliases: [`${brand}X`] },
    });
    const cityStream = await h.db.stream.create({ data: { name: `${city} York`, streamType: 'topic' } });
    const paperStream = await h.db.stream.create({
      data: { name: `${city} York ${paper}`, streamType: 'organization' },
    });
    await h.db.stream.create({ data: { name: inactive, streamType: 'topic', isActive: false } });
    const { hiveId, users } = await h.hive();
    const content =
      `I love ${brand} but I hate their awful prices. ` +
      `The ${city} York ${paper} praised ${brand.toUpperCase()}X as a wonderful company. ${inactive} too.`;
    const res = await h.gql<{ createPost: { id: string } }>(CREATE, users.post, { h: hiveId, c: content });
    expect(res.body.errors).toBeUndefined();
    const tags = await tagsOf(res.body.data!.createPost.id, 2);
    const byId = new Map(tags.map((t) => [t.streamId, t]));
    // "<city> York <paper>" is the longer term: "<city> York" inside it is not a separate mention.
    expect(byId.has(cityStream.id)).toBe(false);
    expect([...byId.keys()].sort()).toEqual([brandStream.id, paperStream.id].sort());
    expect(byId.get(brandStream.id)).toMatchObject({
      streamName: brand,
      streamType: 'brand',
      streamAliases: [`${brand}X`],
      streamConfidence: 1,
      assignmentType: 'auto',
      // One passage loves it, one hates its prices, one praises it: mixed.
      sentiment: 'mixed',
      postCount: 1,
    });
    expect(byId.get(brandStream.id)!.sentimentAnalysis).toMatch(/^Mixed: /);
    expect(byId.get(paperStream.id)).toMatchObject({ sentiment: 'positive', streamConfidence: 1 });
    expect(byId.get(paperStream.id)!.sentimentScore).toBeGreaterThan(0);
  }, 40_000);

  it('an alias-only mention gets confidence 0.9 and a negative post reads negative', async () => {
    const name = word();
    const stream = await h.db.stream.create({ data: { name, streamType: 'brand', aliases: [`${name} Corp`] } });
    const { hiveId, users } = await h.hive();
    const res = await h.gql<{ createPost: { id: string } }>(CREATE, users.post, {
      h: hiveId,
      c: `${name.toLowerCase()} corp has a terrible, horrible support team.`,
    });
    const [tag] = await tagsOf(res.body.data!.createPost.id, 1);
    expect(tag).toMatchObject({ streamId: stream.id, streamConfidence: 0.9, sentiment: 'negative' });
    expect(tag!.sentimentScore).toBeLessThan(0);
    const rows = await h.db.postStream.findMany({ where: { streamId: stream.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ assignmentType: 'auto', sentiment: 'negative' });
  }, 40_000);
});
