import { NAV, visibleNav } from "./nav";
import { resolveRoute, ROUTES } from "../routes";
import { demoMe } from "../../test/render";
import type { Me } from "./current-user";

const admin = { ...demoMe, group: "admin" } as Me;
const labels = (me: Me | null) =>
  visibleNav(me).map((i) => (i.children ? `${i.label}[${i.children.map((c) => c.label).join(",")}]` : i.label));

describe("navigation", () => {
  it("shows built public pages to everyone", () => {
    // Aspire's song search is public (as on the original site), so visitors get the Contests menu with it alone.
    expect(labels(null)).toEqual(["Home", "Users", "Logs", "Contests[Aspire song search]"]);
    expect(labels(demoMe)).toEqual([
      "Home",
      "Beatmaps",
      "Priority quests",
      "Quests",
      "Users",
      "Logs",
      "Contests[Listing,Results,Screening,Judging,Community vote,Aspire teammates,Aspire song search]",
    ]);
  });

  it("keeps Locus out of the main navigation (docs/domain.md#roles list no entry for it; members open /locus directly)", () => {
    for (const me of [null, demoMe, admin]) expect(labels(me).join()).not.toMatch(/Locus/);
  });

  it("adds the Admin menu with GraphiQL for group admins", () => {
    expect(labels(admin)).toEqual([
      "Home",
      "Beatmaps",
      "Priority quests",
      "Quests",
      "Users",
      "Logs",
      "Contests[Listing,Results,Screening,Judging,Community vote,Aspire teammates,Aspire song search]",
      "Admin[Summary,Beatmaps,Featured artists,Quests,Priority quests,Users,Merch,Audit log,GraphiQL explorer,FA Schedule,FA Showcase,Mentorship,World Cup]",
    ]);
  });

  it("shows FA Schedule to the configured FA Schedule account and admins only", () => {
    const scheduler = { ...demoMe, osuId: 107, canViewFaSchedule: true } as Me;
    expect(labels(scheduler)).toContain("FA Schedule");
    expect(labels(admin).join()).toMatch(/Admin\[.*FA Schedule.*\]/);
    for (const other of [
      demoMe,
      { ...demoMe, group: "secret" },
      { ...demoMe, isMentorshipAdmin: true },
      { ...demoMe, isWorldCupHelper: true },
      { ...demoMe, isShowcaseMapper: true },
    ] as Me[])
      expect(labels(other)).not.toContain("FA Schedule");
    expect(resolveRoute("/artists", scheduler).kind).toBe("page");
    expect(resolveRoute("/artists", admin).kind).toBe("page");
    expect(resolveRoute("/artists", demoMe).kind).toBe("not-found");
    expect(resolveRoute("/admin/featuredArtists", scheduler).kind).toBe("not-found");
    expect(resolveRoute("/admin/featuredArtists", admin).kind).toBe("page");
  });
});

describe("Contests submenu", () => {
  it("lists Listing, Results, Screening and Judging in the brief's order, then the community vote and Aspire; each shows once its route has a page", () => {
    const contests = NAV.find((i) => i.label === "Contests");
    expect(contests?.children?.map((c) => [c.label, c.to])).toEqual([
      ["Listing", "/contests/listing"],
      ["Results", "/contests/results"],
      ["Screening", "/contests/screening"],
      ["Judging", "/contests/judging"],
      ["Community vote", "/contests/vote"],
      ["Aspire teammates", "/aspire"],
      ["Aspire song search", "/aspire/search"],
    ]);
    expect(labels(null).join()).not.toMatch(/Listing|Community vote|Aspire teammates/);
  });
});

describe("programme entries (docs/domain.md#roles)", () => {
  it("Mentorship for mentorship admins, World Cup for World Cup helpers, neither for secret members", () => {
    expect(labels({ ...demoMe, isMentorshipAdmin: true } as Me)).toContain("Mentorship");
    expect(labels({ ...demoMe, isMentorshipAdmin: true } as Me)).not.toContain("World Cup");
    expect(labels({ ...demoMe, isWorldCupHelper: true } as Me)).toContain("World Cup");
    expect(labels({ ...demoMe, isWorldCupHelper: true } as Me)).not.toContain("Mentorship");
    expect(labels({ ...demoMe, group: "secret" } as Me)).not.toContain("Mentorship");
    expect(labels({ ...demoMe, group: "secret" } as Me)).not.toContain("World Cup");
  });
});

describe("route table", () => {
  it("has every route of the brief", () => {
    const paths = ROUTES.map((r) => r.path);
    for (const p of [
      "/",
      "/home",
      "/faq",
      "/users",
      "/logs",
      "/error",
      "/beatmaps",
      "/quests",
      "/missions",
      "/contests/listing",
      "/contests/results",
      "/contests/judging",
      "/contests/screening",
      "/contests/vote",
      "/contests/mbc",
      "/aspire",
      "/aspire/search",
      "/artists",
      "/showcase",
      "/mentorship",
      "/worldCup",
      "/locus",
      "/merch",
      "/admin/summary",
      "/admin/beatmaps",
      "/admin/featuredArtists",
      "/admin/quests",
      "/admin/missions",
      "/admin/users",
      "/admin/merch",
    ]) {
      expect(paths).toContain(p);
    }
    expect(ROUTES.find((r) => r.path === "/missions")?.title).toBe("Priority Quests");
    expect(ROUTES.find((r) => r.path === "/admin/missions")?.title).toBe("Admin - Missions");
  });

  test.each<[string, Me | null, string]>([
    ["/", null, "page"],
    ["/users", null, "page"],
    ["/users/", null, "page"],
    ["/beatmaps", null, "authorize"],
    ["/beatmaps", demoMe, "page"],
    ["/contests/listing", demoMe, "page"],
    ["/contests/listing", null, "authorize"],
    ["/admin/beatmaps", demoMe, "not-found"],
    ["/admin/beatmaps", admin, "page"],
    ["/admin/graphiql", null, "authorize"],
    ["/admin/graphiql", demoMe, "not-found"],
    ["/admin/graphiql", admin, "page"],
    ["/merch", null, "merch-authorize"],
    ["/merch", demoMe, "page"],
    ["/locus", demoMe, "page"],
    ["/locus", null, "authorize"],
    ["/admin/merch", demoMe, "not-found"],
    ["/admin/merch", admin, "page"],
    ["/nope", null, "not-found"],
    ["/nope", demoMe, "not-found"],
  ])("%s as %j -> %s", (path, me, kind) => {
    expect(resolveRoute(path, me).kind).toBe(kind);
  });
});

describe("routes before `Me` answers", () => {
  it("renders public pages at once and holds members' pages", () => {
    expect(resolveRoute("/", null, true).kind).toBe("page");
    expect(resolveRoute("/users", null, true).kind).toBe("page");
    expect(resolveRoute("/beatmaps", null, true).kind).toBe("waiting");
    expect(resolveRoute("/admin/users", null, true).kind).toBe("waiting");
    expect(resolveRoute("/nowhere", null, true).kind).toBe("not-found");
    expect(resolveRoute("/beatmaps", null, false).kind).toBe("authorize");
  });
});
