import { containsNul, dateInput, inputErrorFromDatabase, intInput, textInput } from "./input";
import { AppError } from "./errors";

describe("input edges (pure)", () => {
  test.each([
    ["a\u0000b", true],
    [{ a: ["x", { b: "\u0000" }] }, true],
    [{ "k\u0000": 1 }, true],
    [["fine", 1, null, { a: "ok" }], false],
    [42, false],
  ])("containsNul(%p) = %p", (v, expected) => expect(containsNul(v)).toBe(expected));

  test.each([[5], ["5"], [" 7 "], [-3], [2_147_483_647]])("intInput accepts %p", (v) =>
    expect(typeof intInput(v)).toBe("number"),
  );
  test.each([[1e20], [1.5], ["1e2"], ["0x10"], [true], [[1]], [{}], [null], [""], [2_147_483_648]])("intInput refuses %p", (v) =>
    expect(() => intInput(v)).toThrow(AppError),
  );

  test.each([["2024-01-01"], ["2024-01-01T10:00:00Z"], [1_700_000_000_000], ["9999-12-31T00:00:00Z"]])(
    "dateInput accepts %p",
    (v) => expect(dateInput(v)).toBeInstanceOf(Date),
  );
  test.each([["275760-09-13"], ["-271821-04-20"], [1e15], [-8.64e15], ["garbage"], [true], [{}], [""], ["10000-01-01"]])(
    "dateInput refuses %p",
    (v) => expect(() => dateInput(v)).toThrow("Invalid date"),
  );

  test("textInput: only strings, never NUL", () => {
    expect(textInput("ok", "Name")).toBe("ok");
    expect(() => textInput({ $ne: 1 }, "Name")).toThrow("Name must be text");
    expect(() => textInput(123, "Name")).toThrow("Name must be text");
    expect(() => textInput("a\u0000", "Name")).toThrow(/NUL/);
  });

  test("PostgreSQL data exceptions (class 22) are bad input; anything else is not", () => {
    const pg = (code: string) => Object.assign(new Error("x"), { query: "SELECT 1", driverError: { code } });
    expect(inputErrorFromDatabase(pg("22003"))?.code).toBe("BAD_USER_INPUT");
    expect(inputErrorFromDatabase(pg("22P05"))?.code).toBe("BAD_USER_INPUT");
    expect(inputErrorFromDatabase(pg("40P01"))).toBeNull();
    expect(inputErrorFromDatabase(pg("23505"))).toBeNull();
    expect(inputErrorFromDatabase(Object.assign(new Error("x"), { code: "22003" }))).toBeNull();
    expect(inputErrorFromDatabase(null)).toBeNull();
  });
});
