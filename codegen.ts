// GraphQL Code Generator (run by `npm test`, `npm start` and `npm run codegen`): the result and
// variable types of every operation the web app and the REST facade send, generated from
// schema/api.graphql, the public API that `npm run schema` writes from the services (an end-to-end
// test holds the file equal to what the gateway serves). A document that no longer matches the
// schema fails the generation, and with it the typecheck and the build.
//
// Operations live in .graphql files beside the code that sends them:
// - web: apps/web/src/modules/<feature>/graphql/<name>.graphql; `<name>.generated.ts` beside it
//   (near-operation-file) exports `<Operation>Document` (a TypedDocumentNode: useQuery/useMutation
//   infer data and variables) and the `<Operation>Query` / `<Fragment>Fragment` types. One module per
//   file, so a lazy portal's documents stay in its chunk, out of the first paint.
// - gateway: apps/gateway/src/rest/graphql/*.graphql, generated into src/generated/graphql.ts as typed
//   strings (documentMode string) that the facade runs in-process, typed by the document.
// Names are global per app: operations and fragments must be unique within the app.
import type { CodegenConfig } from '@graphql-codegen/cli';

// typescript-operations 6 writes the input types the operations use itself; the `typescript` plugin
// beside it would declare them a second time.
const plugins = ['typescript-operations', 'typed-document-node'];
const config = {
  useTypeImports: true,
  enumsAsTypes: true,
  onlyOperationTypes: true,
  skipTypename: true,
  avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
  // PresentedPosts (a page of posts as one JSON leaf, for the REST facade) is read through
  // presentedPosts() in apps/gateway/src/rest/posts-json.ts.
  scalars: { DateTime: 'string', PresentedPosts: 'unknown' },
};

const codegen: CodegenConfig = {
  schema: 'schema/api.graphql',
  ignoreNoDocuments: true,
  generates: {
    // The schema's input types and scalars, which the near-operation files import as `Types`.
    'apps/web/src/generated/types.ts': { plugins: ['typescript'], config },
    'apps/web/src/': {
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.ts', baseTypesPath: 'generated/types.ts' },
      documents: ['apps/web/src/**/*.graphql'],
      // The preset imports the base types as `Types` in every file, used or not (typescript-operations
      // 6 writes the input types inline): generated files are not held to the unused-import rule.
      plugins: [{ add: { content: '// @ts-nocheck' } }, ...plugins],
      config,
    },
    'apps/gateway/src/generated/graphql.ts': {
      documents: ['apps/gateway/src/**/*.graphql'],
      plugins,
      config: { ...config, documentMode: 'string' },
    },
  },
};

export default codegen;
