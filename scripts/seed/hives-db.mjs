// hives-svc's database (HIVES_DATABASE_URL): accounts and their emails, hives (public squares and
// business / community / school hives), members of every role, pending invitations, follows and
// citizenship. One transaction; every insert is ON CONFLICT DO NOTHING.
import { hash } from '@node-rs/argon2';
import { DEMO_PASSWORD } from './catalog.mjs';
import { bulkInsert, inTransaction } from './pg.mjs';

/** @param {{ url: string, world: object, id: Function, log: (line: string) => void }} opts */
export async function seedHives({ url, world, id, log }) {
  // One argon2id hash (the app's default cost) for every demo and generated account.
  const passwordHash = await hash(DEMO_PASSWORD);
  return inTransaction(url, async (c) => {
    const counts = {};
    counts.users = await bulkInsert(
      c,
      'app_user',
      ['id', 'email', 'password_hash', 'created_at', 'updated_at'],
      world.users.map((u) => [u.id, u.email, passwordHash, u.createdAt, u.createdAt]),
    );
    counts.emails = await bulkInsert(
      c,
      'user_email',
      ['id', 'user_id', 'email', 'is_verified', 'is_primary', 'verified_at', 'created_at'],
      world.users.map((u) => [id('user-email', u.email), u.id, u.email, true, true, u.createdAt, u.createdAt]),
    );
    counts.hives = await bulkInsert(
      c,
      'hive',
      [
        'id',
        'name',
        'description',
        'type',
        'website',
        'level',
        'allow_followers',
        'email_domains',
        'parent_id',
        'is_listed',
        'created_at',
        'updated_at',
      ],
      world.hives.map((h) => [
        h.id,
        h.name,
        h.description,
        h.type,
        h.website,
        h.level,
        h.allowFollowers,
        h.emailDomains,
        h.parentId,
        true,
        h.createdAt,
        h.createdAt,
      ]),
    );
    counts.members = await bulkInsert(
      c,
      'hive_member',
      ['hive_id', 'user_id', 'role', 'created_at'],
      world.members.map((m) => [m.hiveId, m.userId, m.role, m.createdAt]),
    );
    counts.invitations = await bulkInsert(
      c,
      'hive_invitation',
      ['id', 'hive_id', 'email', 'role', 'status', 'invited_by', 'created_at', 'last_sent_at'],
      world.invitations.map((i) => [i.id, i.hiveId, i.email, 'post', 'pending', i.invitedBy, i.createdAt, i.createdAt]),
    );
    counts.follows = await bulkInsert(
      c,
      'hive_follow',
      ['hive_id', 'user_id', 'created_at'],
      world.follows.map((f) => [f.hiveId, f.userId, f.createdAt]),
    );
    counts.citizenships = await bulkInsert(
      c,
      'hive_citizenship',
      ['id', 'user_id', 'hive_id', 'level', 'created_at'],
      world.citizenships.map((z) => [z.id, z.userId, z.hiveId, z.level, z.createdAt]),
    );
    log(
      `hives db: ${Object.entries(counts)
        .map(([k, n]) => `${k} +${n}`)
        .join(', ')}`,
    );
    return counts;
  });
}
