import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getNamedType, isNonNullType, isObjectType, type GraphQLSchema } from "graphql";
import { printSchemaWithDirectives } from "../scripts/print-schema";
import { getSchema } from "./schema";

// Relay conformance (issue 26): an outside linter's relay rules find nothing in the schema the server serves, and
// every connection pages both ways with a complete pageInfo and a totalCount. (The other linter the issue names,
// @graphql-eslint's `schema-relay` config, also reports no finding by hand — docs/api-guide.md "Pagination" says how.)

const RELAY_RULES = ["relay-connection-types-spec", "relay-connection-arguments-spec", "relay-page-info-spec"];

describe("relay conformance of the schema", () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await getSchema();
  });

  test("graphql-schema-linter's relay rules report no error", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mg-relay-"));
    const file = path.join(dir, "schema.graphql");
    fs.writeFileSync(file, printSchemaWithDirectives(schema));
    try {
      const cli = require.resolve("graphql-schema-linter/lib/cli.js");
      const run = spawnSync(process.execPath, [cli, "--rules", RELAY_RULES.join(","), "--format", "json", file], {
        encoding: "utf8",
      });
      const report = JSON.parse(run.stdout) as { errors: { message: string; rule: string }[] };
      expect(report.errors.map((e) => `${e.rule}: ${e.message}`)).toEqual([]);
      expect(run.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test("every connection field takes first/after and last/before; every connection answers totalCount", () => {
    const fields: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith("__")) continue;
      for (const field of Object.values(type.getFields())) {
        const named = getNamedType(field.type);
        if (!named.name.endsWith("Connection")) continue;
        fields.push(`${type.name}.${field.name}`);
        const args = field.args.map((a) => `${a.name}: ${String(a.type)}`);
        expect([field.name, args]).toEqual([
          field.name,
          expect.arrayContaining(["first: Int", "after: String", "last: Int", "before: String"]),
        ]);
        const total = isObjectType(named) ? named.getFields().totalCount : undefined;
        expect([named.name, total && isNonNullType(total.type)]).toEqual([named.name, true]);
      }
    }
    expect(fields.length).toBeGreaterThan(40);
    const pageInfo = schema.getType("PageInfo");
    expect(isObjectType(pageInfo) && Object.keys(pageInfo.getFields()).sort()).toEqual([
      "endCursor",
      "hasNextPage",
      "hasPreviousPage",
      "startCursor",
    ]);
  });
});
