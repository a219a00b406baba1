// Organizations and people over GraphQL against real PostgreSQL (spec 3 §2.8, §2.9, §3 Organization,
// Person, Stream connections, §7 GET /api/organizations/full and /api/people/full, §9 sorting): an
// organization with websites, key members and a stream hierarchy this test builds.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { useFeeds } from '../../__tests__/harness/feeds-harness.js';

const tag = randomUUID().slice(0, 8);
const h = useFeeds({ beforeClose: (h) => h.db.post.deleteMany({ where: { content: `org ${tag}` } }) });

const FULL = `query($o: ID, $s: ID, $c: Boolean) { organizationFull(organizationId: $o, streamId: $s, includeConnections: $c) {
  organization { id name logo description businessCategory streamId }
  websites { id title url }
  streams { id name type level postCount sentimentCounts { positive negative neutral mixed } }
  people { id firstName lastName role startDate endDate isCurrent } } }`;
const CONNECTIONS = `query($o: ID) { organizationFull(organizationId: $o, includeConnections: true) {
  streams { id connections { inbound { sourceId targetId relationship } outbound { sourceId targetId relationship } } } } }`;
const PERSON = `query($id: ID!) { person(id: $id) { id firstName lastName shortBio personalWebsite profilePictureUrl
  xHandle instagramHandle role startDate endDate isCurrent } }`;

interface Full {
  organization: { id: string; name: string; businessCategory: string[]; streamId: string };
  websites: { id: string; title: string; url: string }[];
  streams: {
    id: string;
    name: string;
    postCount: number;
    sentimentCounts: Record<string, number>;
  }[];
  people: { id: string; role: string | null; startDate: string | null; endDate: string | null; isCurrent: boolean }[];
}

let orgId: string;
const s: Record<string, string> = {};
const person: Record<string, string> = {};

beforeAll(async () => {
  const aStream = async (key: string, name: string, streamType: string, parentId: string | null = null) =>
    (s[key] = (await h.db.stream.create({ data: { name: `${name} ${tag}`, streamType, parentId } })).id);
  await aStream('topic', 'Energy', 'topic');
  await aStream('org', 'Brightline', 'business', s.topic!);
  await aStream('ops', 'Operations', 'company_department', s.org!);
  await aStream('research', 'Research', 'company_department', s.org!);
  await aStream('solar', 'Solar One', 'business_product', s.research!);
  await aStream('battery', 'Battery Pro', 'business_product', s.research!);
  await aStream('ceoStream', 'Mara Chen', 'person', s.org!);
  orgId = (
    await h.db.organization.create({
      data: {
        name: `Brightline ${tag}`,
        streamId: s.org!,
        logo: 'data:image/svg+xml,logo',
        description: 'Community solar.',
        businessCategory: ['energy', 'utilities'],
      },
    })
  ).id;
  await h.db.organizationWebsite.createMany({
    data: [
      { organizationId: orgId, title: 'Careers', url: 'https://careers.brightline.example', position: 1 },
      { organizationId: orgId, title: 'Official website', url: 'https://www.brightline.example', position: 0 },
    ],
  });
  const aPerson = async (key: string, firstName: string, extra: Record<string, unknown> = {}) =>
    (person[key] = (await h.db.person.create({ data: { firstName, lastName: `Chen ${tag}`, ...extra } })).id);
  await aPerson('ceo', 'Mara', {
    streamId: s.ceoStream!,
    shortBio: 'CEO.',
    personalWebsite: 'https://mara.example',
    xHandle: '@mara',
    instagramHandle: 'mara.chen',
  });
  await aPerson('cto', 'Tom');
  await aPerson('former', 'Ana');
  await aPerson('newest', 'Ivo');
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  await h.db.organizationMember.createMany({
    data: [
      {
        organizationId: orgId,
        personId: person.former!,
        role: 'Founder',
        startDate: day('2015-01-01'),
        endDate: day('2020-06-30'),
        isCurrent: false,
      },
      { organizationId: orgId, personId: person.cto!, role: 'CTO', startDate: day('2019-03-01') },
      { organizationId: orgId, personId: person.ceo!, role: 'CEO', startDate: day('2018-05-01') },
      { organizationId: orgId, personId: person.newest!, role: 'Head of Research', startDate: day('2023-09-15') },
    ],
  });
  // Posts tagged to the organization's stream: only public, unmoderated ones count.
  const hiveId = (await h.hive('Planet')).hiveId;
  const ids: string[] = [];
  const tagged = async (sentiment: string, extra: Record<string, unknown> = {}) => {
    const p = await h.db.post.create({ data: { hiveId, userId: randomUUID(), content: `org ${tag}`, ...extra } });
    await h.db.postStream.create({ data: { postId: p.id, streamId: s.org!, sentiment } });
    ids.push(p.id);
  };
  await tagged('positive');
  await tagged('positive');
  await tagged('negative');
  await tagged('positive', { isPublic: false });
  await tagged('positive', { moderatedAt: new Date(), moderatedBy: randomUUID(), moderationReason: 'x' });
  // What the product's writes do in their transaction: the rollups and the streams' counts.
  await h.db.$executeRawUnsafe('select post_activity_apply($1::uuid[], 1)', ids);
});

const full = async (vars: Record<string, unknown>) => {
  const res = await h.gql<{ organizationFull: Full }>(FULL, null, vars);
  return res;
};

describe('GET /api/organizations/full', () => {
  it('answers the organization (logo, description, business categories), websites, key members and its stream, to guests', async () => {
    const res = await full({ o: orgId });
    expect(res.body.errors).toBeUndefined();
    const o = res.body.data!.organizationFull;
    expect(o.organization).toEqual({
      id: orgId,
      name: `Brightline ${tag}`,
      logo: 'data:image/svg+xml,logo',
      description: 'Community solar.',
      businessCategory: ['energy', 'utilities'],
      streamId: s.org,
    });
    expect(o.websites.map((w) => w.title)).toEqual(['Official website', 'Careers']);
    // Without includeConnections: its own stream only, with its counts of the posts feeds show.
    expect(o.streams).toEqual([
      expect.objectContaining({
        id: s.org,
        postCount: 3,
        sentimentCounts: { positive: 2, negative: 1, neutral: 0, mixed: 0 },
      }),
    ]);
  });

  it('sorts key members current first, then start date newest', async () => {
    const o = (await full({ o: orgId })).body.data!.organizationFull;
    expect(o.people.map((p) => p.id)).toEqual([person.newest, person.cto, person.ceo, person.former]);
    expect(o.people[3]).toMatchObject({
      role: 'Founder',
      startDate: '2015-01-01',
      endDate: '2020-06-30',
      isCurrent: false,
    });
  });

  it('with includeConnections: the business stream, its child departments and their child products, from the stream connections', async () => {
    const o = (await full({ o: orgId, c: true })).body.data!.organizationFull;
    // Depth first, by name; the people's streams are the Key Members, not the hierarchy.
    expect(o.streams.map((x) => x.id)).toEqual([s.org, s.ops, s.research, s.battery, s.solar]);
    const res = await h.gql<{ organizationFull: { streams: { id: string; connections: unknown }[] } }>(
      CONNECTIONS,
      null,
      {
        o: orgId,
      },
    );
    const edge = (source: string, target: string) => ({ sourceId: source, targetId: target, relationship: 'child' });
    const byId = new Map(res.body.data!.organizationFull.streams.map((x) => [x.id, x.connections]));
    // Each stream's connections as a stream's page answers them: its parent, all its children.
    expect(byId.get(s.org!)).toEqual({
      inbound: [edge(s.topic!, s.org!)],
      outbound: [edge(s.org!, s.ceoStream!), edge(s.org!, s.ops!), edge(s.org!, s.research!)],
    });
    expect(byId.get(s.research!)).toEqual({
      inbound: [edge(s.org!, s.research!)],
      outbound: [edge(s.research!, s.battery!), edge(s.research!, s.solar!)],
    });
    expect(byId.get(s.solar!)).toEqual({ inbound: [edge(s.research!, s.solar!)], outbound: [] });
  });

  it('finds the organization by its stream, or by a stream below it (a department, a product)', async () => {
    for (const streamId of [s.org, s.research, s.solar]) {
      const res = await full({ s: streamId });
      expect(res.body.data!.organizationFull.organization.id).toBe(orgId);
    }
  });

  it("an unknown organization or a stream of none is 'Organization details not found.'; neither id is BAD_USER_INPUT", async () => {
    for (const vars of [{ o: randomUUID() }, { s: randomUUID() }, { s: s.topic }]) {
      const res = await full(vars);
      expect(res.body.errors?.[0]).toMatchObject({
        message: 'Organization details not found.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    const none = await full({});
    expect(none.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('GET /api/people/full', () => {
  it('answers the person: names, short bio, website, picture, X and Instagram handles, role and dates', async () => {
    const res = await h.gql<{ person: Record<string, unknown> }>(PERSON, null, { id: person.ceo });
    expect(res.body.data!.person).toEqual({
      id: person.ceo,
      firstName: 'Mara',
      lastName: `Chen ${tag}`,
      shortBio: 'CEO.',
      personalWebsite: 'https://mara.example',
      profilePictureUrl: null,
      xHandle: '@mara',
      instagramHandle: 'mara.chen',
      role: 'CEO',
      startDate: '2018-05-01',
      endDate: null,
      isCurrent: true,
    });
  });

  it("a person outside any organization has no role and is not current; an unknown one is 'Person details not found.'", async () => {
    const loner = (await h.db.person.create({ data: { firstName: 'Lone', lastName: tag } })).id;
    const res = await h.gql<{ person: { role: string | null; isCurrent: boolean } }>(PERSON, null, { id: loner });
    expect(res.body.data!.person).toMatchObject({ role: null, startDate: null, isCurrent: false });
    const unknown = await h.gql(PERSON, null, { id: randomUUID() });
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: 'Person details not found.',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});
