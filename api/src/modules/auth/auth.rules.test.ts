import { safeReturnTo, sameOriginPath } from "./auth.service";

describe("safeReturnTo (no open redirects)", () => {
  test.each([
    ["/missions?id=3", "/missions?id=3"],
    ["/users", "/users"],
    [undefined, "/"],
    ["", "/"],
    ["https://evil.example/", "/"],
    ["//evil.example/x", "/"],
    ["/\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["/api/logout", "/"],
    ["/mock-osu/oauth/authorize", "/"],
    ["/ok\r\nSet-Cookie: x=1", "/"],
    [`/${"a".repeat(600)}`, "/"],
  ])("%p → %p", (input, expected) => expect(safeReturnTo(input as string | undefined)).toBe(expected));
});

describe("sameOriginPath", () => {
  test("keeps our own pages", () =>
    expect(sameOriginPath("http://localhost:3000/quests?id=2", "http://localhost:3000")).toBe("/quests?id=2"));
  test("drops other sites", () => expect(sameOriginPath("https://evil.example/quests", "http://localhost:3000")).toBeUndefined());
  test("drops garbage", () => expect(sameOriginPath("not a url", "http://localhost:3000")).toBeUndefined());
});
