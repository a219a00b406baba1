// Offline replacement for `prisma migrate dev --create-only` and `prisma migrate deploy`, driving the
// WebAssembly schema engine (see engine.mjs for why).
//   node scripts/db/migrate.mjs create <thoughts|hives|feeds> <name>
//   node scripts/db/migrate.mjs deploy [thoughts hives feeds]
// Hand-written SQL conventions the engine cannot know about (no `postgresqlExtensions` preview, no
// HNSW index type in Prisma schemas):
// - the first migration of a database starts with `CREATE EXTENSION IF NOT EXISTS vector;` (added
//   here when a schema uses vector columns);
// - hand-added indexes are named `*_hnsw_idx` (pgvector HNSW), `*_cover_idx` (partial indexes with
//   INCLUDE columns, which Prisma schemas cannot declare) or `*_fts_idx` (GIN full-text on an
//   expression); later generated `DROP INDEX` lines for them are removed.
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { LOCKFILE_NAME, lockfileContent, openEngine, pgConfigFromUrl, runAdmin } from './engine.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEFAULT_URL = (db) => `postgresql://postgres@127.0.0.1:5432/hivemind_${db}`;
export const DATABASES = ['thoughts', 'hives', 'feeds'];
const HAND_INDEX_SUFFIXES = ['_hnsw_idx', '_fts_idx', '_cover_idx'];
const NO_FILTERS = { externalTables: [], externalEnums: [] };

export const envUrl = (db) => process.env[`${db.toUpperCase()}_DATABASE_URL`] ?? DEFAULT_URL(db);
export const migrationsDir = (db) => path.join(root, 'libs', `db-${db}`, 'prisma', 'migrations');
const schemaPath = (db) => path.join(root, 'libs', `db-${db}`, 'prisma', 'schema.prisma');

function assertDb(db) {
  if (!DATABASES.includes(db)) throw new Error(`Unknown database "${db}": expected one of ${DATABASES.join(', ')}`);
}

/** The migrations list exactly as the Prisma CLI builds it (sorted folder names, migration.sql). */
export async function listMigrations(db, shadowDbInitScript = '') {
  const baseDir = migrationsDir(db);
  const lockContent = await readFile(path.join(baseDir, LOCKFILE_NAME), 'utf8').catch(() => null);
  const entries = await readdir(baseDir, { withFileTypes: true }).catch(() => []);
  const migrationDirectories = [];
  for (const entry of entries.filter((e) => e.isDirectory())) {
    const content = await readFile(path.join(baseDir, entry.name, 'migration.sql'), 'utf8')
      .then((value) => ({ tag: 'ok', value }))
      .catch((error) => ({ tag: 'error', value: error.message }));
    migrationDirectories.push({ path: entry.name, migrationFile: { path: 'migration.sql', content } });
  }
  migrationDirectories.sort((a, b) => a.path.localeCompare(b.path));
  return { baseDir, lockfile: { path: LOCKFILE_NAME, content: lockContent }, migrationDirectories, shadowDbInitScript };
}

/** Remove generated drops of hand-managed indexes (and a `-- DropIndex` block left with nothing). */
export function stripHandIndexDrops(script) {
  const dropHand = new RegExp(`^DROP INDEX (?:"[^"]+"\\.)?"[^"]*(?:${HAND_INDEX_SUFFIXES.join('|')})";\\s*$`);
  // The engine writes one block per step: a `-- Step` comment line, statements, then a blank line.
  return script
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .filter((line) => !dropHand.test(line))
        .join('\n'),
    )
    .filter((block) => hasStatements(block))
    .join('\n\n')
    .trimEnd()
    .concat('\n');
}

const hasStatements = (script) => script.split('\n').some((l) => l.trim() !== '' && !l.trim().startsWith('--'));

/**
 * The next migration: the difference between the migrations and the schema, or null when they agree.
 * Like `prisma migrate dev --create-only`, but run against a throwaway database (on the server of
 * `url`) that gets every existing migration first: the WASM engine computes the migrations' schema
 * only for the migrations applied to its main database (in devDiagnostic, through the external
 * shadow database), and createMigration reads that from the engine's cache. The developer's own
 * database is never touched. Nothing is written.
 * @returns {Promise<{ name: string, script: string, lockfile: string } | null>}
 */
export async function diffMigration(db, name, url = envUrl(db)) {
  assertDb(db);
  const schema = await readFile(schemaPath(db), 'utf8');
  const migrationsList = await listMigrations(db);
  const server = pgConfigFromUrl(url);
  const scratch = `prisma_migrate_dev_${randomUUID().replaceAll('-', '')}`;
  const scratchUrl = new URL(url);
  scratchUrl.pathname = `/${scratch}`;
  await runAdmin(server, `CREATE DATABASE "${scratch}"`);
  try {
    const { engine, close } = await openEngine({ url: scratchUrl.toString(), schemaPath: schemaPath(db), schema });
    try {
      await engine.applyMigrations({ migrationsList, filters: NO_FILTERS });
      const { action } = await engine.devDiagnostic({ migrationsList, filters: NO_FILTERS });
      if (action.tag === 'reset') throw new Error(`The migrations do not replay cleanly: ${action.reason}`);
      const out = await engine.createMigration({
        draft: false,
        migrationName: name,
        migrationsList,
        schema: { files: [{ path: schemaPath(db), content: schema }] },
        filters: NO_FILTERS,
      });
      if (out.migrationScript === null) return null;
      let script = stripHandIndexDrops(out.migrationScript);
      if (!hasStatements(script)) return null;
      if (migrationsList.migrationDirectories.length === 0 && /vector\(/.test(schema)) {
        script = `-- pgvector (the schema engine is not given the postgresqlExtensions preview)\nCREATE EXTENSION IF NOT EXISTS vector;\n\n${script}`;
      }
      return { name: out.generatedMigrationName, script, lockfile: lockfileContent(out.connectorType) };
    } finally {
      await close();
    }
  } finally {
    await runAdmin(server, `DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`);
  }
}

/** Write the next migration folder (and migration_lock.toml); returns its path, or null if none. */
export async function createMigration(db, name, url = envUrl(db)) {
  const next = await diffMigration(db, name, url);
  if (!next) return null;
  const dir = path.join(migrationsDir(db), next.name);
  if (existsSync(dir)) throw new Error(`The migration directory already exists at ${dir}`);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'migration.sql'), next.script, 'utf8');
  await writeFile(path.join(migrationsDir(db), LOCKFILE_NAME), next.lockfile, 'utf8');
  return dir;
}

/** Apply pending migrations to the database at `url`; returns the names applied now. */
export async function deployMigrations(db, url = envUrl(db)) {
  assertDb(db);
  const migrationsList = await listMigrations(db);
  const { engine, close } = await openEngine({ url });
  try {
    const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList, filters: NO_FILTERS });
    return appliedMigrationNames;
  } finally {
    await close();
  }
}

async function main(argv) {
  const [command, ...rest] = argv;
  if (command === 'create') {
    const [db, name] = rest;
    if (!db || !name) throw new Error('usage: migrate.mjs create <thoughts|hives|feeds> <name>');
    const dir = await createMigration(db, name);
    console.log(dir ? `Created ${path.relative(root, dir)}` : `No schema changes for ${db}: nothing created`);
  } else if (command === 'deploy') {
    for (const db of rest.length ? rest : DATABASES) {
      const applied = await deployMigrations(db);
      console.log(`${db}: ${applied.length ? `applied ${applied.join(', ')}` : 'up to date'}`);
    }
  } else {
    throw new Error('usage: migrate.mjs create <db> <name> | deploy [dbs...]');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
