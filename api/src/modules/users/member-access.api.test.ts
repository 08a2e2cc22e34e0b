import { IsNull } from "typeorm";
import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { UserGroup } from "../../core/enums";
import { AdminAuditEntry } from "../audit/admin-audit.entity";
import { ApiToken } from "../tokens/api-token.entity";
import type { User } from "./user.entity";

const SIGN_OUT = `mutation ($userId: ID!) { adminSignOutMember(userId: $userId) }`;
const REVOKE = `mutation ($userId: ID!) { adminRevokeMemberTokens(userId: $userId) }`;
const ACCESS = `query ($userId: ID!) { adminMemberAccess(userId: $userId) { activeSessions activeTokens } }`;
const CREATE_TOKEN = `mutation ($name: String!) { createApiToken(input: { name: $name, scopes: [READ] }) { secret } }`;

type Errors = { message: string; extensions?: { code?: string } }[] | undefined;
const code = (errors: Errors) => errors?.[0]?.extensions?.code;

describe("admins sign a member out everywhere and revoke their API tokens (real server, real database)", () => {
  let server: TestServer;
  let admin: Visitor;
  let member: Visitor;
  let anonymous: Visitor;
  let targetUser: User;

  const audits = (kind: string) =>
    server.database.dataSource.getRepository(AdminAuditEntry).find({ where: { kind: kind as never }, order: { id: "ASC" } });
  const bearerMe = async (secret: string) => {
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query: "{ me { username } }" }),
    });
    return { status: res.status, body: (await res.json()) as { data?: { me: { username: string } | null }; errors?: Errors } };
  };
  /** Signs the target in on `n` browsers and returns them. */
  const browsers = async (n: number) => {
    const out: Visitor[] = [];
    for (let i = 0; i < n; i++) {
      const v = new Visitor(server.url);
      await v.login(8203);
      out.push(v);
    }
    return out;
  };

  beforeAll(async () => {
    server = await startTestServer();
    const f = fixtures(server.database.dataSource);
    await f.user({ osuId: 8201, username: "AccessAdmin", group: UserGroup.admin });
    await f.user({ osuId: 8202, username: "AccessMember" });
    targetUser = await f.user({ osuId: 8203, username: "LeakyBot" });
    admin = new Visitor(server.url);
    member = new Visitor(server.url);
    anonymous = new Visitor(server.url);
    await admin.login(8201);
    await member.login(8202);
  });
  afterAll(() => server.close());

  it("only admins: anonymous, a member and the target member are refused and keep their sessions and tokens", async () => {
    const [target] = await browsers(1);
    const token = (await target.gql<{ createApiToken: { secret: string } }>(CREATE_TOKEN, { name: "bot" })).data!.createApiToken
      .secret;
    const userId = String(targetUser.id);
    for (const [v, expected] of [
      [anonymous, "UNAUTHENTICATED"],
      [member, "FORBIDDEN"],
      [target, "FORBIDDEN"],
    ] as const) {
      expect(code((await v.gql(SIGN_OUT, { userId })).errors)).toBe(expected);
      expect(code((await v.gql(REVOKE, { userId })).errors)).toBe(expected);
    }
    expect((await target.gql<{ me: { username: string } }>("{ me { username } }")).data!.me.username).toBe("LeakyBot");
    expect((await bearerMe(token)).body.data!.me!.username).toBe("LeakyBot");
    expect(await audits("signOut")).toEqual([]);
    expect(await audits("tokenRevocation")).toEqual([]);
  });

  it("signing out ends every session of the member at once, with one audit entry", async () => {
    const devices = await browsers(2);
    const userId = String(targetUser.id);
    const before = await admin.gql<{ adminMemberAccess: { activeSessions: number } }>(ACCESS, { userId });
    expect(before.data!.adminMemberAccess.activeSessions).toBe(3);
    const r = await admin.gql<{ adminSignOutMember: number }>(SIGN_OUT, { userId });
    expect(r.errors).toBeUndefined();
    expect(r.data!.adminSignOutMember).toBe(3);
    for (const d of devices) {
      expect((await d.gql<{ me: unknown }>("{ me { username } }")).data!.me).toBeNull();
      // The REST shim sees no member either.
      expect((await d.getJson("/api/me")).json).toBeNull();
    }
    const [entry] = await audits("signOut");
    expect(entry).toMatchObject({
      targetId: targetUser.id,
      targetLabel: "LeakyBot",
      oldValue: "3 sessions",
      newValue: "0 sessions",
    });
    // Nothing left to end: nothing recorded.
    expect((await admin.gql<{ adminSignOutMember: number }>(SIGN_OUT, { userId })).data!.adminSignOutMember).toBe(0);
    expect(await audits("signOut")).toHaveLength(1);
  });

  it("revoking the tokens stops each of them on the next request, with one audit entry", async () => {
    const [target] = await browsers(1);
    const secrets = [];
    for (const name of ["a", "b"])
      secrets.push(
        (await target.gql<{ createApiToken: { secret: string } }>(CREATE_TOKEN, { name })).data!.createApiToken.secret,
      );
    const userId = String(targetUser.id);
    const r = await admin.gql<{ adminRevokeMemberTokens: number }>(REVOKE, { userId });
    expect(r.data!.adminRevokeMemberTokens).toBe(3); // the two new ones and the first test's
    for (const s of secrets) {
      const res = await bearerMe(s);
      expect(res.status).toBe(401);
      expect(code(res.body.errors)).toBe("UNAUTHENTICATED");
    }
    expect(
      (await admin.gql<{ adminMemberAccess: { activeTokens: number } }>(ACCESS, { userId })).data!.adminMemberAccess.activeTokens,
    ).toBe(0);
    const [entry] = await audits("tokenRevocation");
    expect(entry).toMatchObject({ targetId: targetUser.id, oldValue: "3 tokens", newValue: "0 tokens" });
    // The browser session is untouched by a token revocation.
    expect((await target.gql<{ me: { username: string } }>("{ me { username } }")).data!.me.username).toBe("LeakyBot");
  });

  it("50 simultaneous revocations and sign-outs: everything ends once, one audit entry each", async () => {
    const [target] = await browsers(3);
    for (const name of ["c", "d", "e", "f"]) await target.gql(CREATE_TOKEN, { name });
    const userId = String(targetUser.id);
    const tokensBefore = (await audits("tokenRevocation")).length;
    const signOutsBefore = (await audits("signOut")).length;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? admin.gql<{ adminRevokeMemberTokens: number }>(REVOKE, { userId })
          : admin.gql<{ adminSignOutMember: number }>(SIGN_OUT, { userId }),
      ),
    );
    expect(results.filter((r) => r.errors)).toEqual([]);
    const revoked = results.reduce(
      (n, r) => n + ((r.data as { adminRevokeMemberTokens?: number })?.adminRevokeMemberTokens ?? 0),
      0,
    );
    const ended = results.reduce((n, r) => n + ((r.data as { adminSignOutMember?: number })?.adminSignOutMember ?? 0), 0);
    expect(revoked).toBe(4);
    expect(ended).toBe(4); // these three and the previous test's browser
    expect(await audits("tokenRevocation")).toHaveLength(tokensBefore + 1);
    expect(await audits("signOut")).toHaveLength(signOutsBefore + 1);
    const active = await server.database.dataSource
      .getRepository(ApiToken)
      .countBy({ userId: targetUser.id, revokedAt: IsNull() });
    expect(active).toBe(0);
  });

  it("an unknown member gets a clear message and nothing changes", async () => {
    for (const q of [SIGN_OUT, REVOKE, ACCESS]) {
      const r = await admin.gql(q, { userId: "999999" });
      expect(r.errors?.[0]).toMatchObject({ message: "Cannot find user!", extensions: { code: "NOT_FOUND" } });
    }
    expect((await admin.gql<{ me: { username: string } }>("{ me { username } }")).data!.me.username).toBe("AccessAdmin");
  });
});
