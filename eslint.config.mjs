// ESLint flat config for both workspaces. `npm run lint` (part of `npm test`) runs it.
// Besides the usual TypeScript checks it is where the layers of docs/architecture.md become law:
//   - import-x/no-cycle: no import circle anywhere (type-only imports included for the API layers below);
//   - no-restricted-imports: a lower API layer never imports a higher one.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

/** Import patterns a file of a layer may not use (relative paths are matched by their folder names). */
const forbid = (layers, message) => ({
  patterns: layers.map((layer) => ({ group: [`**/${layer}`, `**/${layer}/**`], message })),
});

const LAYER_MESSAGE = "Layers (docs/architecture.md): core <- modules <- app. A lower layer never imports a higher one.";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/.data/**",
      "**/gql/**",
      "web/test-results/**",
      "web/playwright-report/**",
      "screenshots/**",
      "**/*.cjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createTypeScriptImportResolver({ project: ["api/tsconfig.json", "web/tsconfig.json"], noWarnOnMultipleProjects: true }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/no-explicit-any": "error",
      "no-empty": ["error", { allowEmptyCatch: true }],
    },
  },
  // ------------------------------------------------------------------ API layers
  {
    files: ["api/src/core/**/*.ts", "api/src/config.ts", "api/src/osu/osu-client.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", forbid(["modules", "app", "db", "jobs", "mock-provider", "scripts"], LAYER_MESSAGE)],
    },
  },
  {
    files: ["api/src/jobs/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", forbid(["modules", "app", "db", "scripts"], LAYER_MESSAGE)] },
  },
  {
    files: ["api/src/modules/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        forbid(["app", "db/data-source", "db/demo-data", "mock-provider", "scripts", "import"], LAYER_MESSAGE),
      ],
    },
  },
  {
    files: ["api/src/db/**/*.ts", "api/src/osu/mock-provider/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", forbid(["app", "scripts", "import"], LAYER_MESSAGE)] },
  },
  {
    // The switch-over importer: beside the assembly (it uses db/ and the modules' rules and services, app/ never).
    files: ["api/src/import/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", forbid(["app", "scripts", "mock-provider"], LAYER_MESSAGE)] },
  },
  // ------------------------------------------------------------------ web
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "api/test/**", "web/test/**", "web/e2e/**"],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
