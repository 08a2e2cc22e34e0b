import http from "node:http";
import zlib from "node:zlib";

/** An answer as the GraphQL transport tests compare them. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The response headers that differ from one request to the next whichever way it is answered. */
export const PER_REQUEST_HEADERS = ["date", "x-request-id", "connection", "keep-alive", "content-length", "ratelimit-remaining"];

/**
 * One `POST /graphql` over node:http with exactly these headers: the body decompressed and, unless `keepAll`, the
 * per-request headers left out (the date, the request id, the connection, the budget left — each request spends some;
 * content-length differs only with the encoding).
 */
export function postGraphql(base: string, headers: Record<string, string>, body: string | Buffer, keepAll = false) {
  const url = new URL(base);
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: "/graphql", method: "POST", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        let raw = Buffer.concat(chunks);
        const enc = res.headers["content-encoding"];
        if (enc === "br") raw = zlib.brotliDecompressSync(raw);
        if (enc === "gzip") raw = zlib.gunzipSync(raw);
        const kept: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) {
          if (!keepAll && PER_REQUEST_HEADERS.includes(k)) continue;
          kept[k] = String(v);
        }
        resolve({ status: res.statusCode ?? 0, headers: kept, body: raw.toString("utf8") });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}
