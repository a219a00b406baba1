// The offline migration tooling (scripts/db) against real PostgreSQL: deploying is idempotent, it
// records `_prisma_migrations` exactly as `prisma migrate deploy` does (one finished row per folder,
// checksum = sha256 of migration.sql), and every schema.prisma agrees with its migrations.
// Covers all three databases; it lives here because the tooling is shared.
import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { DATABASES, diffMigration, listMigrations, migrationsDir } from '../../../../scripts/db/migrate.mjs';
import { dropDatabases, setupDatabases, testDatabaseUrls } from '../../../../scripts/db/setup.mjs';

interface MigrationRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  applied_steps_count: number;
}

// Fresh databases of our own, so "applied everything, then nothing" holds whatever else runs.
const urls = testDatabaseUrls(
  `migr_${randomUUID().replaceAll('-', '').slice(0, 12)}`,
  process.env.THOUGHTS_DATABASE_URL,
);

async function migrationRows(url: string): Promise<MigrationRow[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<MigrationRow>(
      'SELECT migration_name, checksum, finished_at, rolled_back_at, applied_steps_count FROM _prisma_migrations',
    );
    return rows;
  } finally {
    await client.end();
  }
}

describe('database migrations (scripts/db)', () => {
  afterAll(async () => {
    await dropDatabases(urls);
  });

  it('deploys every migration folder once, then nothing on a second run', async () => {
    const first = await setupDatabases(urls);
    const second = await setupDatabases(urls);
    for (const db of DATABASES) {
      const folders = (await listMigrations(db)).migrationDirectories.map((dir) => dir.path);
      expect(folders.length).toBeGreaterThan(0);
      expect(first[db]).toEqual({ created: true, applied: folders });
      expect(second[db]).toEqual({ created: false, applied: [] });
    }
  });

  it('records one finished row per folder with the sha256 checksum Prisma computes', async () => {
    await setupDatabases(urls);
    for (const db of DATABASES) {
      const folders = (await listMigrations(db)).migrationDirectories.map((dir) => dir.path);
      const rows = await migrationRows(urls[db]);
      expect(rows.map((row) => row.migration_name).sort()).toEqual([...folders].sort());
      for (const folder of folders) {
        const sql = await readFile(path.join(migrationsDir(db), folder, 'migration.sql'));
        const row = rows.find((r) => r.migration_name === folder);
        expect(row).toMatchObject({
          checksum: createHash('sha256').update(sql).digest('hex'),
          rolled_back_at: null,
          applied_steps_count: 1,
        });
        expect(row?.finished_at).toBeInstanceOf(Date);
      }
    }
  });

  it('keeps pgvector and the hand-added HNSW indexes in the first migrations', async () => {
    for (const db of ['thoughts', 'feeds'] as const) {
      const [first] = (await listMigrations(db)).migrationDirectories;
      expect(first?.migrationFile.content.value).toMatch(/^CREATE EXTENSION IF NOT EXISTS vector;$/m);
      expect(first?.migrationFile.content.value).toMatch(/USING hnsw \("embedding" vector_cosine_ops\)/);
    }
  });

  it('has no schema change left without a migration (HNSW drops are not generated)', async () => {
    for (const db of DATABASES) {
      expect(await diffMigration(db, 'drift_check', urls[db])).toBeNull();
    }
  });
});
