#!/usr/bin/env node
// Fails when schema.graphql is stale against the TypeGraphQL schema, or a generated web/src/**/gql/ folder is stale
// against schema.graphql and the web operations. Leaves the working tree as it found it.
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

/** Every file inside a folder named gql under web/src (codegen outputs). */
function generatedFiles(dir = path.join(root, "web", "src"), inGql = false, out = new Map()) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) generatedFiles(p, inGql || entry.name === "gql", out);
    else if (inGql) out.set(p, fs.readFileSync(p, "utf8"));
  }
  return out;
}

const before = generatedFiles();
run(process.execPath, [
  path.join(root, "node_modules", "@graphql-codegen", "cli", "esm", "bin.js"),
  "--config",
  "codegen.yml",
  "--silent",
]);
const after = generatedFiles();
const stale = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f));
if (stale.length) {
  // Put the committed files back so the check changes nothing.
  for (const f of after.keys()) if (!before.has(f)) fs.rmSync(f);
  for (const [f, text] of before) fs.writeFileSync(f, text);
  console.error(
    `Generated web types are stale (${stale.map((f) => path.relative(root, f)).join(", ")}): run \`npm run codegen\` and commit the result.`,
  );
  process.exit(1);
}
console.log("web generated types are up to date");
