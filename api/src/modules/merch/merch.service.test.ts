import { createTestDatabase } from "../../../test/db";
import { testDeps } from "../../../test/deps";
import { fixtures } from "../../../test/fixtures";
import type { Database } from "../../db/data-source";
import { AppError } from "../../core/errors";
import { UserGroup } from "../../core/enums";
import type { User } from "../users/user.entity";
import { MerchAccess } from "./merch-access.entity";
import { MerchCheckout, MerchCheckoutStatus } from "./merch-checkout.entity";
import { MerchService } from "./merch.service";
import { StoreUnavailableError, type MerchStore } from "./merch.store";
import { MerchFlag } from "./merch.types";
import { OfflineStore } from "./offline-store/offline-store";

async function refusal(p: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await p;
  } catch (e) {
    if (e instanceof AppError) return { code: e.code, message: e.message };
    throw e;
  }
  throw new Error("expected a refusal");
}

describe("MerchService (offline store)", () => {
  let db: Database;
  let merch: MerchService;
  let store: OfflineStore;
  let admin: User;
  let f: ReturnType<typeof fixtures>;

  const grant = async (user: User, specific = false) =>
    db.dataSource
      .getRepository(MerchAccess)
      .save({ userId: user.id, hasMerchAccess: true, hasSpecificMerchOrder: specific, updatedAt: new Date() });
  const flagsOf = (user: User) => db.dataSource.getRepository(MerchAccess).findOneBy({ userId: user.id });
  const checkoutsOf = (user: User) =>
    db.dataSource.getRepository(MerchCheckout).find({ where: { userId: user.id }, order: { id: "ASC" } });
  const checkoutIdOf = (url: string) => url.split("/").pop()!;

  beforeAll(async () => {
    db = await createTestDatabase();
    const deps = testDeps(db);
    store = new OfflineStore(db.dataSource);
    merch = new MerchService(deps, store);
    f = fixtures(db.dataSource);
    admin = await f.user({ username: "Boss", group: UserGroup.admin });
  });
  afterAll(() => db.close());

  test("without access: the page says so, no products, and a checkout is refused without any record", async () => {
    const u = await f.user();
    expect(await merch.page(u)).toEqual({
      hasAccess: false,
      hasSpecificOrder: false,
      products: [],
      store: "offline",
      lastOrder: null,
      pendingCheckout: null,
    });
    expect(await refusal(merch.startCheckout(u, { productId: "offline-pins" }))).toEqual({
      code: "FORBIDDEN",
      message: "request expired",
    });
    expect(await checkoutsOf(u)).toEqual([]);
    expect(await refusal(merch.page(null))).toMatchObject({ code: "UNAUTHENTICATED" });
  });

  test("with access: only the allowlisted products, with their variants", async () => {
    const u = await f.user();
    await grant(u);
    const page = await merch.page(u);
    expect(page.hasAccess).toBe(true);
    expect(page.products.map((p) => p.id)).toEqual(["offline-tee", "offline-pins", "offline-mousepad"]);
    expect(page.products[0].variants.map((v) => [v.title, v.available])).toEqual([
      ["S", true],
      ["M", true],
      ["L", true],
      ["XL", false],
    ]);
  });

  test("only allowlisted products, valid variants; nothing recorded for a refusal; access kept until the store confirms", async () => {
    const u = await f.user();
    await grant(u);
    const cases: [Record<string, string | null>, string, string][] = [
      [{ productId: "offline-staff-jacket" }, "NOT_FOUND", "This product is not available"],
      [{ productId: "offline-hoodie", variantId: "offline-hoodie-m" }, "NOT_FOUND", "This product is not available"],
      [{ productId: null }, "NOT_FOUND", "This product is not available"],
      [{ productId: "offline-tee" }, "BAD_USER_INPUT", "Choose a size or variant"],
      [{ productId: "offline-tee", variantId: "offline-hoodie-m" }, "BAD_USER_INPUT", "Invalid variant"],
      [{ productId: "offline-tee", variantId: "offline-tee-xl" }, "CONFLICT", "This item is sold out"],
    ];
    for (const [input, code, message] of cases) expect(await refusal(merch.startCheckout(u, input))).toEqual({ code, message });
    expect(await checkoutsOf(u)).toEqual([]);

    const { url } = await merch.startCheckout(u, { productId: "offline-tee", variantId: "offline-tee-m" });
    expect(url).toMatch(/^\/mock-store\/checkout\/offline-/);
    const [row] = await checkoutsOf(u);
    expect(row).toMatchObject({
      status: "open",
      specificOrder: false,
      lines: [{ productId: "offline-tee", variantId: "offline-tee-m", quantity: 1 }],
    });
    expect(await flagsOf(u)).toMatchObject({ hasMerchAccess: true });
    const storeRow = await store.checkout(checkoutIdOf(url));
    expect(storeRow).toMatchObject({ discountCodes: ["MG-MERCH-OFFLINE"], status: "open" });
  });

  test("a pre-selected order checks out the configured lines, whatever product is named", async () => {
    const u = await f.user();
    await grant(u, true);
    const page = await merch.page(u);
    expect(page).toMatchObject({ hasAccess: true, hasSpecificOrder: true, products: [] });
    await merch.startCheckout(u, { productId: "offline-staff-jacket" });
    const [row] = await checkoutsOf(u);
    expect(row.specificOrder).toBe(true);
    expect(row.lines).toEqual([
      { productId: "offline-hoodie", variantId: "offline-hoodie-m", quantity: 1 },
      { productId: "offline-pins", variantId: "offline-pins-set", quantity: 1 },
    ]);
  });

  test("the store's confirmation uses the access up once; again = same order; other checkouts expire; later ones are refused", async () => {
    const u = await f.user();
    await grant(u, true);
    const a = checkoutIdOf((await merch.startCheckout(u, {})).url);
    const b = checkoutIdOf((await merch.startCheckout(u, {})).url);
    expect(await merch.confirmCheckout(a, "#1001")).toEqual({ orderNumber: "#1001" });
    expect(await flagsOf(u)).toMatchObject({ hasMerchAccess: false, hasSpecificMerchOrder: false });
    expect(await merch.confirmCheckout(a, "#9999")).toEqual({ orderNumber: "#1001" });
    expect(await refusal(merch.confirmCheckout(b, "#1002"))).toEqual({ code: "CONFLICT", message: "request expired" });
    expect((await checkoutsOf(u)).map((c) => [c.status, c.orderNumber])).toEqual([
      ["confirmed", "#1001"],
      ["expired", null],
    ]);
    expect((await merch.page(u)).lastOrder).toMatchObject({ orderNumber: "#1001" });
    expect(await refusal(merch.startCheckout(u, {}))).toEqual({ code: "FORBIDDEN", message: "request expired" });
    expect(await refusal(merch.confirmCheckout("offline-nope", "#1"))).toEqual({
      code: "NOT_FOUND",
      message: "Unknown checkout",
    });
    expect(await refusal(merch.confirmCheckout("has space", "#1"))).toMatchObject({ code: "BAD_USER_INPUT" });
  });

  test("a checkout whose access an admin removed meanwhile is refused at confirmation", async () => {
    const u = await f.user();
    await grant(u);
    const id = checkoutIdOf((await merch.startCheckout(u, { productId: "offline-pins" })).url);
    await merch.setFlag(admin, u.id, MerchFlag.hasMerchAccess, false);
    expect(await refusal(merch.confirmCheckout(id, "#2000"))).toEqual({ code: "CONFLICT", message: "request expired" });
    expect((await checkoutsOf(u))[0].status).toBe(MerchCheckoutStatus.refused);
  });

  test("50 simultaneous checkouts and 50 simultaneous confirmations: access used up exactly once", async () => {
    const u = await f.user();
    await grant(u);
    const urls = await Promise.all(
      Array.from({ length: 50 }, () => merch.startCheckout(u, { productId: "offline-tee", variantId: "offline-tee-s" })),
    );
    expect(await flagsOf(u)).toMatchObject({ hasMerchAccess: true });
    const results = await Promise.allSettled(urls.map((r, i) => merch.confirmCheckout(checkoutIdOf(r.url), `#C${i}`)));
    const ok = results.filter((r) => r.status === "fulfilled");
    expect(ok).toHaveLength(1);
    for (const r of results)
      if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "CONFLICT", message: "request expired" });
    const rows = await checkoutsOf(u);
    expect(rows.filter((c) => c.status === "confirmed")).toHaveLength(1);
    expect(rows.filter((c) => c.status === "open")).toHaveLength(0);
    expect(await flagsOf(u)).toMatchObject({ hasMerchAccess: false });
  });

  test("50 simultaneous confirmations of one checkout: one order, every answer names it", async () => {
    const u = await f.user();
    await grant(u);
    const id = checkoutIdOf((await merch.startCheckout(u, { productId: "offline-pins" })).url);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => merch.confirmCheckout(id, `#S${i}`)));
    const numbers = new Set(answers.map((a) => a.orderNumber));
    expect(numbers.size).toBe(1);
    const [row] = await checkoutsOf(u);
    expect(row.status).toBe("confirmed");
    expect(numbers.has(row.orderNumber!)).toBe(true);
  });

  test("the offline store completes a checkout only when the guild confirms it", async () => {
    const u = await f.user();
    await grant(u);
    const id = checkoutIdOf((await merch.startCheckout(u, { productId: "offline-mousepad" })).url);
    const confirm = (cid: string, n: string) => merch.confirmCheckout(cid, n);
    const done = await store.complete(id, confirm);
    expect(done.orderNumber).toMatch(/^OFF-\d{6}$/);
    expect(await store.complete(id, confirm)).toEqual(done);
    expect(await store.findOrder(id)).toEqual(done);
    const u2 = await f.user();
    await grant(u2);
    const id2 = checkoutIdOf((await merch.startCheckout(u2, { productId: "offline-mousepad" })).url);
    await merch.setFlag(admin, u2.id, MerchFlag.hasMerchAccess, false);
    expect(await refusal(store.complete(id2, confirm))).toMatchObject({ code: "CONFLICT" });
    expect((await store.checkout(id2))?.status).toBe("open");
    expect(await store.findOrder(id2)).toBeNull();
  });

  test("a store that does not answer: a clear CONFLICT, no record", async () => {
    const down: MerchStore = {
      kind: "shopify",
      listProducts: () => Promise.reject(new StoreUnavailableError("down")),
      createCheckout: () => Promise.reject(new StoreUnavailableError("down")),
      findOrder: () => Promise.reject(new StoreUnavailableError("down")),
    };
    const service = new MerchService(testDeps(db), down);
    const u = await f.user();
    await grant(u);
    const msg = { code: "CONFLICT", message: "The store is not reachable right now, please try again later" };
    expect(await refusal(service.page(u))).toEqual(msg);
    expect(await refusal(service.startCheckout(u, { productId: "offline-pins" }))).toEqual(msg);
    expect(await checkoutsOf(u)).toEqual([]);
  });

  describe("admins", () => {
    test("every admin action is refused to members", async () => {
      const u = await f.user();
      for (const p of [
        merch.members(u, { flag: MerchFlag.hasMerchAccess }),
        merch.member(u, "1"),
        merch.setFlag(u, u.id, MerchFlag.hasMerchAccess, true),
        merch.resetFlag(u, MerchFlag.hasMerchAccess, []),
        merch.findOrder(u, "abc"),
      ])
        expect(await refusal(p)).toMatchObject({ code: "FORBIDDEN" });
      expect(await flagsOf(u)).toBeNull();
    });

    test("find a member, set flags, list by flag, reset except listed osu! ids", async () => {
      const a = await f.user({ username: "KeepMe", osuId: 771001 });
      const b = await f.user({ username: "ResetMe", osuId: 771002 });
      expect(await merch.member(admin, "keepme")).toEqual({
        userId: a.id,
        hasMerchAccess: false,
        hasSpecificMerchOrder: false,
        updatedAt: null,
      });
      expect(await merch.member(admin, "771002")).toMatchObject({ userId: b.id });
      expect(await refusal(merch.member(admin, "nobody-here"))).toEqual({ code: "NOT_FOUND", message: "Cannot find user!" });
      expect(await refusal(merch.member(admin, "x".repeat(40)))).toMatchObject({ code: "BAD_USER_INPUT" });
      await merch.setFlag(admin, a.id, MerchFlag.hasSpecificMerchOrder, true);
      expect(await merch.setFlag(admin, a.id, MerchFlag.hasMerchAccess, true)).toMatchObject({
        hasMerchAccess: true,
        hasSpecificMerchOrder: true,
      });
      await merch.setFlag(admin, b.id, MerchFlag.hasMerchAccess, true);
      expect(await refusal(merch.setFlag(admin, 999999, MerchFlag.hasMerchAccess, true))).toMatchObject({ code: "NOT_FOUND" });

      const all: number[] = [];
      let after: string | null = null;
      do {
        const page = await merch.members(admin, { flag: MerchFlag.hasMerchAccess, first: 3, after });
        all.push(...page.nodes.map((n) => n.userId));
        after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      } while (after);
      expect(all).toEqual(expect.arrayContaining([a.id, b.id]));
      expect(new Set(all).size).toBe(all.length);

      expect(await refusal(merch.resetFlag(admin, MerchFlag.hasMerchAccess, [0]))).toMatchObject({ code: "BAD_USER_INPUT" });
      expect(await flagsOf(b)).toMatchObject({ hasMerchAccess: true });
      const count = await merch.resetFlag(admin, MerchFlag.hasMerchAccess, [771001]);
      expect(count).toBeGreaterThanOrEqual(1);
      expect(await flagsOf(a)).toMatchObject({ hasMerchAccess: true, hasSpecificMerchOrder: true });
      expect(await flagsOf(b)).toMatchObject({ hasMerchAccess: false });
      const left = await merch.members(admin, { flag: MerchFlag.hasMerchAccess, first: 100 });
      expect(left.nodes.map((n) => n.userId)).toEqual([a.id]);
      expect(await merch.resetFlag(admin, MerchFlag.hasSpecificMerchOrder, [])).toBeGreaterThanOrEqual(1);
      expect(await flagsOf(a)).toMatchObject({ hasMerchAccess: true, hasSpecificMerchOrder: false });
    });

    test("find an order by checkout id", async () => {
      const u = await f.user();
      await grant(u);
      const id = checkoutIdOf((await merch.startCheckout(u, { productId: "offline-pins" })).url);
      expect(await merch.findOrder(admin, id)).toMatchObject({ checkoutId: id, orderNumber: null, checkout: { status: "open" } });
      await merch.confirmCheckout(id, "#777");
      expect(await merch.findOrder(admin, ` ${id} `)).toMatchObject({
        checkoutId: id,
        orderNumber: "#777",
        checkout: { userId: u.id },
      });
      expect(await merch.findOrder(admin, "unknown-id")).toEqual({ checkoutId: "unknown-id", orderNumber: null, checkout: null });
      expect(await refusal(merch.findOrder(admin, ""))).toEqual({ code: "BAD_USER_INPUT", message: "Invalid input" });
    });
  });
});
