// Import rules held by `npm test` (the `deps` check): no import cycles, and the services' layering
// (only repositories, query modules and infrastructure reach the database client). Type-only imports
// do not make a cycle (they vanish at run time); they do count for the layering.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle between modules: extract what both sides need into a third module.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-circular-folders',
      severity: 'error',
      scope: 'folder',
      comment: 'Two folders import each other: move what both need to a third place.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'database-only-in-repositories',
      severity: 'error',
      comment:
        'Only repositories (<feature>.repository.ts), query modules (<feature>.queries.ts) and ' +
        'infrastructure (app.module.ts, outbox, event consumers in jobs/) use the Prisma client; ' +
        'services keep the rules and call a repository.',
      from: {
        path: '^apps/(thoughts|hives|feeds)-svc/src/',
        pathNot: [
          '\\.repository\\.ts$',
          '\\.queries\\.ts$',
          '/prisma\\.ts$',
          '/app\\.module\\.ts$',
          '/outbox/',
          '/jobs/[^/]+\\.consumer\\.ts$',
          '/__tests__/',
        ],
      },
      to: { path: ['^libs/db-[a-z]+/', '^apps/(thoughts|hives|feeds)-svc/src/prisma\\.ts$'] },
    },
    {
      name: 'web-modules-below-portals',
      severity: 'error',
      comment:
        'A feature module (logic, hooks, documents, components) never reaches up to portals, the shell or pages.',
      from: { path: '^apps/web/src/modules/' },
      to: { path: '^apps/web/src/(portals|shell|pages)/' },
    },
    {
      name: 'web-shell-through-registry',
      severity: 'error',
      comment: 'The shell opens portals only through the portal registry (portals are lazy-loaded).',
      from: { path: '^apps/web/src/shell/' },
      to: { path: '^apps/web/src/portals/', pathNot: '^apps/web/src/portals/registry\\.ts$' },
    },
    {
      name: 'web-foundations-know-no-feature',
      severity: 'error',
      comment: 'lib/, ui/ and api/ serve every feature and import none.',
      from: { path: '^apps/web/src/(lib|ui|api)/' },
      to: { path: '^apps/web/src/(modules|portals|shell|pages)/' },
    },
    {
      name: 'web-portals-not-pages',
      severity: 'error',
      from: { path: '^apps/web/src/portals/' },
      to: { path: '^apps/web/src/pages/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      // A types-only package (no JavaScript to resolve): generated typed documents import its types.
      to: { couldNotResolve: true, pathNot: '^@graphql-typed-document-node/core$' },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['/dist/', '/node_modules/', '/generated/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'],
    },
  },
};
