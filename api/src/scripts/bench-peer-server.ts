/**
 * The peer of `npm run bench -- peer`: PostGraphile 4 (a development dependency) serving the database of DATABASE_URL
 * on PORT, as its documentation's library mode sets it up for production: no mutations, no query log, no GraphiQL.
 * A process of its own, so its CPU time is read apart from ours.
 */
import http from "node:http";
import Module from "node:module";
import path from "node:path";

/**
 * PostGraphile 4 needs graphql 15 while the project uses 16, so npm installs graphql 15 twice (under postgraphile and
 * under graphile-build-pg) and a schema built with one copy fails validation in the other ("Unexpected input type").
 * In this process every `graphql` import resolves to postgraphile's own copy.
 */
const single = path.dirname(require.resolve("graphql/package.json", { paths: [path.dirname(require.resolve("postgraphile"))] }));
const loader = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
const resolve = loader._resolveFilename;
loader._resolveFilename = function (request: string, ...rest: unknown[]) {
  const mapped = request === "graphql" || request.startsWith("graphql/") ? single + request.slice("graphql".length) : request;
  return resolve.call(this, mapped, ...rest);
};

async function main() {
  const { postgraphile } = await import("postgraphile");
  const port = Number(process.env.PORT);
  const handler = postgraphile(process.env.DATABASE_URL!, "public", {
    disableDefaultMutations: true,
    disableQueryLog: true,
    graphiql: false,
    enhanceGraphiql: false,
    dynamicJson: true,
    setofFunctionsContainNulls: false,
    ignoreRBAC: false,
    retryOnInitFail: false,
    watchPg: false,
    extendedErrors: ["hint", "detail", "errcode"],
  });
  http.createServer(handler).listen(port, "127.0.0.1", () => {
    process.stdout.write(`peer listening on ${port}\n`);
  });
}

void main();
