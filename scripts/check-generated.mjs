#!/usr/bin/env node
// Fails when schema.graphql is stale against the TypeGraphQL schema, or web/src/gql is stale against
// schema.graphql and the web operations. Leaves the working tree as it found it.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const run = (cmd, args, cwd = root) => execFileSync(cmd, args, { cwd, stdio: "inherit" });

try {
  run(process.execPath, ["-r", "@swc-node/register", "src/scripts/emit-schema.ts", "--check"], path.join(root, "api"));
} catch {
  process.exit(1);
}

const gqlDir = path.join(root, "web", "src", "gql");
const snapshot = new Map();
if (fs.existsSync(gqlDir)) for (const f of fs.readdirSync(gqlDir)) snapshot.set(f, fs.readFileSync(path.join(gqlDir, f), "utf8"));
run(process.execPath, [path.join(root, "node_modules", "@graphql-codegen", "cli", "esm", "bin.js"), "--config", "codegen.yml", "--silent"]);
const after = new Map(fs.readdirSync(gqlDir).map((f) => [f, fs.readFileSync(path.join(gqlDir, f), "utf8")]));
const stale = [...new Set([...snapshot.keys(), ...after.keys()])].filter((f) => snapshot.get(f) !== after.get(f));
if (stale.length) {
  // Put the committed files back so the check changes nothing.
  for (const f of after.keys()) if (!snapshot.has(f)) fs.rmSync(path.join(gqlDir, f));
  for (const [f, text] of snapshot) fs.writeFileSync(path.join(gqlDir, f), text);
  console.error(`web/src/gql is stale (${stale.join(", ")}): run \`npm run codegen\` and commit the result.`);
  process.exit(1);
}
console.log("web/src/gql is up to date");
