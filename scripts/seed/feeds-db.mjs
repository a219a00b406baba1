// feeds-svc's database (FEEDS_DATABASE_URL): the hive read model (the rows feeds-svc's hive.* event
// consumers would write for the seeded hives and members), podcasts and episodes, web pages, streams
// (embedded), organizations with their websites and members, people, the people episodes feature, the
// live storm, then posts with votes, stream tags, content creators and moderations in chunks. One
// transaction; every insert is ON CONFLICT DO NOTHING (a podcast's total_episodes_count, added later,
// is filled in where a database seeded before it lacks it).
import { DEMO_FEEDS } from './catalog.mjs';
import { CREATOR_COLUMNS, POST_COLUMNS, MODERATION_COLUMNS, TAG_COLUMNS, VOTE_COLUMNS, postChunks } from './posts.mjs';
import { bulkInsert, copyInto, createStage, inTransaction, vectorLiteral } from './pg.mjs';

/** The moderation texts feeds-svc writes when an owner or admin votes a post unconstructive. */
export function feedsRules(contracts) {
  if (typeof contracts.streamEmbeddingText !== 'function')
    throw new Error(
      'libs/contracts/dist is older than the seed: build it (npx tsc -b libs/ai/tsconfig.json, or npm run build)',
    );
  return {
    moderationReason: contracts.UNCONSTRUCTIVE_REASON,
    moderationAction: contracts.MODERATION_ACTION_REMOVE,
    streamEmbeddingText: contracts.streamEmbeddingText,
  };
}

export async function seedFeeds({ url, world, cores, embedder, seed, scale, now, id, rules, log }) {
  return inTransaction(url, async (c) => {
    const counts = {};
    // The read model exactly as HiveReadModelRepository.upsert / upsertMember leave it after the
    // hive.created and hive.member-added events (updated_at = the event's time in hives-svc).
    counts.hiveReadModel = await bulkInsert(
      c,
      'hive_read_model',
      ['hive_id', 'name', 'type', 'logo', 'updated_at'],
      world.hives.map((h) => [h.id, h.name, h.type, null, h.createdAt]),
    );
    counts.memberReadModel = await bulkInsert(
      c,
      'hive_member_read_model',
      ['hive_id', 'user_id', 'role', 'removed_at', 'updated_at'],
      world.members.map((m) => [m.hiveId, m.userId, m.role, null, m.createdAt]),
    );
    counts.podcasts = await bulkInsert(
      c,
      'podcast',
      ['id', 'title', 'publisher_name', 'image_url', 'description', 'language', 'is_tracked', 'created_at'],
      world.podcasts.map((p) => [
        p.id,
        p.title,
        p.publisherName,
        p.imageUrl,
        p.description,
        p.language,
        p.isTracked,
        p.createdAt,
      ]),
    );
    // The demo feeds' address depends on where they are served (DEMO_FEEDS_URL, set by `npm start`
    // and the end-to-end stack), so it is written on every run.
    const feedsBase = process.env.DEMO_FEEDS_URL ?? 'http://127.0.0.1:4120';
    for (const [title, file] of DEMO_FEEDS) {
      const podcast = world.podcasts.find((p) => p.title === title);
      if (podcast) {
        await c.query('UPDATE podcast SET feed_url = $2 WHERE id = $1 AND feed_url IS DISTINCT FROM $2', [
          podcast.id,
          `${feedsBase}/${file}`,
        ]);
      }
    }
    await fillMissing(
      c,
      'podcast',
      'total_episodes_count',
      'int',
      world.podcasts.map((p) => [p.id, p.totalEpisodesCount]),
    );
    counts.episodes = await bulkInsert(
      c,
      'podcast_episode',
      [
        'id',
        'podcast_id',
        'title',
        'description',
        'speaker_name',
        'published_at',
        'duration_sec',
        'season_number',
        'episode_number',
        'audio_url',
        'video_url',
        'website_url',
        'created_at',
      ],
      world.episodes.map((e) => [
        e.id,
        e.podcastId,
        e.title,
        e.description,
        e.speakerName,
        e.publishedAt,
        e.durationSec,
        e.seasonNumber,
        e.episodeNumber,
        e.audioUrl,
        e.videoUrl,
        e.websiteUrl,
        e.publishedAt,
      ]),
    );
    counts.webPages = await bulkInsert(
      c,
      'web_page',
      ['id', 'url', 'title', 'description', 'og_image', 'favicon_url', 'scraped_at', 'created_at'],
      world.webPages.map((w) => [
        w.id,
        w.url,
        w.title,
        w.description,
        w.ogImage,
        w.faviconUrl,
        w.scrapedAt,
        w.createdAt,
      ]),
    );
    // Streams embedded from the same text the agent worker embeds (name, description, aliases).
    const streamVectors = await embedder.embed(world.streams.map((s) => rules.streamEmbeddingText(s)));
    counts.streams = await bulkInsert(
      c,
      'stream',
      [
        'id',
        'name',
        'description',
        'stream_type',
        'level',
        'parent_id',
        'aliases',
        'is_active',
        'logo_url',
        'asset_type',
        'trading_symbol',
        'embedding',
        'embedding_model',
        'embedded_at',
        'created_at',
        'updated_at',
      ],
      world.streams.map((s, i) => [
        s.id,
        s.name,
        s.description,
        s.streamType,
        s.level,
        s.parentId,
        s.aliases,
        true,
        s.logoUrl,
        s.assetType,
        s.tradingSymbol,
        vectorLiteral(streamVectors[i]),
        embedder.model,
        s.createdAt,
        s.createdAt,
        s.createdAt,
      ]),
    );
    counts.organizations = await bulkInsert(
      c,
      'organization',
      ['id', 'name', 'stream_id', 'logo', 'description', 'business_category', 'created_at'],
      world.organizations.map((o) => [
        o.id,
        o.name,
        o.streamId,
        o.logo,
        o.description,
        o.businessCategory,
        o.createdAt,
      ]),
    );
    counts.people = await bulkInsert(
      c,
      'person',
      [
        'id',
        'first_name',
        'last_name',
        'stream_id',
        'short_bio',
        'personal_website',
        'profile_picture_url',
        'x_handle',
        'instagram_handle',
        'created_at',
      ],
      world.people.map((p) => [
        p.id,
        p.firstName,
        p.lastName,
        p.streamId,
        p.shortBio,
        p.personalWebsite,
        p.profilePictureUrl,
        p.xHandle,
        p.instagramHandle,
        p.createdAt,
      ]),
    );
    counts.organizationWebsites = await bulkInsert(
      c,
      'organization_website',
      ['id', 'organization_id', 'title', 'url', 'position'],
      world.organizationWebsites.map((w) => [w.id, w.organizationId, w.title, w.url, w.position]),
    );
    counts.organizationMembers = await bulkInsert(
      c,
      'organization_person',
      ['organization_id', 'person_id', 'role', 'start_date', 'end_date', 'is_current'],
      world.organizationMembers.map((m) => [
        m.organizationId,
        m.personId,
        m.role,
        m.startDate.toISOString().slice(0, 10),
        m.endDate ? m.endDate.toISOString().slice(0, 10) : null,
        m.isCurrent,
      ]),
    );
    counts.episodePersons = await bulkInsert(
      c,
      'podcast_episode_person',
      ['episode_id', 'position', 'name', 'role', 'person_id'],
      world.episodePersons.map((e) => [e.episodeId, e.position, e.name, e.role, e.personId]),
    );
    const s = world.storm;
    counts.storms = await bulkInsert(
      c,
      'storm',
      ['id', 'hive_id', 'prompt', 'vote_submission_requirement', 'is_active', 'ends_at', 'created_at'],
      [[s.id, s.hiveId, s.prompt, s.voteSubmissionRequirement, s.isActive, s.endsAt, s.createdAt]],
    );
    log(
      `feeds db: ${Object.entries(counts)
        .map(([k, n]) => `${k} +${n}`)
        .join(', ')}`,
    );
    Object.assign(counts, await seedPosts(c, { world, cores, embedder, seed, scale, now, id, rules, log }));
    counts.stormParticipants = await seedStormParticipation(c, world.storm);
    // The activity rollups and the streams' counts (what the dashboards read), computed once from the
    // posts just loaded by the same SQL that feeds-svc's writes keep them with; also when a database
    // seeded before the rollups existed has none yet.
    const { rows } = await c.query('SELECT NOT EXISTS (SELECT 1 FROM post_activity) AS empty');
    if (counts.posts > 0 || rows[0].empty) {
      const started = Date.now();
      await c.query('SELECT post_activity_rebuild()');
      log(`activity rollups computed from the posts (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
    return counts;
  });
}

const cols = (list) => list.join(', ');

/**
 * The live storm's participation rows, consistent with its posts and votes (spec 2 §4 Storm
 * participation): each answer's author answered, and their answer was activated when they cast their
 * `vote_submission_requirement`-th vote on another answer of the storm (never before the answer
 * itself); an answer not yet activated is hidden, as feeds-svc creates it. Members who voted on
 * answers without answering take part by voting only. Idempotent; runs before the rollups are
 * computed, so hidden answers are not counted.
 */
async function seedStormParticipation(c, storm) {
  const { rowCount: answers } = await c.query(
    `WITH answer AS (
       SELECT DISTINCT ON (p.user_id) p.id, p.user_id, p.created_at
         FROM post p WHERE p.storm_id = $1 ORDER BY p.user_id, p.created_at, p.id
     ), quota AS (
       SELECT a.user_id,
              (SELECT v.created_at FROM post_vote v JOIN post o ON o.id = v.post_id
                WHERE v.user_id = a.user_id AND o.storm_id = $1 AND o.user_id <> a.user_id
                ORDER BY v.created_at, v.post_id OFFSET $2::int - 1 LIMIT 1) AS reached_at
         FROM answer a
     )
     INSERT INTO storm_participation (storm_id, user_id, post_id, post_activated_at, created_at, updated_at)
     SELECT $1, a.user_id, a.id,
            CASE WHEN q.reached_at IS NULL THEN NULL ELSE greatest(q.reached_at, a.created_at) END,
            a.created_at, a.created_at
       FROM answer a JOIN quota q USING (user_id)
     ON CONFLICT DO NOTHING`,
    [storm.id, storm.voteSubmissionRequirement],
  );
  const { rowCount: voteOnly } = await c.query(
    `INSERT INTO storm_participation (storm_id, user_id, wants_to_vote_only, created_at, updated_at)
     SELECT $1, v.user_id, true, min(v.created_at), min(v.created_at)
       FROM post_vote v JOIN post p ON p.id = v.post_id WHERE p.storm_id = $1 GROUP BY v.user_id
     ON CONFLICT DO NOTHING`,
    [storm.id],
  );
  await c.query(
    `UPDATE post p SET is_public = false FROM storm_participation sp
      WHERE sp.storm_id = $1 AND sp.post_id = p.id AND sp.post_activated_at IS NULL AND p.is_public`,
    [storm.id],
  );
  return answers + voteOnly;
}

/** Sets `column` of the rows keyed by id where it is still null (rows seeded before it existed). */
async function fillMissing(c, table, column, type, rows) {
  if (rows.length === 0) return;
  await c.query(`CREATE TEMP TABLE seed_fill (id uuid PRIMARY KEY, value ${type}) ON COMMIT DROP`);
  await copyInto(c, 'seed_fill', ['id', 'value'], rows);
  await c.query(`UPDATE ${table} t SET ${column} = f.value FROM seed_fill f WHERE t.id = f.id AND t.${column} IS NULL`);
  await c.query('DROP TABLE seed_fill');
}

async function seedPosts(c, { world, cores, embedder, seed, scale, now, id, rules, log }) {
  const lastId = id('post', String(scale.posts - 1));
  const { rowCount: loaded } = await c.query('SELECT 1 FROM post WHERE id = $1', [lastId]);
  if (loaded) {
    const chunks = () => postChunks({ seed, world, cores, scale, now, id, embeddingModel: embedder.model, rules });
    const creators = await seedMissingCreators(c, chunks);
    log(
      `posts: already loaded (${scale.posts} posts of this seed and scale)` +
        (creators ? `; +${creators} content creators of posts loaded before they existed` : ', nothing to do'),
    );
    return { posts: 0, votes: 0, tags: 0, creators, moderations: 0 };
  }
  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

  // Embeddings of the distinct core texts, staged once (a slice at a time, so a million-post load
  // never holds every vector); posts join to them by text id.
  await c.query('DROP TABLE IF EXISTS seed_text');
  await c.query('CREATE TEMP TABLE seed_text (text_id int PRIMARY KEY, embedding vector(256)) ON COMMIT DROP');
  const TEXT_SLICE = 10_000;
  for (let i = 0; i < cores.length; i += TEXT_SLICE) {
    const vectors = await embedder.embed(cores.slice(i, i + TEXT_SLICE).map((core) => core.text));
    await copyInto(
      c,
      'seed_text',
      ['text_id', 'embedding'],
      vectors.map((v, k) => [i + k, vectorLiteral(v)]),
    );
  }
  log(`posts: embedded and staged ${cores.length} distinct texts (${seconds()})`);

  // When the load at least doubles the table: drop the post table's hand-made indexes (HNSW, full
  // text) and build them once at the end, far faster than growing them row by row (2k posts: 6 s
  // row by row). Same transaction: a failure restores them.
  let rebuild = [];
  const { rows: existing } = await c.query('SELECT count(*)::int AS n FROM post');
  if (scale.posts >= existing[0].n) {
    const { rows } = await c.query(
      `SELECT indexname, indexdef FROM pg_indexes
        WHERE schemaname = current_schema() AND tablename = 'post'
          AND (indexname LIKE '%\\_hnsw\\_idx' OR indexname LIKE '%\\_fts\\_idx')`,
    );
    rebuild = rows;
    for (const r of rows) await c.query(`DROP INDEX "${r.indexname}"`);
  }

  await createStage(c, 'seed_stage_post', 'post', POST_COLUMNS, ['text_id int']);
  await createStage(c, 'seed_stage_vote', 'post_vote', VOTE_COLUMNS);
  await createStage(c, 'seed_stage_tag', 'post_stream', TAG_COLUMNS);
  await createStage(c, 'seed_stage_creator', 'post_content_creator', CREATOR_COLUMNS);
  await createStage(c, 'seed_stage_moderation', 'moderation_log', MODERATION_COLUMNS);
  const totals = { posts: 0, votes: 0, tags: 0, creators: 0, moderations: 0 };
  const generator = postChunks({ seed, world, cores, scale, now, id, embeddingModel: embedder.model, rules });
  for (const chunk of generator) {
    await copyInto(c, 'seed_stage_post', [...POST_COLUMNS, 'text_id'], chunk.posts);
    await copyInto(c, 'seed_stage_vote', VOTE_COLUMNS, chunk.votes);
    await copyInto(c, 'seed_stage_tag', TAG_COLUMNS, chunk.tags);
    await copyInto(c, 'seed_stage_creator', CREATOR_COLUMNS, chunk.creators);
    await copyInto(c, 'seed_stage_moderation', MODERATION_COLUMNS, chunk.moderations);
    const insert = async (table, stage, columns, select = cols(columns)) =>
      (await c.query(`INSERT INTO ${table} (${cols(columns)}) SELECT ${select} FROM ${stage} ON CONFLICT DO NOTHING`))
        .rowCount ?? 0;
    totals.posts += await insert(
      'post',
      'seed_stage_post s JOIN seed_text t USING (text_id)',
      [...POST_COLUMNS, 'embedding'],
      `${POST_COLUMNS.map((col) => `s.${col}`).join(', ')}, t.embedding`,
    );
    totals.votes += await insert('post_vote', 'seed_stage_vote', VOTE_COLUMNS);
    totals.tags += await insert('post_stream', 'seed_stage_tag', TAG_COLUMNS);
    totals.creators += await insert('post_content_creator', 'seed_stage_creator', CREATOR_COLUMNS);
    totals.moderations += await insert('moderation_log', 'seed_stage_moderation', MODERATION_COLUMNS);
    await c.query(
      'TRUNCATE seed_stage_post, seed_stage_vote, seed_stage_tag, seed_stage_creator, seed_stage_moderation',
    );
    const done = chunk.from + chunk.posts.length;
    log(
      `posts: ${done}/${scale.posts} (${Math.round((100 * done) / scale.posts)}%), votes ${totals.votes}, tags ${totals.tags} (${seconds()})`,
    );
  }
  if (rebuild.length) {
    await c.query(`SET LOCAL maintenance_work_mem = '${scale.posts >= 500_000 ? '3GB' : '1GB'}'`);
    await c.query('SET LOCAL max_parallel_maintenance_workers = 2');
    for (const r of rebuild) {
      await c.query(r.indexdef);
      log(`posts: rebuilt ${r.indexname} (${seconds()})`);
    }
  }
  log(
    `posts: +${totals.posts} posts, +${totals.votes} votes, +${totals.tags} stream tags, ` +
      `+${totals.creators} content creators, +${totals.moderations} moderations (${seconds()})`,
  );
  return totals;
}

/**
 * Posts loaded by a seed from before post_content_creator existed: generates the same posts again
 * (no embeddings) and loads only their content creators. Nothing when the first one is there already.
 */
async function seedMissingCreators(c, chunks) {
  let added = 0;
  let checked = false;
  for (const chunk of chunks()) {
    if (!checked) {
      checked = true;
      const [postId, personId] = chunk.creators[0] ?? [];
      if (!postId) return 0;
      const { rowCount } = await c.query('SELECT 1 FROM post_content_creator WHERE post_id = $1 AND person_id = $2', [
        postId,
        personId,
      ]);
      if (rowCount) return 0;
      await createStage(c, 'seed_stage_creator', 'post_content_creator', CREATOR_COLUMNS);
    }
    await copyInto(c, 'seed_stage_creator', CREATOR_COLUMNS, chunk.creators);
    added +=
      (
        await c.query(
          `INSERT INTO post_content_creator (${cols(CREATOR_COLUMNS)}) SELECT ${cols(CREATOR_COLUMNS)}
             FROM seed_stage_creator ON CONFLICT DO NOTHING`,
        )
      ).rowCount ?? 0;
    await c.query('TRUNCATE seed_stage_creator');
  }
  return added;
}
