import fs from "node:fs";
import path from "node:path";
import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isSpecifiedScalarType, type GraphQLSchema } from "graphql";
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

/**
 * The schema documents itself. Elements still undocumented are listed in schema-description-gaps.txt, a list that
 * only shrinks: a new element without a description fails, and so does a listed element that got one (take it off).
 */
describe("schema descriptions", () => {
  const gapsFile = path.join(__dirname, "schema-description-gaps.txt");
  const gaps = new Set(fs.readFileSync(gapsFile, "utf8").split("\n").filter(Boolean));

  it("every new type, field, argument and enum value has a description", async () => {
    const missing = undocumented(await getSchema());
    expect(missing.filter((m) => !gaps.has(m))).toEqual([]);
  });

  it("the list of known gaps only shrinks (documented elements are taken off it)", async () => {
    const missing = new Set(undocumented(await getSchema()));
    expect([...gaps].filter((g) => !missing.has(g))).toEqual([]);
  });
});
