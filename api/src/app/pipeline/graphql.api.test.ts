import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { GRAPHQL_LIMITS } from "./graphql";

describe("GraphQL endpoint hardening", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  test("introspection is on (bots need the schema)", async () => {
    const v = new Visitor(server.url);
    const res = await v.gql<{ __schema: { queryType: { name: string } } }>("{ __schema { queryType { name } } }");
    expect(res.data?.__schema.queryType.name).toBe("Query");
  });

  test("CSRF prevention: a simple (form-like) request without a preflight header is refused", async () => {
    const res = await fetch(`${server.url}/graphql?query=${encodeURIComponent("{ me { id } }")}`);
    expect(res.status).toBe(400);
    const form = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: '{"query":"{ me { id } }"}',
    });
    expect(form.status).toBe(400);
  });

  test("too deep a query is refused before it runs", async () => {
    const deep = `{ homeArtists { artists { songs { beatmaps { song { artist { songs { beatmaps { song { artist { songs { beatmaps { host { username } } } } } } } } } } } } } }`;
    const v = new Visitor(server.url);
    const res = await v.gql(deep);
    expect(res.data).toBeUndefined();
    expect(res.errors?.[0].message).toMatch(/depth/i);
  });

  test("depth counts fragments as if inlined: fragments neither add levels nor hide them", async () => {
    const v = new Visitor(server.url);
    const shallow = `fragment A on Artist { label songs { ...S } } fragment S on Song { title beatmaps { ...B } } fragment B on Beatmap { host { ...U } } fragment U on User { username }
      { homeArtists { artists { ...A } } }`;
    expect((await v.gql(shallow)).errors).toBeUndefined();
    const hidden = `fragment D on Beatmap { song { artist { songs { beatmaps { song { artist { songs { beatmaps { host { username } } } } } } } } } }
      { homeArtists { artists { songs { beatmaps { ...D } } } } }`;
    expect((await v.gql(hidden)).errors?.[0].message).toMatch(/depth/i);
  });

  test("too many aliases are refused", async () => {
    const aliases = Array.from({ length: GRAPHQL_LIMITS.maxAliases + 5 }, (_, i) => `a${i}: me { id }`).join(" ");
    const res = await new Visitor(server.url).gql(`{ ${aliases} }`);
    expect(res.errors?.[0].message).toMatch(/alias/i);
  });

  test("an over-long query is refused", async () => {
    const fields = Array.from({ length: GRAPHQL_LIMITS.maxTokens }, () => "__typename").join(" ");
    const res = await new Visitor(server.url).gql(`{ ${fields} }`);
    expect(res.errors?.[0].message).toMatch(/token/i);
  });

  test("batched requests are not accepted", async () => {
    const v = new Visitor(server.url);
    const res = await v.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify([{ query: "{ me { id } }" }, { query: "{ me { id } }" }]),
    });
    expect(res.status).toBe(400);
  });

  test("bad input gets a clear message and code", async () => {
    const res = await new Visitor(server.url).gql("{ users(limit: 500) { totalCount } }");
    expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(res.errors?.[0].message).toMatch(/limit/);
    const cursor = await new Visitor(server.url).gql('{ logs(after: "garbage") { nextCursor } }');
    expect(cursor.errors?.[0]).toMatchObject({ message: "Invalid cursor", extensions: { code: "BAD_USER_INPUT" } });
  });

  test("internal errors are masked", async () => {
    // Break the database under one query: the error must not leak SQL or stack traces.
    await server.database.dataSource.query(`ALTER TABLE logs RENAME TO logs_moved`);
    try {
      const res = await new Visitor(server.url).gql("{ logs { nextCursor } }");
      expect(res.errors?.[0]).toEqual(
        expect.objectContaining({ message: "Internal server error", extensions: { code: "INTERNAL_SERVER_ERROR" } }),
      );
      expect(JSON.stringify(res)).not.toMatch(/logs_moved|relation|stack|select/i);
      const rest = await new Visitor(server.url).getJson("/api/logs/query");
      expect(rest).toEqual({ status: 500, json: { error: "Something went wrong!" } });
    } finally {
      await server.database.dataSource.query(`ALTER TABLE logs_moved RENAME TO logs`);
    }
  });
});
