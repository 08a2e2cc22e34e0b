import { AdminTargetType, auditFilterProblem, auditValue, AUDIT_VALUE_MAX } from "./audit.rules";

describe("auditValue", () => {
  it.each([
    [null, null],
    [undefined, null],
    ["text", "text"],
    [0, "0"],
    [-2.5, "-2.5"],
    [true, "true"],
    [false, "false"],
    [new Date("2026-11-24T10:00:00.000Z"), "2026-11-24T10:00:00.000Z"],
    [{ a: 1, b: [2] }, '{"a":1,"b":[2]}'],
  ])("%p is stored as %p", (value, stored) => {
    expect(auditValue(value)).toBe(stored);
  });

  it("cuts long values to the limit with an ellipsis", () => {
    const v = auditValue("x".repeat(AUDIT_VALUE_MAX + 50))!;
    expect(v).toHaveLength(AUDIT_VALUE_MAX);
    expect(v.endsWith("…")).toBe(true);
    expect(auditValue("abcdef", 4)).toBe("abc…");
  });
});

describe("auditFilterProblem", () => {
  const day = (d: string) => new Date(`${d}T00:00:00Z`);

  it("accepts no filter, a one-sided range and a forward range", () => {
    expect(auditFilterProblem({})).toBeNull();
    expect(auditFilterProblem({ from: day("2026-01-01") })).toBeNull();
    expect(auditFilterProblem({ from: day("2026-01-01"), to: day("2026-01-01") })).toBeNull();
    expect(auditFilterProblem({ targetType: AdminTargetType.contest, targetId: 4 })).toBeNull();
  });

  it("refuses a backwards range, an invalid date and a target id without its type", () => {
    expect(auditFilterProblem({ from: day("2026-02-01"), to: day("2026-01-01") })?.message).toBe(
      "The start date must be before the end date",
    );
    expect(auditFilterProblem({ to: new Date("nope") })?.code).toBe("BAD_USER_INPUT");
    expect(auditFilterProblem({ targetId: 3 })?.code).toBe("BAD_USER_INPUT");
  });
});
