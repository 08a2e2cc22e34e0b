#!/usr/bin/env node
// An example Mappers' Guild bot (docs/api-guide.md): prints the token owner's points and badge and what is left of
// the token's rate-limit budget. Usage: MG_API_URL=https://<site>/graphql MG_TOKEN=mgp_… node examples/bot/points.mjs
const url = process.env.MG_API_URL ?? "http://localhost:3000/graphql";
const token = process.env.MG_TOKEN;
if (!token) {
  console.error("Set MG_TOKEN to a personal API token (create one on your settings page: /settings/tokens)");
  process.exit(2);
}

const query = `{
  me { username rank badge pointsInfo { total available } }
  rateLimit { limit cost remaining resetAt }
}`;

const res = await fetch(url, {
  method: "POST",
  headers: {
    authorization: `Bearer ${token}`,
    "content-type": "application/json",
    accept: "application/graphql-response+json",
  },
  body: JSON.stringify({ query }),
});
const body = await res.json();
if (res.status === 429) {
  console.error(`Rate limited: retry after ${res.headers.get("retry-after")} s`);
  process.exit(1);
}
if (body.errors?.length) {
  console.error(`${res.status} ${body.errors[0].extensions?.code}: ${body.errors[0].message}`);
  process.exit(1);
}
const { me, rateLimit } = body.data;
console.log(
  `${me.username}: ${me.pointsInfo.total} points (${me.pointsInfo.available} available), rank ${me.rank}, badge ${me.badge}`,
);
console.log(
  `Budget: ${rateLimit.remaining}/${rateLimit.limit} points left until ${rateLimit.resetAt} (this query cost ${rateLimit.cost})`,
);
