import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { recordStatements } from "../../../test/statements";
import { SESSION_TOUCH_INTERVAL_MS } from "./session-store";

/**
 * What a visit costs the session store (docs/architecture.md, "HTTP"): files and anonymous requests send no statement
 * at all; a signed-in member's requests read the session, and its expiry moves at most every few minutes.
 */
/** The statement that reads a signed-in member's row when the kept one is missing or out of date. */
const MEMBER_READ = /FROM users u WHERE u\.id = \$1/;
/** rate-limiter-flexible's charge (rate-limit.ts). */
const RATE_LIMIT_CHARGE = /INSERT INTO "rate_limits"/;

describe("sessions", () => {
  let server: TestServer;
  let dist: string;
  const statements = recordStatements();

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "mg-sessions-"));
    fs.mkdirSync(path.join(dist, "assets"));
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Mappers' Guild</title>");
    fs.writeFileSync(path.join(dist, "assets", "app-0a1b2c.js"), "console.log('app');\n".repeat(100));
    fs.writeFileSync(path.join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    server = await startTestServer({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const visit = async (v: Visitor, paths: string[]) => {
    statements.take();
    for (const p of paths) {
      const gql = p.startsWith("/graphql");
      const res = await v.fetch(p, {
        headers: gql ? { accept: "application/json", "apollo-require-preflight": "1" } : { accept: "text/html,*/*" },
      });
      await res.arrayBuffer();
      expect(res.status).toBeLessThan(400);
    }
    // The store's touch runs after the answer is sent: let it reach the database before counting.
    await new Promise((r) => setTimeout(r, 50));
    return statements.take();
  };
  const FILES = ["/assets/app-0a1b2c.js", "/favicon.svg", "/", "/quests", "/missions?id=3"];

  test("files and client routes send no statement, signed in or not", async () => {
    expect(await visit(new Visitor(server.url), FILES)).toEqual([]);
    const member = new Visitor(server.url);
    await member.login(6101);
    expect(await visit(member, FILES)).toEqual([]);
  });

  test("anonymous GraphQL and REST reads never touch the session store", async () => {
    const count = `SELECT count(*)::int AS n FROM sessions`;
    const [before] = await server.database.dataSource.query(count);
    const sql = await visit(new Visitor(server.url), ["/graphql?query=%7B__typename%7D", "/api/me"]);
    expect(sql.filter((s) => /sessions/i.test(s))).toEqual([]);
    expect(await server.database.dataSource.query(count)).toEqual([before]);
  });

  test("a signed-in member's GraphQL request reads its session in one statement: session, member, expiry refresh", async () => {
    const member = new Visitor(server.url);
    await member.login(6102);
    const db = server.database.dataSource;
    const [{ sid }] = await db.query(`SELECT sid FROM sessions WHERE user_id IS NOT NULL ORDER BY expire DESC LIMIT 1`);
    const expiry = async () =>
      new Date((await db.query(`SELECT expire FROM sessions WHERE sid = $1`, [sid]))[0].expire).getTime();
    const fresh = await expiry();
    const me = Array.from({ length: 10 }, () => "/graphql?query=%7Bme%7Bid%7D%7D");
    const sql = await visit(member, me);
    // The first request also reads the member's row, kept afterwards with its version (session-viewer.ts); each
    // request charges the member's short window and hourly budget (rate-limit.ts: two upserts, one statement).
    const charges = sql.filter((s) => RATE_LIMIT_CHARGE.test(s));
    const sessionReads = sql.filter((s) => !MEMBER_READ.test(s) && !RATE_LIMIT_CHARGE.test(s));
    expect(sql.filter((s) => MEMBER_READ.test(s))).toHaveLength(1);
    expect(charges).toHaveLength(10);
    expect(sessionReads).toHaveLength(10);
    for (const statement of sessionReads) {
      expect(statement).toMatch(/FROM sessions s LEFT JOIN users u/);
      expect(statement).toMatch(/UPDATE sessions SET expire/);
    }
    // A fresh session's stored expiry does not move on every request.
    expect(await expiry()).toBe(fresh);

    // The stored expiry lags by more than the interval (time passed): the next request moves it, once.
    await db.query(`UPDATE sessions SET expire = expire - make_interval(secs => $2) WHERE sid = $1`, [
      sid,
      (SESSION_TOUCH_INTERVAL_MS + 60_000) / 1000,
    ]);
    const before = await expiry();
    await visit(member, me.slice(0, 1));
    const moved = await expiry();
    expect(moved - before).toBeGreaterThan(SESSION_TOUCH_INTERVAL_MS);
    await visit(member, me.slice(0, 2));
    expect(await expiry()).toBe(moved);

    // The answer is the member's, and the charge went to the member's budget.
    const res = await member.fetch("/graphql?query=%7Bme%7Bid%7D%7D", { headers: { "apollo-require-preflight": "1" } });
    expect(((await res.json()) as { data: { me: { id: string } | null } }).data.me).not.toBeNull();
    const [counter] = await db.query(`SELECT points FROM rate_limits WHERE key LIKE 'member:%'`);
    expect(Number(counter.points)).toBeGreaterThan(0);
  });

  test("a member's row kept between requests is read again once it changed, whoever changed it", async () => {
    const member = new Visitor(server.url);
    await member.login(6103);
    const db = server.database.dataSource;
    const me = async () => (await member.gql<{ me: { username: string; rank: number } }>("{ me { username rank } }")).data!.me;
    const memberReads = () => statements.take().filter((s) => MEMBER_READ.test(s)).length;
    const first = await me();
    statements.take();
    expect(await me()).toEqual(first);
    expect(memberReads()).toBe(0);

    await db.query(`UPDATE users SET username = 'Renamed6103' WHERE osu_id = 6103`);
    expect((await me()).username).toBe("Renamed6103");
    expect(memberReads()).toBe(1);

    // Raw SQL that no entity saw (as the points job writes), and a write of the same values: read again too.
    await db.query(`UPDATE users SET rank = rank + 1 WHERE osu_id = 6103`);
    expect((await me()).rank).toBe(first.rank + 1);
    expect(memberReads()).toBe(1);
    await db.query(`UPDATE users SET username = username WHERE osu_id = 6103`);
    expect((await me()).username).toBe("Renamed6103");
    expect(memberReads()).toBe(1);
    expect(await me()).toEqual({ ...first, username: "Renamed6103", rank: first.rank + 1 });
    expect(memberReads()).toBe(0);

    // A member deleted while signed in is no viewer any more.
    await db.query(`UPDATE sessions SET user_id = NULL WHERE user_id = (SELECT id FROM users WHERE osu_id = 6103)`);
    expect((await member.gql<{ me: null }>("{ me { id } }")).data!.me).toBeNull();
  });

  test("REST reads the session with its member in one statement and writes no expiry on each request", async () => {
    const member = new Visitor(server.url);
    await member.login(6103);
    const sql = await visit(member, ["/api/me", "/api/me"]);
    expect(sql.filter((s) => /^\s*SELECT s\.sess\b[\s\S]*JOIN users/i.test(s))).toHaveLength(2);
    expect(sql.filter((s) => /\busers\b/i.test(s) && !/\bsessions\b/i.test(s))).toEqual([]);
    expect(sql.filter((s) => /UPDATE sessions/i.test(s))).toEqual([]);
  });

  test("a forged or foreign session cookie is no session", async () => {
    const member = new Visitor(server.url);
    await member.login(6104);
    const forged = new Visitor(server.url);
    const [{ sid }] = await server.database.dataSource.query(
      `SELECT sid FROM sessions WHERE user_id IS NOT NULL ORDER BY expire DESC LIMIT 1`,
    );
    for (const cookie of [`mg.sid=${encodeURIComponent(`s:${sid}.forged`)}`, `mg.sid=${sid}`, "mg.sid=%E0%A4%A"]) {
      const res = await forged.fetch("/graphql?query=%7Bme%7Bid%7D%7D", {
        headers: { cookie, "apollo-require-preflight": "1" },
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: { me: unknown } }).data.me).toBeNull();
    }
  });
});
