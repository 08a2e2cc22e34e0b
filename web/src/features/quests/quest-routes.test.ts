import { visibleNav } from "../../app/nav";
import type { Me } from "../../app/current-user";
import { resolveRoute } from "../../routes";
import { demoMe } from "../../../test/render";

const admin = { ...demoMe, group: "admin" } as Me;

describe("quest routes", () => {
  test.each<[string, Me | null, string]>([
    ["/quests", null, "authorize"],
    ["/quests", demoMe, "page"],
    ["/admin/quests", null, "authorize"],
    ["/admin/quests", demoMe, "not-found"],
    ["/admin/quests", admin, "page"],
  ])("%s as %j -> %s", (path, me, kind) => {
    expect(resolveRoute(path, me).kind).toBe(kind);
  });

  it("titles the pages", () => {
    const q = resolveRoute("/quests", demoMe);
    const a = resolveRoute("/admin/quests", admin);
    expect(q.kind === "page" && q.route.title).toBe("Quests");
    expect(a.kind === "page" && a.route.title).toBe("Admin - Quests");
  });

  it("adds Quests to the navigation of members and Quests to the Admin menu of admins", () => {
    expect(visibleNav(null).map((i) => i.label)).not.toContain("Quests");
    expect(visibleNav(demoMe).map((i) => i.label)).toContain("Quests");
    const adminMenu = visibleNav(admin).find((i) => i.label === "Admin");
    expect(adminMenu?.children?.map((c) => [c.label, c.to])).toContainEqual(["Quests", "/admin/quests"]);
  });
});
