import { collectSubFields } from '@graphql-tools/utils';
import { isObjectType, type GraphQLResolveInfo } from 'graphql';

/**
 * The fields of `typeName` the current field selects (through fragments, inline fragments and
 * @include/@skip), e.g. what the gateway asks of an entity in `_entities(...) { ... on Hive { name } }`.
 * Lets a resolver skip work for fields no one asked for.
 */
export function selectedFieldsOf(info: GraphQLResolveInfo, typeName: string): Set<string> {
  const type = info.schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`${typeName} is not an object type of this schema`);
  // graphql 16's coerced variables, in the shape @graphql-tools/utils 12 reads them (it reads `coerced`
  // when graphql is older than 17).
  const variables = { coerced: info.variableValues, sources: {} };
  const { fields, patches } = collectSubFields(info.schema, info.fragments, variables, type, [...info.fieldNodes]);
  const names = new Set<string>();
  for (const map of [fields, ...patches.map((p) => p.fields)])
    for (const nodes of map.values()) for (const node of nodes) names.add(node.name.value);
  return names;
}
