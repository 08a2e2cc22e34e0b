import { execute, getOperationAST, isObjectType, parse, type GraphQLSchema, type OperationDefinitionNode } from "graphql";
import { getMetadataStorage } from "type-graphql";
import { startTestServer, type TestServer } from "../../test/harness";
import { documentAsSent, webDefinitions } from "../scripts/bench-graphql";
import { TWINS } from "../scripts/bench-graphql-twins";
import { leanFind } from "../core/lean";
import { projectableEntities, projectionDeclaration, projections } from "../core/projection";
import { Beatmap } from "../modules/beatmaps/beatmap.entity";
import { User } from "../modules/users/user.entity";
import { createContext } from "./context";
import { getSchema } from "./schema";
import { someVariables, webViewers } from "../../test/web-variables";

/**
 * Projections (core/projection.ts): lists read only the columns their selection prints. Every declaration is complete
 * against the schema, and every query of the web app answers the same with projections as with whole rows.
 */
describe("projections (core/projection.ts)", () => {
  let server: TestServer;
  let schema: GraphQLSchema;
  let viewers: [string, User | null][] = [];

  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO_DATA: "true" });
    schema = await getSchema();
    viewers = await webViewers(server.database.dataSource);
  }, 120_000);
  afterAll(() => {
    projections.enabled = true;
    return server.close();
  });

  test("every field of a projectable type that is not a plain column says what it reads", () => {
    const storage = getMetadataStorage();
    const resolved = new Set<string>();
    for (const fr of storage.fieldResolvers) {
      const owner = storage.resolverClasses.find((c) => c.target === fr.target)?.getObjectType();
      if (owner) resolved.add(`${(owner as { name: string }).name}.${fr.schemaName}`);
    }
    const undeclared: string[] = [];
    const entities = projectableEntities();
    expect(entities.map((e) => e.name).sort()).toEqual(["Artist", "Beatmap", "Mission", "Quest", "Song", "User"]);
    for (const entity of entities) {
      const d = projectionDeclaration(entity)!;
      const type = schema.getType(entity.name);
      if (!isObjectType(type)) throw new Error(`${entity.name} is not an object type of the schema`);
      for (const field of Object.keys(type.getFields())) {
        if (d.fields.has(field)) continue;
        const accessor = Object.getOwnPropertyDescriptor((entity as { prototype: object }).prototype, field)?.get;
        if (!d.columns.has(field) || resolved.has(`${entity.name}.${field}`) || accessor)
          undeclared.push(`${entity.name}.${field}`);
      }
      // A declaration names columns only (a typo would select nothing).
      for (const [field, needs] of d.fields)
        if (needs !== "all") for (const p of needs) if (!d.columns.has(p)) undeclared.push(`${entity.name}.${field} → ${p}`);
    }
    expect(undeclared).toEqual([]);
  });

  test("a row read with a projection throws when code reads a column it left out, and keeps what is written", async () => {
    const db = server.database.dataSource;
    const [b] = await leanFind(db, Beatmap, "true", [], "e.id", ["id", "url"]);
    expect(b).toBeInstanceOf(Beatmap);
    expect(typeof b.id).toBe("number");
    expect(() => b.hostId).toThrow("Beatmap.hostId was not read");
    b.hostId = 7;
    expect(b.hostId).toBe(7);
    expect(Object.keys(b).sort()).toEqual(["hostId", "id", "url"]);
  });

  /** An operation's answer, with projections on or off, as JSON (data and errors). */
  async function answer(
    document: ReturnType<typeof parse>,
    variables: Record<string, unknown>,
    viewer: User | null,
    on: boolean,
  ) {
    projections.enabled = on;
    try {
      const result = await execute({
        schema,
        document,
        variableValues: variables,
        contextValue: createContext(server.services, viewer),
      });
      return JSON.stringify({ data: result.data, errors: result.errors?.map((e) => [e.message, e.path, e.extensions]) });
    } finally {
      projections.enabled = true;
    }
  }

  test.each(TWINS.map((t) => [t.name, t] as const))(
    "%s (the bench's page): the same answer with projections",
    async (_n, twin) => {
      const document = parse(documentAsSent(twin.operation, webDefinitions()));
      for (const [, viewer] of viewers) {
        const projected = await answer(document, twin.variables, viewer, true);
        expect(projected).not.toContain("was not read");
        expect(projected).toBe(await answer(document, twin.variables, viewer, false));
      }
    },
  );

  test("every query of the web app, signed out, as a member and as an admin: the same answer with projections", async () => {
    const defs = webDefinitions();
    let compared = 0;
    for (const [name, op] of defs.operations) {
      if ((op as OperationDefinitionNode).operation !== "query") continue;
      const document = parse(documentAsSent(name, defs));
      const variables = someVariables(schema, getOperationAST(document)!);
      if (!variables) continue;
      for (const [who, viewer] of viewers) {
        const projected = await answer(document, variables, viewer, true);
        const whole = await answer(document, variables, viewer, false);
        if (projected !== whole)
          throw new Error(`${name} (${who}): projected ${projected.slice(0, 500)} ≠ ${whole.slice(0, 500)}`);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(150);
  }, 120_000);
});
