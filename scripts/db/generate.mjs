// Regenerates the three Prisma clients (libs/db-*/src/generated). The Prisma CLI insists on a native
// schema engine it would download at start; `generate` never runs it, so any executable satisfies the
// check offline. Used by npm start / npm test before building.
//   node scripts/db/generate.mjs [thoughts hives feeds]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LIBS = ['thoughts', 'hives', 'feeds'];
const prismaBin = path.join(root, 'node_modules', '.bin', 'prisma');

function generateOne(lib) {
  return new Promise((resolve, reject) => {
    const child = spawn(prismaBin, ['generate'], {
      cwd: path.join(root, 'libs', `db-${lib}`),
      env: {
        ...process.env,
        PRISMA_SCHEMA_ENGINE_BINARY: '/bin/true',
        CHECKPOINT_DISABLE: '1',
        PRISMA_HIDE_UPDATE_MESSAGE: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`prisma generate failed for db-${lib} (exit ${code}):\n${output}`)),
    );
  });
}

/** Generate the clients of the given libs (default all three), in parallel. */
export async function generateClients(libs = LIBS) {
  const unknown = libs.filter((lib) => !LIBS.includes(lib));
  if (unknown.length) throw new Error(`Unknown db lib(s): ${unknown.join(', ')}`);
  await Promise.all(libs.map(generateOne));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const libs = process.argv.slice(2);
  const started = Date.now();
  generateClients(libs.length ? libs : LIBS)
    .then(() => console.log(`Prisma clients generated in ${Date.now() - started} ms`))
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
