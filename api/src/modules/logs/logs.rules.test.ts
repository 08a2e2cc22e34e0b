import { decodeLogCursor, encodeLogCursor } from "./logs.service";

describe("log cursor", () => {
  test("round-trips", () => {
    const createdAt = new Date("2025-03-05T14:03:00.123Z");
    expect(decodeLogCursor(encodeLogCursor({ createdAt, id: 42 }))).toEqual({ createdAt, id: 42 });
  });
  test.each(["", "garbage", Buffer.from("2025-01-01_x").toString("base64url"), Buffer.from("nope_3").toString("base64url")])(
    "rejects %p",
    (c) => expect(() => decodeLogCursor(c)).toThrow("Invalid cursor"),
  );
});
