// `npm run seed -- --scale small|medium|large [--seed N]`: loads Hivemind's demo data through each
// service's own database. Deterministic (ids derive from names and the seed number) and idempotent
// (re-running inserts nothing twice). Hives are written together with their `hive.created` outbox
// events, so feeds-svc's read model fills itself through the normal event path once the apps run.
// The foundation loads podcasts and the public-square hierarchy; posts, streams, people and the
// rest arrive with their issues (README, Known gaps).
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { hash } from '@node-rs/argon2';
import pg from 'pg';

const { values } = parseArgs({
  options: { scale: { type: 'string', default: 'small' }, seed: { type: 'string', default: '42' } },
});
if (!['small', 'medium', 'large'].includes(values.scale)) {
  console.error(`--scale must be small, medium or large (got ${values.scale})`);
  process.exit(2);
}
const env = process.env;
const urls = {
  hives: env.HIVES_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/hivemind_hives',
  feeds: env.FEEDS_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/hivemind_feeds',
};

/** A stable UUID (version-5 layout) for a demo record, so re-runs find the same rows. */
export function demoId(kind, key) {
  const h = createHash('sha1').update(`hivemind:${values.seed}:${kind}:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const PODCASTS = [
  ['The Long Game', 'Northwind Audio', 'Strategy, patience and compounding ideas.'],
  ['Signal & Noise', 'Brightline Media', 'Separating what matters from what is loud.'],
  ['Civic Hour', 'Public Square Network', 'Local government explained by the people who run it.'],
  ['Build Small', 'Indie Makers Collective', 'Makers on shipping small, useful things.'],
  ['Mind the Model', 'Tensor Talk', 'Machine learning for the curious, without the hype.'],
  ['Deep Dive Daily', 'Harbor Studios', 'One story a day, told all the way down.'],
  ['Future of Work', 'Atlas Podcasts', 'How teams, tools and offices are changing.'],
  ['Climate Desk', 'Greenleaf Audio', 'The science and politics of a warming world.'],
  ['Money Matters', 'Ledger FM', 'Personal finance with receipts.'],
  ['Health Check', 'Pulse Media', 'Evidence over anecdotes on health and medicine.'],
  ['Founders Unfiltered', 'Garage Radio', 'Early-stage founders, before the success story.'],
  ['The Reading List', 'Paper Lantern', 'Authors on the books that changed their minds.'],
  ['City Limits', 'Metro Voices', 'Housing, transit and the shape of cities.'],
  ['History Rewound', 'Archive Sound', 'Old events with new context.'],
  ['Product Thinking', 'Roadmap Media', 'Product managers on decisions and trade-offs.'],
  ['Science Weekly', 'Lab Notes Audio', 'The week in research, explained.'],
  ['Education Now', 'Chalkboard Media', 'Teachers and students on what learning needs.'],
  ['Markets Open', 'Ticker Studios', 'A morning briefing on markets and the economy.'],
  ['Design Matters More', 'Grid Audio', 'Designers on craft and consequence.'],
  ['The Policy Room', 'Capitol Sound', 'Policy debates, both sides, no shouting.'],
  ['Sports Analytics', 'Box Score Media', 'Numbers behind the games.'],
  ['Open Source Stories', 'Commit Audio', 'Maintainers on the software the world runs on.'],
  ['Parenting Today', 'Nest Media', 'Raising kids with research and honesty.'],
  ['Space Frontier', 'Orbit FM', 'Rockets, probes and the people who launch them.'],
];

const SQUARES = {
  planet: [['Earth']],
  country: [['United States'], ['Canada'], ['United Kingdom'], ['Germany'], ['India'], ['Brazil']],
  state: [
    ['California', 'United States'],
    ['New York', 'United States'],
    ['Texas', 'United States'],
    ['Ontario', 'Canada'],
    ['British Columbia', 'Canada'],
    ['England', 'United Kingdom'],
    ['Bavaria', 'Germany'],
  ],
  city: [
    ['San Francisco', 'California'],
    ['Los Angeles', 'California'],
    ['New York City', 'New York'],
    ['Austin', 'Texas'],
    ['Toronto', 'Ontario'],
    ['Vancouver', 'British Columbia'],
    ['London', 'England'],
    ['Munich', 'Bavaria'],
  ],
  neighborhood: [
    ['Mission District', 'San Francisco'],
    ['Brooklyn Heights', 'New York City'],
    ['Shoreditch', 'London'],
    ['Kensington Market', 'Toronto'],
  ],
};
/** Demo accounts (README lists them): verified primary email, argon2id password like real sign-ups. */
export const DEMO_ACCOUNTS = [
  { email: 'demo@hivemind.local', password: 'hivemind-demo' },
  { email: 'ada@hivemind.local', password: 'hivemind-demo' },
];

const TYPE_OF = { planet: 'Planet', country: 'Country', state: 'State', city: 'City', neighborhood: 'Neighborhood' };

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    const out = await fn(client);
    await client.query('COMMIT');
    return out;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}

const started = Date.now();
const podcastRows = await withClient(urls.feeds, async (c) => {
  let n = 0;
  for (const [title, publisher, description] of PODCASTS) {
    const r = await c.query(
      `INSERT INTO podcast (id, title, publisher_name, image_url, description, language, is_tracked)
       VALUES ($1, $2, $3, NULL, $4, 'en', true) ON CONFLICT (id) DO NOTHING`,
      [demoId('podcast', title), title, publisher, description],
    );
    n += r.rowCount;
  }
  return n;
});
console.log(`[seed] podcasts: ${podcastRows} new of ${PODCASTS.length}`);

const hiveRows = await withClient(urls.hives, async (c) => {
  let n = 0;
  const parentOf = (level, name) => {
    const order = ['planet', 'country', 'state', 'city', 'neighborhood'];
    const up = order[order.indexOf(level) - 1];
    return up ? demoId('hive', `${up}:${name}`) : null;
  };
  for (const level of ['planet', 'country', 'state', 'city', 'neighborhood']) {
    for (const [name, parentName] of SQUARES[level]) {
      const id = demoId('hive', `${level}:${name}`);
      const parentId =
        level === 'planet' ? null : level === 'country' ? demoId('hive', 'planet:Earth') : parentOf(level, parentName);
      const r = await c.query(
        `INSERT INTO hive (id, name, type, parent_id, allow_followers, created_at, updated_at)
         VALUES ($1, $2, $3, $4, true, now(), now()) ON CONFLICT (id) DO NOTHING`,
        [id, name, TYPE_OF[level], parentId],
      );
      if (r.rowCount) {
        n += 1;
        await c.query(
          `INSERT INTO outbox_event (id, type, payload, correlation_id, created_at)
           VALUES ($1, 'hive.created', $2, 'seed', now()) ON CONFLICT (id) DO NOTHING`,
          [
            demoId('event', `hive.created:${id}`),
            JSON.stringify({ hiveId: id, name, type: TYPE_OF[level], logo: null, ownerId: null }),
          ],
        );
      }
    }
  }
  return n;
});
console.log(`[seed] public-square hives: ${hiveRows} new`);

const accountRows = await withClient(urls.hives, async (c) => {
  let n = 0;
  for (const { email, password } of DEMO_ACCOUNTS) {
    const id = demoId('user', email);
    const exists = await c.query('SELECT 1 FROM app_user WHERE id = $1', [id]);
    if (exists.rowCount) continue;
    await c.query(
      `INSERT INTO app_user (id, email, password_hash, created_at, updated_at) VALUES ($1, $2, $3, now(), now())`,
      [id, email, await hash(password)],
    );
    await c.query(
      `INSERT INTO user_email (id, user_id, email, is_verified, is_primary, verified_at, created_at)
       VALUES ($1, $2, $3, true, true, now(), now()) ON CONFLICT (email) DO NOTHING`,
      [demoId('user-email', email), id, email],
    );
    n += 1;
  }
  return n;
});
console.log(`[seed] demo accounts: ${accountRows} new of ${DEMO_ACCOUNTS.length}`);
console.log(`[seed] done in ${Date.now() - started} ms (scale ${values.scale})`);
