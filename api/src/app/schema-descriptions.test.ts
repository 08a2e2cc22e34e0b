import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from "graphql";
import { getSchema } from "./schema";

/** Every type, field, argument and enum value of the schema without a description (docs/api-guide.md). */
export function undocumented(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__") || isSpecifiedScalarType(type)) continue;
    if (!type.description) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description) missing.push(`${type.name}.${field.name}`);
        for (const arg of "args" in field ? field.args : [])
          if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    }
    if (isEnumType(type))
      for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
  }
  return missing;
}

/** The schema documents itself: every type, field, argument and enum value has a description (no allowlist). */
describe("schema descriptions", () => {
  it("every type, field, argument and enum value has a description", async () => {
    expect(undocumented(await getSchema())).toEqual([]);
  });

  it("reports each element without a description", () => {
    const schema = buildSchema(`
      """Documented"""
      type Query {
        """Documented"""
        a(x: Int): Int
        b: Int
      }
    `);
    expect(undocumented(schema)).toEqual(["Query.a(x)", "Query.b"]);
  });
});
