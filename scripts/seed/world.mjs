// The demo world in memory, before any database is touched: users, hives (public squares and
// business / community / school hives with members of every role, email-domain rules, invitations,
// follows, citizenship), streams (topic hierarchy, organizations and their people, podcasts),
// podcasts with episodes, web pages and the live storm. Deterministic in (seed, scale, now).
import {
  BUSINESS_WORDS,
  COMMUNITY_WORDS,
  DEMO_ACCOUNTS,
  DEPARTMENTS,
  EPISODE_GUEST_ROLES,
  FIRST_NAMES,
  LAST_NAMES,
  ORGANIZATIONS,
  PERSON_ROLES,
  PODCASTS,
  PODCAST_WORDS,
  PRODUCT_WORDS,
  SCHOOL_WORDS,
  SQUARES,
  SQUARE_LEVELS,
  SQUARE_TYPE,
  STORM_PROMPT,
  TOPICS,
} from './catalog.mjs';
import { DAY, HOUR, MINUTE, Random } from './generator.mjs';

const slug = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A picture that needs no network: an inline SVG tile with the name's initials. The demo data never
 * points the browser at hosts that do not exist (each failed load is a console error).
 */
export function initialsImage(name, hue) {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="16" fill="hsl(${hue} 55% 42%)"/>` +
    `<text x="48" y="60" font-family="sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** How long ago the most recently added streams were created (the New Streams card's periods). */
const RECENT_STREAM_AGES_HOURS = [7, 60, 120, 290, 600];

const ORG_STREAM_TYPE = {
  business: 'business',
  government: 'government',
  'non-profit': 'non-profit',
  public_equity: 'public_equity',
  school: 'organization',
};

/**
 * @param {{ seed: string, scale: object, now: number, id: (kind: string, key: string) => string }} opts
 */
export function buildWorld({ seed, scale, now, id }) {
  const at = (ms) => new Date(now - ms);
  const world = {
    users: [],
    hives: [],
    members: [],
    citizenships: [],
    follows: [],
    invitations: [],
    streams: [],
    organizations: [],
    people: [],
    podcasts: [],
    episodes: [],
    episodePersons: [],
    organizationWebsites: [],
    organizationMembers: [],
    webPages: [],
    storm: null,
  };

  // Users: the two demo accounts, then generated people; some work at an organization (their email
  // domain is the organization's, which is what business and school hives' domain rules match).
  const ru = new Random(seed, 'users');
  for (const { email } of DEMO_ACCOUNTS) {
    world.users.push({ id: id('user', email), email, createdAt: at(120 * DAY), demo: true, orgIndex: null });
  }
  const orgHiveCount = scale.hives.Business + scale.hives.School;
  for (let i = 0; i < scale.users; i += 1) {
    const first = ru.pick(FIRST_NAMES);
    const last = ru.pick(LAST_NAMES);
    const orgIndex = ru.chance(0.55) ? ru.int(0, orgHiveCount - 1) : null;
    world.users.push({
      key: i,
      first,
      last,
      orgIndex,
      createdAt: at(ru.int(62, 400) * DAY + ru.int(0, DAY)),
      emailLocal: `${slug(first)}.${slug(last)}.${i + 1}`,
    });
  }

  // Public squares: the planet, countries, states, cities and neighbourhoods.
  const squareIds = {};
  for (const level of SQUARE_LEVELS) {
    for (const [name, parentName] of SQUARES[level]) {
      const hiveId = id('hive', `${level}:${name}`);
      squareIds[`${level}:${name}`] = hiveId;
      const up = SQUARE_LEVELS[SQUARE_LEVELS.indexOf(level) - 1];
      const parentId =
        level === 'planet' ? null : level === 'country' ? squareIds['planet:Earth'] : squareIds[`${up}:${parentName}`];
      world.hives.push({
        id: hiveId,
        name,
        type: SQUARE_TYPE[level],
        parentId,
        description: level === 'planet' ? 'Everyone, everywhere.' : `The public square of ${name}.`,
        website: null,
        emailDomains: [],
        level: 'level_0',
        allowFollowers: true,
        createdAt: at(420 * DAY),
        square: level,
        weight: { planet: 6, country: 4, state: 3, city: 3, neighborhood: 2 }[level],
      });
    }
  }

  // Business, community and school hives. The first business and school hives are the catalog's
  // organizations (with their domains); the rest are generated names.
  const rh = new Random(seed, 'hives');
  const orgsOf = (types) => ORGANIZATIONS.filter((o) => types.includes(o.type));
  const orgHives = [];
  const makeNamed = (type, count, catalog, words) => {
    const names = new Set();
    const out = [];
    for (const org of catalog.slice(0, count))
      out.push({ name: org.name, domain: org.domain, description: org.description });
    while (out.length < count) {
      const name = `${rh.pick(words.first)} ${rh.pick(words.second)}`;
      const full = names.has(name) || out.some((o) => o.name === name) ? `${name} ${out.length + 1}` : name;
      names.add(full);
      out.push({ name: full, domain: `${slug(full)}.example`, description: `The ${full} team.` });
    }
    return out.map((o) => ({ ...o, type }));
  };
  const business = makeNamed(
    'Business',
    scale.hives.Business,
    orgsOf(['business', 'government', 'non-profit', 'public_equity']),
    BUSINESS_WORDS,
  );
  const schools = makeNamed('School', scale.hives.School, orgsOf(['school']), SCHOOL_WORDS);
  const communities = makeNamed('Community', scale.hives.Community, [], COMMUNITY_WORDS).map((c) => ({
    ...c,
    domain: null,
  }));
  for (const def of [...business, ...schools, ...communities]) {
    const hive = {
      id: id('hive', `${def.type}:${def.name}`),
      name: def.name,
      type: def.type,
      parentId: null,
      description: def.description,
      website: def.domain ? `https://www.${def.domain}` : null,
      emailDomains: def.domain ? [def.domain] : [],
      level: rh.chance(0.3) ? 'level_1' : 'level_0',
      allowFollowers: def.type !== 'Business' || rh.chance(0.5),
      createdAt: at(rh.int(90, 380) * DAY),
      square: null,
      weight: def.type === 'Community' ? 2 : 1.5,
    };
    world.hives.push(hive);
    if (def.type !== 'Community') orgHives.push(hive);
  }
  const communityHives = world.hives.filter((h) => h.type === 'Community');

  // Email addresses: the domain of the user's organization, otherwise a community address.
  for (const u of world.users) {
    if (u.demo) continue;
    const domain = u.orgIndex === null ? 'community.example' : orgHives[u.orgIndex].emailDomains[0];
    u.email = `${u.emailLocal}@${domain}`;
    u.id = id('user', u.email);
  }

  // Membership. Roles cover owner, admin, post, vote and view in every organization hive.
  const memberKey = new Set();
  const join = (hive, user, role, since) => {
    const key = `${hive.id}:${user.id}`;
    if (memberKey.has(key)) return;
    memberKey.add(key);
    const createdAt = new Date(Math.max(hive.createdAt.getTime(), user.createdAt.getTime()) + since);
    world.members.push({ hiveId: hive.id, userId: user.id, role, createdAt });
  };
  const rm = new Random(seed, 'members');
  const [demo, ada] = world.users;
  const byName = (name) => world.hives.find((h) => h.name === name);

  // The demo accounts: citizens of San Francisco (demo) and London (ada), members of several hives.
  const citizen = (user, path, ageDays) => {
    let hiveAt = 0;
    for (const [level, name] of path) {
      const hive = world.hives.find((h) => h.square === level && h.name === name);
      join(hive, user, 'post', HOUR * (1 + hiveAt));
      if (level !== 'planet') {
        world.citizenships.push({
          id: id('citizenship', `${user.id}:${level}`),
          userId: user.id,
          hiveId: hive.id,
          level,
          createdAt: at(ageDays * DAY - hiveAt * MINUTE),
        });
      }
      hiveAt += 1;
    }
  };
  citizen(
    demo,
    [
      ['planet', 'Earth'],
      ['country', 'United States'],
      ['state', 'California'],
      ['city', 'San Francisco'],
      ['neighborhood', 'Mission District'],
    ],
    100,
  );
  citizen(
    ada,
    [
      ['planet', 'Earth'],
      ['country', 'United Kingdom'],
      ['state', 'England'],
      ['city', 'London'],
      ['neighborhood', 'Shoreditch'],
    ],
    90,
  );
  join(orgHives[0], demo, 'owner', HOUR);
  join(orgHives[0], ada, 'admin', DAY);
  join(communityHives[0], ada, 'owner', HOUR);
  join(communityHives[0], demo, 'admin', DAY);
  join(communityHives[1], demo, 'post', 2 * DAY);
  join(schools[0] ? byName(schools[0].name) : communityHives[2], demo, 'vote', 3 * DAY);
  join(orgHives[1], ada, 'post', 2 * DAY);
  join(communityHives[2], ada, 'view', 4 * DAY);

  // Generated users: citizenship down to a random city (and often a neighbourhood).
  const cities = SQUARES.city.map(([name, state]) => {
    const country = SQUARES.state.find(([s]) => s === state)[1];
    const hoods = SQUARES.neighborhood.filter(([, c]) => c === name).map(([n]) => n);
    return { name, state, country, hoods };
  });
  for (const u of world.users.slice(2)) {
    const city = rm.pick(cities);
    const path = [
      ['planet', 'Earth'],
      ['country', city.country],
      ['state', city.state],
      ['city', city.name],
    ];
    if (city.hoods.length && rm.chance(0.6)) path.push(['neighborhood', rm.pick(city.hoods)]);
    citizen(u, path, rm.int(1, 60));
  }
  // Organization hives: staff by email domain; the first two staff own it, the next two administer.
  const staffOf = orgHives.map(() => []);
  for (const u of world.users.slice(2)) if (u.orgIndex !== null) staffOf[u.orgIndex].push(u);
  orgHives.forEach((hive, i) => {
    const staff = staffOf[i];
    staff.forEach((u, k) => {
      const role =
        k < 2 ? 'owner' : k < 4 ? 'admin' : rm.weighted([70, 18, 12]) === 0 ? 'post' : rm.chance(0.6) ? 'vote' : 'view';
      join(hive, u, role, rm.int(1, 30) * DAY);
    });
    // Hives without enough staff get an owner from the community so every hive has one.
    if (staff.length === 0) join(hive, world.users[2 + (i % scale.users)], 'owner', DAY);
    // Pending invitations by email, for the domain (role post, the only role invitations carry).
    for (let k = 0; k < 2; k += 1) {
      const email = `new.hire.${k + 1}@${hive.emailDomains[0]}`;
      const owner = world.members.find((m) => m.hiveId === hive.id && m.role === 'owner');
      world.invitations.push({
        id: id('invitation', `${hive.id}:${email}`),
        hiveId: hive.id,
        email,
        invitedBy: owner?.userId ?? null,
        createdAt: at(rm.int(1, 20) * DAY),
      });
    }
  });
  // Community hives: each generated user joins one to three; roles mostly post, some vote / view.
  for (const u of world.users.slice(2)) {
    const n = rm.int(1, 3);
    for (const index of rm.sampleDistinct(communityHives.length, n)) {
      const r = rm.weighted([72, 16, 12]);
      join(communityHives[index], u, ['post', 'vote', 'view'][r], rm.int(1, 40) * DAY);
    }
  }
  for (const hive of communityHives) {
    const members = world.members.filter((m) => m.hiveId === hive.id);
    if (!members.some((m) => m.role === 'owner') && members.length > 0) members[0].role = 'owner';
    if (!members.some((m) => m.role === 'admin') && members.length > 1) members[1].role = 'admin';
    if (members.length === 0) join(hive, world.users[2], 'owner', DAY);
  }
  // Followers of hives that allow them (non-members mostly).
  for (const u of world.users.slice(2)) {
    if (!rm.chance(0.3)) continue;
    const hive = rm.pick(world.hives.filter((h) => h.allowFollowers && !h.square));
    if (!memberKey.has(`${hive.id}:${u.id}`)) {
      world.follows.push({ hiveId: hive.id, userId: u.id, createdAt: at(rm.int(1, 50) * DAY) });
    }
  }
  world.follows.push({ hiveId: communityHives[3 % communityHives.length].id, userId: demo.id, createdAt: at(5 * DAY) });

  // Streams: the topic hierarchy (level 1 broad, 2 sub-topic, 3 niche) with aliases.
  const rs = new Random(seed, 'streams');
  const streamByName = new Map();
  const addStream = (s) => {
    const stream = {
      id: id('stream', `${s.type}:${s.name}`),
      name: s.name,
      description: s.description ?? null,
      streamType: s.type,
      level: s.level,
      parentId: s.parent ? streamByName.get(s.parent).id : null,
      aliases: s.aliases ?? [],
      assetType: s.assetType ?? null,
      tradingSymbol: s.tradingSymbol ?? null,
      logoUrl: s.logoUrl ?? null,
      category: s.category ?? (s.parent ? streamByName.get(s.parent).category : 'culture'),
      createdAt: at(rs.int(70, 200) * DAY),
    };
    world.streams.push(stream);
    streamByName.set(s.name, stream);
    return stream;
  };
  const walk = (node, level, parent, category) => {
    addStream({
      name: node.name,
      type: 'topic',
      level,
      parent,
      aliases: node.aliases,
      category,
      description:
        level === 1 ? `Everything about ${node.name.toLowerCase()}.` : `${node.name}: news, ideas and debate.`,
    });
    for (const child of node.children ?? []) walk(child, level + 1, node.name, category);
  };
  for (const topic of TOPICS) walk(topic, 1, null, topic.category);
  addStream({
    name: 'Bitcoin',
    type: 'cryptocurrency',
    level: 2,
    parent: 'Business',
    aliases: ['BTC'],
    assetType: 'crypto',
    tradingSymbol: 'BTC',
    description: 'The first cryptocurrency.',
  });

  // Organizations and their people, each with a stream: organization under its topic, people under
  // their organization.
  for (const org of ORGANIZATIONS) {
    const topic = streamByName.get(org.topic);
    const stream = addStream({
      name: org.name,
      type: ORG_STREAM_TYPE[org.type],
      level: Math.min(3, topic.level + 1),
      parent: org.topic,
      aliases: [org.name.split(' ')[0]],
      description: org.description,
      assetType: org.tradingSymbol ? 'stock' : null,
      tradingSymbol: org.tradingSymbol ?? null,
      logoUrl: initialsImage(org.name, (org.name.length * 37) % 360),
    });
    world.organizations.push({
      id: id('organization', org.name),
      name: org.name,
      streamId: stream.id,
      logo: stream.logoUrl,
      description: org.description,
      businessCategory: org.category,
      createdAt: stream.createdAt,
      domain: org.domain,
      stream,
    });
    const staff = rs.int(2, 3);
    for (let k = 0; k < staff; k += 1) {
      const first = rs.pick(FIRST_NAMES);
      const last = rs.pick(LAST_NAMES);
      const name = `${first} ${last}`;
      if (streamByName.has(name)) continue;
      const role = PERSON_ROLES[(k + org.name.length) % PERSON_ROLES.length];
      const personStream = addStream({
        name,
        type: 'person',
        level: 3,
        parent: org.name,
        aliases: [last],
        description: `${role} at ${org.name}.`,
      });
      world.people.push({
        id: id('person', name),
        firstName: first,
        lastName: last,
        streamId: personStream.id,
        shortBio: `${role} at ${org.name}. Writes about ${org.topic.toLowerCase()}.`,
        personalWebsite: `https://${slug(name)}.example`,
        profilePictureUrl: null,
        xHandle: `@${slug(first)}${slug(last)}`.replace(/-/g, ''),
        instagramHandle: rs.chance(0.5) ? `${slug(first)}.${slug(last)}` : null,
        createdAt: personStream.createdAt,
        role,
        org,
        stream: personStream,
      });
    }
  }

  // A few people were added recently, so the dashboard's New Streams card has something in every
  // period: the last five people's streams were created hours to weeks ago (no random draw, so the
  // rest of the world stays what it was). Posts older than a stream are not tagged to it (posts.mjs).
  const recentPeople = world.people.slice(-RECENT_STREAM_AGES_HOURS.length);
  recentPeople.forEach((person, i) => {
    person.stream.createdAt = at(RECENT_STREAM_AGES_HOURS[i] * HOUR);
    person.createdAt = person.stream.createdAt;
  });

  // Podcasts (the 24 tracked ones, then untracked ones at larger scales), each with a stream and
  // episodes published weekly over the last months, newest first.
  const rp = new Random(seed, 'podcasts');
  const podcastDefs = PODCASTS.map(([title, publisher, description]) => ({
    title,
    publisher,
    description,
    tracked: true,
  }));
  for (let i = 0; i < scale.extraPodcasts; i += 1) {
    podcastDefs.push({
      title: `${PODCAST_WORDS.first[i % PODCAST_WORDS.first.length]} ${PODCAST_WORDS.second[Math.floor(i / PODCAST_WORDS.first.length) % PODCAST_WORDS.second.length]}${i >= 120 ? ` ${i}` : ''}`,
      publisher: rp.pick(PODCAST_WORDS.publishers),
      description: 'Conversations about how things change, one guest at a time.',
      tracked: false,
    });
  }
  addStream({
    name: 'Podcasts',
    type: 'collection',
    level: 1,
    aliases: [],
    category: 'culture',
    description: 'Every podcast Hivemind follows.',
  });
  podcastDefs.forEach((def, pi) => {
    const podcastId = id('podcast', def.title);
    const stream = addStream({
      name: def.title,
      type: 'podcast',
      level: 2,
      parent: 'Podcasts',
      aliases: [],
      description: def.description,
    });
    const topic = rp.pick(world.streams.filter((s) => s.streamType === 'topic' && s.level === 2));
    const podcast = {
      id: podcastId,
      title: def.title,
      publisherName: def.publisher,
      imageUrl: initialsImage(def.title, (pi * 47) % 360),
      description: def.description,
      language: 'en',
      isTracked: def.tracked,
      createdAt: at((200 + pi) * DAY),
      stream,
      topic,
      episodes: [],
    };
    world.podcasts.push(podcast);
    for (let e = 0; e < scale.episodesPerPodcast; e += 1) {
      const host = world.people.length ? rp.pick(world.people) : null;
      const number = scale.episodesPerPodcast - e;
      const episode = {
        id: id('episode', `${def.title}:${number}`),
        podcastId,
        title: `${topic.name}: ${rp.pick(['what changed', 'the long view', 'myths and facts', 'a field report', 'what comes next', 'listener questions'])} (#${number})`,
        description: `Episode ${number} of ${def.title}, on ${topic.name.toLowerCase()}.`,
        speakerName: host ? `${host.firstName} ${host.lastName}` : null,
        // The host is the episode's person: its posts name them as content creator.
        hostId: host?.id ?? null,
        publishedAt: at(e * 7 * DAY + rp.int(1, 6) * DAY + rp.int(0, 12) * HOUR),
        durationSec: rp.int(18, 75) * 60,
        seasonNumber: 1 + Math.floor((number - 1) / 20),
        episodeNumber: number,
        // No media files exist for demo episodes: players would fail to load them.
        audioUrl: null,
        videoUrl: null,
        websiteUrl: `https://podcasts.hivemind.local/${slug(def.title)}/${number}`,
        topic,
      };
      world.episodes.push(episode);
      podcast.episodes.push(episode);
    }
  });

  // Web pages, each about one topic.
  const rw = new Random(seed, 'web-pages');
  const topicStreams = world.streams.filter((s) => s.streamType === 'topic' && s.level >= 2);
  const sites = ['news.example', 'civic.example', 'research.example', 'blog.example', 'daily.example'];
  for (let i = 0; i < scale.webPages; i += 1) {
    const topic = topicStreams[i % topicStreams.length];
    const site = rw.pick(sites);
    const title = `${topic.name}: ${rw.pick(['a practical guide', 'what the data says', 'five open questions', 'lessons from other cities', 'an explainer'])}`;
    world.webPages.push({
      id: id('web-page', String(i)),
      url: `https://${site}/${slug(topic.name)}/${i + 1}`,
      title,
      description: `${title}. A ${rw.int(4, 15)}-minute read.`,
      ogImage: null,
      faviconUrl: null,
      scrapedAt: at(rw.int(1, 90) * DAY),
      createdAt: at(rw.int(1, 90) * DAY),
      topic,
    });
  }

  addOrganizationDetails({ world, seed, now, id, addStream });
  addEpisodePersons({ world, seed });
  // Each podcast has published more episodes than the ones tracked here (total_episodes_count).
  const rt = new Random(seed, 'podcast-totals');
  for (const podcast of world.podcasts) podcast.totalEpisodesCount = podcast.episodes.length + rt.int(0, 150);

  // The live storm: in the demo accounts' community hive, started a day ago, ending in three days.
  world.storm = {
    id: id('storm', communityHives[0].id),
    hiveId: communityHives[0].id,
    prompt: STORM_PROMPT,
    voteSubmissionRequirement: 5,
    isActive: true,
    endsAt: new Date(now + 3 * DAY),
    createdAt: at(DAY),
  };
  return world;
}

/**
 * Each organization's websites, key members (its people, with their role and dates; in an
 * organization of three, the last has left) and stream hierarchy: two departments below its own
 * stream, each with one or two products. Drawn from random streams of their own, after everything
 * else, so the rest of the world stays what it was before they existed.
 */
function addOrganizationDetails({ world, seed, now, id, addStream }) {
  const ro = new Random(seed, 'organization-details');
  const day = (daysAgo) => new Date(Math.floor((now - daysAgo * DAY) / DAY) * DAY);
  for (const org of world.organizations) {
    const sites = [
      ['Official website', `https://www.${org.domain}`],
      ['Careers', `https://careers.${org.domain}`],
    ];
    if (ro.chance(0.5)) sites.push(['Blog', `https://blog.${org.domain}`]);
    sites.forEach(([title, url], position) =>
      world.organizationWebsites.push({
        id: id('organization-website', `${org.name}:${position}`),
        organizationId: org.id,
        title,
        url,
        position,
      }),
    );

    const staff = world.people.filter((p) => p.org.name === org.name);
    staff.forEach((person, k) => {
      const start = day(ro.int(120, 3000));
      const left = staff.length >= 3 && k === staff.length - 1;
      world.organizationMembers.push({
        organizationId: org.id,
        personId: person.id,
        role: person.role,
        startDate: start,
        endDate: left ? day(ro.int(10, Math.max(11, Math.floor((now - start.getTime()) / DAY) - 1))) : null,
        isCurrent: !left,
      });
    });

    const productType = ['business', 'public_equity'].includes(org.stream.streamType)
      ? 'business_product'
      : 'business_service';
    org.departments = [];
    const words = org.name.split(' ')[0];
    for (const d of ro.sampleDistinct(DEPARTMENTS.length, 2)) {
      const department = addStream({
        name: `${org.name} ${DEPARTMENTS[d]}`,
        type: 'company_department',
        level: 3,
        parent: org.name,
        aliases: [],
        description: `${DEPARTMENTS[d]} at ${org.name}.`,
      });
      const products = [];
      for (const w of ro.sampleDistinct(PRODUCT_WORDS.length, ro.int(1, 2))) {
        const name = `${words} ${PRODUCT_WORDS[w]}`;
        if (world.streams.some((s) => s.name === name)) continue;
        products.push(
          addStream({
            name,
            type: productType,
            level: 3,
            parent: department.name,
            aliases: [],
            description: `${name}, from ${org.name}'s ${DEPARTMENTS[d].toLowerCase()}.`,
          }),
        );
      }
      org.departments.push({ stream: department, products });
    }
  }
}

/**
 * The people each episode features (Podcasting 2.0 <podcast:person>): its host first, then up to two
 * guests or a co-host among the organizations' people, and now and then a producer Hivemind has no
 * person for (a name and a role only).
 */
function addEpisodePersons({ world, seed }) {
  const re = new Random(seed, 'episode-persons');
  const personById = new Map(world.people.map((p) => [p.id, p]));
  for (const episode of world.episodes) {
    const featured = [];
    const host = episode.hostId ? personById.get(episode.hostId) : null;
    if (host) featured.push({ person: host, role: 'host' });
    for (const index of re.sampleDistinct(world.people.length, re.int(0, 2))) {
      const person = world.people[index];
      if (featured.some((f) => f.person?.id === person.id)) continue;
      featured.push({ person, role: re.pick(EPISODE_GUEST_ROLES) });
    }
    if (re.chance(0.2)) {
      const name = `${re.pick(FIRST_NAMES)} ${re.pick(LAST_NAMES)}`;
      featured.push({ person: null, name, role: 'producer' });
    }
    featured.forEach((f, position) =>
      world.episodePersons.push({
        episodeId: episode.id,
        position,
        name: f.person ? `${f.person.firstName} ${f.person.lastName}` : f.name,
        role: f.role,
        personId: f.person?.id ?? null,
      }),
    );
  }
}
