import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import { startTestServer, type TestServer } from "../../../test/harness";
import { compressDynamic, DYNAMIC_THRESHOLD } from "./compression";

/** A raw GET (no automatic decoding, unlike fetch): status, headers and the body bytes as sent. */
function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === "br") return zlib.brotliDecompressSync(body).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(body).toString("utf8");
  expect(encoding).toBeUndefined();
  return body.toString("utf8");
}

const PRECOMPRESS = path.resolve(__dirname, "..", "..", "..", "..", "web", "scripts", "precompress.mjs");
const ENCODINGS: [string, string | undefined][] = [
  ["br", "br"],
  ["gzip", "gzip"],
  ["gzip, deflate, br, zstd", "br"], // what browsers send: brotli wins the tie
  ["br;q=0.5, gzip", "gzip"],
  ["identity", undefined],
  ["br;q=0, gzip;q=0", undefined],
  ["", undefined],
];

describe("compression of the web build (precompressed at build time)", () => {
  let server: TestServer;
  let dist: string;
  const app = `export const routes = [${Array.from({ length: 400 }, (_, i) => `"/route-${i}"`).join(", ")}];\n`;
  const index = `<!doctype html><html><head><title>Mappers' Guild</title></head><body>${"<!-- padding -->".repeat(100)}<div id="root"></div></body></html>`;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "mg-compress-"));
    fs.mkdirSync(path.join(dist, "assets"));
    fs.writeFileSync(path.join(dist, "index.html"), index);
    fs.writeFileSync(path.join(dist, "assets", "app-0a1b2c.js"), app);
    fs.writeFileSync(path.join(dist, "assets", "tiny-9f8e7d.js"), "export {};\n");
    fs.writeFileSync(path.join(dist, "assets", "logo-1234.png"), Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    execFileSync(process.execPath, [PRECOMPRESS, dist]);
    server = await startTestServer({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  test("the build step writes brotli and gzip twins of text files of 1 KB or more, and only those", () => {
    const files = fs.readdirSync(path.join(dist, "assets")).sort();
    expect(files).toEqual(["app-0a1b2c.js", "app-0a1b2c.js.br", "app-0a1b2c.js.gz", "logo-1234.png", "tiny-9f8e7d.js"]);
    expect(fs.existsSync(path.join(dist, "index.html.br"))).toBe(true);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, "assets", "app-0a1b2c.js.br"))).toString()).toBe(app);
  });

  test.each(ENCODINGS)("a hashed asset, Accept-Encoding %j → %s", async (accept, expected) => {
    const res = await rawGet(`${server.url}/assets/app-0a1b2c.js`, accept ? { "accept-encoding": accept } : {});
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe(expected);
    expect(res.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(res.headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    if (expected) expect(res.body.length).toBeLessThan(app.length / 3);
    expect(decode(res.body, res.headers["content-encoding"])).toBe(app);
  });

  test.each(ENCODINGS)("index.html for a client route, Accept-Encoding %j → %s, revalidated", async (accept, expected) => {
    const res = await rawGet(`${server.url}/quests?id=4`, {
      accept: "text/html",
      ...(accept ? { "accept-encoding": accept } : {}),
    });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe(expected);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(decode(res.body, res.headers["content-encoding"])).toBe(index);
  });

  test("files without twins (small, binary) go out as they are", async () => {
    const tiny = await rawGet(`${server.url}/assets/tiny-9f8e7d.js`, { "accept-encoding": "br, gzip" });
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe("export {};\n");
    const png = await rawGet(`${server.url}/assets/logo-1234.png`, { "accept-encoding": "br, gzip" });
    expect(png.headers["content-encoding"]).toBeUndefined();
    expect(png.headers["content-type"]).toBe("image/png");
  });

  test("a missing asset is a 404, not a compressed twin or index.html", async () => {
    const res = await rawGet(`${server.url}/assets/gone-0000.js`, { "accept-encoding": "br" });
    expect(res.status).toBe(404);
    expect(res.headers["content-encoding"]).toBeUndefined();
  });

  test.each(ENCODINGS)("/graphql above the threshold, Accept-Encoding %j → %s", async (accept, expected) => {
    const query = encodeURIComponent("{ __schema { types { name fields { name } } } }");
    const res = await rawGet(`${server.url}/graphql?query=${query}`, {
      "apollo-require-preflight": "1",
      accept: "application/json",
      ...(accept ? { "accept-encoding": accept } : {}),
    });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe(expected);
    expect(res.headers["vary"]).toMatch(/Accept-Encoding/i);
    const json = JSON.parse(decode(res.body, res.headers["content-encoding"]));
    expect(json.data.__schema.types.length).toBeGreaterThan(50);
  });

  test("small dynamic answers are not compressed (/graphql, /api)", async () => {
    const gql = await rawGet(`${server.url}/graphql?query=%7B__typename%7D`, {
      "apollo-require-preflight": "1",
      "accept-encoding": "br, gzip",
    });
    expect(gql.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(gql.body.toString())).toEqual({ data: { __typename: "Query" } });
    const api = await rawGet(`${server.url}/api/me`, { "accept-encoding": "br, gzip" });
    expect(api.headers["content-encoding"]).toBeUndefined();
    expect(api.headers["vary"]).toMatch(/Accept-Encoding/i);
  });
});

describe("compressDynamic (the compression package as configured)", () => {
  let base: string;
  let close: () => void;
  const big = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `member ${i}` })) };

  beforeAll(async () => {
    const app = express();
    app.use(compressDynamic());
    app.get("/big", (_req, res) => {
      res.json(big);
    });
    app.get("/small", (_req, res) => {
      res.json({ ok: true });
    });
    app.get("/png", (_req, res) => {
      res.type("png").send(Buffer.alloc(DYNAMIC_THRESHOLD * 4));
    });
    app.get("/stream", (_req, res) => {
      res.type("text/plain");
      res.write("a".repeat(DYNAMIC_THRESHOLD));
      res.end("b".repeat(DYNAMIC_THRESHOLD));
    });
    app.get("/no-transform", (_req, res) => {
      res.set("cache-control", "no-transform").json(big);
    });
    const srv = app.listen(0, "127.0.0.1");
    await new Promise((r) => srv.once("listening", r));
    base = `http://127.0.0.1:${(srv.address() as { port: number }).port}`;
    close = () => srv.close();
  });
  afterAll(() => close());

  test.each(ENCODINGS)("a JSON answer above the threshold, Accept-Encoding %j → %s", async (accept, expected) => {
    const res = await rawGet(`${base}/big`, accept ? { "accept-encoding": accept } : {});
    expect(res.headers["content-encoding"]).toBe(expected);
    expect(res.headers["vary"]).toMatch(/Accept-Encoding/i);
    // A compressed answer is streamed (chunked, no Content-Length); a plain one keeps its length.
    if (expected) expect(res.headers["transfer-encoding"]).toBe("chunked");
    else expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(JSON.parse(decode(res.body, res.headers["content-encoding"]))).toEqual(big);
  });

  test("below the threshold, binary types and no-transform pass untouched; streamed text is compressed too", async () => {
    for (const p of ["/small", "/png", "/no-transform"]) {
      const res = await rawGet(`${base}${p}`, { "accept-encoding": "br, gzip" });
      expect({ p, encoding: res.headers["content-encoding"] }).toEqual({ p, encoding: undefined });
    }
    const streamed = await rawGet(`${base}/stream`, { "accept-encoding": "br" });
    expect(streamed.headers["content-encoding"]).toBe("br");
    expect(decode(streamed.body, "br")).toBe("a".repeat(DYNAMIC_THRESHOLD) + "b".repeat(DYNAMIC_THRESHOLD));
  });
});
