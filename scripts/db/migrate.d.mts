// Types of migrate.mjs for TypeScript callers (tests).
export type DatabaseName = 'thoughts' | 'hives' | 'feeds';
export const DATABASES: DatabaseName[];
export function envUrl(db: DatabaseName): string;
export function migrationsDir(db: DatabaseName): string;
export interface MigrationsList {
  baseDir: string;
  lockfile: { path: string; content: string | null };
  migrationDirectories: {
    path: string;
    migrationFile: { path: string; content: { tag: 'ok' | 'error'; value: string } };
  }[];
  shadowDbInitScript: string;
}
export function listMigrations(db: DatabaseName, shadowDbInitScript?: string): Promise<MigrationsList>;
export function stripHandIndexDrops(script: string): string;
export function diffMigration(
  db: DatabaseName,
  name: string,
  url?: string,
): Promise<{ name: string; script: string; lockfile: string } | null>;
export function createMigration(db: DatabaseName, name: string, url?: string): Promise<string | null>;
export function deployMigrations(db: DatabaseName, url?: string): Promise<string[]>;
