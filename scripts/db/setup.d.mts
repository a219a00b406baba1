// Types of setup.mjs for TypeScript callers (tests).
export interface DatabaseUrls {
  thoughts: string;
  hives: string;
  feeds: string;
}
export interface SetupReport {
  [db: string]: { created: boolean; applied: string[] };
}
export interface LogOption {
  log?: (line: string) => void;
}
export function envDatabaseUrls(): DatabaseUrls;
export function testDatabaseUrls(runId: string, base?: string): DatabaseUrls;
export function setupDatabases(urls?: Partial<DatabaseUrls>, options?: LogOption): Promise<SetupReport>;
export function dropDatabases(urls?: Partial<DatabaseUrls>, options?: LogOption): Promise<void>;
