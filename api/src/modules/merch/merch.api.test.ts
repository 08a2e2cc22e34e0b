import crypto from "node:crypto";
import { isEnumType, isInputObjectType, isObjectType, type GraphQLSchema } from "graphql";
import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { UserGroup } from "../../core/enums";
import { getSchema } from "../../app/schema";
import type { User } from "../users/user.entity";
import { MerchAccess } from "./merch-access.entity";
import { MerchCheckout } from "./merch-checkout.entity";
import { ACTORS, type Actor, type Outcome } from "../../../test/actors";

const SIGNED_IN = ACTORS.filter((a) => a !== "anonymous") as Exclude<Actor, "anonymous">[];

const matrix = (f: (a: Actor) => Outcome) => Object.fromEntries(ACTORS.map((a) => [a, f(a)])) as Record<Actor, Outcome>;
const adminsOnly = matrix((a) => (a === "anonymous" ? "UNAUTHENTICATED" : a === "admin" ? "ok" : "FORBIDDEN"));

/** Signs in through the separate merch authorization (/api/merchAuth) and the offline osu! provider; answers the landing path. */
async function merchLogin(v: Visitor, osuId: number): Promise<string> {
  const start = await v.fetch("/api/merchAuth");
  const authorize = start.headers.get("location");
  if (!authorize) throw new Error(`merchAuth did not redirect (${start.status})`);
  const { url } = await v.follow(`${authorize}&login_as=${osuId}`);
  return new URL(url).pathname;
}

describe("merch over HTTP (offline store, real database)", () => {
  let server: TestServer;
  let f: ReturnType<typeof fixtures>;
  const users = {} as Record<Exclude<Actor, "anonymous">, User>;
  const visitors = {} as Record<Actor, Visitor>;
  const access = () => server.database.dataSource.getRepository(MerchAccess);
  const checkouts = () => server.database.dataSource.getRepository(MerchCheckout);
  const grant = (u: User, specific = false) =>
    access().save({ userId: u.id, hasMerchAccess: true, hasSpecificMerchOrder: specific, updatedAt: new Date() });
  const snapshot = async () => ({
    access: await access().find({ order: { userId: "ASC" } }),
    checkouts: await checkouts().count(),
  });

  beforeAll(async () => {
    server = await startTestServer();
    f = fixtures(server.database.dataSource);
    const specs: Record<Exclude<Actor, "anonymous">, Partial<User>> = {
      member: {},
      merchMember: {},
      secret: { group: UserGroup.secret },
      mentorshipAdmin: { isMentorshipAdmin: true },
      worldCupHelper: { isWorldCupHelper: true },
      showcaseMapper: { isShowcaseMapper: true },
      admin: { group: UserGroup.admin },
    };
    for (const [name, over] of Object.entries(specs)) users[name as Exclude<Actor, "anonymous">] = await f.user(over);
    visitors.anonymous = new Visitor(server.url);
    for (const name of SIGNED_IN) {
      visitors[name] = new Visitor(server.url);
      await visitors[name].login(users[name].osuId);
    }
  });
  afterAll(() => server.close());

  const outcome = (res: { errors?: { extensions?: { code?: string } }[] }) =>
    res.errors?.length ? res.errors[0].extensions?.code : "ok";

  interface Case {
    name: string;
    query: string;
    vars?: () => Record<string, unknown>;
    expected: Record<Actor, Outcome>;
    /** Runs before each cell (e.g. give the merch member their access back). */
    before?: () => Promise<unknown>;
  }

  const CASES: Case[] = [
    {
      name: "merch",
      query: `{ merch { hasAccess products { id } } }`,
      expected: matrix((a) => (a === "anonymous" ? "UNAUTHENTICATED" : "ok")),
    },
    {
      name: "startMerchCheckout",
      query: `mutation { startMerchCheckout(productId: "offline-pins") { url } }`,
      expected: matrix((a) => (a === "anonymous" ? "UNAUTHENTICATED" : a === "merchMember" ? "ok" : "FORBIDDEN")),
      before: () => grant(users.merchMember),
    },
    {
      name: "merchMembers",
      query: `{ merchMembers(flag: hasMerchAccess) { totalCount nodes { user { id } } } }`,
      expected: adminsOnly,
    },
    {
      name: "merchMember",
      query: `query($u: String!) { merchMember(user: $u) { hasMerchAccess } }`,
      vars: () => ({ u: String(users.member.osuId) }),
      expected: adminsOnly,
    },
    { name: "merchOrder", query: `{ merchOrder(checkoutId: "abc") { orderNumber } }`, expected: adminsOnly },
    {
      name: "setMerchFlag",
      query: `mutation($id: ID!) { setMerchFlag(userId: $id, flag: hasSpecificMerchOrder, value: false) { hasSpecificMerchOrder } }`,
      vars: () => ({ id: String(users.member.id) }),
      expected: adminsOnly,
    },
    {
      name: "resetMerchFlag",
      query: `mutation($keep: [Int!]!) { resetMerchFlag(flag: hasSpecificMerchOrder, exceptOsuIds: $keep) { count } }`,
      vars: () => ({ keep: [users.merchMember.osuId] }),
      expected: adminsOnly,
    },
  ];

  describe.each(CASES)("$name", (c) => {
    test.each(ACTORS)("%s", async (actor) => {
      await c.before?.();
      const before = await snapshot();
      const res = await visitors[actor].gql(c.query, c.vars?.());
      expect(res.status).toBeLessThan(500);
      expect(outcome(res)).toBe(c.expected[actor]);
      if (c.expected[actor] !== "ok") {
        expect(res.data ?? null).toBeNull();
        expect(await snapshot()).toEqual(before);
      }
    });
  });

  test("merch flags are not exposed to other members: no field on User or CurrentUser, admin lookups refused", async () => {
    const schema: GraphQLSchema = await getSchema();
    for (const type of ["User", "CurrentUser"]) {
      const t = schema.getType(type);
      if (t && isObjectType(t)) expect(Object.keys(t.getFields()).filter((n) => /merch/i.test(n))).toEqual([]);
    }
    await grant(users.merchMember);
    const res = await visitors.member.gql(`query($u: String!) { merchMember(user: $u) { hasMerchAccess } }`, {
      u: String(users.merchMember.osuId),
    });
    expect(res.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect(JSON.stringify(res)).not.toContain("true");
  });

  test("every Locus and merch type, field, argument and enum value is described", async () => {
    const schema: GraphQLSchema = await getSchema();
    const missing: string[] = [];
    for (const t of Object.values(schema.getTypeMap())) {
      if (!/^(Locus|Merch)/.test(t.name)) continue;
      if (!t.description) missing.push(t.name);
      if (isObjectType(t) || isInputObjectType(t))
        for (const field of Object.values(t.getFields())) {
          if (!field.description) missing.push(`${t.name}.${field.name}`);
          for (const arg of "args" in field ? field.args : [])
            if (!arg.description) missing.push(`${t.name}.${field.name}(${arg.name})`);
        }
      if (isEnumType(t)) for (const v of t.getValues()) if (!v.description) missing.push(`${t.name}.${v.name}`);
    }
    for (const root of [schema.getQueryType()!, schema.getMutationType()!])
      for (const field of Object.values(root.getFields()).filter((x) => /locus|merch/i.test(x.name))) {
        if (!field.description) missing.push(`${root.name}.${field.name}`);
        for (const arg of field.args) if (!arg.description) missing.push(`${root.name}.${field.name}(${arg.name})`);
      }
    expect(missing).toEqual([]);
  });

  test("the whole flow: merch sign-in → products → offline store checkout → access used up → request expired", async () => {
    const buyer = await f.user({ username: "Buyer" });
    await grant(buyer);
    const v = new Visitor(server.url);
    expect(await merchLogin(v, buyer.osuId)).toBe("/merch");
    const page = await v.gql<{
      merch: { hasAccess: boolean; products: { id: string; variants: { id: string }[] }[]; store: string };
    }>(`{ merch { hasAccess store products { id title variants { id title available } } } }`);
    expect(page.data!.merch).toMatchObject({ hasAccess: true, store: "offline" });
    expect(page.data!.merch.products.map((p) => p.id)).toEqual(["offline-tee", "offline-pins", "offline-mousepad"]);

    const refused = await v.gql(`mutation { startMerchCheckout(productId: "offline-staff-jacket") { url } }`);
    expect(refused.errors?.[0]).toMatchObject({ message: "This product is not available", extensions: { code: "NOT_FOUND" } });

    const start = await v.gql<{ startMerchCheckout: { url: string } }>(
      `mutation { startMerchCheckout(productId: "offline-tee", variantId: "offline-tee-l") { url } }`,
    );
    const url = start.data!.startMerchCheckout.url;
    expect((await access().findOneByOrFail({ userId: buyer.id })).hasMerchAccess).toBe(true);
    // Left unfinished, the checkout waits on the member's page with the way back to the store.
    const PENDING = `{ merch { pendingCheckout { url specificOrder items startedAt } } }`;
    const waiting = await v.gql<{ merch: { pendingCheckout: { url: string; specificOrder: boolean; items: string[] } | null } }>(
      PENDING,
    );
    expect(waiting.data!.merch.pendingCheckout).toMatchObject({
      url,
      specificOrder: false,
      items: ["Mappers' Guild T-Shirt (L)"],
    });

    const cart = await v.fetch(url);
    expect(cart.status).toBe(200);
    const html = await cart.text();
    expect(html).toContain("Mappers&#39; Guild T-Shirt (L)");
    expect(html).toContain("complete checkout");

    const done = await v.fetch(`${url}/complete`, { method: "POST" });
    expect(done.status).toBe(200);
    const orderNumber = /Order (OFF-\d{6}) placed/.exec(await done.text())?.[1];
    expect(orderNumber).toBeTruthy();
    const after = await v.gql<{ merch: { hasAccess: boolean; lastOrder: { orderNumber: string } } }>(
      `{ merch { hasAccess lastOrder { orderNumber } } }`,
    );
    expect(after.data!.merch).toEqual({ hasAccess: false, lastOrder: { orderNumber } });
    expect((await v.gql<{ merch: { pendingCheckout: unknown } }>(PENDING)).data!.merch.pendingCheckout).toBeNull();
    const again = await v.gql(`mutation { startMerchCheckout(productId: "offline-pins") { url } }`);
    expect(again.errors?.[0]).toMatchObject({ message: "request expired", extensions: { code: "FORBIDDEN" } });

    const lookup = await visitors.admin.gql<{
      merchOrder: { orderNumber: string; checkout: { user: { id: string }; lines: unknown[] } };
    }>(
      `query($id: String!) { merchOrder(checkoutId: $id) { orderNumber checkout { status user { id } lines { productId variantId quantity } } } }`,
      { id: url.split("/").pop() },
    );
    expect(lookup.data!.merchOrder).toEqual({
      orderNumber,
      checkout: {
        status: "confirmed",
        user: { id: String(buyer.id) },
        lines: [{ productId: "offline-tee", variantId: "offline-tee-l", quantity: 1 }],
      },
    });
  });

  test("50 simultaneous 'complete checkout' at the offline store: one order, 49 refusals", async () => {
    const buyer = await f.user();
    await grant(buyer);
    const v = new Visitor(server.url);
    await v.login(buyer.osuId);
    const urls: string[] = [];
    for (let i = 0; i < 50; i++) {
      const r = await v.gql<{ startMerchCheckout: { url: string } }>(
        `mutation { startMerchCheckout(productId: "offline-pins") { url } }`,
      );
      urls.push(r.data!.startMerchCheckout.url);
    }
    const results = await Promise.all(urls.map((u) => v.fetch(`${u}/complete`, { method: "POST" })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const rows = await checkouts().findBy({ userId: buyer.id });
    expect(rows.filter((r) => r.status === "confirmed")).toHaveLength(1);
    expect((await access().findOneByOrFail({ userId: buyer.id })).hasMerchAccess).toBe(false);
  });

  test("the offline store's pages: unknown checkouts are 404, never 500", async () => {
    const v = new Visitor(server.url);
    expect((await v.fetch("/mock-store/checkout/nope")).status).toBe(404);
    expect((await v.fetch("/mock-store/checkout/offline-AAAAAAAAAAAAAAAAAAAAAAAA/complete", { method: "POST" })).status).toBe(
      404,
    );
  });

  test.each<[string, string, Record<string, unknown>, string]>([
    [
      "an over-long product id",
      `mutation($p: ID) { startMerchCheckout(productId: $p) { url } }`,
      { p: "x".repeat(300) },
      "NOT_FOUND",
    ],
    [
      "a variant of another product",
      `mutation { startMerchCheckout(productId: "offline-tee", variantId: "offline-pins-set") { url } }`,
      {},
      "BAD_USER_INPUT",
    ],
    ["no variant for a sized product", `mutation { startMerchCheckout(productId: "offline-tee") { url } }`, {}, "BAD_USER_INPUT"],
  ])("bad checkout input: %s → clear message, nothing recorded", async (_name, query, vars, code) => {
    await grant(users.merchMember);
    const before = await snapshot();
    const res = await visitors.merchMember.gql(query, vars);
    expect(res.status).toBeLessThan(500);
    expect(res.errors?.[0].extensions?.code).toBe(code);
    expect(await snapshot()).toEqual(before);
  });

  test.each<[string, string, Record<string, unknown>, string]>([
    ["an empty checkout id", `{ merchOrder(checkoutId: "  ") { orderNumber } }`, {}, "BAD_USER_INPUT"],
    [
      "a negative osu! id",
      `mutation { resetMerchFlag(flag: hasMerchAccess, exceptOsuIds: [-1]) { count } }`,
      {},
      "BAD_USER_INPUT",
    ],
    [
      "an unknown flag",
      `mutation { resetMerchFlag(flag: everything, exceptOsuIds: []) { count } }`,
      {},
      "GRAPHQL_VALIDATION_FAILED",
    ],
    [
      "a non-id member",
      `mutation { setMerchFlag(userId: "abc", flag: hasMerchAccess, value: true) { hasMerchAccess } }`,
      {},
      "NOT_FOUND",
    ],
    [
      "an unknown member",
      `mutation { setMerchFlag(userId: "987654", flag: hasMerchAccess, value: true) { hasMerchAccess } }`,
      {},
      "NOT_FOUND",
    ],
    ["an unknown username", `{ merchMember(user: "no-such-member") { hasMerchAccess } }`, {}, "NOT_FOUND"],
    ["a page too large", `{ merchMembers(flag: hasMerchAccess, first: 500) { totalCount } }`, {}, "BAD_USER_INPUT"],
  ])("bad admin input: %s → clear message, nothing changed", async (_name, query, vars, code) => {
    const before = await snapshot();
    const res = await visitors.admin.gql(query, vars);
    expect(res.status).toBeLessThan(500);
    expect(res.errors?.[0].extensions?.code).toBe(code);
    expect(await snapshot()).toEqual(before);
  });

  test("the Shopify order webhook is not served with the offline store", async () => {
    const res = await new Visitor(server.url).fetch("/api/merch/orderWebhook", { method: "POST", body: "{}" });
    expect(res.status).toBe(404);
  });
});

describe("merch with a Shopify store configured: the order webhook confirms checkouts", () => {
  let server: TestServer;
  const secret = "whsec_test_secret";
  const sign = (body: string) => crypto.createHmac("sha256", secret).update(body).digest("base64");

  beforeAll(async () => {
    server = await startTestServer({
      MERCH_STORE_DOMAIN: "example.invalid",
      MERCH_STOREFRONT_TOKEN: "token",
      MERCH_WEBHOOK_SECRET: secret,
      MERCH_PRODUCT_IDS: "gid://shopify/Product/1",
    });
  });
  afterAll(() => server.close());

  test("a signed orders/create confirms once; bad signatures are refused; the offline store is absent", async () => {
    const ds = server.database.dataSource;
    const u = await fixtures(ds).user();
    await ds.getRepository(MerchAccess).save({ userId: u.id, hasMerchAccess: true, updatedAt: new Date() });
    await ds.getRepository(MerchCheckout).insert({
      userId: u.id,
      storeCheckoutId: "cart-token-1",
      url: "https://example.invalid/cart/c/cart-token-1",
      lines: [{ productId: "gid://shopify/Product/1", variantId: "gid://shopify/ProductVariant/1", quantity: 1 }],
    });
    const v = new Visitor(server.url);
    const body = JSON.stringify({ cart_token: "cart-token-1", name: "#1042" });
    const post = (b: string, hmac: string) =>
      v.fetch("/api/merch/orderWebhook", {
        method: "POST",
        headers: { "content-type": "application/json", "x-shopify-hmac-sha256": hmac },
        body: b,
      });

    const forged = await post(body, sign("something else"));
    expect(forged.status).toBe(400);
    expect((await ds.getRepository(MerchAccess).findOneByOrFail({ userId: u.id })).hasMerchAccess).toBe(true);

    const ok = await post(body, sign(body));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true, orderNumber: "#1042" });
    expect((await ds.getRepository(MerchAccess).findOneByOrFail({ userId: u.id })).hasMerchAccess).toBe(false);
    expect((await (await post(body, sign(body))).json()) as object).toEqual({ ok: true, orderNumber: "#1042" });

    const unknown = JSON.stringify({ cart_token: "nope", name: "#1" });
    expect((await post(unknown, sign(unknown))).status).toBe(404);
    expect(await (await v.fetch("/mock-store/checkout/offline-AAAAAAAAAAAAAAAAAAAAAAAA")).text()).not.toContain("Offline store");
  });
});
