// Steps both README commands share: install dependencies, prepare the machine (PostgreSQL with
// pgvector, Redis, Chromium for tests), generate the Prisma clients, build every app and the web app.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { log, mustRun, root } from './run.mjs';

export async function ensureInstalled() {
  const stamp = join(root, 'node_modules', '.hivemind-install-stamp');
  const lock = join(root, 'package-lock.json');
  const current = existsSync(lock)
    ? String(statSync(lock).mtimeMs) + readFileSync(join(root, 'package.json'), 'utf8').length
    : '';
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === current) return;
  log('installing dependencies (npm install)');
  // `npm ci` fails here on lockfiles listing platform packages the registry mirror lacks
  // (ARCHITECTURE.md), so install with `npm install`.
  await mustRun('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
  writeFileSync(stamp, current);
}

/**
 * browser: Debian's Chromium (browser tests); deployTools: Docker Compose and kubectl, which the
 * deployment checks of the unit suite (tests/deploy) run.
 */
export async function ensureSystem({ browser = false, deployTools = false } = {}) {
  log('checking PostgreSQL (with pgvector) and Redis');
  await mustRun('bash', [
    join(root, 'scripts/setup-system.sh'),
    ...(browser ? ['--browser'] : []),
    ...(deployTools ? ['--deploy-tools'] : []),
  ]);
}

export async function generate() {
  log('generating Prisma clients');
  await mustRun('node', [join(root, 'scripts/db/generate.mjs')], { quiet: true });
  // Typed GraphQL documents of the web app and the REST facade (codegen.ts); fails when a document
  // no longer matches schema/api.graphql.
  log('generating GraphQL types (graphql-codegen)');
  await mustRun('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], { quiet: true });
}

export async function build() {
  log('building services (tsc -b) and the web app (vite build)');
  await mustRun('npx', ['tsc', '-b', 'tsconfig.build.json'], { quiet: true });
  await mustRun('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: join(root, 'apps/web'), quiet: true });
}
