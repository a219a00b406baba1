// GraphQL Code Generator (run by `npm test`, `npm start` and `npm run codegen`): the result and
// variable types of every operation the web app and the REST facade send, generated from
// schema/api.graphql, the public API that `npm run schema` writes from the services (an end-to-end
// test holds the file equal to what the gateway serves). A document that no longer matches the
// schema fails the generation, and with it the typecheck and the build.
//
// Operations live in .graphql files beside the code that sends them:
// - web: apps/web/src/modules/<feature>/graphql/*.graphql; import `<Operation>Document` (a
//   TypedDocumentNode: useQuery/useMutation infer data and variables) and the `<Operation>Query` /
//   `<Fragment>Fragment` types from 'src/generated/graphql'. Each document is its own export, so a
//   lazy portal's documents stay in its chunk.
// - gateway: apps/gateway/src/rest/graphql/*.graphql; `<Operation>Document` is a typed string
//   (documentMode string) that the facade runs in-process, typed by the document.
// Names are global per app: operations and fragments must be unique within the app.
import type { CodegenConfig } from '@graphql-codegen/cli';

// typescript-operations 6 writes the input types the operations use itself; the `typescript` plugin
// beside it wrote them a second time (a duplicate identifier as soon as an operation takes an input).
const plugins = ['typescript-operations', 'typed-document-node'];
const config = {
  useTypeImports: true,
  enumsAsTypes: true,
  onlyOperationTypes: true,
  skipTypename: true,
  avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
  scalars: { DateTime: 'string' },
};

const codegen: CodegenConfig = {
  schema: 'schema/api.graphql',
  ignoreNoDocuments: true,
  generates: {
    'apps/web/src/generated/graphql.ts': {
      documents: ['apps/web/src/**/*.graphql'],
      plugins,
      config,
    },
    'apps/gateway/src/generated/graphql.ts': {
      documents: ['apps/gateway/src/**/*.graphql'],
      // typescript-operations 6 writes the input types an operation uses itself; with the typescript
      // plugin beside it each of them is declared twice (a duplicate identifier once one is used).
      plugins: ['typescript-operations', 'typed-document-node'],
      config: { ...config, documentMode: 'string' },
    },
  },
};

export default codegen;
