import { defineConfig, defaultClientConditions } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";

/**
 * The API server (api/) in development (`npm run dev` starts both: the app on http://localhost:5173, the API on PORT,
 * default 3000); the built app is served by that same server in production. MG_API_URL points elsewhere.
 */
const API = process.env.MG_API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const proxied = ["/api", "/graphql", "/mock-osu", "/health"];
const proxy = Object.fromEntries(proxied.map((p) => [p, { target: API, changeOrigin: false }]));

/**
 * React Router's package exports only its development build (dev-time warnings included); the production build
 * is the same code with them off, so `vite build` bundles that one.
 */
const routerBuild = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));
const PRODUCTION_ROUTER = [
  { find: /^react-router$/, replacement: routerBuild("index.mjs") },
  { find: /^react-router\/dom$/, replacement: routerBuild("dom-export.mjs") },
];

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    // rxjs (Apollo Client 4) ships an ES2015 build; the default ES5 one pulls in tslib and is larger.
    conditions: ["es2015", ...defaultClientConditions],
    // The shared rules package (packages/rules) is bundled from its sources.
    alias: [
      { find: /^@mg\/rules$/, replacement: fileURLToPath(new URL("../packages/rules/src/index.ts", import.meta.url)) },
      ...(command === "build" ? PRODUCTION_ROUTER : []),
    ],
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    // GraphiQL (Monaco) is a large admin-only lazy chunk; it never loads on public pages.
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "vendor",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|rxjs|optimism|@wry|tslib|@apollo[\\/]client)[\\/]/,
              tags: ["$initial"],
            },
          ],
        },
      },
      onwarn(warning, warn) {
        // GraphiQL's React-compiler output carries "use no memo" directives that bundling drops harmlessly.
        if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
        warn(warning);
      },
    },
  },
  worker: { format: "es" },
}));
