// Posts, their votes, stream tags, content creators and moderations, generated chunk by chunk (a
// million posts never sit in memory at once). Posts spread over the last 60 days (denser recently);
// each has a heavy-tailed number of votes from distinct voting members of its hive, and its counters
// are exactly the votes generated for it. An owner's or admin's unconstructive vote moderates the
// post (spec 2 §4).
import { TAILS } from './catalog.mjs';
import { DAY, MINUTE, Random } from './generator.mjs';

const POSTING = new Set(['owner', 'admin', 'post']);
const VOTING = new Set(['owner', 'admin', 'post', 'vote']);
const MANAGING = new Set(['owner', 'admin']);
const SENTIMENT_SCORE = {
  positive: [0.3, 0.95],
  negative: [-0.95, -0.3],
  neutral: [-0.15, 0.15],
  mixed: [-0.35, 0.35],
};
const SENTIMENT_WORDS = {
  positive: 'Positive toward',
  negative: 'Critical of',
  neutral: 'Neutral about',
  mixed: 'Mixed feelings about',
};

export const POST_COLUMNS = [
  'id',
  'hive_id',
  'user_id',
  'content',
  'category',
  'thought_type',
  'is_public',
  'storm_id',
  'podcast_id',
  'podcast_episode_id',
  'web_page_id',
  'statistic_id',
  'content_thought_id',
  'historic_event_id',
  'quote_id',
  'speaker_name',
  'upvotes',
  'downvotes',
  'unconstructive_votes',
  'moderated_at',
  'moderated_by',
  'moderation_reason',
  'embedding_model',
  'created_at',
];
export const VOTE_COLUMNS = ['post_id', 'user_id', 'vote_type', 'created_at', 'updated_at'];
export const TAG_COLUMNS = [
  'post_id',
  'stream_id',
  'confidence',
  'assignment_type',
  'sentiment',
  'sentiment_score',
  'sentiment_analysis',
  'assigned_at',
];
/** A post's content creators (spec 2 §3): its episode's host, the person it quotes or mentions. */
export const CREATOR_COLUMNS = ['post_id', 'person_id'];
export const MODERATION_COLUMNS = ['id', 'post_id', 'hive_id', 'moderator_id', 'action', 'reason', 'created_at'];

/**
 * @param {object} opts
 * @param {ReturnType<import('./world.mjs').buildWorld>} opts.world
 * @param {ReturnType<import('./texts.mjs').buildCores>} opts.cores
 * @param {{ posts: number, chunk: number }} opts.scale
 * @param {{ moderationReason: string, moderationAction: string }} opts.rules
 * @returns {Generator<{ from: number, posts: unknown[][], votes: unknown[][], tags: unknown[][], creators: unknown[][], moderations: unknown[][] }>}
 */
export function* postChunks({ seed, world, cores, scale, now, id, embeddingModel, rules }) {
  const rng = new Random(seed, 'posts');
  const hives = [];
  const membersOf = new Map();
  for (const m of world.members) {
    if (!membersOf.has(m.hiveId)) membersOf.set(m.hiveId, []);
    membersOf.get(m.hiveId).push(m);
  }
  for (const hive of world.hives) {
    const members = membersOf.get(hive.id) ?? [];
    const posters = members.filter((m) => POSTING.has(m.role));
    if (posters.length === 0) continue;
    hives.push({ hive, posters, voters: members.filter((m) => VOTING.has(m.role)) });
  }
  const cumulative = [];
  let total = 0;
  for (const h of hives) {
    total += h.hive.weight * Math.sqrt(h.posters.length);
    cumulative.push(total);
  }
  const pickHive = () => {
    const r = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > r) hi = mid;
      else lo = mid + 1;
    }
    return hives[lo];
  };
  const demoHives = world.users
    .filter((u) => u.demo)
    .map((u) => ({ user: u, hives: hives.filter((h) => h.posters.some((m) => m.userId === u.id)) }));
  const stormHive = hives.find((h) => h.hive.id === world.storm.hiveId);
  const stormAuthors = new Set();
  const pagesByTopic = new Map();
  for (const page of world.webPages) {
    if (!pagesByTopic.has(page.topic.id)) pagesByTopic.set(page.topic.id, []);
    pagesByTopic.get(page.topic.id).push(page);
  }
  const streamById = new Map(world.streams.map((s) => [s.id, s]));
  const personByStreamId = new Map(world.people.map((p) => [p.streamId, p]));
  const departmentsOf = new Map(world.organizations.map((o) => [o.streamId, o.departments ?? []]));
  const uniform = (lo, hi) => lo + (hi - lo) * rng.next();
  const round = (x) => Math.round(x * 1000) / 1000;

  let chunk = { from: 0, posts: [], votes: [], tags: [], creators: [], moderations: [] };
  for (let i = 0; i < scale.posts; i += 1) {
    // Where and by whom: a weighted hive and one of its posting members; now and then a demo
    // account (so My Posts has something) or an answer to the live storm.
    let entry = pickHive();
    let author = rng.pick(entry.posters);
    let createdAt = now - 60 * DAY * rng.next() ** 1.4 - rng.int(1, 59) * MINUTE;
    let stormId = null;
    const demoTurn = i < 6_000 && i % 60 === 30 ? demoHives[((i / 60) % 2) | 0] : null;
    if (demoTurn && demoTurn.hives.length) {
      entry = rng.pick(demoTurn.hives);
      author = entry.posters.find((m) => m.userId === demoTurn.user.id);
    } else if (stormHive && i < 4_000 && i % 100 === 7) {
      // One answer per member and storm: a poster who has not answered yet (none left: a plain post).
      const fresh = stormHive.posters.filter((m) => !stormAuthors.has(m.userId));
      entry = stormHive;
      author = rng.pick(fresh.length ? fresh : entry.posters);
      createdAt = world.storm.createdAt.getTime() + rng.next() * (now - world.storm.createdAt.getTime() - MINUTE);
      if (fresh.length) {
        stormId = world.storm.id;
        stormAuthors.add(author.userId);
      }
    }
    createdAt = Math.max(createdAt, author.createdAt.getTime() + MINUTE);
    const postId = id('post', String(i));
    const coreIndex = i < cores.length ? i : rng.int(0, cores.length - 1);
    const core = cores[coreIndex];
    const tail = i < cores.length ? '' : rng.pick(TAILS.slice(1));

    // What it was drawn from: a podcast episode, a web page about its topic, or nothing.
    let podcast = null;
    let episode = null;
    let page = null;
    const source = rng.next();
    if (source < 0.14 && world.podcasts.length) {
      podcast = rng.pick(world.podcasts);
      const published = podcast.episodes.filter((e) => e.publishedAt.getTime() < createdAt);
      episode = published.length ? published[Math.min(published.length - 1, rng.int(0, 2))] : null;
      if (!episode) podcast = null;
    } else if (source < 0.22) {
      const pages = pagesByTopic.get(core.topic.id) ?? pagesByTopic.get(core.topic.parentId) ?? [];
      page = pages.length ? rng.pick(pages) : null;
    }
    const kindKey = `${coreIndex}`;

    // Votes: distinct voting members other than the author, a heavy-tailed count, and a quality
    // that makes some posts loved and some disliked.
    const pool = entry.voters.filter((m) => m.userId !== author.userId);
    const drawn = rng.heavyTail(i < cores.length ? 3.2 : 2.6);
    // A storm's answers are what its members vote through (spec 2 §4 Storm participation): about half
    // of the hive's voters vote on each, so most answers have reached their quota and some not yet.
    const count = Math.min(pool.length, stormId ? Math.max(drawn, Math.ceil(pool.length / 2)) : drawn);
    const quality = rng.next();
    const pUp = 0.3 + 0.6 * quality;
    let up = 0;
    let down = 0;
    let unconstructive = 0;
    let moderation = null;
    for (const index of rng.sampleDistinct(pool.length, count)) {
      const voter = pool[index];
      const r = rng.next();
      const voteType = r < 0.025 ? 'unconstructive' : r < 0.025 + pUp ? 'up' : 'down';
      const votedAt = new Date(createdAt + rng.next() * Math.min(3 * DAY, now - createdAt));
      if (voteType === 'up') up += 1;
      else if (voteType === 'down') down += 1;
      else unconstructive += 1;
      chunk.votes.push([postId, voter.userId, voteType, votedAt, votedAt]);
      if (voteType === 'unconstructive' && MANAGING.has(voter.role) && !moderation) {
        moderation = { by: voter.userId, at: votedAt };
      }
    }
    if (moderation) {
      chunk.moderations.push([
        id('moderation', postId),
        postId,
        entry.hive.id,
        moderation.by,
        rules.moderationAction,
        rules.moderationReason,
        moderation.at,
      ]);
    }

    chunk.posts.push([
      postId,
      entry.hive.id,
      author.userId,
      core.text + tail,
      core.category,
      core.thoughtType,
      !rng.chance(0.03),
      stormId,
      podcast?.id ?? null,
      episode?.id ?? null,
      page?.id ?? null,
      core.thoughtType === 'statistic' ? id('statistic', kindKey) : null,
      rng.chance(0.04) ? id('content-thought', postId) : null,
      core.thoughtType === 'event' ? id('historic-event', kindKey) : null,
      core.thoughtType === 'quote' ? id('quote', kindKey) : null,
      episode?.speakerName ?? null,
      up,
      down,
      unconstructive,
      moderation?.at ?? null,
      moderation?.by ?? null,
      moderation ? rules.moderationReason : null,
      embeddingModel,
      new Date(createdAt),
      coreIndex,
    ]);

    // Stream tags: the topic (and often its parent), a mentioned organization or person, the podcast.
    const tagged = new Set();
    const tag = (stream, confidence, sentiment) => {
      if (!stream || tagged.has(stream.id)) return;
      tagged.add(stream.id);
      const [lo, hi] = SENTIMENT_SCORE[sentiment];
      const row = [
        postId,
        stream.id,
        round(confidence),
        'auto',
        sentiment,
        round(uniform(lo, hi)),
        `${SENTIMENT_WORDS[sentiment]} ${stream.name}.`,
        new Date(createdAt + rng.int(5, 90) * 1000),
      ];
      // A post is never tagged to a stream that did not exist yet (drawn all the same, so the posts
      // after it stay what they were).
      if (stream.createdAt.getTime() <= createdAt) chunk.tags.push(row);
    };
    /** A tag without random draws: a fixed confidence and the middle of the sentiment's score range. */
    const fixedTag = (stream, confidence, sentiment) => {
      if (tagged.has(stream.id) || stream.createdAt.getTime() > createdAt) return;
      tagged.add(stream.id);
      const [lo, hi] = SENTIMENT_SCORE[sentiment];
      chunk.tags.push([
        postId,
        stream.id,
        confidence,
        'auto',
        sentiment,
        round((lo + hi) / 2),
        `${SENTIMENT_WORDS[sentiment]} ${stream.name}.`,
        new Date(createdAt + 60_000),
      ]);
    };
    tag(core.topic, uniform(0.75, 0.98), core.sentiment);
    if (core.topic.parentId && rng.chance(0.5))
      tag(streamById.get(core.topic.parentId), uniform(0.5, 0.75), core.sentiment);
    if (core.mention) tag(core.mention, uniform(0.8, 0.99), core.sentiment);
    if (podcast) tag(podcast.stream, uniform(0.85, 0.97), 'neutral');
    // A mentioned organization's departments and products (spec 3 §2.8 hierarchy), chosen by the
    // post's index rather than the random stream, so every post stays what it was before they existed.
    const departments = core.mention ? departmentsOf.get(core.mention.id) : undefined;
    if (departments?.length) {
      const department = departments[i % departments.length];
      fixedTag(department.stream, 0.7, core.sentiment);
      if (i % 3 === 0 && department.products.length) fixedTag(department.products[0], 0.6, core.sentiment);
    }

    // Content creators, drawn from what the post already says (no random draw, so the posts above
    // stay what they were): the host of its episode, and the person it quotes or mentions.
    const creators = new Set();
    if (episode?.hostId) creators.add(episode.hostId);
    const mentioned = core.mention ? personByStreamId.get(core.mention.id) : undefined;
    if (mentioned) creators.add(mentioned.id);
    for (const personId of creators) chunk.creators.push([postId, personId]);

    if (chunk.posts.length >= scale.chunk) {
      yield chunk;
      chunk = { from: i + 1, posts: [], votes: [], tags: [], creators: [], moderations: [] };
    }
  }
  if (chunk.posts.length) yield chunk;
}
