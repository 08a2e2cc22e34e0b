import {
  getNamedType,
  getNullableType,
  isEnumType,
  isListType,
  isNonNullType,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql";
import type { DataSource } from "typeorm";
import { User } from "../src/modules/users/user.entity";

/** Variables for an operation of the web app when no page's are known: a value of each variable's type. */
export function someVariables(schema: GraphQLSchema, operation: OperationDefinitionNode): Record<string, unknown> | null {
  const variables: Record<string, unknown> = {};
  for (const def of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, def.type) as GraphQLInputType;
    if (!isNonNullType(type)) {
      // Null, as the pages send for an unused filter; a page size (`first`, `limit`) as a number.
      variables[def.variable.name.value] = getNamedType(type).name === "Int" ? 10 : null;
      continue;
    }
    const inner = getNullableType(type);
    const named = getNamedType(type);
    let value: unknown;
    if (isListType(inner)) value = [];
    else if (isEnumType(named)) value = named.getValues()[0].name;
    else if (named.name === "ID") value = "1";
    else if (named.name === "Int" || named.name === "Float") value = 10;
    else if (named.name === "String") value = "a";
    else if (named.name === "Boolean") value = false;
    else return null; // an input object: the operation is a form's, skipped
    variables[def.variable.name.value] = value;
  }
  return variables;
}

/** The viewers every web query is compared as: signed out, DemoMapper (osu! id 101) and DemoAdmin (100) of the demo guild. */
export async function webViewers(db: DataSource): Promise<[string, User | null][]> {
  const users = db.getRepository(User);
  return [
    ["signed out", null],
    ["DemoMapper", await users.findOneByOrFail({ osuId: 101 })],
    ["DemoAdmin", await users.findOneByOrFail({ osuId: 100 })],
  ];
}
