import { lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql";

/** Deterministic SDL: sorted, with a header, so diffs show real contract changes only. */
export function printSchemaWithDirectives(schema: GraphQLSchema): string {
  return `# Generated from the TypeGraphQL schema in api/ — do not edit by hand.\n# Regenerate with: npm run build -w api\n\n${printSchema(lexicographicSortSchema(schema))}\n`;
}
