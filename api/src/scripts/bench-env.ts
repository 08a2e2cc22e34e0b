/**
 * Imported first by bench.ts: graphql-js reads NODE_ENV once, when it loads, so the graphql bench measures it as
 * production runs it (without its development-mode checks) unless NODE_ENV is set explicitly.
 */
if (process.argv[2] === "graphql") process.env.NODE_ENV ??= "production";

export {};
