import { namespacedStorage } from "./namespaced-storage";

// The explorers' storage (issue 26): GraphiQL keeps its tabs under its own prefix, and its clear() — "clear storage"
// in GraphiQL's settings — removes only those keys, never the site's other saved state.
describe("namespacedStorage", () => {
  beforeEach(() => localStorage.clear());

  test("reads and writes under its prefix; length and key see only its own keys", () => {
    localStorage.setItem("mg-theme", "dark");
    localStorage.setItem("other-explorer:tabs", "x");
    const s = namespacedStorage("mg-member-graphiql");
    s.setItem("tabs", "[1]");
    s.setItem("query", "{ me { id } }");
    expect(localStorage.getItem("mg-member-graphiql:tabs")).toBe("[1]");
    expect(s.getItem("tabs")).toBe("[1]");
    expect(s.length).toBe(2);
    expect([s.key(0), s.key(1)].sort()).toEqual(["query", "tabs"]);
    expect(s.key(2)).toBeNull();
  });

  test("clear() removes only the explorer's keys", () => {
    localStorage.setItem("mg-theme", "dark");
    localStorage.setItem("other-explorer:tabs", "x");
    const s = namespacedStorage("mg-member-graphiql");
    s.setItem("tabs", "[1]");
    s.clear();
    expect(s.length).toBe(0);
    expect(localStorage.getItem("mg-member-graphiql:tabs")).toBeNull();
    expect(localStorage.getItem("mg-theme")).toBe("dark");
    expect(localStorage.getItem("other-explorer:tabs")).toBe("x");
  });
});
