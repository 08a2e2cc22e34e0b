import crypto from "node:crypto";
import { signedSessionId } from "./session-viewer";

/** A cookie header as express-session writes it: `s:<sid>.<HMAC-SHA256 of sid, base64 without padding>`. */
const cookie = (sid: string, secret: string, name = "mg.sid") =>
  `${name}=${encodeURIComponent(`s:${sid}.${crypto.createHmac("sha256", secret).update(sid).digest("base64").replace(/=+$/, "")}`)}`;

describe("signedSessionId (app/session-viewer.ts)", () => {
  const secret = "a-secret-a-secret-a-secret-a-secret";

  test("a cookie signed with the secret gives its session id, every time it is read", () => {
    for (let i = 0; i < 3; i++) expect(signedSessionId(`x=1; ${cookie("abc", secret)}`, "mg.sid", secret)).toBe("abc");
  });

  test("a verified cookie is not accepted under another secret, nor a changed signature or id", () => {
    const good = cookie("sid-1", secret);
    expect(signedSessionId(good, "mg.sid", secret)).toBe("sid-1");
    expect(signedSessionId(good, "mg.sid", "another-secret-another-secret-xx")).toBeNull();
    const value = decodeURIComponent(good.slice("mg.sid=".length));
    const mac = value.slice(value.lastIndexOf(".") + 1);
    const flipped = mac[0] === "A" ? `B${mac.slice(1)}` : `A${mac.slice(1)}`;
    expect(signedSessionId(`mg.sid=${encodeURIComponent(`s:sid-1.${flipped}`)}`, "mg.sid", secret)).toBeNull();
    expect(signedSessionId(`mg.sid=${encodeURIComponent(`s:sid-2.${mac}`)}`, "mg.sid", secret)).toBeNull();
    expect(signedSessionId(`mg.sid=${encodeURIComponent(`s:sid-1.${mac}`)}`, "mg.sid", secret)).toBe("sid-1");
  });

  test("a header already verified is found again only under the same cookie name and secret", () => {
    const header = `theme=dark; ${cookie("sid-h", secret)}; lang=en`;
    expect(signedSessionId(header, "mg.sid", secret)).toBe("sid-h");
    expect(signedSessionId(header, "mg.sid", secret)).toBe("sid-h");
    expect(signedSessionId(header, "theme", secret)).toBeNull();
    expect(signedSessionId(header, "mg.sid", "another-secret-another-secret-yy")).toBeNull();
    // A long header is verified on every request (not kept), with the same answer.
    const long = `${header}; pad=${"x".repeat(2000)}`;
    for (let i = 0; i < 2; i++) expect(signedSessionId(long, "mg.sid", secret)).toBe("sid-h");
  });

  test("no cookie, another cookie's name, an unsigned or undecodable value: no session", () => {
    expect(signedSessionId(undefined, "mg.sid", secret)).toBeNull();
    expect(signedSessionId(cookie("abc", secret, "other"), "mg.sid", secret)).toBeNull();
    expect(signedSessionId("mg.sid=abc", "mg.sid", secret)).toBeNull();
    expect(signedSessionId("mg.sid=%E0%A4%A", "mg.sid", secret)).toBeNull();
  });

  test("many sessions: the memory of checked cookies stays bounded and every cookie still reads right", () => {
    const secret2 = "bounded-secret-bounded-secret-bounded";
    for (let i = 0; i < 12_000; i++) expect(signedSessionId(cookie(`s${i}`, secret2), "mg.sid", secret2)).toBe(`s${i}`);
    expect(signedSessionId(cookie("s0", secret2), "mg.sid", secret2)).toBe("s0");
    expect(signedSessionId(`mg.sid=${encodeURIComponent("s:s0.forged")}`, "mg.sid", secret2)).toBeNull();
  });
});
