// Creates the three service databases named in THOUGHTS/HIVES/FEEDS_DATABASE_URL (when missing) and
// deploys their migrations; `--drop` drops them instead. Idempotent.
//   node scripts/db/setup.mjs [--drop]          (npm run db:setup)
// scripts/test.mjs imports setupDatabases / dropDatabases / testDatabaseUrls for per-run databases.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { pgConfigFromUrl, runAdmin } from './engine.mjs';
import { DATABASES, deployMigrations, envUrl } from './migrate.mjs';

/** @typedef {{ thoughts: string, hives: string, feeds: string }} DatabaseUrls */

/** The URLs from env (or the documented defaults). @returns {DatabaseUrls} */
export const envDatabaseUrls = () => Object.fromEntries(DATABASES.map((db) => [db, envUrl(db)]));

/**
 * URLs of per-run test databases `hivemind_test_<runId>_{thoughts,hives,feeds}` on the server of
 * `base` (default: the server of the env URLs). @returns {DatabaseUrls}
 */
export function testDatabaseUrls(runId, base = envUrl('thoughts')) {
  if (!/^[a-z0-9_]+$/.test(runId)) throw new Error(`runId must match [a-z0-9_]+: ${runId}`);
  return Object.fromEntries(
    DATABASES.map((db) => {
      const url = new URL(base);
      url.pathname = `/hivemind_test_${runId}_${db}`;
      return [db, url.toString()];
    }),
  );
}

const quoteIdent = (name) => `"${name.replaceAll('"', '""')}"`;

async function databaseExists(url) {
  const config = pgConfigFromUrl(url);
  const client = new pg.Client({ ...config, database: 'postgres' });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [config.database]);
    return rowCount > 0;
  } finally {
    await client.end();
  }
}

async function ensureDatabase(url) {
  if (await databaseExists(url)) return false;
  try {
    await runAdmin(pgConfigFromUrl(url), `CREATE DATABASE ${quoteIdent(pgConfigFromUrl(url).database)}`);
  } catch (error) {
    // Two processes may race to create it; losing that race is fine.
    if (error?.code !== '42P04') throw error;
  }
  return true;
}

/**
 * Create (when missing) and migrate each database. Returns what happened per database.
 * @param {Partial<DatabaseUrls>} urls defaults to the env URLs
 * @param {{ log?: (line: string) => void }} [options]
 */
export async function setupDatabases(urls = envDatabaseUrls(), { log } = {}) {
  const report = {};
  for (const db of DATABASES.filter((name) => urls[name])) {
    const created = await ensureDatabase(urls[db]);
    const applied = await deployMigrations(db, urls[db]);
    report[db] = { created, applied };
    log?.(`${db}: ${created ? 'created, ' : ''}${applied.length ? `applied ${applied.join(', ')}` : 'up to date'}`);
  }
  return report;
}

/**
 * Drop each database (closing other sessions on it first). Missing databases are ignored.
 * @param {Partial<DatabaseUrls>} urls defaults to the env URLs
 */
export async function dropDatabases(urls = envDatabaseUrls(), { log } = {}) {
  for (const db of DATABASES.filter((name) => urls[name])) {
    const config = pgConfigFromUrl(urls[db]);
    await runAdmin(config, `DROP DATABASE IF EXISTS ${quoteIdent(config.database)} WITH (FORCE)`);
    log?.(`${db}: dropped ${config.database}`);
  }
}

async function main(argv) {
  const urls = envDatabaseUrls();
  if (argv.includes('--drop')) await dropDatabases(urls, { log: console.log });
  else await setupDatabases(urls, { log: console.log });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
