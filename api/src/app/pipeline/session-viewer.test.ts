import { User } from "../../modules/users/user.entity";
import { ownCopy, type KeptMember } from "./session-viewer";

describe("ownCopy (app/session-viewer.ts): a request's own viewer from the kept member", () => {
  const kept = (): KeptMember => {
    const entity = Object.assign(Object.create(User.prototype) as User, {
      id: 7,
      osuId: 101,
      username: "Kept",
      statsRefreshedAt: new Date("2026-11-01T10:00:00Z"),
      pointsCalculatedAt: null,
      createdAt: new Date("2026-01-01T00:00:00Z"),
    });
    return { version: "1/(0,1)", entity, dates: ["statsRefreshedAt", "createdAt"] };
  };

  test("is a User with the kept values, and a new instance every time", () => {
    const member = kept();
    const first = ownCopy(member);
    const second = ownCopy(member);
    expect(first).toBeInstanceOf(User);
    expect(first).not.toBe(member.entity);
    expect(first).not.toBe(second);
    expect({ ...first }).toEqual({ ...member.entity });
  });

  test("what a request does to its viewer, dates included, reaches neither the kept member nor another request", () => {
    const member = kept();
    const first = ownCopy(member);
    first.username = "Changed";
    first.statsRefreshedAt!.setUTCFullYear(2000);
    first.createdAt.setTime(0);
    const second = ownCopy(member);
    expect(member.entity.username).toBe("Kept");
    expect(member.entity.statsRefreshedAt!.toISOString()).toBe("2026-11-01T10:00:00.000Z");
    expect(second.statsRefreshedAt!.toISOString()).toBe("2026-11-01T10:00:00.000Z");
    expect(second.createdAt.toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(second.pointsCalculatedAt).toBeNull();
  });
});
