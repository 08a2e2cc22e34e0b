import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { generateDump, writeMongodump } from "../../import/generator/generate-dump";
import { runImport } from "../../import/importer";

let server: TestServer;
let root: string;
const ids: Record<string, { oid: string; id: number }> = {};

beforeAll(async () => {
  server = await startTestServer();
  root = fs.mkdtempSync(path.join(os.tmpdir(), "mg-legacy-"));
  const { dump } = generateDump({ members: 100, seed: 5, plant: false });
  await runImport(server.services.deps, { dir: writeMongodump(root, dump) });
  for (const collection of ["users", "beatmaps", "quests", "missions", "contests", "submissions", "screenings"]) {
    const [row]: { object_id: string; row_id: number }[] = await server.database.dataSource.query(
      `SELECT object_id, row_id FROM legacy_ids WHERE collection = $1 ORDER BY object_id LIMIT 1`,
      [collection],
    );
    ids[collection] = { oid: row.object_id, id: Number(row.row_id) };
  }
}, 120_000);

afterAll(async () => {
  await server?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe("the original site's links", () => {
  it("redirect /users, /beatmaps, /quests and /missions ?id=<ObjectId> to the imported object", async () => {
    const v = new Visitor(server.url);
    for (const [page, collection] of [
      ["/users", "users"],
      ["/beatmaps", "beatmaps"],
      ["/quests", "quests"],
      ["/missions", "missions"],
    ]) {
      const res = await v.fetch(`${page}?id=${ids[collection].oid}&tab=x`, { headers: { accept: "text/html" } });
      expect(res.status).toBe(301);
      expect(res.headers.get("location")).toBe(`${page}?id=${ids[collection].id}&tab=x`);
    }
  });

  it("redirect /contests/…?contest=<ObjectId> (and submission=) keeping the page", async () => {
    const v = new Visitor(server.url);
    const res = await v.fetch(`/contests/results?contest=${ids.contests.oid}&submission=${ids.submissions.oid}`);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(`/contests/results?contest=${ids.contests.id}&submission=${ids.submissions.id}`);
    const listing = await v.fetch(`/contests/screening?contest=${ids.contests.oid}`);
    expect(listing.headers.get("location")).toBe(`/contests/screening?contest=${ids.contests.id}`);
  });

  it("leave our own links and unknown ObjectIds to the web app", async () => {
    const v = new Visitor(server.url);
    expect((await v.fetch(`/users?id=${ids.users.id}`)).status).not.toBe(301);
    expect((await v.fetch(`/users?id=0123456789abcdef01234567`)).status).not.toBe(301);
  });

  it("GET /legacy/<ObjectId> opens the object's page; 404 for unknown or confidential ones", async () => {
    const v = new Visitor(server.url);
    const res = await v.fetch(`/legacy/${ids.beatmaps.oid}`);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(`/beatmaps?id=${ids.beatmaps.id}`);
    expect((await v.fetch(`/legacy/${ids.screenings.oid}`)).status).toBe(404);
    expect((await v.fetch(`/legacy/not-an-id`)).status).toBe(404);
  });
});

describe("legacyObject (GraphQL)", () => {
  const query = `query ($id: String!) { legacyObject(objectId: $id) { collection typeName id url } }`;

  it("resolves an ObjectId to the type and id here", async () => {
    const v = new Visitor(server.url);
    const r = await v.gql<{ legacyObject: unknown }>(query, { id: ids.users.oid.toUpperCase() });
    expect(r.data?.legacyObject).toEqual({
      collection: "users",
      typeName: "User",
      id: String(ids.users.id),
      url: `/users?id=${ids.users.id}`,
    });
    const c = await v.gql<{ legacyObject: unknown }>(query, { id: ids.contests.oid });
    expect(c.data?.legacyObject).toMatchObject({ typeName: "Contest", id: String(ids.contests.id) });
  });

  it("answers null for an unknown or confidential ObjectId, BAD_USER_INPUT for a malformed one", async () => {
    const v = new Visitor(server.url);
    expect((await v.gql(query, { id: "0123456789abcdef01234567" })).data).toEqual({ legacyObject: null });
    expect((await v.gql(query, { id: ids.screenings.oid })).data).toEqual({ legacyObject: null });
    const bad = await v.gql(query, { id: "nope" });
    expect(bad.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });
});
