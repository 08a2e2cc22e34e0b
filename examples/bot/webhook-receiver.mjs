#!/usr/bin/env node
// A Mappers' Guild webhook receiver (docs/api-guide.md "Webhooks"): plain node:http, no dependencies. It checks each
// post's X-Signature (HMAC-SHA256 of the raw body with the webhook's secret) in constant time, drops an event id it has
// already handled (delivery is at least once), answers 2xx at once and prints the event.
// Usage: MG_WEBHOOK_SECRET=mgw_… PORT=8787 node examples/bot/webhook-receiver.mjs
// (Put it behind https on the public internet; for a local try, run the site with WEBHOOKS_ALLOW_LOCAL_ENDPOINTS=true.)
import crypto from "node:crypto";
import http from "node:http";

const secret = process.env.MG_WEBHOOK_SECRET;
if (!secret) {
  console.error("Set MG_WEBHOOK_SECRET to the webhook's signing secret (shown once on /settings/webhooks)");
  process.exit(2);
}
const port = Number(process.env.PORT ?? 8787);
const MAX_BODY = 64 * 1024;
/** Event ids already handled (a real bot keeps them in its database for a day or so). */
const seen = new Set();

/** Whether `header` is `sha256=` + the hex HMAC-SHA256 of `body` with the secret. */
function verify(body, header, key = secret) {
  const expected = Buffer.from(`sha256=${crypto.createHmac("sha256", key).update(body).digest("hex")}`);
  const given = Buffer.from(String(header ?? ""));
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

const server = http.createServer((req, res) => {
  if (req.method !== "POST") return res.writeHead(405, { allow: "POST" }).end();
  const chunks = [];
  let size = 0;
  req.on("data", (chunk) => {
    size += chunk.length;
    if (size > MAX_BODY) req.destroy();
    else chunks.push(chunk);
  });
  req.on("end", () => {
    const body = Buffer.concat(chunks); // verify the raw bytes, before any JSON parsing
    if (!verify(body, req.headers["x-signature"])) {
      console.warn("refused a post with a bad signature");
      return res.writeHead(401).end();
    }
    const event = JSON.parse(body.toString("utf8"));
    res.writeHead(204).end(); // answer quickly: the site waits at most 10 s
    if (seen.has(event.id)) return; // a retry or a redelivery of an event already handled
    seen.add(event.id);
    const { __typename, id, ...fields } = event.object;
    console.log(`${event.occurredAt} ${event.kind}: ${__typename} ${id}`, fields);
  });
});

server.listen(port, () => console.log(`listening on http://localhost:${port}/`));
