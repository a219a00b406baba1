// One Jest configuration for the whole monorepo. NestJS 12 is ESM-only, so Jest runs in native ESM
// mode (node --experimental-vm-modules, set by scripts/test.mjs) and @swc/jest compiles TypeScript
// (with legacy decorators and their metadata, as Nest needs) to ES modules. Workspace libraries are
// mapped to their sources so tests never depend on a previous build.
// Suites are told apart by file name: *.spec.ts(x) unit, *.int-spec.ts integration (real PostgreSQL
// and Redis), *.e2e-spec.ts end to end against the started stack (see scripts/test.mjs).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];
const libs = ['contracts', 'ai', 'common', 'testing', 'db-thoughts', 'db-hives', 'db-feeds'];
const base = {
  rootDir: '.',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@hivemind/common/nest$': '<rootDir>/libs/common/src/nest/index.ts',
    [`^@hivemind/(${libs.join('|')})$`]: '<rootDir>/libs/$1/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // Components import their stylesheets; unit tests render no CSS.
    '\\.css$': '<rootDir>/scripts/lib/empty-style.mjs',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
};
const suite = process.env.HIVEMIND_TEST_SUITE ?? 'unit';
const patterns = {
  unit: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.spec.tsx'],
  integration: ['<rootDir>/**/*.int-spec.ts'],
  e2e: ['<rootDir>/**/*.e2e-spec.ts'],
};
export default {
  ...base,
  testMatch: patterns[suite],
  // Integration files run two at a time, each jest worker in databases and a queue prefix of its own.
  testEnvironment: suite === 'integration' ? '<rootDir>/scripts/lib/jest-integration-env.mjs' : 'node',
  testTimeout: suite === 'unit' ? 10_000 : 60_000,
  // A jest worker that has run many integration files holds every file's modules it could not free
  // (Prisma's WebAssembly engines among them): one past 1 GB of heap is replaced by a fresh process
  // (same JEST_WORKER_ID, so the same databases) before its next file.
  ...(suite === 'integration' ? { workerIdleMemoryLimit: '1GB' } : {}),
};
