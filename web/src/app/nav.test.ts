import { visibleNav } from "./nav";
import { resolveRoute, ROUTES } from "../routes";
import { demoMe } from "../../test/render";
import type { Me } from "./current-user";

const admin = { ...demoMe, group: "admin" } as Me;
const labels = (me: Me | null) => visibleNav(me).map((i) => (i.children ? `${i.label}[${i.children.map((c) => c.label).join(",")}]` : i.label));

describe("navigation", () => {
  it("shows built public pages to everyone", () => {
    expect(labels(null)).toEqual(["Users", "Logs"]);
    expect(labels(demoMe)).toEqual(["Beatmaps", "Priority quests", "Quests", "Users", "Logs"]);
  });

  it("adds the Admin menu with GraphiQL for group admins", () => {
    expect(labels(admin)).toEqual([
      "Beatmaps",
      "Priority quests",
      "Quests",
      "Users",
      "Logs",
      "FA Showcase",
      "Admin[Summary,Beatmaps,Quests,Priority quests,Users,GraphiQL explorer]",
    ]);
  });
});

describe("route table", () => {
  it("has every route of the brief", () => {
    const paths = ROUTES.map((r) => r.path);
    for (const p of [
      "/", "/home", "/faq", "/users", "/logs", "/error", "/beatmaps", "/quests", "/missions", "/contests/listing",
      "/contests/results", "/contests/judging", "/contests/screening", "/contests/mbc", "/artists", "/showcase",
      "/mentorship", "/worldCup", "/locus", "/merch", "/admin/summary", "/admin/beatmaps", "/admin/featuredArtists",
      "/admin/quests", "/admin/missions", "/admin/users", "/admin/merch",
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
    ["/contests/listing", demoMe, "not-found"],
    ["/admin/beatmaps", demoMe, "not-found"],
    ["/admin/beatmaps", admin, "page"],
    ["/admin/graphiql", null, "authorize"],
    ["/admin/graphiql", demoMe, "not-found"],
    ["/admin/graphiql", admin, "page"],
    ["/merch", null, "merch-authorize"],
    ["/merch", demoMe, "not-found"],
    ["/nope", null, "not-found"],
    ["/nope", demoMe, "not-found"],
  ])("%s as %j -> %s", (path, me, kind) => {
    expect(resolveRoute(path, me).kind).toBe(kind);
  });
});
