import {
  buildASTSchema,
  getNamedType,
  getOperationAST,
  isObjectType,
  Kind,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type ConstDirectiveNode,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import type { Logger } from '@hivemind/common';
import type { HivemindContext } from './runtime.js';
import { containsNul, NUL_INPUT_MESSAGE } from './no-nul-input.js';
import { SERVICE_UNAVAILABLE_MESSAGE, UNAVAILABLE_STATUSES } from './subgraph-outage.js';
import { signedHeaders, type SubgraphDef } from './supergraph.js';

/**
 * Direct reads: a REST route whose one operation is a query that a single subgraph answers whole
 * (every field it selects resolved by that subgraph, no entity fetched from another) may be sent to
 * that subgraph as it is, signed like every subgraph request, instead of through the gateway's
 * GraphQL execution (parse, plan, delegate, merge, serialize, and the facade parsing the answer
 * again). The answer is the same; on these machines it took a related-posts call's gateway CPU from
 * 5.0 to 2.8 ms and its p50 from 15 to 13 ms (bench/RESULTS.md P4). The route asks for it (`subgraph`
 * in its spec); the gateway checks the operation against the composed supergraph
 * (`SupergraphOwnership.problem`) and otherwise runs it through the runtime as any other route.
 */

/** A GraphQL response body. */
export interface GraphqlResult<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** A failure the REST facade answers with a status of its own (400 NUL input, 503 outage). */
export class DirectReadRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'DirectReadRefusal';
  }
}

/** The argument of a directive's named argument, as written (enum values and strings alike). */
function argument(directive: ConstDirectiveNode, name: string): string | boolean | undefined {
  const value = directive.arguments?.find((a) => a.name.value === name)?.value;
  if (!value) return undefined;
  if (value.kind === Kind.ENUM || value.kind === Kind.STRING) return value.value;
  if (value.kind === Kind.BOOLEAN) return value.value;
  return undefined;
}

const directivesNamed = (directives: readonly ConstDirectiveNode[] | undefined, name: string) =>
  (directives ?? []).filter((d) => d.name.value === name);

/** A composed supergraph, read for which subgraph resolves which field. */
export class SupergraphOwnership {
  private readonly schema: GraphQLSchema;
  /** Subgraph name ("feeds") → its join__Graph enum value ("FEEDS"). */
  private readonly graphs = new Map<string, string>();

  constructor(supergraphSdl: string) {
    const document = parse(supergraphSdl);
    this.schema = buildASTSchema(document, { assumeValidSDL: true });
    const graphEnum = this.schema.getType('join__Graph');
    for (const value of graphEnum?.astNode?.kind === Kind.ENUM_TYPE_DEFINITION
      ? (graphEnum.astNode.values ?? [])
      : []) {
      const [graph] = directivesNamed(value.directives, 'join__graph');
      const name = graph && argument(graph, 'name');
      if (typeof name === 'string') this.graphs.set(name, value.name.value);
    }
  }

  /**
   * Why `subgraph` cannot answer `operation` whole, or null when it can: a query (mutations keep the
   * gateway's CSRF and cache rules), every selected field public, of a type the subgraph defines and
   * resolved by it (no @join__field of other graphs only, not external, no @requires).
   */
  problem(subgraph: string, operation: DocumentNode): string | null {
    const graph = this.graphs.get(subgraph);
    if (!graph) return `no subgraph named ${subgraph} in the supergraph`;
    const op = getOperationAST(operation);
    if (!op) return 'the document must hold exactly one operation';
    if (op.operation !== 'query') return `a ${op.operation} is not a read`;
    const typeInfo = new TypeInfo(this.schema);
    const problems: string[] = [];
    visit(
      operation,
      visitWithTypeInfo(typeInfo, {
        Field: (node) => {
          if (node.name.value.startsWith('__')) return;
          const parent = typeInfo.getParentType();
          const field = typeInfo.getFieldDef();
          const where = `${parent?.name ?? '?'}.${node.name.value}`;
          if (!parent || !field || !isObjectType(getNamedType(parent))) {
            problems.push(`${where} is not a field of an object type in the supergraph`);
            return;
          }
          const typeGraphs = directivesNamed(parent.astNode?.directives, 'join__type').map((d) => argument(d, 'graph'));
          if (typeGraphs.length > 0 && !typeGraphs.includes(graph)) {
            problems.push(`${parent.name} is not a type of ${subgraph}`);
            return;
          }
          if (directivesNamed(field.astNode?.directives, 'inaccessible').length > 0) {
            problems.push(`${where} is not part of the public API`);
            return;
          }
          const fieldGraphs = directivesNamed(field.astNode?.directives, 'join__field');
          // No @join__field: every graph defining the type resolves the field.
          if (fieldGraphs.length === 0) return;
          const own = fieldGraphs.find((d) => argument(d, 'graph') === graph);
          if (!own || argument(own, 'external') === true || argument(own, 'requires') !== undefined) {
            problems.push(`${where} is resolved by another subgraph`);
          }
        },
      }),
    );
    return problems.length === 0 ? null : problems.join('; ');
  }
}

/**
 * Sends one verified read to its subgraph: the caller's signed context, the same body the gateway
 * would send. A subgraph that cannot be reached (or a proxy's 502/503/504) is a 503, as through the
 * runtime (subgraph-outage.ts); NUL characters in the variables are refused (no-nul-input.ts).
 */
export async function readFromSubgraph<T>(
  subgraph: SubgraphDef,
  secret: string,
  logger: Logger,
  request: { query: string; variables: unknown; operationName: string },
  context: HivemindContext,
): Promise<GraphqlResult<T>> {
  if (containsNul(request.variables)) throw new DirectReadRefusal(400, NUL_INPUT_MESSAGE);
  const where = { subgraph: subgraph.name, operation: request.operationName, code: 'SERVICE_UNAVAILABLE' };
  let response: Response;
  try {
    response = await fetch(subgraph.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...signedHeaders(secret, context.userId, context.correlationId, {
          clientIp: context.clientIp,
          internal: context.internal === true,
        }),
      },
      body: JSON.stringify({ query: request.query, variables: request.variables }),
    });
  } catch (err) {
    logger.error({ ...where, err }, 'subgraph unreachable');
    throw new DirectReadRefusal(503, SERVICE_UNAVAILABLE_MESSAGE);
  }
  if (UNAVAILABLE_STATUSES.has(response.status)) {
    await response.body?.cancel();
    logger.error({ ...where, status: response.status }, 'subgraph unavailable');
    throw new DirectReadRefusal(503, SERVICE_UNAVAILABLE_MESSAGE);
  }
  return (await response.json()) as GraphqlResult<T>;
}
