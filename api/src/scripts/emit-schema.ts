import "reflect-metadata";
import fs from "node:fs";
import path from "node:path";
import { printSchemaWithDirectives } from "./print-schema";
import { getSchema } from "../app/schema";

/** Writes schema.graphql (the contract read by codegen) from the TypeGraphQL schema. `--check` fails if it is stale. */
async function main() {
  const sdl = printSchemaWithDirectives(await getSchema());
  const file = path.resolve(process.cwd().endsWith("api") ? ".." : ".", "schema.graphql");
  if (process.argv.includes("--check")) {
    const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
    if (current !== sdl) {
      console.error("schema.graphql is stale: run `npm run build -w api` and commit it.");
      process.exit(1);
    }
    console.log("schema.graphql is up to date");
    return;
  }
  fs.writeFileSync(file, sdl);
  console.log(`wrote ${file}`);
}
main().catch((err) => {
  console.error(err);
  process.exit(1);
});
